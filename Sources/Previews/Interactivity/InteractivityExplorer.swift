import Foundation
import SampleData

/// `workbook explore 4`: on the steps, the left and right arrows scroll a week at a time
/// (Home and End go to the first and last week) and a drag selects the days it spans; a
/// click selects through the student's hit-testing, and on the products a second click on
/// the selected bar deselects it.
extension InteractivityPreview: ExplorerHandling {
    func handle(_ input: ExplorerInput, state: inout ExplorerState, data: Dataset) -> Bool {
        guard data.name == Dataset.dailySteps.name else { return false }
        let calendar = DailySteps.summer2024.calendar
        let weeks: Int
        switch input {
        case .previous: weeks = -1
        case .next: weeks = 1
        case .first: weeks = -52
        case .last: weeks = 52
        default: return false
        }
        // A drag belongs to the week it was made on.
        state.chapterOptions["drag"] = nil
        // Scrolling stops a week beyond either end: the window is clamped there anyway.
        let moved = Self.scrolled(state.chapterOptions["scroll"], byWeeks: weeks, in: calendar)
        let dates = DailySteps.summer2024.dates
        guard let movedDate = Self.date(from: moved, in: calendar) else { return true }
        let earliest = calendar.date(byAdding: .day, value: -7, to: dates[0])!
        let latest = calendar.date(byAdding: .day, value: 7, to: dates[dates.count - 1])!
        if movedDate < earliest {
            state.chapterOptions["scroll"] = Self.scrolled(Self.dayString(earliest, in: calendar), byWeeks: 0, in: calendar)
        } else if movedDate > latest {
            state.chapterOptions["scroll"] = Self.scrolled(Self.dayString(latest, in: calendar), byWeeks: 0, in: calendar)
        } else {
            state.chapterOptions["scroll"] = moved
        }
        return true
    }

    /// A drag across the steps selects the days it spans, as `--drag x1,x2` does.
    func handleDrag(from start: CGPoint, to end: CGPoint, state: inout ExplorerState, data: Dataset) {
        guard data.name == Dataset.dailySteps.name else { return }
        state.chapterOptions["drag"] = "\(Double(start.x)),\(Double(end.x))"
    }

    func explorerHelp(for data: Dataset, unicode: Bool) -> String {
        let (arrows, dot) = unicode ? ("← →", "·") : ("<- ->", ".")
        return data.name == Dataset.dailySteps.name
            ? "\(arrows) scroll a week \(dot) click a day, drag across days \(dot) q quit"
            : "\(arrows) move \(dot) click a bar or a sector, again to deselect \(dot) q quit"
    }

    /// "2024-07-17" for a date, in the calendar's time zone.
    static func dayString(_ date: Date, in calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 2024, parts.month ?? 1, parts.day ?? 1)
    }
}

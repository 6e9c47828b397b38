import Foundation
import SampleData

/// `workbook explore 4`: on the steps, the left and right arrows scroll a week at a time,
/// no further than the first and the last week (Home and End go there), and a drag
/// selects the days it spans; a click selects through the student's hit-testing, and on
/// the products a second click on the selected bar deselects it. Enter or Space clears the
/// selection and brings it back.
extension InteractivityPreview: ExplorerHandling {
    func handle(_ input: ExplorerInput, state: inout ExplorerState, data: Dataset) -> Bool {
        guard data.name == Dataset.dailySteps.name else { return false }
        let series = DailySteps.summer2024
        let calendar = series.calendar
        let dates = series.dates
        let current =
            state.chapterOptions["scroll"].flatMap { Self.date(from: $0, in: calendar) }
            ?? Self.date(from: Self.defaultScroll, in: calendar)!
        let target: Date
        switch input {
        case .previous: target = calendar.date(byAdding: .day, value: -7, to: current) ?? current
        case .next: target = calendar.date(byAdding: .day, value: 7, to: current) ?? current
        case .first: target = dates[0]
        case .last: target = dates[dates.count - 1]
        default: return false
        }
        // A drag belongs to the week it was made on.
        state.chapterOptions["drag"] = nil
        // Scrolling stops at the first and the last week: beyond them the window is
        // clamped, so the heading would stay put and the press back would seem to do nothing.
        let shownWeek = { (date: Date) in Self.windowStart(scrolledTo: date, dates: dates, in: calendar) }
        if input == .first || input == .last || shownWeek(target) != shownWeek(current) {
            state.chapterOptions["scroll"] = Self.dayString(target, in: calendar)
        }
        return true
    }

    /// The index of the first day shown when scrolled to `date`: its week's Monday, kept
    /// within the days, as the chapter's exercises 4.6 and 4.7 work it out.
    static func windowStart(scrolledTo date: Date, dates: [Date], in calendar: Calendar) -> Int {
        let weekday = calendar.component(.weekday, from: date)
        let monday =
            calendar.date(byAdding: .day, value: -((weekday + 5) % 7), to: calendar.startOfDay(for: date)) ?? date
        return min(max(days(from: dates[0], to: monday, in: calendar), 0), max(dates.count - windowLength, 0))
    }

    /// A drag across the steps selects the days it spans, as `--drag x1,x2` does.
    func handleDrag(from start: CGPoint, to end: CGPoint, state: inout ExplorerState, data: Dataset) {
        guard data.name == Dataset.dailySteps.name else { return }
        state.chapterOptions["drag"] = "\(Double(start.x)),\(Double(end.x))"
    }

    func explorerHelp(for data: Dataset, unicode: Bool) -> String {
        let (arrows, dot) = unicode ? ("← →", "·") : ("<- ->", ".")
        return data.name == Dataset.dailySteps.name
            ? "\(arrows) scroll a week \(dot) enter select/clear \(dot) click a day, drag across days \(dot) q quit"
            : "\(arrows) move \(dot) enter select/clear \(dot) click a bar or a sector, again to clear \(dot) q quit"
    }

    /// "2024-07-17" for a date, in the calendar's time zone.
    static func dayString(_ date: Date, in calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 2024, parts.month ?? 1, parts.day ?? 1)
    }
}

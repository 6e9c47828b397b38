import ExerciseSupport
import Foundation

/// Exercise 2.7 · Hour labels (the lesson's third assignment)
///
/// Returns a label for each bar whose hour starts at local clock time 00:00, 06:00,
/// 12:00, 18:00 or 23:00, in the bars' order, written "HH:00" and centred on its bar.
///
/// Read the clock hour of each start in the given time zone with a calendar, as in
/// exercise 2.5: `calendar.component(.hour, from: start)`. Do not assume that bar 6 is
/// 06:00: on 29 March 2026 in Amsterdam 06:00 is bar 5, and on 25 October it is bar 7,
/// and 23:00 is the 25th bar, index 24.
///
/// The centre of bar `index` is the middle of its slot (exercise 2.2):
///
///     x = rect.minX + (index + 0.5) × rect.width / count
///
/// Worked example, an ordinary day of 24 hours, 14 January 2026 in Amsterdam, in a
/// 300 × 200 rectangle at the origin (slots 300 / 24 = 12.5 wide):
///
///     let amsterdam = TimeZone(identifier: "Europe/Amsterdam")!
///     let starts = hourStarts(ofDayContaining: Date(timeIntervalSince1970: 1_768_392_000), in: amsterdam)
///     let rect = CGRect(x: 0, y: 0, width: 300, height: 200)
///     hourLabels(for: starts, in: amsterdam, rect: rect).map(\.text)
///     // ["00:00", "06:00", "12:00", "18:00", "23:00"]
///     hourLabels(for: starts, in: amsterdam, rect: rect).map(\.x)
///     // [6.25, 81.25, 156.25, 231.25, 293.75]
///
/// On 25 October 2026, 25 hours in 25 slots of 300 / 25 = 12 wide, 06:00 is bar 7, and
/// its label goes at (7 + 0.5) × 12 = 90:
///
///     let fallBack = hourStarts(ofDayContaining: Date(timeIntervalSince1970: 1_792_922_400), in: amsterdam)
///     hourLabels(for: fallBack, in: amsterdam, rect: rect)[1]   // (index: 7, text: "06:00", x: 90)
///
/// Swift hint: `String(format: "%02d:00", hour)` writes 6 as "06:00".
///
/// - Parameters:
///   - hourStarts: The start of each hour of the day, as exercise 2.5 returns them.
///   - timeZone: The time zone whose clock the labels show.
///   - rect: The rectangle the chart is drawn in.
/// - Returns: The labels, in the order of their bars.
public func hourLabels(for hourStarts: [Date], in timeZone: TimeZone, rect: CGRect) -> [HourLabel] {
    var calendarOfTheChart = Calendar(identifier: .gregorian)
    calendarOfTheChart.timeZone = timeZone

    var labelsToShow: [HourLabel] = []
    let numberOfBars = hourStarts.count
    if numberOfBars == 0 {
        return labelsToShow
    }
    let widthOfOneSlot = rect.width / CGFloat(numberOfBars)

    for i in 0..<numberOfBars {
        // read the clock hour of this bar in the chart's time zone
        let clockHour = calendarOfTheChart.component(.hour, from: hourStarts[i])
        if clockHour == 0 || clockHour == 6 || clockHour == 12 || clockHour == 18 || clockHour == 23 {
            // the label goes in the middle of the bar's slot
            let xOfTheLabel = rect.minX + (CGFloat(i) + 0.5) * widthOfOneSlot
            let textOfTheLabel = String(format: "%02d:00", clockHour)
            let newLabel = HourLabel(index: i, text: textOfTheLabel, x: xOfTheLabel)
            labelsToShow.append(newLabel)
        }
    }
    return labelsToShow
}

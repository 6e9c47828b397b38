import BarChart
import Foundation
import Testing
import TestSupport

@Suite("2.7 Hour labels", .exercise("2.7"))
struct HourLabelsTests {
    static let texts = ["00:00", "06:00", "12:00", "18:00", "23:00"]

    @Test(
        "labels the bars of 00:00, 06:00, 12:00, 18:00 and 23:00, wherever those bars are",
        arguments: [
            (LocalDay.amsterdamWinter, [0, 6, 12, 18, 23]), (.amsterdamSpringForward, [0, 5, 11, 17, 22]),
            (.amsterdamFallBack, [0, 7, 13, 19, 24]), (.newYorkSpringForward, [0, 5, 11, 17, 22]),
            (.newYorkFallBack, [0, 7, 13, 19, 24]), (.kolkata, [0, 6, 12, 18, 23]),
        ] as [(LocalDay, [Int])])
    func indices(day: LocalDay, expected: [Int]) {
        let labels = hourLabels(for: day.expectedStarts, in: day.timeZone, rect: ChartRects.atOrigin)
        let call = "hourLabels(for: the \(day.hourCount) hours of \(day.testDescription), in: \(day.timeZone.identifier), rect: ...)"
        expectEqual(
            labels.map(\.index), expected, call + ".map(\\.index)",
            hint: "Read each start's clock hour in the time zone given and keep the bars whose hour is 0, 6, 12, 18 or 23.",
            commonMistakes: expected == [0, 6, 12, 18, 23] ? [] : [Mistake.clockHourAsBarIndex(wouldGive: [0, 6, 12, 18, 23])])
        expectEqual(labels.map(\.text), Self.texts, call + ".map(\\.text)", hint: "Write each as \"HH:00\": String(format: \"%02d:00\", hour).")
    }

    @Test("centres each label on its bar", arguments: [LocalDay.amsterdamWinter, .amsterdamSpringForward, .amsterdamFallBack], ChartRects.all)
    func centred(day: LocalDay, rect: CGRect) {
        let labels = hourLabels(for: day.expectedStarts, in: day.timeZone, rect: rect)
        let slot = rect.width / CGFloat(day.hourCount)
        let expected = labels.map { rect.minX + (CGFloat($0.index) + 0.5) * slot }
        expectApproximatelyEqual(
            labels.map(\.x), expected,
            "hourLabels(for: the \(day.hourCount) hours of \(day.testDescription), in: \(day.timeZone.identifier), rect: \(swiftLiteral(rect))).map(\\.x)",
            hint: "A bar's centre is the middle of its slot: rect.minX + (index + 0.5) × rect.width / count.",
            commonMistakes: [
                CommonMistake(
                    "label on the left edge of the slot", wouldGive: labels.map { rect.minX + CGFloat($0.index) * slot },
                    because: "The slot starts at rect.minX + index × slot; its centre is half a slot further on."),
                Mistake.integerDivision(wouldGive: labels.map { rect.minX + (CGFloat($0.index) + 0.5) * CGFloat(Int(rect.width) / day.hourCount) }),
            ])
        #expect(labels.count == 5, "five labels for \(day.testDescription), got \(labels.count)")
    }

    @Test("matches the worked example: an ordinary day in a 300-wide chart")
    func workedExample() {
        let day = LocalDay.amsterdamWinter
        expectApproximatelyEqual(
            hourLabels(for: day.expectedStarts, in: day.timeZone, rect: ChartRects.atOrigin).map(\.x), [6.25, 81.25, 156.25, 231.25, 293.75],
            "hourLabels(for: winterDay, in: amsterdam, rect: CGRect(x: 0, y: 0, width: 300, height: 200)).map(\\.x)",
            hint: "Slots are 12.5 wide, so bar 6's centre is 6.5 × 12.5 = 81.25.")
    }
}

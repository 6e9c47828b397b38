import BarChart
import Foundation
import TestSupport
import Testing

@Suite("2.1 Bar height", .exercise("2.1"))
struct BarHeightTests {
    @Test(
        "matches the worked example of the winter day",
        arguments: [(0.326, 180.0), (0.246, 0.246 / 0.326 * 180), (0.098, 0.098 / 0.326 * 180), (0, 0)]
            as [(Double, CGFloat)])
    func workedExample(value: Double, expected: CGFloat) {
        expectApproximatelyEqual(
            barHeight(for: value, maximum: 0.326, height: 200), expected,
            "barHeight(for: \(swiftLiteral(value)), maximum: 0.326, height: 200)",
            hint: "value / maximum is the bar's share of the tallest; times the height, times the headroom 0.9.",
            commonMistakes: [Mistake.forgettingTheHeadroom(wouldGive: CGFloat(value / 0.326) * 200)])
    }

    @Test("leaves a tenth of the height free above the tallest bar", arguments: [100, 200, 64.5] as [CGFloat])
    func headroom(height: CGFloat) {
        expectApproximatelyEqual(
            barHeight(for: 0.4, maximum: 0.4, height: height), height * 0.9,
            "barHeight(for: 0.4, maximum: 0.4, height: \(swiftLiteral(height)))",
            hint: "The tallest bar is 0.9 of the height: multiply by the headroom.",
            commonMistakes: [Mistake.forgettingTheHeadroom(wouldGive: height)])
    }

    @Test("uses the headroom it is given", arguments: [(1.0, 50.0), (0.5, 25.0), (0.8, 40.0)] as [(Double, CGFloat)])
    func givenHeadroom(headroom: Double, expected: CGFloat) {
        expectApproximatelyEqual(
            barHeight(for: 0.2, maximum: 0.4, height: 100, headroom: headroom), expected,
            "barHeight(for: 0.2, maximum: 0.4, height: 100, headroom: \(swiftLiteral(headroom)))",
            hint: "Half the maximum is half the height, times the headroom you were given (not always 0.9).",
            commonMistakes: [
                Mistake.forgettingTheHeadroom(wouldGive: 50), Mistake.headroomFixedAtPointNine(wouldGive: 45),
            ])
    }

    @Test(
        "draws nothing when the maximum is zero or less",
        arguments: [(0.1, 0.0), (0, 0), (-0.02, -0.05), (0.3, -0.1)] as [(Double, Double)])
    func noMaximum(value: Double, maximum: Double) {
        expectApproximatelyEqual(
            barHeight(for: value, maximum: maximum, height: 200), 0,
            "barHeight(for: \(swiftLiteral(value)), maximum: \(swiftLiteral(maximum)), height: 200)",
            hint: "With a maximum of zero or less there is nothing to scale against (x / 0 is infinity or NaN): "
                + "check maximum > 0 first and return 0.")
    }

    @Test(
        "gives a price below zero a height below zero, for 2.3's bars that hang down",
        arguments: [
            (-0.052, -0.052 / 0.326 * 180), (-0.326, -180), (-0.001, -0.001 / 0.326 * 180), (-1, -1 / 0.326 * 180),
        ] as [(Double, CGFloat)])
    func negativePrice(value: Double, expected: CGFloat) {
        expectApproximatelyEqual(
            barHeight(for: value, maximum: 0.326, height: 200), expected,
            "barHeight(for: \(swiftLiteral(value)), maximum: 0.326, height: 200)",
            hint: "The same formula for every price: value / maximum × height × headroom, which is below zero "
                + "for a price below zero.",
            commonMistakes: [Mistake.cuttingNegativePricesOffAtZero(wouldGive: 0)])
    }
}

import BarChart
import Foundation
import TestSupport
import Testing

@Suite("2.8 Price levels", .exercise("2.8"))
struct PriceLevelsTests {
    @Test(
        "puts each price on its level, each lower bound belonging to the level it starts",
        arguments: [
            (-0.052, PriceLevel.negative), (-0.0001, .negative), (0, .cheap), (0.098, .cheap), (0.0999, .cheap),
            (0.10, .normal), (0.165, .normal), (0.1999, .normal), (0.20, .expensive), (0.246, .expensive),
            (0.2999, .expensive), (0.30, .veryExpensive), (0.326, .veryExpensive), (2.0, .veryExpensive),
        ] as [(Double, PriceLevel)])
    func level(price: Double, expected: PriceLevel) {
        expectEqual(
            priceLevel(for: EnergyPrice(start: PriceDay.ordinaryMidnight, price: price)), expected,
            "priceLevel(for: EnergyPrice(start: ..., price: \(swiftLiteral(price))))",
            hint: "Below 0 negative; from 0 cheap; from 0.10 normal; from 0.20 expensive; from 0.30 very expensive. "
                + "A price on a threshold belongs to the level above it: use <, not <=.")
    }

    @Test("has no level for a missing price")
    func missing() {
        expectEqual(
            priceLevel(for: EnergyPrice(start: PriceDay.ordinaryMidnight, price: nil)), nil,
            "priceLevel(for: EnergyPrice(start: ..., price: nil))",
            hint: "An unknown price is neither cheap nor expensive: return nil.")
    }

    @Test("colours the winter day from cheap nights to a very expensive evening")
    func winterDay() {
        let levels = PriceDay.winter.hours.map { priceLevel(for: $0) }
        // The reference solution's levels of the winter day's 24 prices.
        let expected: [PriceLevel?] = [
            .cheap, .cheap, .cheap, .cheap, .cheap, .cheap, .normal, .normal,
            .expensive, .expensive, .normal, .normal, .normal, .normal, .normal, .normal,
            .expensive, .expensive, .veryExpensive, .expensive, .expensive, .normal, .normal, .normal,
        ]
        expectEqual(
            levels.map { $0?.rawValue ?? "nil" }, expected.map { $0?.rawValue ?? "nil" },
            "winterDay.map { priceLevel(for: $0) }  // \(PriceDay.winter.literal)",
            hint: "Compare each price with the thresholds 0, 0.10, 0.20 and 0.30.")
    }

    /// The reference solution's levels of the prices from -€0.100 to €0.500, a tenth of a
    /// cent apart, in runs: 100 prices negative, then 100 cheap, and so on.
    static let stepLevels: [(count: Int, level: PriceLevel)] = [
        (100, .negative), (100, .cheap), (100, .normal), (100, .expensive), (201, .veryExpensive),
    ]

    /// The reference solution's levels of the prices a hair from each threshold, in the
    /// order `everyPrice` makes them.
    static let hairLevels: [PriceLevel] = [
        .negative, .cheap, .cheap, .negative, .cheap, .cheap, .normal, .normal, .cheap, .normal,
        .normal, .expensive, .expensive, .normal, .expensive, .expensive, .veryExpensive, .veryExpensive, .expensive,
        .veryExpensive,
    ]

    @Test("puts every price between the thresholds on the right level, up to a hair from each threshold")
    func everyPrice() throws {
        // Every tenth of a cent from -€0.10 to €0.50, and the nearest Doubles either side of each threshold.
        let steps = (-100...500).map { Double($0) / 1000 }
        let hairs = [0, 0.10, 0.20, 0.30].flatMap { [$0.nextDown, $0, $0.nextUp, $0 - 0.00005, $0 + 0.00005] }
        let expected = Self.stepLevels.flatMap { Array(repeating: $0.level, count: $0.count) } + Self.hairLevels
        try #require(expected.count == steps.count + hairs.count, "a level written down for every price")
        for (price, level) in zip(steps + hairs, expected) {
            let passed = expectEqual(
                priceLevel(for: EnergyPrice(start: PriceDay.ordinaryMidnight, price: price)), level,
                "priceLevel(for: EnergyPrice(start: ..., price: \(price)))",
                hint: "Each level runs from its threshold up to, not including, the next: a price a hair below 0.10 is "
                    + "still cheap, 0.10 itself is normal. Compare with the thresholds themselves, 0, 0.10, 0.20 and 0.30, "
                    + "using <.")
            if !passed { return }  // one explained price is enough
        }
    }
}

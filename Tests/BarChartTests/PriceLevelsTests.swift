import BarChart
import Foundation
import Testing
import TestSupport

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
        let expected: [PriceLevel?] = PriceDay.winter.known.map { price in
            price < 0.10 ? .cheap : price < 0.20 ? .normal : price < 0.30 ? .expensive : .veryExpensive
        }
        expectEqual(
            levels.map { $0?.rawValue ?? "nil" }, expected.map { $0?.rawValue ?? "nil" },
            "winterDay.map { priceLevel(for: $0) }  // \(PriceDay.winter.literal)",
            hint: "Compare each price with the thresholds 0, 0.10, 0.20 and 0.30.")
    }

    /// The level the table of ``PriceLevel`` gives.
    static func level(of price: Double) -> PriceLevel {
        price < 0 ? .negative : price < 0.10 ? .cheap : price < 0.20 ? .normal : price < 0.30 ? .expensive : .veryExpensive
    }

    @Test("puts every price between the thresholds on the right level, up to a hair from each threshold")
    func everyPrice() {
        // Every tenth of a cent from -€0.10 to €0.50, and the nearest Doubles either side of each threshold.
        let steps = (-100...500).map { Double($0) / 1000 }
        let hairs = [0, 0.10, 0.20, 0.30].flatMap { [$0.nextDown, $0, $0.nextUp, $0 - 0.00005, $0 + 0.00005] }
        for price in steps + hairs {
            let passed = expectEqual(
                priceLevel(for: EnergyPrice(start: PriceDay.ordinaryMidnight, price: price)), Self.level(of: price),
                "priceLevel(for: EnergyPrice(start: ..., price: \(price)))",
                hint: "Each level runs from its threshold up to, not including, the next: a price a hair below 0.10 is "
                    + "still cheap, 0.10 itself is normal. Compare with the thresholds themselves, 0, 0.10, 0.20 and 0.30, "
                    + "using <.")
            if !passed { return }  // one explained price is enough
        }
    }
}

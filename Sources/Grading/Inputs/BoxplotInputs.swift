import Foundation
import ProbeProtocol
import SampleData

/// Chapter 3's inputs: the visible tests' lists, periods and rectangles, and random ones
/// within what each doc comment allows.
///
/// Random values are whole multiples of 1/256, so that quartiles, interquartile ranges and
/// fences come out exact: whether a value lies on a fence, or a price on a threshold, is
/// then the question the doc comment answers, not one of rounding.
enum BoxplotInputs {
    /// The chapter's worked example: eight prices, sorted.
    static let eight: [Double] = [0.08, 0.09, 0.10, 0.11, 0.12, 0.14, 0.20, 0.31]
    /// Each day of the sixty, its missing prices left out, in hour order.
    static let dayPrices: [[Double]] = HourlyPriceDay.sixtyDays2026.map { $0.prices.compactMap { $0 } }
    static let dayStarts: [Date] = HourlyPriceDay.sixtyDays2026.map(\.startOfDay)
    /// All the period's prices, sorted.
    static let period: [Double] = dayPrices.flatMap { $0 }.sorted()
    static let periodRange = period[0]...period[period.count - 1]
    static let congestion = HourlyPriceDay.congestionSpike2026.prices.compactMap { $0 }
    static let congestionWithoutSpike = HourlyPriceDay.congestionSpike2026WithoutSpike.prices.compactMap { $0 }

    static let rects = [
        CGRect(x: 0, y: 0, width: 600, height: 200), CGRect(x: 48, y: 16, width: 600, height: 200),
        CGRect(x: -20, y: 35.5, width: 361, height: 97),
    ]
    static let date = Date(timeIntervalSince1970: 1_774_738_800)

    /// From 2024-01-01 to 2026-12-31, UTC.
    static let years = 1_704_067_200.0...1_798_675_200.0

    static let all: [ExerciseInputs] = [
        ExerciseInputs(
            exercise: "3.1", tolerance: 1e-9,
            fixed: [0.1, 0.2].map { percentile($0, [0.03, 0.05, 0.08, 0.09, 0.1, 0.12, 0.15, 0.2, 0.26]) }
                + [0.25, 0.5, 0.75, 0.2, 0.8].map { percentile($0, eight) }
                + [0.0, 1.0].flatMap { fraction in
                    [[0.5], [0.1, 0.3], [-0.035, 0.004, 0.089], eight].map { percentile(fraction, $0) }
                }
                + [[1.0, 2, 3, 4, 5], [1.0, 2, 3, 4], [0.1, 0.3], [-0.02, 0.04, 0.07, 0.1, 0.2, 0.6]].map {
                    percentile(0.5, $0)
                }
                + [0.0, 0.25, 0.5, 0.9, 1.0].flatMap { fraction in
                    [[0.12], [0.1, 0.3], [0.2, 0.2, 0.2, 0.2]].map { percentile(fraction, $0) }
                }
                + dayPrices.flatMap { prices in [0.25, 0.5, 0.75].map { percentile($0, prices.sorted()) } }
        ) { random in
            let fraction =
                random.bool(0.3) ? random.element(of: [0, 0.25, 0.5, 0.75, 1]) : random.number(0...1, step: 0.01)
            return percentile(fraction, sortedValues(&random))
        },
        ExerciseInputs(
            exercise: "3.2", tolerance: 1e-9,
            fixed:
                zip(dayPrices, dayStarts).map { summary($0, date: $1) }
                + [summary([0.12, 0.08, 0.31, 0.10, 0.09, 0.20, 0.14, 0.11])]
                + [HourlyPriceDay.springForward2026, .fallBack2026].map {
                    summary($0.prices.compactMap { $0 }, date: $0.startOfDay)
                }
                + [[0.12], [0.3, 0.1], [0.2, 0.2, 0.2], [-0.02, 0.04, -0.01], [], [0.1, 0.3]].map { summary($0) }
        ) { random in
            summary(
                values(&random).shuffled(using: &random.generator),
                date: Date(timeIntervalSince1970: random.number(years, step: 1)))
        },
        ExerciseInputs(
            exercise: "3.3", tolerance: 1e-9,
            fixed: ([eight] + dayPrices.map { $0.sorted() } + [[0.12], [0.2, 0.2, 0.2]]).flatMap { values in
                ["Boxplot.interquartileRange(ofSorted:)", "Boxplot.tukeyFences(ofSorted:)"].map { sorted($0, values) }
            }
        ) { random in
            sorted(
                random.bool() ? "Boxplot.interquartileRange(ofSorted:)" : "Boxplot.tukeyFences(ofSorted:)",
                sortedValues(&random))
        },
        ExerciseInputs(
            exercise: "3.4", tolerance: 1e-12,
            fixed: ([eight] + dayPrices.map { $0.sorted() } + [
                congestion.sorted(), [0, 4, 4.1, 4.2], [-4.2, -4.1, -4, 0],
            ]
                + [[-4, 1, 2, 3, 4, 5, 6, 7, 12], [-4, 1, 2, 3, 4, 5, 6, 7, 12.5], [-4.5, 1, 2, 3, 4, 5, 6, 7, 12]]
                + [[0.12], [0.2, 0.2, 0.2]]).flatMap { values in
                    ["Boxplot.whiskerEnds(ofSorted:)", "Boxplot.outliers(ofSorted:)"].map { sorted($0, values) }
                }
        ) { random in
            sorted(
                random.bool() ? "Boxplot.whiskerEnds(ofSorted:)" : "Boxplot.outliers(ofSorted:)",
                valuesNearTheFences(&random))
        },
        ExerciseInputs(exercise: "3.5", fixed: priceScaleCases) { random in
            let ends = [value(&random), value(&random)]
            let range = random.bool(0.03) ? 0...0 : ends.min()!...ends.max()!
            let bottom = min(0, range.lowerBound)
            let top = max(0, range.upperBound)
            // Now and then zero, an end of the period, or a missing price (NaN), which the
            // doc comment lets through as NaN.
            let price: Double =
                switch random.int(0..<16) {
                case 0: 0
                case 1: range.lowerBound
                case 2: range.upperBound
                case 3: .nan
                default: random.number(bottom...top, step: 1.0 / 256)
                }
            return yPosition(price, range, random.rect())
        },
        ExerciseInputs(exercise: "3.6", fixed: dayBoxCases) { random in
            if random.bool() {
                let count = random.bool(0.05) ? random.int(-2...0) : random.int(1...60)
                return daySlot(count > 0 ? random.int(0..<count) : 0, count, random.rect())
            }
            return randomDayBox(&random)
        },
        ExerciseInputs(
            exercise: "3.7", tolerance: 1e-9,
            fixed: [
                sorted("Boxplot.levelThresholds(ofSorted:)", eight),
                sorted("Boxplot.levelThresholds(ofSorted:)", period),
            ]
                + [-0.5, 0.09, 0.094, 0.1, 0.115, 0.12, 0.176, 0.18, 2].map { priceLevel($0, [0.094, 0.115, 0.176]) }
                + [
                    (Double.nan, [0.094, 0.115, 0.176]), (0.1, []), (0.1, [0.1, 0.2]),
                    (0.1, [0.094, 0.115, 0.176, 0.3]),
                    (0.5, [0.094, 0.115, 0.176, 0.3, 0.4]),
                ].map { priceLevel($0, $1) }
        ) { random in
            let sorted = sortedValues(&random)
            if random.bool(0.4) { return Self.sorted("Boxplot.levelThresholds(ofSorted:)", sorted) }
            var thresholds = [0.2, 0.5, 0.8].map { Self.percentile(of: $0, sorted) }
            if random.bool(0.1) { thresholds = Array(sorted.prefix(random.element(of: [0, 1, 2, 4, 5]))) }
            let price: Double =
                random.bool(0.05)
                ? .nan
                : random.bool(0.3) && !thresholds.isEmpty ? random.element(of: thresholds) : value(&random)
            return priceLevel(price, thresholds)
        },
        ExerciseInputs(
            exercise: "3.8", tolerance: 1e-9,
            fixed: [
                centreShift(congestionWithoutSpike, congestion),
                centreShift(congestion.map { $0 == 2.0 ? 0.280 : $0 }, congestion),
                centreShift([0.10, 0.11, 0.12, 0.30], [0.10, 0.11, 0.12, 2.00]),
                centreShift([0.1, 0.2, 0.3, 0.4], [0.35, 0.2, 0.3, 0.4]),
                centreShift([0.1, 0.2, 0.3], [0.3, 0.2, 0.1, 0.4]),
                centreShift([], [0.1]), centreShift([0.1], []), centreShift([], []),
            ]
        ) { random in
            let before = values(&random).shuffled(using: &random.generator)
            var after = before
            switch random.int(0..<4) {
            case 0: after = values(&random)
            case 1: after[random.int(0..<after.count)] = random.element(of: [2.0, -1.0, 5.0])
            case 2: after.append(value(&random))
            default: if random.bool(0.1) { after = [] } else { after.shuffle(using: &random.generator) }
            }
            return centreShift(before, after)
        },
    ]

    // MARK: The visible tests' cases

    static var priceScaleCases: [ExerciseInputs.Input] {
        let periods: [ClosedRange<Double>] = [0.05...0.40, 0...2, -0.10...0.40, -0.035...2.0]
        var cases: [ExerciseInputs.Input] = []
        for rect in rects {
            cases += periods.map { yPosition($0.upperBound, $0, rect) }
            cases += [0.05...0.40, 0...2].map { yPosition(0, $0, rect) }
            cases += [-0.10...0.40, -0.035...2.0].flatMap {
                [yPosition($0.lowerBound, $0, rect), yPosition(0, $0, rect)]
            }
            cases += [period[0], 0, period[period.count / 2], period[period.count - 1]].map {
                yPosition($0, periodRange, rect)
            }
            cases += [yPosition(0, 0...0, rect), yPosition(.nan, 0...2, rect), yPosition(.nan, 0...0, rect)]
            cases += [-0.30...(-0.05), -2...(-1)].flatMap { range in
                [0, range.upperBound, range.lowerBound].map { yPosition($0, range, rect) }
            }
        }
        let worked: [(Double, ClosedRange<Double>)] = [
            (0.20, 0.05...0.40), (0.40, 0.05...0.40), (0, -0.10...0.40), (-0.10, -0.10...0.40), (0.10, -0.10...0.40),
        ]
        return cases + worked.map { yPosition($0, $1, rects[0]) }
    }

    static var dayBoxCases: [ExerciseInputs.Input] {
        let slots = rects.flatMap { rect in
            [1, 7, 60].flatMap { count in (0..<count).map { daySlot($0, count, rect) } }
        }
        let example = summaryRecord(date: date, [0.08, 0.10, 0.12, 0.16, 0.31, 0.14])
        let worked = dayBox(
            example, whiskers: 0.08...0.20, outliers: [0.31], periodRange: 0...0.40,
            slot: CGRect(x: 0, y: 0, width: 20, height: 200))
        let days = [rects[0], rects[2]].flatMap { rect in
            dayPrices.indices.map { index in
                let sorted = dayPrices[index].sorted()
                let width = rect.width / 60
                let slot = CGRect(
                    x: rect.minX + CGFloat(index) * width, y: rect.minY, width: width, height: rect.height)
                return dayBox(
                    summaryRecord(date: dayStarts[index], fiveNumbers(dayPrices[index])), whiskers: whiskers(sorted),
                    outliers: outliers(sorted), periodRange: periodRange, slot: slot)
            }
        }
        return slots + [daySlot(0, 0, rects[0]), daySlot(0, -1, rects[0]), worked] + days
    }

    // MARK: Calls

    static func percentile(_ fraction: Double, _ sorted: [Double]) -> ExerciseInputs.Input {
        .call("Boxplot.percentile(_:ofSorted:)", (nil, fraction), ("ofSorted", sorted))
    }

    static func summary(_ prices: [Double], date: Date = date) -> ExerciseInputs.Input {
        .call("Boxplot.DailySummary.init(prices:date:)", ("prices", prices), ("date", date))
    }

    /// A call of a function whose one argument is a sorted list.
    static func sorted(_ function: String, _ values: [Double]) -> ExerciseInputs.Input {
        .call(function, ("ofSorted", values))
    }

    static func yPosition(_ price: Double, _ range: ClosedRange<Double>, _ rect: CGRect) -> ExerciseInputs.Input {
        .call("Boxplot.yPosition(forPrice:periodRange:in:)", ("forPrice", price), ("periodRange", range), ("in", rect))
    }

    static func daySlot(_ index: Int, _ count: Int, _ rect: CGRect) -> ExerciseInputs.Input {
        .call("Boxplot.daySlot(index:count:in:)", ("index", index), ("count", count), ("in", rect))
    }

    static func dayBox(
        _ summary: ProbeValue, whiskers: ClosedRange<Double>, outliers: [Double], periodRange: ClosedRange<Double>,
        slot: CGRect
    ) -> ExerciseInputs.Input {
        .call(
            "Boxplot.dayBox(for:whiskers:outliers:periodRange:in:)", ("for", summary), ("whiskers", whiskers),
            ("outliers", outliers), ("periodRange", periodRange), ("in", slot))
    }

    static func priceLevel(_ price: Double, _ thresholds: [Double]) -> ExerciseInputs.Input {
        .call("Boxplot.priceLevel(for:thresholds:)", ("for", price), ("thresholds", thresholds))
    }

    static func centreShift(_ before: [Double], _ after: [Double]) -> ExerciseInputs.Input {
        .call("Boxplot.centreShift(from:to:)", ("from", before), ("to", after))
    }

    /// A `DailySummary` on the wire, from `[low, q1, median, q3, high, average]`.
    static func summaryRecord(date: Date, _ numbers: [Double]) -> ProbeValue {
        .record(
            "DailySummary",
            [
                "date": date.probeValue, "low": numbers[0].probeValue, "q1": numbers[1].probeValue,
                "median": numbers[2].probeValue, "q3": numbers[3].probeValue, "high": numbers[4].probeValue,
                "average": numbers[5].probeValue,
            ])
    }

    // MARK: The chapter's arithmetic, to build consistent inputs

    /// Type 7, as the doc comment of exercise 3.1 defines it.
    static func percentile(of fraction: Double, _ sorted: [Double]) -> Double {
        let position = fraction * Double(sorted.count - 1)
        let below = Int(position.rounded(.down))
        guard below + 1 < sorted.count else { return sorted[below] }
        return sorted[below] + (position - Double(below)) * (sorted[below + 1] - sorted[below])
    }

    /// `[low, q1, median, q3, high, average]` of prices in any order.
    static func fiveNumbers(_ prices: [Double]) -> [Double] {
        let sorted = prices.sorted()
        let average = prices.reduce(0, +) / Double(prices.count)
        return [
            sorted[0], percentile(of: 0.25, sorted), percentile(of: 0.5, sorted), percentile(of: 0.75, sorted),
            sorted[sorted.count - 1], average,
        ]
    }

    static func fences(_ sorted: [Double]) -> ClosedRange<Double> {
        let q1 = percentile(of: 0.25, sorted)
        let q3 = percentile(of: 0.75, sorted)
        return (q1 - 1.5 * (q3 - q1))...(q3 + 1.5 * (q3 - q1))
    }

    static func whiskers(_ sorted: [Double]) -> ClosedRange<Double> {
        let fences = fences(sorted)
        let q1 = percentile(of: 0.25, sorted)
        let q3 = percentile(of: 0.75, sorted)
        let low = sorted.first { $0 >= fences.lowerBound } ?? q1
        let high = sorted.last { $0 <= fences.upperBound } ?? q3
        return min(low, q1)...max(high, q3)
    }

    static func outliers(_ sorted: [Double]) -> [Double] {
        let fences = fences(sorted)
        return sorted.filter { !fences.contains($0) }
    }

    // MARK: Random values

    /// A price of -0.25 to 1.25 in steps of 1/256.
    static func value(_ random: inout RandomInputs) -> Double {
        Double(random.int(-64...320)) / 256
    }

    /// Mostly a day's worth of prices, now and then a single one, equal ones, or a spike.
    static func values(_ random: inout RandomInputs) -> [Double] {
        let count = random.bool(0.5) ? random.element(of: [23, 24, 25]) : random.int(1...30)
        if random.bool(0.05) { return Array(repeating: value(&random), count: count) }
        var values = (0..<count).map { _ in value(&random) }
        if random.bool(0.3) { values[random.int(0..<count)] = random.element(of: [2.0, 3.5, -1.0, -0.75]) }
        return values
    }

    static func sortedValues(_ random: inout RandomInputs) -> [Double] {
        values(&random).sorted()
    }

    /// Sorted values, a third of the time with an end exactly on its fence, or a step of
    /// 1/256 either side of it: 4k + 1 values, whose quartiles are values themselves, so
    /// that moving an end leaves the fences where they were.
    static func valuesNearTheFences(_ random: inout RandomInputs) -> [Double] {
        guard random.bool(0.35) else { return sortedValues(&random) }
        let quarter = random.int(1...7)
        var values = (0..<(4 * quarter + 1)).map { _ in value(&random) }.sorted()
        let fences = fences(values)
        let step = Double(random.int(-1...1)) / 256
        let low = fences.lowerBound + step
        let high = fences.upperBound - step
        if random.bool(), low <= values[1] { values[0] = low }
        if random.bool(), high >= values[values.count - 2] { values[values.count - 1] = high }
        return values
    }

    /// A day's box in a slot of a chart of many days, its summary, whiskers and outliers
    /// those of its prices, the period's range holding them and a little more.
    static func randomDayBox(_ random: inout RandomInputs) -> ExerciseInputs.Input {
        let prices = values(&random)
        let sorted = prices.sorted()
        let tukey = random.bool(0.7)
        // The low end is drawn before the high end, as the inputs of a seed always were.
        let low = sorted[0] - random.number(0...0.5, step: 1.0 / 256)
        let high = sorted[sorted.count - 1] + random.number(0...0.5, step: 1.0 / 256)
        let periodRange = low...high
        let rect = random.rect()
        let count = random.int(1...60)
        let width = rect.width / CGFloat(count)
        let slot = CGRect(
            x: rect.minX + CGFloat(random.int(0..<count)) * width, y: rect.minY, width: width, height: rect.height)
        return dayBox(
            summaryRecord(date: Date(timeIntervalSince1970: random.number(years, step: 86_400)), fiveNumbers(prices)),
            whiskers: tukey ? whiskers(sorted) : sorted[0]...sorted[sorted.count - 1],
            outliers: tukey ? outliers(sorted) : [],
            periodRange: periodRange, slot: slot)
    }
}

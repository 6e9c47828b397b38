import Foundation
import ProbeProtocol
import SampleData

/// Chapter 2's inputs: the visible tests' days, rectangles and instants, and random ones
/// within what each doc comment allows.
///
/// Prices are whole tenths of a cent (`Double(n) / 1000`), as the sample days' are, so that
/// a price on a threshold of exercise 2.8 is exactly the threshold the doc comment names.
/// Days are local to zones whose clocks never change at midnight, so that every day has
/// a local midnight and every hour of it starts on a whole local hour.
enum BarChartInputs {
    /// A day of prices, `nil` where missing, one an hour from `start`.
    struct PriceDay {
        let prices: [Double?]
        let start: Date

        init(_ prices: [Double?], start: Date = ordinaryMidnight) {
            self.prices = prices
            self.start = start
        }

        init(_ day: HourlyPriceDay) {
            self.init(day.prices, start: day.startOfDay)
        }

        var known: [Double] { prices.compactMap { $0 } }

        /// The day as `[EnergyPrice]` on the wire.
        var hours: ProbeValue {
            .list(
                prices.enumerated().map { index, price in
                    BarChartInputs.hour(start.addingTimeInterval(3600 * Double(index)), price)
                })
        }
    }

    /// A local calendar day: the instant of its midnight and how many hours it has.
    struct LocalDay {
        let timeZone: TimeZone
        let midnight: Date
        let hourCount: Int

        init(_ identifier: String, midnightUTC seconds: TimeInterval, hours: Int) {
            timeZone = TimeZone(identifier: identifier)!
            midnight = Date(timeIntervalSince1970: seconds)
            hourCount = hours
        }

        init(timeZone: TimeZone, midnight: Date, hourCount: Int) {
            self.timeZone = timeZone
            self.midnight = midnight
            self.hourCount = hourCount
        }

        var starts: [Date] { (0..<hourCount).map { midnight.addingTimeInterval(3600 * Double($0)) } }
    }

    /// 14 January 2026, 00:00 in Amsterdam.
    static let ordinaryMidnight = Date(timeIntervalSince1970: 1_768_345_200)

    static let samples = [
        HourlyPriceDay.winterWeekday2026, .sunnySpringSunday2026, .springForward2026, .fallBack2026, .missingHour2026,
    ].map(PriceDay.init)
    static let edgeCases = [
        PriceDay(Array(repeating: 0.12, count: 24)),
        PriceDay((0..<24).map { -0.004 * Double($0 % 7 + 1) }),
        PriceDay(Array(repeating: nil, count: 24)),
        PriceDay(Array(repeating: 0, count: 24)),
        PriceDay([0.15]),
        PriceDay(Array(HourlyPriceDay.fallBack2026.prices.prefix(23))),
    ]
    static let days = samples + edgeCases
    /// The days without a price below zero, which exercise 2.2 draws.
    static let nonNegativeDays = days.filter { $0.known.allSatisfy { $0 >= 0 } }
    static let winter = samples[0]
    static let sunnySpring = samples[1]
    static let springForward = samples[2]
    static let fallBack = samples[3]
    static let missingHour = samples[4]
    static let allNegative = edgeCases[1]

    static let atOrigin = CGRect(x: 0, y: 0, width: 300, height: 200)
    static let withMargins = CGRect(x: 48, y: 16, width: 300, height: 200)
    static let awkward = CGRect(x: -20, y: 35.5, width: 120.5, height: 64)
    static let narrow = CGRect(x: 5, y: 0, width: 20, height: 100)
    static let rects = [atOrigin, withMargins, awkward, CGRect(x: 10, y: 20, width: 0, height: 100), narrow]

    static let amsterdamWinter = LocalDay("Europe/Amsterdam", midnightUTC: 1_768_345_200, hours: 24)
    static let amsterdamSpringForward = LocalDay("Europe/Amsterdam", midnightUTC: 1_774_738_800, hours: 23)
    static let amsterdamFallBack = LocalDay("Europe/Amsterdam", midnightUTC: 1_792_879_200, hours: 25)
    static let newYorkSpringForward = LocalDay("America/New_York", midnightUTC: 1_772_946_000, hours: 23)
    static let newYorkFallBack = LocalDay("America/New_York", midnightUTC: 1_793_505_600, hours: 25)
    static let aucklandFallBack = LocalDay("Pacific/Auckland", midnightUTC: 1_775_300_400, hours: 25)
    static let aucklandSpringForward = LocalDay("Pacific/Auckland", midnightUTC: 1_790_424_000, hours: 23)
    static let kolkata = LocalDay("Asia/Kolkata", midnightUTC: 1_781_029_800, hours: 24)
    static let utc = LocalDay("UTC", midnightUTC: 1_781_049_600, hours: 24)
    static let localDays = [
        amsterdamWinter, amsterdamSpringForward, amsterdamFallBack, newYorkSpringForward, newYorkFallBack,
        aucklandFallBack, aucklandSpringForward, kolkata, utc,
    ]

    /// Zones whose clocks change at 01:00, 02:00 or 03:00 (or never), not at midnight.
    static let zoneIdentifiers = [
        "Europe/Amsterdam", "Europe/London", "America/New_York", "America/Los_Angeles", "Pacific/Auckland",
        "Australia/Sydney", "Asia/Kolkata", "Asia/Tokyo", "UTC",
    ]

    /// From 2024-01-01 to 2026-12-31, UTC.
    static let years = Date(timeIntervalSince1970: 1_704_067_200)...Date(timeIntervalSince1970: 1_798_675_200)

    static let all: [ExerciseInputs] = [
        ExerciseInputs(
            exercise: "2.1",
            fixed: barHeightCases.map { value, maximum, height, headroom in
                .call(
                    "BarChart.barHeight(for:maximum:height:headroom:)",
                    ("for", value), ("maximum", maximum), ("height", CGFloat(height)), ("headroom", headroom))
            }
        ) { random in
            let maximum = random.bool(0.15) ? -price(&random, in: 0...300) : price(&random, in: 1...600)
            let reach = max(abs(maximum), 0.1)
            return .call(
                "BarChart.barHeight(for:maximum:height:headroom:)",
                ("for", random.number(-reach...reach, step: reach / 200)), ("maximum", maximum),
                ("height", CGFloat(random.number(20...500, step: 0.5))),
                ("headroom", random.bool(0.7) ? 0.9 : random.number(0.5...1, step: 0.05)))
        },
        ExerciseInputs(
            exercise: "2.2",
            fixed:
                nonNegativeDays.flatMap { day in rects.map { barRects(day, in: $0) } }
                + [barRects(PriceDay([]), in: atOrigin)]
                + barRectsGapCases.map { day, rect, gap in barRects(day, in: rect, gap: gap) }
        ) { random in
            let prices = randomPrices(&random, sign: .nonNegative)
            return .call(
                "BarChart.barRects(for:in:gap:)", ("for", PriceDay(prices).hours),
                ("in", chartRect(&random, count: prices.count)), ("gap", gap(&random)))
        },
        ExerciseInputs(
            exercise: "2.3",
            fixed:
                zeroLineCases.flatMap { minimum, maximum in
                    rects.map { priceY(0, minimum: minimum, maximum: maximum, in: $0) }
                }
                + [0, 0.171, -0.052].map { priceY($0, minimum: -0.052, maximum: 0.171, in: atOrigin) }
                + days.flatMap { day in rects.map { barRectsAroundZero(day, in: $0) } }
                + aroundZeroGapCases.map { day, rect, gap in barRectsAroundZero(day, in: rect, gap: gap) }
        ) { random in
            if random.bool() {
                let prices = randomPrices(&random, sign: random.element(of: [.any, .nonNegative, .negative]))
                return .call(
                    "BarChart.barRectsAroundZero(for:in:gap:)", ("for", PriceDay(prices).hours),
                    ("in", chartRect(&random, count: prices.count)), ("gap", gap(&random)))
            }
            let sign: Sign = random.element(of: [.any, .any, .nonNegative, .negative])
            let ends = [price(&random, sign: sign), price(&random, sign: sign)]
            let (minimum, maximum) = (ends.min()!, ends.max()!)
            let value = price(
                &random, in: Int((min(minimum, 0) * 1000).rounded())...Int((max(maximum, 0) * 1000).rounded()))
            return priceY(value, minimum: minimum, maximum: maximum, in: random.rect())
        },
        ExerciseInputs(
            exercise: "2.4", tolerance: 1e-9,
            fixed:
                days.map { .call("BarChart.averagePrice(of:)", ("of", $0.hours)) }
                + days.flatMap { day in
                    rects.map { .call("BarChart.averageLineY(for:in:)", ("for", day.hours), ("in", $0)) }
                }
        ) { random in
            let prices = randomPrices(&random, sign: random.element(of: [.any, .nonNegative, .negative]))
            if random.bool() { return .call("BarChart.averagePrice(of:)", ("of", PriceDay(prices).hours)) }
            return .call("BarChart.averageLineY(for:in:)", ("for", PriceDay(prices).hours), ("in", random.rect()))
        },
        ExerciseInputs(exercise: "2.5", fixed: hourStartsCases) { random in
            let zone = TimeZone(identifier: random.element(of: zoneIdentifiers))!
            return hourStarts(instant(&random, in: zone), zone)
        },
        ExerciseInputs(exercise: "2.6", fixed: barIndexCases) { random in
            let day = localDay(&random)
            // Whole hours and seconds near the day's edges, where an hour ends and the next begins.
            let end = 3600 * day.hourCount
            let seconds: Int =
                switch random.int(0..<4) {
                case 0: 3600 * random.int(-1...day.hourCount + 1)
                case 1: random.int(-3600...end + 3600)
                case 2: 3600 * random.int(0...day.hourCount) + random.element(of: [-1, 1])
                default: random.element(of: [-1, 0, end - 1, end])
                }
            return barIndex(day.midnight.addingTimeInterval(TimeInterval(seconds)), day.starts)
        },
        ExerciseInputs(
            exercise: "2.7",
            fixed: [
                amsterdamWinter, amsterdamSpringForward, amsterdamFallBack, newYorkSpringForward, newYorkFallBack,
                kolkata,
            ]
            .map { hourLabels($0, rect: atOrigin) }
                + [amsterdamWinter, amsterdamSpringForward, amsterdamFallBack].flatMap { day in
                    rects.map { hourLabels(day, rect: $0) }
                }
        ) { random in
            hourLabels(localDay(&random), rect: chartRect(&random, count: 24))
        },
        ExerciseInputs(exercise: "2.8", fixed: priceLevelCases.map(priceLevel)) { random in
            let thresholds = [0, 0.10, 0.20, 0.30]
            return priceLevel(
                random.bool(0.1)
                    ? nil : random.bool(0.2) ? random.element(of: thresholds) : price(&random, in: -150...500))
        },
    ]

    // MARK: The visible tests' cases

    /// `(value, maximum, height, headroom)`.
    static var barHeightCases: [(Double, Double, Double, Double)] {
        let workedExample: [(Double, Double, Double, Double)] = [0.326, 0.246, 0.098, 0].map { ($0, 0.326, 200, 0.9) }
        let headroom: [(Double, Double, Double, Double)] = [100, 200, 64.5].map { (0.4, 0.4, $0, 0.9) }
        let givenHeadroom: [(Double, Double, Double, Double)] = [1.0, 0.5, 0.8].map { (0.2, 0.4, 100, $0) }
        let noMaximum: [(Double, Double)] = [(0.1, 0.0), (0, 0), (-0.02, -0.05), (0.3, -0.1)]
        let negative: [Double] = [-0.052, -0.326, -0.001, -1]
        return workedExample + headroom + givenHeadroom + noMaximum.map { ($0, $1, 200, 0.9) }
            + negative.map { ($0, 0.326, 200, 0.9) }
    }

    /// `(day, rect, gap)` of 2.2's test of gaps other than the default: none, wider, and
    /// wider than a slot.
    static var barRectsGapCases: [(PriceDay, CGRect, CGFloat)] {
        [
            (winter, atOrigin, 0), (winter, atOrigin, 5), (winter, atOrigin, 20), (fallBack, withMargins, 3.5),
            (missingHour, awkward, 1),
        ]
    }

    /// `(day, rect, gap)` of 2.3's test of gaps other than the default.
    static var aroundZeroGapCases: [(PriceDay, CGRect, CGFloat)] {
        [
            (sunnySpring, atOrigin, 6), (springForward, withMargins, 0), (allNegative, narrow, 0.5),
            (sunnySpring, atOrigin, 14),
        ]
    }

    /// `(minimum, maximum)` of 2.3's zero-line test.
    static let zeroLineCases: [(Double, Double)] = [
        (-0.052, 0.171), (0.084, 0.326), (-0.028, -0.004), (0.12, 0.12), (0, 0),
    ]

    /// Noon, 06:00, the first and the last second of each day.
    static var hourStartsCases: [ExerciseInputs.Input] {
        localDays.flatMap { day in
            let offsets: [TimeInterval] = [12 * 3600, 6 * 3600, 0, 3600 * Double(day.hourCount) - 1]
            return offsets.map { hourStarts(day.midnight.addingTimeInterval($0), day.timeZone) }
        }
    }

    static var barIndexCases: [ExerciseInputs.Input] {
        let inside: [(LocalDay, Double)] = [
            (amsterdamWinter, 14.5), (amsterdamWinter, 0), (amsterdamWinter, 23.99),
            (amsterdamSpringForward, 1.5), (amsterdamSpringForward, 2), (amsterdamSpringForward, 13.5),
            (amsterdamSpringForward, 22.5),
            (amsterdamFallBack, 2.5), (amsterdamFallBack, 3.5), (amsterdamFallBack, 15.5), (amsterdamFallBack, 24.5),
            (newYorkFallBack, 20), (aucklandSpringForward, 10.25),
        ]
        let outside: [(LocalDay, Date)] = localDays.flatMap { day in
            [-1, -3600, 0].flatMap { (offset: TimeInterval) in
                [
                    (day, day.midnight.addingTimeInterval(offset == 0 ? -0.5 : offset)),
                    (day, day.midnight.addingTimeInterval(3600 * Double(day.hourCount) - offset)),
                ]
            }
        }
        return inside.map { day, hours in (day.starts, day.midnight.addingTimeInterval(hours * 3600)) }
            .map { starts, instant in barIndex(instant, starts) }
            + outside.map { day, instant in barIndex(instant, day.starts) }
            + [barIndex(Date(timeIntervalSince1970: 0), [])]
    }

    static var priceLevelCases: [Double?] {
        let levels: [Double] = [
            -0.052, -0.0001, 0, 0.098, 0.0999, 0.10, 0.165, 0.1999, 0.20, 0.246, 0.2999, 0.30, 0.326, 2.0,
        ]
        let steps = (-100...500).map { Double($0) / 1000 }
        let hairs = [0, 0.10, 0.20, 0.30].flatMap { [$0.nextDown, $0, $0.nextUp, $0 - 0.00005, $0 + 0.00005] }
        return levels + [nil] + winter.known + steps + hairs
    }

    // MARK: Calls

    static func hour(_ start: Date, _ price: Double?) -> ProbeValue {
        .record("EnergyPrice", ["start": start.probeValue, "price": price.probeValue])
    }

    static func barRects(_ day: PriceDay, in rect: CGRect, gap: CGFloat = 2) -> ExerciseInputs.Input {
        .call("BarChart.barRects(for:in:gap:)", ("for", day.hours), ("in", rect), ("gap", gap))
    }

    static func barRectsAroundZero(_ day: PriceDay, in rect: CGRect, gap: CGFloat = 2) -> ExerciseInputs.Input {
        .call("BarChart.barRectsAroundZero(for:in:gap:)", ("for", day.hours), ("in", rect), ("gap", gap))
    }

    static func priceY(_ value: Double, minimum: Double, maximum: Double, in rect: CGRect) -> ExerciseInputs.Input {
        .call(
            "BarChart.priceY(for:minimum:maximum:in:)", ("for", value), ("minimum", minimum), ("maximum", maximum),
            ("in", rect))
    }

    static func hourStarts(_ instant: Date, _ zone: TimeZone) -> ExerciseInputs.Input {
        .call("BarChart.hourStarts(ofDayContaining:in:)", ("ofDayContaining", instant), ("in", zone))
    }

    static func barIndex(_ instant: Date, _ starts: [Date]) -> ExerciseInputs.Input {
        .call("BarChart.barIndex(containing:hourStarts:)", ("containing", instant), ("hourStarts", starts))
    }

    static func hourLabels(_ day: LocalDay, rect: CGRect) -> ExerciseInputs.Input {
        .call("BarChart.hourLabels(for:in:rect:)", ("for", day.starts), ("in", day.timeZone), ("rect", rect))
    }

    static func priceLevel(_ price: Double?) -> ExerciseInputs.Input {
        .call("BarChart.priceLevel(for:)", ("for", hour(ordinaryMidnight, price)))
    }

    // MARK: Random values

    enum Sign { case any, nonNegative, negative }

    /// A price of `tenths` tenths of a cent.
    static func price(_ random: inout RandomInputs, in tenths: ClosedRange<Int>) -> Double {
        Double(random.int(tenths)) / 1000
    }

    static func price(_ random: inout RandomInputs, sign: Sign) -> Double {
        switch sign {
        case .any: price(&random, in: -150...500)
        case .nonNegative: price(&random, in: 0...500)
        case .negative: price(&random, in: -150...(-1))
        }
    }

    /// A day's prices: mostly 23, 24 or 25 hours, now and then one missing, now and then
    /// every one missing or all the same.
    static func randomPrices(_ random: inout RandomInputs, sign: Sign) -> [Double?] {
        let count = random.bool(0.7) ? random.element(of: [23, 24, 25]) : random.int(1...40)
        if random.bool(0.05) { return Array(repeating: nil, count: count) }
        if random.bool(0.05) { return Array(repeating: price(&random, sign: sign), count: count) }
        let missing = random.bool(0.3) ? 0.1 : 0
        return (0..<count).map { _ in random.bool(missing) ? nil : price(&random, sign: sign) }
    }

    /// A chart's rectangle, now and then so narrow that the gap of 2 is wider than a slot.
    static func chartRect(_ random: inout RandomInputs, count: Int) -> CGRect {
        guard random.bool(0.15) else { return random.rect() }
        return CGRect(
            x: random.number(-20...40, step: 0.5), y: random.number(0...40, step: 0.5),
            width: random.number(0...Double(2 * count), step: 0.5), height: random.number(30...300, step: 0.5))
    }

    /// The default gap three times in eight; else none, another, or one wider than most slots.
    static func gap(_ random: inout RandomInputs) -> CGFloat {
        CGFloat(random.element(of: [2, 2, 2, 0, 1, 3.5, 5, 14]))
    }

    /// An instant of 2024 to 2026 in `zone`, half the time within a day and a half of a
    /// change of its clocks.
    static func instant(_ random: inout RandomInputs, in zone: TimeZone) -> Date {
        let seconds = random.number(
            years.lowerBound.timeIntervalSince1970...years.upperBound.timeIntervalSince1970, step: 1)
        let date = Date(timeIntervalSince1970: seconds)
        guard random.bool(), let change = zone.nextDaylightSavingTimeTransition(after: date), years.contains(change)
        else {
            return date
        }
        return change.addingTimeInterval(Double(random.int(-36 * 3600...36 * 3600)))
    }

    /// A local day of a random zone, found as the doc comment of exercise 2.5 finds it.
    static func localDay(_ random: inout RandomInputs) -> LocalDay {
        let zone = TimeZone(identifier: random.element(of: zoneIdentifiers))!
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let midnight = calendar.startOfDay(for: instant(&random, in: zone))
        let next = calendar.date(byAdding: .day, value: 1, to: midnight)!
        return LocalDay(timeZone: zone, midnight: midnight, hourCount: Int(next.timeIntervalSince(midnight) / 3600))
    }
}

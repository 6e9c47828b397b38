import Foundation
import ProbeProtocol

/// Chapter 5's inputs: the visible tests' cases, and random ones within what each doc
/// comment allows. Where a doc comment leaves an answer open (a turning point on two equal
/// values, a sample count exactly halfway, two points at the same x), no input asks it.
enum AxesAndScaleInputs {
    // MARK: Shared values

    /// Chapter 5's own `TickUnit`, as the probe reads it: the case name as the field's name.
    static func hours(_ count: Int) -> ProbeValue { .record("TickUnit", ["hours": .int(count)]) }
    static let days = ProbeValue.record("TickUnit", ["days": .null])
    static let weeks = ProbeValue.record("TickUnit", ["weeks": .null])
    static let months = ProbeValue.record("TickUnit", ["months": .null])

    static let amsterdam = TimeZone(identifier: "Europe/Amsterdam")!
    /// Zones whose clocks change on the hour, or never, so that every local midnight
    /// and every start of a local hour exists.
    static let zones = [
        "Europe/Amsterdam", "UTC", "America/New_York", "Australia/Sydney", "Asia/Tokyo", "Asia/Kolkata",
    ]
    /// Days on which one of `zones` changes its clocks, 2024 to 2026.
    static let clockChanges = [
        "2024-03-31", "2024-10-27", "2025-03-30", "2025-10-26", "2026-03-29", "2026-10-25",  // Europe
        "2024-03-10", "2024-11-03", "2025-03-09", "2025-11-02", "2026-03-08", "2026-11-01",  // New York
        "2024-04-07", "2024-10-06", "2025-04-06", "2025-10-05", "2026-04-05", "2026-10-04",  // Sydney
    ]
    /// 2024-01-01 and 2027-01-01 at 00:00 UTC, in seconds since 2001.
    static let firstSecond = 725_846_400, endSecond = 820_454_400

    /// An instant written with its UTC offset, as in "2026-03-30T00:00:00+02:00".
    static func instant(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }

    static func points(_ pairs: [(Double, Double)]) -> [CGPoint] { pairs.map { CGPoint(x: $0.0, y: $0.1) } }

    /// The LTTB tests' wavy series with a spike, 101 points.
    static let wave: [CGPoint] = (0..<101).map { index in
        let x = Double(index)
        return CGPoint(x: x, y: 10 * sin(x / 7) + (index == 37 ? 25 : 0) + Double(index % 5) * 0.3)
    }

    /// A power of ten to scale a domain by: mostly 1, now and then tiny or huge.
    static func scale(_ random: inout RandomInputs) -> Double {
        random.bool(0.5) ? 1 : pow(10, Double(random.int(-9...12)))
    }

    /// Readings with a gap now and then, for the bucket exercises.
    static func readings(_ random: inout RandomInputs) -> [Double] {
        var values = random.values(count: random.int(0...40))
        if random.bool(0.5) {
            for index in values.indices where random.bool(0.25) { values[index] = .nan }
        }
        return values
    }

    /// A bucket count: mostly from 1 to the number of values, sometimes more, now and then none.
    static func bucketCount(_ random: inout RandomInputs, values: Int) -> Int {
        if random.bool(0.08) { return random.int(-2...0) }
        return random.bool(0.8) ? random.int(1...max(1, values)) : random.int(1...values + 5)
    }

    /// A line of `count` points at distinct x, in order of x, with gaps of up to `widestGap`
    /// pixels between them, in steps of `step`.
    static func line(
        _ random: inout RandomInputs, count: Int, from start: Double, widestGap: Double, step: Double = 0.25
    ) -> [CGPoint] {
        var x = start
        return (0..<count).map { _ in
            defer { x += random.number(step...widestGap, step: step) }
            return CGPoint(x: x, y: random.number(-50...50))
        }
    }

    /// `points` with, at times, a point that is not drawn (NaN or infinite) among them,
    /// inside the line's columns so that it would count if kept, and the points out of
    /// order: the doc comment says what both give.
    static func undrawable(_ points: [CGPoint], _ random: inout RandomInputs) -> [CGPoint] {
        var points = points
        if random.bool(0.35), let first = points.first {
            // A quarter of a grid step off the others, so that no two points share an x.
            let x = random.element(of: points).x + 0.125
            let broken = [
                CGPoint(x: CGFloat.nan, y: first.y), CGPoint(x: x, y: CGFloat.nan), CGPoint(x: CGFloat.infinity, y: 0),
                CGPoint(x: x, y: CGFloat.infinity), CGPoint(x: x, y: -CGFloat.infinity),
            ]
            points.insert(random.element(of: broken), at: random.int(0...points.count))
        }
        if random.bool(0.3) { points.shuffle(using: &random.generator) }
        return points
    }

    /// An original line and a downsampled one: two lines of their own, or one made from the
    /// other as a downsampling method makes it, so that the two mostly agree and differ
    /// where a careless comparison does not look.
    static func lines(_ random: inout RandomInputs) -> (original: [CGPoint], downsampled: [CGPoint]) {
        switch random.int(0..<4) {
        case 0:
            // The same points half a pixel later: they agree in every column with a point,
            // and differ only where both lines cross a column without one.
            let original = line(
                &random, count: random.int(2...8), from: random.number(-10...10, step: 1), widestGap: 6, step: 1)
            var kept = original.map { CGPoint(x: $0.x + 0.5, y: $0.y) }
            if random.bool(0.3), kept.count > 2 { kept.remove(at: random.int(1..<kept.count - 1)) }
            return (original, kept)
        case 1:
            // One point per column at its middle, the average of the column's points: the
            // tops and the bottoms both differ.
            let original = line(&random, count: random.int(1...25), from: random.number(-10...10), widestGap: 0.75)
            let columns = Dictionary(grouping: original) { Int($0.x.rounded(.down)) }
            let averaged = columns.keys.sorted().map { column -> CGPoint in
                let heights = columns[column]!.map(\.y)
                return CGPoint(x: CGFloat(column) + 0.5, y: heights.reduce(0, +) / CGFloat(heights.count))
            }
            return (original, averaged)
        case 2:
            // Some of the original's points, the first and the last among them.
            let original = line(&random, count: random.int(2...25), from: random.number(-10...10), widestGap: 3)
            let kept = original.indices.filter { $0 == 0 || $0 == original.count - 1 || random.bool(0.3) }.map {
                original[$0]
            }
            return (original, kept)
        default:
            // Two lines of their own, over columns that may or may not overlap.
            let widestGap = random.bool() ? 1.5 : 6
            return (
                line(&random, count: random.int(0...25), from: random.number(-10...10), widestGap: widestGap),
                line(&random, count: random.int(0...10), from: random.number(-10...10), widestGap: widestGap * 2)
            )
        }
    }

    // MARK: Exercises

    static let all: [ExerciseInputs] = [
        // The tests compare ticks exactly: 0.30000000000000004 is not 0.3.
        ExerciseInputs(exercise: "5.1", tolerance: 0, fixed: tickValuesFixed) { random in
            let function = "AxesAndScale.tickValues(from:to:count:)"
            let count = random.bool(0.05) ? random.int(-1...0) : random.int(1...15)
            if random.bool(0.05) {
                let bound = random.element(of: [Double.nan, .infinity, -.infinity])
                return random.bool()
                    ? .call(function, ("from", bound), ("to", 1.0), ("count", count))
                    : .call(function, ("from", 0.0), ("to", bound), ("count", count))
            }
            let scale = scale(&random)
            let low = random.number(-100...100) * scale
            if random.bool(0.08) { return .call(function, ("from", low), ("to", low), ("count", count)) }
            let high = low + (random.bool() ? random.number(0.25...10) : random.number(0.25...200)) * scale
            return random.bool(0.3)
                ? .call(function, ("from", high), ("to", low), ("count", count))
                : .call(function, ("from", low), ("to", high), ("count", count))
        },
        ExerciseInputs(exercise: "5.2", tolerance: 0, fixed: niceDomainFixed) { random in
            let function = "AxesAndScale.niceDomain(_:count:)"
            let count = random.bool(0.05) ? random.int(-1...0) : random.int(1...15)
            if random.bool(0.04) {
                let domain =
                    random.bool()
                    ? -Double.infinity...random.number(-10...10) : random.number(-10...10)...Double.infinity
                return .call(function, (nil, domain), ("count", count))
            }
            let scale = scale(&random)
            let low = random.number(-100...100) * scale
            if random.bool(0.06) { return .call(function, (nil, low...low), ("count", count)) }
            let high = low + (random.bool() ? random.number(0.25...10) : random.number(0.25...200)) * scale
            return .call(function, (nil, low...high), ("count", count))
        },
        ExerciseInputs(exercise: "5.3", fixed: tickLabelFixed) { random in
            // A tick's value: a whole number of 1-2-5 (or 2.5) steps, as tickValues makes
            // them, the step below 1 as its inverse or multiplied out, as either may come.
            let power = random.int(-5...6)
            let step = random.element(of: [1.0, 2, 2.5, 5]) * pow(10, Double(power))
            let index = random.bool(0.2) ? random.int(-3_000_000...3_000_000) : random.int(-60...60)
            let value = step < 1 && random.bool() ? Double(index) / (1 / step) : Double(index) * step
            // Now and then the step as a difference of two ticks, which can miss it by a hair.
            let given = random.bool(0.2) ? Double(index + 1) * step - Double(index) * step : step
            return .call("AxesAndScale.tickLabel(for:step:)", ("for", value), ("step", given))
        },
        ExerciseInputs(exercise: "5.4", fixed: averagePerBucketFixed) { random in
            let values = readings(&random)
            return .call(
                "AxesAndScale.averagePerBucket(_:bucketCount:)", (nil, values),
                ("bucketCount", bucketCount(&random, values: values.count)))
        },
        // The tests compare the ranges exactly: each end is one of the values.
        ExerciseInputs(exercise: "5.5", tolerance: 0, fixed: minMaxPerBucketFixed) { random in
            let values = readings(&random)
            return .call(
                "AxesAndScale.minMaxPerBucket(_:bucketCount:)", (nil, values),
                ("bucketCount", bucketCount(&random, values: values.count)))
        },
        // The tests compare with the reference code exactly: the points kept are the input's.
        ExerciseInputs(exercise: "5.6", tolerance: 0, fixed: lttbFixed) { random in
            let count = random.int(0...60)
            // Whole-number y makes equal triangles likely; the doc comment says the first wins.
            let whole = random.bool(0.4)
            var x = random.number(-20...20)
            let points = (0..<count).map { _ -> CGPoint in
                defer { x += random.bool(0.7) ? 1 : random.number(0.25...5) }
                return CGPoint(x: x, y: whole ? random.number(-5...5, step: 1) : random.number(-100...100))
            }
            let threshold = random.bool(0.15) ? random.int(0...count + 3) : random.int(3...max(3, count))
            return .call(
                "AxesAndScale.largestTriangleThreeBuckets(_:threshold:)", (nil, points), ("threshold", threshold))
        },
        ExerciseInputs(exercise: "5.7", fixed: dateTicksFixed) { random in
            let unit: ProbeValue
            let longest: Int
            switch random.int(0..<4) {
            case 0: (unit, longest) = (hours(random.bool(0.05) ? random.int(-2...0) : random.int(1...12)), 4 * 86_400)
            case 1: (unit, longest) = (days, 45 * 86_400)
            case 2: (unit, longest) = (weeks, 150 * 86_400)
            default: (unit, longest) = (months, 800 * 86_400)
            }
            var start: Int
            if random.bool(0.35) {
                // Around a day when the clocks change: from the evening before.
                let day = instant(random.element(of: clockChanges) + "T00:00:00Z").timeIntervalSinceReferenceDate
                start = Int(day) - 12 * 3600 + random.int(0...36) * 3600
            } else {
                start = random.int(firstSecond...(endSecond - longest))
            }
            // Now and then on a whole hour, so that a tick can fall on the start itself.
            if random.bool(0.3) { start -= start % 3600 }
            let length = random.bool(0.05) ? -random.int(1...86_400) : random.int(0...longest)
            return .call(
                "AxesAndScale.dateTicks(from:through:every:in:)",
                ("from", Date(timeIntervalSinceReferenceDate: Double(start))),
                ("through", Date(timeIntervalSinceReferenceDate: Double(start + length))),
                ("every", unit), ("in", TimeZone(identifier: random.element(of: zones))!))
        },
        ExerciseInputs(exercise: "5.8", fixed: accessibilityValueFixed) { random in
            let value: Double
            switch random.int(0..<10) {
            case 0: value = random.element(of: [Double.nan, .infinity, -.infinity])
            case 1...4: value = random.number(-100...100)
            default: value = random.number(-3000...3000, step: 0.01)
            }
            return .call(
                "AxesAndScale.accessibilityValue(for:unit:)", ("for", value), ("unit", random.element(of: units)))
        },
        ExerciseInputs(exercise: "5.9", fixed: chartSummaryFixed) { random in
            let count = random.int(0...14)
            // Distinct values: on two equal values the doc comment does not say which is the
            // turning point ("a new high").
            var seen = Set<Double>()
            var values: [Double] = []
            while values.count < count {
                let value = random.bool(0.5) ? random.number(-20...40) : random.number(-20...40, step: 1)
                if seen.insert(value).inserted { values.append(value) }
            }
            if random.bool(0.3) {
                for index in values.indices where random.bool(0.2) {
                    values[index] = random.bool(0.9) ? .nan : .infinity
                }
            }
            let labels = Array((random.bool() ? monthNames : letterNames).prefix(count))
            return .call(
                "AxesAndScale.chartSummary(title:labels:values:unit:)", ("title", random.element(of: titles)),
                ("labels", labels), ("values", values), ("unit", random.element(of: units)))
        },
        ExerciseInputs(exercise: "5.10", fixed: pitchFixed) { random in
            let (minimum, maximum, value) = pitchArguments(&random)
            return .call(
                "AxesAndScale.pitch(for:minimum:maximum:)", ("for", value), ("minimum", minimum), ("maximum", maximum))
        },
        // Samples are Floats: the tests allow 1e-5.
        ExerciseInputs(exercise: "5.11", tolerance: 1e-5, fixed: toneSamplesFixed, randomCount: 15) { random in
            let (minimum, maximum, value) = pitchArguments(&random)
            let sampleRate = random.element(of: [4, 10, 100, 441, 1000, 8000])
            // At most about 250 samples, and never exactly halfway between two counts,
            // which the doc comment does not settle.
            var duration: Double
            repeat {
                duration = random.number(0.001...(250 / Double(sampleRate)), step: 0.001)
            } while abs((duration * Double(sampleRate)).truncatingRemainder(dividingBy: 1) - 0.5) < 1e-6
            return .call(
                "AxesAndScale.toneSamples(for:minimum:maximum:sampleRate:duration:)", ("for", value),
                ("minimum", minimum), ("maximum", maximum), ("sampleRate", sampleRate), ("duration", duration))
        },
        ExerciseInputs(exercise: "5.12", fixed: largestVerticalDistanceFixed) { random in
            let (original, downsampled) = lines(&random)
            return .call(
                "AxesAndScale.largestVerticalDistance(from:to:)", ("from", undrawable(original, &random)),
                ("to", undrawable(downsampled, &random)))
        },
    ]

    static let units = ["°C", "mm", "h", "W", "%", "", "ct/kWh", "km/h"]
    static let titles = ["Mean temperature", "Rain", "Power", "Sunshine", "T"]
    static let monthNames = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan 2", "Feb 2",
    ]
    static let letterNames = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n"]

    /// A chart's lowest and highest value and one value to play: mostly inside them, now
    /// and then missing, and now and then on flat data.
    static func pitchArguments(_ random: inout RandomInputs) -> (minimum: Double, maximum: Double, value: Double) {
        let minimum = random.number(-100...100)
        if random.bool(0.1) { return (minimum, minimum, minimum) }
        let maximum = minimum + random.number(0.25...200)
        return (minimum, maximum, random.bool(0.1) ? .nan : random.number(minimum...maximum))
    }

    // MARK: The visible tests' inputs

    static let tickValuesFixed: [ExerciseInputs.Input] = {
        let function = "AxesAndScale.tickValues(from:to:count:)"
        let table: [(Double, Double, Int)] = [
            (0, 1, 10), (0, 1, 9), (0, 1, 8), (0, 1, 7), (0, 1, 6), (0, 1, 5), (0, 1, 4), (0, 1, 3), (0, 1, 2),
            (0, 1, 1),
            (0, 10, 10), (0, 10, 8), (0, 10, 7), (0, 10, 5), (0, 10, 3), (0, 10, 2), (0, 10, 1),
            (-10, 10, 10), (-10, 10, 7), (-10, 10, 6), (-10, 10, 3), (-10, 10, 2), (-10, 10, 1),
            (0.98, 1.14, 10), (1, 364, 1), (1, 499, 1), (0.001, 0.499, 1), (-3.7, -1.2, 5),
            (0, 1e-9, 5), (0, 3e12, 3), (4.1, 21.5, 5),
        ]
        let forward = table.map { Input.call(function, ("from", $0.0), ("to", $0.1), ("count", $0.2)) }
        let backward = table.prefix(23).map { Input.call(function, ("from", $0.1), ("to", $0.0), ("count", $0.2)) }
        let zeroWidth = [5.0, -0.5, 0, 1e-300].map { Input.call(function, ("from", $0), ("to", $0), ("count", 5)) }
        let none: [(Double, Double, Int)] = [
            (0, 1, 0), (0, 1, -1), (.nan, 1, 5), (0, .nan, 5), (0, .infinity, 5), (-.infinity, 0, 5),
        ]
        return forward + backward + zeroWidth
            + none.map { Input.call(function, ("from", $0.0), ("to", $0.1), ("count", $0.2)) }
            + [Input.call(function, ("from", 0.0), ("to", 0.7), ("count", 7))]
            // A step of 1e-5 whose end quotient misses a whole number by a hair: ceil and floor lose a tick.
            + [(1.00007, 1.00019), (-1.00019, -1.00007), (1.00019, 1.00007)].map {
                Input.call(function, ("from", $0.0), ("to", $0.1), ("count", 12))
            }
    }()

    static let niceDomainFixed: [ExerciseInputs.Input] = {
        let table: [(ClosedRange<Double>, Int)] = [
            (0.132...0.876, 1000), (0.132...0.876, 100), (0.132...0.876, 30), (0.132...0.876, 10), (0.132...0.876, 6),
            (0.132...0.876, 5), (0.132...0.876, 1), (132...876, 1000), (132...876, 100), (132...876, 30),
            (132...876, 10),
            (132...876, 6), (132...876, 5), (132...876, 1), (4.1...21.5, 5), (-3.7...(-1.2), 5), (1e-10...9.3e-10, 5),
            (1.3e12...8.7e12, 4),
            // A step below 1 whose multiples the step itself misses by a hair.
            (0.13...0.61, 5), (0.22...0.58, 5), (-0.61...(-0.13), 5), (1.13...1.61, 5),
            // Widening twice.
            (0...1.5, 5), (0...14.1, 5), (0...4.1, 3), (-14.1...0, 5),
            // Left as they are.
            (5.0...5.0, 5), (-2...(-2), 3), (0...1, 0), (0.132...0.876, -1), (-Double.infinity...0, 5),
            (0...Double.infinity, 5),
        ]
        return table.map { Input.call("AxesAndScale.niceDomain(_:count:)", (nil, $0.0), ("count", $0.1)) }
    }()

    static let tickLabelFixed: [ExerciseInputs.Input] = [
        (0.25, 0.25), (0.5, 0.25), (0, 0.25), (1.5, 0.5), (20, 10), (100, 20), (0.30000000000000004, 0.1), (-0.0, 1),
        (-2.5, 0.5), (1500, 500), (1000, 250), (1250, 250), (-2500, 500), (999, 1), (2_000_000, 1_000_000),
        (2_500_000, 500_000), (-2_500_000, 500_000), (1_000_500, 500), (-1000, 500), (0.0002, 0.0001), (1e-9, 2e-10),
        // The edges: -1,000 and -1,000,000 themselves, a step that misses 0.1 by a hair, minus zero.
        (-1000, 1000), (-1_000_000, 1_000_000), (-1_000_000, 500_000), (0.7, 0.7 - 0.6), (2, 0.5), (-0.04, 0.1),
        (-0.0001, 0.5), (-999.5, 0.5),
    ].map { (value: Double, step: Double) in
        Input.call("AxesAndScale.tickLabel(for:step:)", ("for", value), ("step", step))
    }

    static let averagePerBucketFixed: [ExerciseInputs.Input] = [
        ([1, 2, 3, 4, 5, 6], 3), ([1, 2, 3, 4, 5, 6], 1), ([1, 2, 3], 3), ([1, 2], 4),
        ([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 3),
        ([.nan, .nan, 4, 6], 2), ([], 2), ([1, 2, 3], 0), ([1, 2, 3], -1), ([1, .nan, 3, 4], 2),
        ([10, 20, .nan, .nan, 30, 40], 2),
    ].map { (values: [Double], count: Int) in
        Input.call("AxesAndScale.averagePerBucket(_:bucketCount:)", (nil, values), ("bucketCount", count))
    }

    static let minMaxPerBucketFixed: [ExerciseInputs.Input] = [
        ([3, 1, 2, 8, 5, 4], 2), ([3, 1, 2, 8, 5, 4], 1), ([3, 1, 2], 3), ([-1, 7], 3), ([.nan, .nan, 7], 3),
        ([.nan, 2, .nan, -5], 2), ([], 2), ([1, 2], 0), ([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 3),
        ([0, 1, 2, 3, 4, 5, 6], 2),
    ].map { (values: [Double], count: Int) in
        Input.call("AxesAndScale.minMaxPerBucket(_:bucketCount:)", (nil, values), ("bucketCount", count))
    }

    static let lttbFixed: [ExerciseInputs.Input] = {
        let function = "AxesAndScale.largestTriangleThreeBuckets(_:threshold:)"
        let worked = Input.call(function, (nil, points([(0, 0), (1, 1), (2, 0), (3, 5), (4, 0)])), ("threshold", 3))
        let reference = [3, 4, 7, 10, 33, 50, 99, 100].map { Input.call(function, (nil, wave), ("threshold", $0)) }
        let ties = [
            Input.call(function, (nil, points([(0, 0), (1, 5), (2, -5), (3, 0)])), ("threshold", 3)),
            Input.call(function, (nil, points([(0, 0), (1, 5), (2, -5), (3, 5), (4, -5), (5, 0)])), ("threshold", 4)),
        ]
        let unchanged = [(5, 5), (5, 9), (5, 2), (5, 0), (2, 3), (0, 3)].map { count, threshold in
            Input.call(function, (nil, Array(wave.prefix(count))), ("threshold", threshold))
        }
        return [worked] + reference + ties + unchanged
    }()

    static let dateTicksFixed: [ExerciseInputs.Input] = {
        let function = "AxesAndScale.dateTicks(from:through:every:in:)"
        let hourDays: [(String, ProbeValue, Int)] = [
            ("2026-02-11T00:00:00+01:00", hours(3), 24), ("2026-03-29T00:00:00+01:00", hours(3), 23),
            ("2026-10-25T00:00:00+02:00", hours(3), 25), ("2026-03-29T00:00:00+01:00", hours(1), 23),
            ("2026-10-25T00:00:00+02:00", hours(1), 25), ("2026-02-11T00:00:00+01:00", hours(6), 24),
        ]
        let hourCalls = hourDays.map { day, unit, length in
            Input.call(
                function, ("from", instant(day)), ("through", instant(day).addingTimeInterval(Double(length) * 3600)),
                ("every", unit), ("in", amsterdam))
        }
        let ranges: [(String, String, ProbeValue)] = [
            ("2026-03-27T12:00:00+01:00", "2026-03-31T00:00:00+02:00", days),
            ("2026-10-24T00:00:00+02:00", "2026-10-26T12:00:00+01:00", days),
            ("2026-01-15T00:00:00+01:00", "2026-05-15T00:00:00+02:00", months),
            ("2025-11-20T00:00:00+01:00", "2026-01-01T00:00:00+01:00", months),
            ("2026-01-01T00:00:00+01:00", "2026-01-31T23:59:59+01:00", weeks),
        ]
        let rangeCalls = ranges.map { from, through, unit in
            Input.call(
                function, ("from", instant(from)), ("through", instant(through)), ("every", unit), ("in", amsterdam))
        }
        let start = instant("2026-02-11T00:00:00+01:00")
        let none: [(ProbeValue, Double)] = [(days, -86_400), (hours(0), 86_400), (hours(-3), 86_400)]
        let noneCalls = none.map { unit, length in
            Input.call(
                function, ("from", start), ("through", start.addingTimeInterval(length)), ("every", unit),
                ("in", amsterdam))
        }
        // Hours that are multiples of the count, from a start between two of them.
        let multiples = [
            ("2026-02-11T01:30:00+01:00", "2026-02-11T12:00:00+01:00"),
            ("2026-03-29T01:30:00+01:00", "2026-03-29T12:00:00+02:00"),
            ("2026-10-25T01:30:00+02:00", "2026-10-25T12:00:00+01:00"),
        ].map { from, through in
            Input.call(
                function, ("from", instant(from)), ("through", instant(through)), ("every", hours(3)),
                ("in", amsterdam))
        }
        return hourCalls + rangeCalls + noneCalls + multiples
    }()

    static let accessibilityValueFixed: [ExerciseInputs.Input] = [
        (9.2, "°C"), (62.0, "h"), (1234.56, "W"), (-0.04, "°C"), (-3.25, "°C"), (48.0, "mm"), (12.5, "%"),
        (7, "ct/kWh"),
        (3.14159, ""), (.nan, "mm"), (.infinity, "W"),
    ].map { (value: Double, unit: String) in
        Input.call("AxesAndScale.accessibilityValue(for:unit:)", ("for", value), ("unit", unit))
    }

    static let chartSummaryFixed: [ExerciseInputs.Input] = {
        let function = "AxesAndScale.chartSummary(title:labels:values:unit:)"
        // Dataset.temperature, as the test reads it from SampleData.
        let temperature = Input.call(
            function, ("title", "Mean temperature"), ("labels", Array(monthNames.prefix(12))),
            ("values", [4.1, 5.8, 9.2, 13.4, 17.1, 19.8, 21.5, 21.2, 17.6, 12.9, 7.8, 4.3]), ("unit", "°C"))
        let trends: [[Double]] = [
            [0, 10, 9.5, 20, 0], [0, 10, 0, 10], [5, 4, 3, 2, 1], [3, 3, 3], [0, 0.05, 0, 10, .nan, 10.5],
            [0, .infinity, 10],
        ]
        let trendCalls = trends.map { values in
            Input.call(
                function, ("title", "T"), ("labels", Array(letterNames.prefix(values.count))), ("values", values),
                ("unit", ""))
        }
        let empty = Input.call(
            function, ("title", "Rain"), ("labels", ["a", "b"]), ("values", [Double.nan, .nan]), ("unit", "mm"))
        // The first of equal extremes, an axis between measured values, a move of exactly a tenth.
        let edges: [([Double], String)] = [([3, 7, 3, 7], "mm"), ([.nan, 1, 5, .nan], ""), ([0, 10, 9, 10], "")]
        let edgeCalls = edges.map { values, unit in
            Input.call(
                function, ("title", "T"), ("labels", Array(letterNames.prefix(values.count))), ("values", values),
                ("unit", unit))
        }
        return [temperature] + trendCalls + [empty] + edgeCalls
    }()

    static let pitchFixed: [ExerciseInputs.Input] = [
        (0.0, 0.0, 10.0), (10, 0, 10), (5, 0, 10), (2.5, 0, 10), (-15, -20, -10), (4.1, 4.1, 21.5), (21.5, 4.1, 21.5),
        (3, 3, 3), (.nan, 0, 10), (.nan, 3, 3),
    ].map { (value: Double, minimum: Double, maximum: Double) in
        Input.call(
            "AxesAndScale.pitch(for:minimum:maximum:)", ("for", value), ("minimum", minimum), ("maximum", maximum))
    }

    static let toneSamplesFixed: [ExerciseInputs.Input] = {
        let function = "AxesAndScale.toneSamples(for:minimum:maximum:sampleRate:duration:)"
        func call(_ value: Double, _ sampleRate: Int, _ duration: Double) -> Input {
            Input.call(
                function, ("for", value), ("minimum", 0.0), ("maximum", 10.0), ("sampleRate", sampleRate),
                ("duration", duration))
        }
        // The sines are the tests' 2,000 samples each: the largest calls of the chapter.
        let sines = [5.0, 0, 10].map { call($0, 8000, 0.25) }
        let counts: [(Int, Double)] = [(4, 0.625), (4, 0.7), (4, 0.55), (8000, 0.000_19), (8000, 0.000_31)]
        return sines + [call(.nan, 1000, 0.01), call(5, 8000, 0), call(5, 8000, -1)]
            + counts.flatMap { [call(5, $0.0, $0.1), call(.nan, $0.0, $0.1)] }
    }()

    static let largestVerticalDistanceFixed: [ExerciseInputs.Input] = {
        let cases: [([(Double, Double)], [(Double, Double)])] = [
            ([(0, 10), (0.5, 30), (1, 20), (1.5, 20)], [(0.5, 20), (1.5, 20)]),
            ([(0, 0), (0.5, 100)], [(0.5, 100)]),
            ([(0, 50), (0.3, -40), (0.6, 50), (1.5, 50)], [(0.5, 50), (1.5, 50)]),
            ([(0, 0), (1, 0), (2, 100), (3, 0)], [(0.5, 0), (3.5, 0)]),
            ([(0, 0), (1, 10), (2, 20), (3, 30)], [(0, 0), (3, 30)]),
            ([(0, 0), (3, 30)], [(1.5, 40)]),
            ([(0, 0), (5, 50)], [(0.5, 0), (5.5, 50)]),
            ([(0, 10), (0.5, .nan), (0.7, 30), (.nan, 500), (.infinity, 0)], [(0.5, 20)]),
            ([(0, 10), (0.5, 30)], [(0.5, .nan), (.nan, 20)]),
            ([(0, 10), (1, .nan), (2, 30)], [(1.5, 20)]),
            ([], []), ([], [(0, 5)]), ([(0, 5), (1, 8)], []), ([(0, 5)], [(3, 5)]),
            ([(0, 5), (1, 9)], [(5, 0), (6, 1)]),
            ([(1, 20), (0, 10), (1.5, 20), (0.5, 30)], [(1.5, 20), (0.5, 20)]),
            ([(3, 30), (0, 0)], [(1.5, 40)]),
            ([(2, 100), (0, 0), (3, 0), (1, 0)], [(3.5, 0), (0.5, 0)]),
            ([(-1.5, 0), (-0.5, 100)], [(-1.5, 0), (0.5, 100)]),
        ]
        return cases.map { original, downsampled in
            Input.call(
                "AxesAndScale.largestVerticalDistance(from:to:)", ("from", points(original)),
                ("to", points(downsampled)))
        }
    }()

    typealias Input = ExerciseInputs.Input
}

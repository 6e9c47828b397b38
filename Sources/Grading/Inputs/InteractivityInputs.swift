import Foundation
import ProbeProtocol

/// Chapter 4's inputs: the visible tests' cases, and random ones within what each doc
/// comment allows.
///
/// Positions lie on a grid of quarters and dates on whole seconds, so that a tie the doc
/// comment settles (a tap exactly on a slot's edge or on the ring's, a date exactly halfway
/// between two readings) is exact in floating point; where the answer would hang on the
/// last bit of a sum (a tap a hair from a sector's edge), no input is drawn.
enum InteractivityInputs {
    /// Monday 15 July 2024, 00:00 in Zagreb, as the visible tests' `Days.monday`.
    static let monday = Date(timeIntervalSince1970: 1_720_994_400)
    static let day: TimeInterval = 86_400
    /// A week of readings at midnight, Monday to Sunday.
    static let week = (0..<7).map { monday.addingTimeInterval(Double($0) * day) }
    /// Five readings, the 01:00 one written three times.
    static let repeated = [0.0, 1, 1, 1, 5].map { monday.addingTimeInterval($0 * 3600) }
    /// The first and last second drawn: 2024 to 2026.
    static let firstSecond = 1_704_067_200, lastSecond = 1_798_761_599
    /// Time zones whose days start at midnight every Monday; Cairo changes its clocks midweek.
    static let zones = [
        "Europe/Zagreb", "Europe/Amsterdam", "UTC", "America/New_York", "America/Los_Angeles",
        "Africa/Cairo", "Pacific/Auckland", "Asia/Tokyo", "Asia/Kolkata",
    ]

    static func after(_ days: Double) -> Date { monday.addingTimeInterval(days * day) }

    /// A Gregorian calendar in `zone`, as `Calendar(identifier:)` makes it unless told another first weekday.
    static func calendar(_ zone: String = "Europe/Zagreb", firstWeekday: Int = 1) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        calendar.firstWeekday = firstWeekday
        return calendar
    }

    /// A local date and time in `calendar`'s time zone.
    static func date(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0,
        in calendar: Calendar = calendar()
    ) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// The point `radius` from `center` at `angle` radians clockwise from 12 o'clock, as the tests place taps.
    static func point(angle: Double, radius: Double, center: CGPoint = CGPoint(x: 100, y: 100)) -> CGPoint {
        CGPoint(x: center.x + CGFloat(radius * sin(angle)), y: center.y - CGFloat(radius * cos(angle)))
    }

    // MARK: Random values

    /// An instant in 2024 to 2026, in whole seconds.
    static func instant(_ random: inout RandomInputs) -> Date {
        Date(timeIntervalSince1970: Double(random.int(firstSecond...lastSecond)))
    }

    /// An instant within `days` days after a change of the clocks in `zone`, when it has
    /// one, so that the weeks the doc comments warn of come up; otherwise any instant.
    static func instantNearClockChange(in zone: String, days: Double, _ random: inout RandomInputs) -> Date {
        let start = instant(&random)
        guard let change = TimeZone(identifier: zone)?.nextDaylightSavingTimeTransition(after: start),
            change.timeIntervalSince1970 < Double(lastSecond) - days * day
        else { return start }
        return change.addingTimeInterval(Double(random.int(-3600...Int(days * day))))
    }

    /// `count` sorted dates in whole seconds, some of them written several times over, as a
    /// logger can: the doc comments say which of equal dates wins.
    static func sortedDates(_ random: inout RandomInputs, count: Int) -> [Date] {
        // Steps of up to four days for a short series, four hours for a long one: at most
        // 21 million seconds from the first date to the last, which stays within 2026.
        let steps = count > 60 ? [1, 60, 60, 600, 3600] : [1, 60, 60, 600, 3600, 86_400]
        var second = random.int(firstSecond...(lastSecond - 21_000_000))
        var dates: [Date] = []
        while dates.count < count {
            let copies = random.bool(0.12) ? random.int(2...8) : 1
            dates += Array(
                repeating: Date(timeIntervalSince1970: Double(second)), count: min(copies, count - dates.count))
            // Mostly even steps, now and then a long gap.
            second += random.element(of: steps) * random.int(1...4)
        }
        return dates
    }

    /// A date to look up in `dates`: on a reading, exactly halfway between two, or anywhere
    /// around them, a little beyond either end too.
    static func lookup(in dates: [Date], _ random: inout RandomInputs) -> Date {
        guard let first = dates.first, let last = dates.last else { return instant(&random) }
        if random.bool(0.25) { return random.element(of: dates) }
        // Just after the last of several equal dates, up to halfway to the next: the first of
        // them is the nearest, however many there are.
        let runEnds = dates.indices.dropFirst().dropLast().filter {
            dates[$0 - 1] == dates[$0] && dates[$0] < dates[$0 + 1]
        }
        if random.bool(0.4), !runEnds.isEmpty {
            let end = random.element(of: runEnds)
            let gap = dates[end + 1].timeIntervalSince(dates[end])
            return dates[end].addingTimeInterval(gap * random.number(0.05...0.5, step: 0.05))
        }
        if random.bool(0.35), dates.count > 1 {
            let index = random.int(1..<dates.count)
            // Whole seconds apart, so the halfway point is exact: a tie the doc comment settles.
            return Date(
                timeIntervalSince1970: (dates[index - 1].timeIntervalSince1970 + dates[index].timeIntervalSince1970) / 2
            )
        }
        let span = Int(last.timeIntervalSince(first)) + 7200
        return first.addingTimeInterval(Double(random.int(-3600...span)))
    }

    // MARK: The exercises

    static let all: [ExerciseInputs] = [
        barIndex, toggledSelection, nearestIndex, rangeSelection, tooltipPlacement,
        startOfWeek, visibleWindow, weekHeading, sectorIndex,
    ]

    static let barIndex: ExerciseInputs = {
        let name = "Interactivity.barIndex(at:count:in:)"
        let lesson = CGRect(x: 48, y: 16, width: 300, height: 200)
        let negative = CGRect(x: -150, y: -80, width: 300, height: 160)
        let call: @Sendable (CGPoint, Int, CGRect) -> ExerciseInputs.Input = { point, count, rect in
            ExerciseInputs.Input.call(name, ("at", point), ("count", count), ("in", rect))
        }
        var fixed: [ExerciseInputs.Input] = []
        for (x, y) in [(100.0, 100.0), (170, 100), (250, 50), (340, 200)] {
            fixed.append(call(CGPoint(x: x, y: y), 5, lesson))
        }
        for index in 0..<5 {
            for offset in [0.5, 10, 30, 50, 59.5] as [CGFloat] {
                fixed.append(
                    call(CGPoint(x: lesson.minX + 60 * CGFloat(index) + offset, y: lesson.maxY - 1), 5, lesson))
            }
        }
        for index in 1..<5 { fixed.append(call(CGPoint(x: lesson.minX + 60 * CGFloat(index), y: 100), 5, lesson)) }
        for (x, y) in [
            (48.0, 100.0), (347.99, 100), (348, 100), (200, 16), (200, 216), (48, 16),
            (20, 100), (400, 100), (200, 5), (200, 250), (-30, -30), (47.9, 100),
        ] {
            fixed.append(call(CGPoint(x: x, y: y), 5, lesson))
        }
        for (x, y) in [(-149.0, 0.0), (-1, -79), (0, 0), (120, 79), (-151, 0), (0, 80)] {
            fixed.append(call(CGPoint(x: x, y: y), 5, negative))
        }
        for count in [1, 2, 3, 7, 24] {
            for rect in [
                CGRect(x: 0, y: 0, width: 300, height: 200), CGRect(x: -20, y: 35.5, width: 120.5, height: 64),
            ] {
                let slot = rect.width / CGFloat(count)
                for index in 0..<count {
                    fixed.append(
                        call(CGPoint(x: rect.minX + slot * (CGFloat(index) + 0.75), y: rect.midY), count, rect))
                }
            }
        }
        fixed.append(call(CGPoint(x: 100, y: 100), 0, lesson))
        fixed.append(call(CGPoint(x: 48, y: 100), 5, CGRect(x: 48, y: 16, width: 0, height: 200)))
        // The last x inside the chart, where (x - rect.minX) / slotWidth comes out as exactly
        // count in floating point: the clamp keeps it on the last bar.
        for (count, rect) in [
            (3, CGRect(x: -20, y: 35.5, width: 120.5, height: 64)),
            (24, CGRect(x: -20, y: 35.5, width: 120.5, height: 64)),
            (5, CGRect(x: 0.3, y: 0, width: 0.7, height: 1)), (10, CGRect(x: 0.1, y: 0, width: 3.3, height: 2)),
            (5, CGRect(x: -20, y: 0, width: 64.9, height: 10)), (7, CGRect(x: 0.3, y: 0, width: 3.3, height: 10)),
        ] {
            fixed.append(call(CGPoint(x: rect.maxX.nextDown, y: rect.midY), count, rect))
        }
        return ExerciseInputs(exercise: "4.1", fixed: fixed) { random in
            let count = random.bool(0.05) ? 0 : random.int(1...24)
            let origin = CGPoint(x: random.number(-200...100, step: 1), y: random.number(-100...80, step: 1))
            // Mostly slots a whole number of quarters wide, so that a tap exactly on a slot's
            // edge is exactly there in floating point too; otherwise taps keep off the edges.
            let exactSlots = count > 0 && random.bool(0.6)
            let slot = random.number(5...60)
            let width = random.bool(0.03) ? 0 : exactSlots ? slot * Double(count) : random.number(40...640)
            let rect = CGRect(x: origin.x, y: origin.y, width: width, height: random.number(30...300, step: 1))
            let x: Double
            if count > 0, width > 0, random.bool(0.05) {
                // The last x inside the chart, which can divide out to exactly count.
                x = Double(rect.maxX).nextDown
            } else if random.bool(0.2) || count == 0 || width == 0 {
                x =
                    random.bool()
                    ? Double(rect.minX) - random.number(0.25...50) : Double(rect.maxX) + random.number(0...50)
            } else if exactSlots {
                x = Double(rect.minX) + slot * Double(random.int(0..<count)) + random.number(0...slot)
            } else {
                let slotWidth = width / Double(count)
                x =
                    Double(rect.minX) + slotWidth
                    * (Double(random.int(0..<count)) + random.number(0.02...0.98, step: 0.001))
            }
            // Now and then exactly on the top edge (inside) or the bottom edge (outside), or beyond them.
            let edges = [Double(rect.minY), Double(rect.maxY), Double(rect.minY) - 5, Double(rect.maxY) + 5]
            let y =
                random.bool(0.1)
                ? random.element(of: edges)
                : random.number(Double(rect.minY)...Double(rect.maxY) - 0.25)
            return call(CGPoint(x: x, y: y), count, rect)
        }
    }()

    static let toggledSelection: ExerciseInputs = {
        let name = "Interactivity.toggledSelection(current:tapped:)"
        let call: @Sendable (Int?, Int?) -> ExerciseInputs.Input = { current, tapped in
            ExerciseInputs.Input.call(name, ("current", current), ("tapped", tapped))
        }
        let cases: [(Int?, Int?)] = [
            (nil, 2), (2, 2), (2, 3), (0, 0), (nil, 0), (2, nil), (nil, nil), (nil, 1), (1, 1), (nil, 3), (3, nil),
            (3, 3),
        ]
        return ExerciseInputs(exercise: "4.2", fixed: cases.map { call($0.0, $0.1) }) { random in
            let current: Int? = random.bool(0.3) ? nil : random.int(0...6)
            let tapped: Int? = random.bool(0.3) ? nil : random.bool(0.3) ? current : random.int(0...6)
            return call(current, tapped)
        }
    }()

    /// 4.3 has two functions: `draw` asks one or the other.
    static let nearestIndex: ExerciseInputs = {
        let nearest = "Interactivity.nearestIndex(to:in:)"
        let first = "Interactivity.firstIndex(atOrAfter:in:)"
        let callNearest: @Sendable (Date, [Date]) -> ExerciseInputs.Input = { date, dates in
            ExerciseInputs.Input.call(nearest, ("to", date), ("in", dates))
        }
        let callFirst: @Sendable (Date, any ProbeConvertible) -> ExerciseInputs.Input = { date, dates in
            ExerciseInputs.Input.call(first, ("atOrAfter", date), ("in", dates))
        }
        /// `base[from...]`, as the probe reads a slice.
        let slice: @Sendable ([Date], Int) -> ProbeValue = { base, from in
            .record("ArraySlice", ["base": base.probeValue, "from": .int(from)])
        }
        var fixed: [ExerciseInputs.Input] = []
        for index in 0..<7 {
            for offset in [0, 0.2, -0.2] { fixed.append(callNearest(after(Double(index) + offset), week)) }
        }
        for index in 0..<6 { fixed.append(callNearest(after(Double(index) + 0.5), week)) }
        for days in [-3, -0.6, 6.7, 40] { fixed.append(callNearest(after(days), week)) }
        let uneven = [0.0, 1, 10, 30, 31].map { monday.addingTimeInterval($0 * 3600) }
        for hour in [20.0, 19.5, 20.5, 0.5, 30.5, 5.5] {
            fixed.append(callNearest(monday.addingTimeInterval(hour * 3600), uneven))
        }
        fixed += [callNearest(monday, []), callNearest(after(-5), [monday]), callNearest(after(5), [monday])]
        // The tests' week of readings every minute, cut to a day: still too long to scan by
        // hand, and a sixth of the wire.
        let minutes = (0..<24 * 60).map { monday.addingTimeInterval(Double($0) * 60) }
        for offset in [0.0, 1234.4, 1234.6, 1000.5, 1439.0, 2000.0] {
            fixed.append(callNearest(monday.addingTimeInterval(offset * 60), minutes))
        }
        for hours in [1, 1.5, 0.9, 3, 3.1, 2.9, 10, -1] {
            fixed.append(callNearest(monday.addingTimeInterval(hours * 3600), repeated))
        }
        // Five equal readings: the first of them, however far back the search must go.
        let fivefold = [0.0, 1, 1, 1, 1, 1, 5].map { monday.addingTimeInterval($0 * 3600) }
        for hours in [1.5, 3] { fixed.append(callNearest(monday.addingTimeInterval(hours * 3600), fivefold)) }
        let twice = [after(0), after(1), after(1), after(4)]
        fixed.append(callNearest(after(1) + 3600, twice))
        for hours in [-1, 0, 0.5, 1, 2.5, 5, 6] {
            fixed.append(callFirst(monday.addingTimeInterval(hours * 3600), repeated))
        }
        fixed.append(callFirst(after(3.5), slice(week, 2)))
        fixed += [
            callFirst(after(2) + 9 * 3600, week), callFirst(after(2), week), callFirst(after(1), twice),
            callFirst(after(7), week),
        ]
        // The tests' day of 86,400 readings a second apart, cut to 1,000 seconds: a scan still
        // reads hundreds of dates where halving is allowed 22.
        let seconds = (0..<1000).map { monday.addingTimeInterval(Double($0)) }
        for second in [0, 1, 499.5, 500, 800.25, 999, 1000, -5] {
            fixed.append(callFirst(monday.addingTimeInterval(second), seconds))
        }
        return ExerciseInputs(exercise: "4.3", fixed: fixed) { random in
            if random.bool() {
                let dates = random.bool(0.05) ? [] : sortedDates(&random, count: random.int(1...40))
                return callNearest(lookup(in: dates, &random), dates)
            }
            // Long enough that a scan reads more dates than halving is allowed to.
            let dates = sortedDates(&random, count: random.int(0...400))
            let date = lookup(in: dates, &random)
            return random.bool(0.25)
                ? callFirst(date, slice(dates, random.int(0...dates.count))) : callFirst(date, dates)
        }
    }()

    static let rangeSelection: ExerciseInputs = {
        let name = "Interactivity.selectedIndices(from:to:in:)"
        let call: @Sendable (Date, Date, [Date]) -> ExerciseInputs.Input = { start, end, dates in
            ExerciseInputs.Input.call(name, ("from", start), ("to", end), ("in", dates))
        }
        let spans: [(Double, Double)] = [
            (1.5, 4.2), (4.2, 1.5), (1, 3), (3, 1), (-5, 20), (20, -5), (-2, 2.5), (5.5, 30), (30, 5.5),
            (-5, -1), (-1, -5), (7, 9), (2.2, 2.8), (2.8, 2.2), (3, 3),
        ]
        let fixed = spans.map { call(after($0.0), after($0.1), week) } + [call(after(0), after(3), [])]
        return ExerciseInputs(exercise: "4.4", fixed: fixed) { random in
            let dates = random.bool(0.05) ? [] : sortedDates(&random, count: random.int(1...30))
            let (start, end) = (lookup(in: dates, &random), lookup(in: dates, &random))
            return call(start, random.bool(0.1) ? start : end, dates)
        }
    }()

    static let tooltipPlacement: ExerciseInputs = {
        let name = "Interactivity.tooltipCenter(for:size:gap:in:)"
        let card = CGSize(width: 120, height: 60)
        let call: @Sendable (CGPoint, CGSize, CGFloat, CGRect) -> ExerciseInputs.Input = { point, size, gap, rect in
            ExerciseInputs.Input.call(name, ("for", point), ("size", size), ("gap", gap), ("in", rect))
        }
        let chart = CGRect(x: 0, y: 0, width: 390, height: 260)
        let lesson = CGRect(x: 48, y: 16, width: 300, height: 200)
        let negative = CGRect(x: -200, y: -100, width: 400, height: 200)
        let cases: [(CGRect, Double, Double)] = [
            (chart, 200, 150), (chart, 20, 150), (chart, 0, 150), (chart, 380, 150), (chart, 390, 150),
            (chart, 60, 150),
            (chart, 330, 150), (chart, 200, 50), (chart, 200, 0), (chart, 10, 20), (chart, 200, 70),
            (lesson, 60, 120), (lesson, 340, 120), (lesson, 200, 80), (negative, -195, 0), (negative, 150, -60),
            (CGRect(x: 10, y: 0, width: 100, height: 200), 20, 150),
        ]
        // Other cards and gaps than the lesson's, where its 60, 40 and 30 go wrong.
        let otherCards: [(Double, Double, CGSize, CGFloat)] = [
            (200, 150, CGSize(width: 80, height: 30), 6), (10, 150, CGSize(width: 80, height: 30), 6),
            (385, 150, CGSize(width: 80, height: 30), 6), (200, 30, CGSize(width: 80, height: 30), 6),
            (200, 36, CGSize(width: 80, height: 30), 6), (200, 150, CGSize(width: 80, height: 30), 0),
            (200, 150, CGSize(width: 160, height: 90), 12), (200, 90, CGSize(width: 160, height: 90), 12),
        ]
        let fixed =
            cases.map { call(CGPoint(x: $0.1, y: $0.2), card, 10, $0.0) }
            + otherCards.map { call(CGPoint(x: $0.0, y: $0.1), $0.2, $0.3, chart) }
        return ExerciseInputs(exercise: "4.5", fixed: fixed) { random in
            let rect = CGRect(
                x: random.number(-200...100, step: 1), y: random.number(-100...80, step: 1),
                width: random.number(100...500, step: 1), height: random.number(100...400, step: 1))
            let size = CGSize(width: random.number(20...240, step: 1), height: random.number(20...100, step: 1))
            let gap = random.number(0...20, step: 0.5)
            let x = random.number(Double(rect.minX)...Double(rect.maxX))
            // Often near the top, where the card flips below the point or just fits above it.
            let y =
                random.bool(0.5)
                ? random.number(Double(rect.minY)...Double(rect.minY) + Double(size.height + gap) + 40)
                : random.number(Double(rect.minY)...Double(rect.maxY))
            return call(CGPoint(x: x, y: y), size, gap, rect)
        }
    }()

    static let startOfWeek: ExerciseInputs = {
        let name = "Interactivity.startOfWeek(containing:in:)"
        let call: @Sendable (Date, Calendar) -> ExerciseInputs.Input = { date, calendar in
            ExerciseInputs.Input.call(name, ("containing", date), ("in", calendar))
        }
        let zagreb = calendar()
        let newYork = calendar("America/New_York")
        let cairo = calendar("Africa/Cairo")
        var fixed: [ExerciseInputs.Input] = []
        for (day, hour, minute) in [(15, 0, 0), (15, 9, 30), (17, 14, 0), (20, 12, 0), (21, 0, 0), (21, 23, 59)] {
            fixed.append(call(date(2024, 7, day, hour, minute), zagreb))
        }
        for (year, month, day) in [(2024, 8, 1), (2025, 1, 1), (2025, 1, 5), (2024, 3, 3)] {
            fixed.append(call(date(year, month, day, 18), zagreb))
        }
        // 14 July 2024, 23:33 UTC: Monday in Zagreb, still Sunday in New York.
        let lateSunday = Date(timeIntervalSince1970: 1_721_000_000)
        fixed += [call(lateSunday, zagreb), call(lateSunday, newYork)]
        for (month, day, hour) in [(3, 31, 12), (10, 27, 20), (10, 29, 1)] {
            fixed.append(call(date(2024, month, day, hour), zagreb))
        }
        for (month, day, hour, minute) in [
            (4, 28, 0, 30), (4, 26, 12, 0), (4, 26, 1, 0), (4, 27, 23, 59), (11, 2, 12, 0),
            (11, 3, 0, 30), (11, 1, 0, 0), (10, 31, 23, 30),
        ] {
            fixed.append(call(date(2024, month, day, hour, minute, in: cairo), cairo))
        }
        // Calendars whose own weeks start on Monday, Saturday or Wednesday: the chart's
        // still start on Monday.
        for firstWeekday in [2, 7, 4] {
            let other = calendar(firstWeekday: firstWeekday)
            for (day, hour, minute) in [
                (15, 0, 0), (15, 9, 30), (16, 8, 0), (17, 14, 0), (18, 8, 0), (20, 12, 0), (21, 0, 0), (21, 23, 59),
            ] {
                fixed.append(call(date(2024, 7, day, hour, minute, in: other), other))
            }
            let cairoWeeks = calendar("Africa/Cairo", firstWeekday: firstWeekday)
            fixed.append(call(date(2024, 4, 26, 12, 0, in: cairoWeeks), cairoWeeks))
            fixed.append(call(lateSunday, calendar("America/New_York", firstWeekday: firstWeekday)))
        }
        return ExerciseInputs(exercise: "4.6", fixed: fixed) { random in
            let zone = random.element(of: zones)
            // Half the dates in the week after a change of the clocks, where steps of 86,400
            // seconds go wrong; the first weekday is either, as the doc comment allows.
            let date = random.bool() ? instantNearClockChange(in: zone, days: 7, &random) : instant(&random)
            return call(date, calendar(zone, firstWeekday: random.element(of: [1, 2, 2, 7, random.int(1...7)])))
        }
    }()

    static let visibleWindow: ExerciseInputs = {
        let name = "Interactivity.visibleWindow(startingAt:length:count:)"
        let call: @Sendable (Int, Int, Int) -> ExerciseInputs.Input = { start, length, count in
            ExerciseInputs.Input.call(name, ("startingAt", start), ("length", length), ("count", count))
        }
        let cases =
            [19, 26, 5, 0, -1, -5, 40, 41, 44, 46, 100].map { ($0, 7, 47) } + [0, 2, -3].map { ($0, 7, 5) }
            + [(0, 7, 0), (3, 0, 10)]
        return ExerciseInputs(exercise: "4.7", fixed: cases.map { call($0.0, $0.1, $0.2) }) { random in
            let count = random.bool(0.05) ? 0 : random.int(1...60)
            let length = random.bool(0.05) ? 0 : random.int(1...20)
            return call(random.int(-20...80), length, count)
        }
    }()

    static let weekHeading: ExerciseInputs = {
        let name = "Interactivity.weekHeading(from:days:in:)"
        let call: @Sendable (Date, Int, Calendar) -> ExerciseInputs.Input = { start, days, calendar in
            ExerciseInputs.Input.call(name, ("from", start), ("days", days), ("in", calendar))
        }
        let tested: [((Int, Int, Int), Int, String)] = [
            ((2024, 7, 15), 7, "Europe/Zagreb"), ((2024, 7, 1), 7, "Europe/Zagreb"),
            ((2024, 7, 29), 7, "Europe/Zagreb"),
            ((2024, 6, 26), 7, "Europe/Zagreb"), ((2024, 12, 30), 7, "Europe/Zagreb"),
            ((2024, 2, 26), 7, "Europe/Zagreb"),
            ((2024, 7, 15), 14, "Europe/Zagreb"), ((2024, 10, 21), 14, "Europe/Zagreb"),
            ((2024, 10, 28), 7, "Africa/Cairo"),
            ((2024, 10, 28), 10, "Africa/Cairo"), ((2024, 4, 22), 7, "Africa/Cairo"),
            ((2024, 7, 15), 7, "Pacific/Auckland"),
            ((2024, 7, 15), 7, "America/Los_Angeles"),
        ]
        let fixed = tested.map { start, days, zone in
            let calendar = calendar(zone)
            return call(date(start.0, start.1, start.2, in: calendar), days, calendar)
        }
        return ExerciseInputs(exercise: "4.8", fixed: fixed) { random in
            let zone = random.element(of: zones)
            let calendar = calendar(zone, firstWeekday: random.element(of: [1, 2]))
            let days = random.bool(0.5) ? 7 : random.int(1...21)
            // Often a window over a change of the clocks, where 86,400-second days go wrong.
            var start = calendar.startOfDay(
                for: random.bool(0.4)
                    ? instantNearClockChange(in: zone, days: 1, &random).addingTimeInterval(
                        -Double(random.int(0...days)) * day)
                    : instant(&random))
            // "At midnight": where the clocks skip a day's midnight (Cairo in April), take the next day.
            while calendar.component(.hour, from: start) != 0 || calendar.component(.minute, from: start) != 0 {
                start = calendar.startOfDay(for: start.addingTimeInterval(day + 7200))
            }
            return call(start, days, calendar)
        }
    }()

    static let sectorIndex: ExerciseInputs = {
        let name = "Interactivity.sectorIndex(at:values:center:innerRadius:outerRadius:)"
        let call: @Sendable (CGPoint, [Double], CGPoint, CGFloat, CGFloat) -> ExerciseInputs.Input = {
            point, values, center, inner, outer in
            ExerciseInputs.Input.call(
                name, ("at", point), ("values", values), ("center", center),
                ("innerRadius", inner), ("outerRadius", outer))
        }
        let center = CGPoint(x: 100, y: 100)
        let quarters: [Double] = [1, 1, 1, 1]
        let sales: [Double] = [120, 80, 60, 45, 95]
        let pie: @Sendable (CGPoint, [Double]) -> ExerciseInputs.Input = { point, values in
            call(point, values, center, 0, 80)
        }
        var fixed: [ExerciseInputs.Input] = []
        for index in 0..<4 { fixed.append(pie(point(angle: (Double(index) + 0.5) * .pi / 2, radius: 60), quarters)) }
        for (x, y) in [(100.0, 40.0), (160, 100), (100, 160), (101, 40), (99, 40), (40, 101), (40, 99)] {
            fixed.append(pie(CGPoint(x: x, y: y), quarters))
        }
        let total = sales.reduce(0, +)
        for index in 0..<5 {
            let start = sales.prefix(index).reduce(0, +) / total
            let share = sales[index] / total
            for inner in [0, 48] as [CGFloat] {
                fixed.append(call(point(angle: (start + share / 2) * 2 * .pi, radius: 64), sales, center, inner, 80))
            }
            let offset = CGPoint(x: -50, y: -20)
            fixed.append(
                call(point(angle: (start + share / 2) * 2 * .pi, radius: 30, center: offset), sales, offset, 0, 40))
        }
        for (x, y) in [(100.0, 100.0), (130, 100), (148, 100), (180, 100), (181, 100), (170, 170)] {
            fixed.append(call(CGPoint(x: x, y: y), quarters, center, 48, 80))
        }
        fixed += [pie(center, sales), pie(center, [0, 0, 3, 1])]
        let empty: [([Double], Double, Double)] = [
            ([1, 0, 1], 100, 160), ([1, 0, 1], 99, 160), ([0, 1, 1], 101, 40), ([2, -1, .nan, 2], 100, 160),
            ([2, -1, .nan, 2], 160, 100), ([1, 1, 0], 99, 40),
        ]
        fixed += empty.map { pie(CGPoint(x: $0.1, y: $0.2), $0.0) }
        fixed += ([[], [0, 0], [-3, .nan]] as [[Double]]).map { pie(CGPoint(x: 100, y: 60), $0) }
        return ExerciseInputs(exercise: "4.9", fixed: fixed) { random in
            var values: [Double] = []
            for _ in 0..<random.int(0...8) {
                // Mostly positive; 0, negative and NaN get no sector, as the doc comment says.
                let negative = -random.number(0.25...50)
                values.append(random.bool(0.75) ? random.number(0.25...100) : random.element(of: [0, negative, .nan]))
            }
            let center = CGPoint(x: random.number(-100...300), y: random.number(-100...300))
            let outer = random.number(10...200)
            let inner = random.bool(0.4) ? 0 : random.number(0...outer)
            while true {
                let (dx, dy): (Double, Double)
                if random.bool(0.1) {
                    (dx, dy) = (0, 0)
                } else if random.bool(0.1) {
                    // Exactly on the ring's inner or outer edge, which is on the ring.
                    let radius = random.bool() ? inner : outer
                    (dx, dy) = random.element(of: [(radius, 0), (-radius, 0), (0, radius), (0, -radius)])
                } else {
                    let angle = random.number(0...2 * .pi, step: 0.0001)
                    let radius = random.number(0...outer * 1.3, step: 0.01)
                    // On the grid of quarters, so that the squared distance is exact.
                    (dx, dy) = (((radius * sin(angle)) * 4).rounded() / 4, (-(radius * cos(angle)) * 4).rounded() / 4)
                }
                if !nearSectorEdge(dx: dx, dy: dy, values: values) {
                    return call(CGPoint(x: center.x + dx, y: center.y + dy), values, center, inner, outer)
                }
            }
        }
    }()

    /// Whether a tap at (dx, dy) from the centre is so near the edge between two sectors (or
    /// just left of 12 o'clock) that which sector it is in hangs on rounding: the doc comment
    /// settles an exact edge, but sums taken in another order put an inexact one either side.
    static func nearSectorEdge(dx: Double, dy: Double, values: [Double]) -> Bool {
        let shares = values.map { $0 > 0 ? $0 : 0 }
        let total = shares.reduce(0, +)
        guard total > 0, dx != 0 || dy != 0 else { return false }
        var angle = atan2(dx, -dy)
        if angle < 0 { angle += 2 * .pi }
        let fraction = angle / (2 * .pi)
        var end = 0.0
        for share in shares where share > 0 {
            end += share / total
            if abs(fraction - end) < 1e-9 { return true }
        }
        return fraction > 1 - 1e-9
    }
}

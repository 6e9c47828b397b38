// swift-format-ignore-file
// Generated from the text of chapter 2 by WorkedExampleSuite: do not edit.
// `swift run workbook verify` writes it anew from the texts.
import Foundation
import BarChart
import SampleData
import Testing

@Suite("Worked examples of chapter 2")
struct BarChartWorkedExamples {
    // Chapters/02-BarChart/AveragePrice.swift:14
    @Test("Chapters/02-BarChart/AveragePrice.swift:14")
    func example1() throws {
        let winter = HourlyPriceDay.winterWeekday2026
        let winterDay = zip(winter.hourStarts, winter.prices).map { EnergyPrice(start: $0, price: $1) }
        let june = HourlyPriceDay.missingHour2026
        let missingHour = zip(june.hourStarts, june.prices).map { EnergyPrice(start: $0, price: $1) }
        checkWorkedExample(
            averagePrice(of: winterDay),
            "0.17575: 4.218 / 24",
            at: "Chapters/02-BarChart/AveragePrice.swift:18", expression: "averagePrice(of: winterDay)")
        checkWorkedExample(
            averagePrice(of: missingHour),
            "0.098608...: 2.268 / 23",
            at: "Chapters/02-BarChart/AveragePrice.swift:19", expression: "averagePrice(of: missingHour)")
        do {  // Chapters/02-BarChart/AveragePrice.swift:27
            checkWorkedExample(
                averageLineY(for: winterDay, in: CGRect(x: 0, y: 0, width: 300, height: 200)),
                "102.96",
                at: "Chapters/02-BarChart/AveragePrice.swift:27", expression: "averageLineY(for: winterDay, in: CGRect(x: 0, y: 0, width: 300, height: 200))")
            checkWorkedExample(
                averageLineY(for: [], in: CGRect(x: 0, y: 0, width: 300, height: 200)),
                "nil",
                at: "Chapters/02-BarChart/AveragePrice.swift:28", expression: "averageLineY(for: [], in: CGRect(x: 0, y: 0, width: 300, height: 200))")
        }
    }
    // Chapters/02-BarChart/BarHeight.swift:22
    @Test("Chapters/02-BarChart/BarHeight.swift:22")
    func example2() throws {
        checkWorkedExample(
            barHeight(for: 0.326, maximum: 0.326, height: 200),
            "180: the tallest bar",
            at: "Chapters/02-BarChart/BarHeight.swift:22", expression: "barHeight(for: 0.326, maximum: 0.326, height: 200)")
        checkWorkedExample(
            barHeight(for: 0.246, maximum: 0.326, height: 200),
            "135.828...",
            at: "Chapters/02-BarChart/BarHeight.swift:23", expression: "barHeight(for: 0.246, maximum: 0.326, height: 200)")
        checkWorkedExample(
            barHeight(for: 0.098, maximum: 0.326, height: 200),
            "54.110...: midnight",
            at: "Chapters/02-BarChart/BarHeight.swift:24", expression: "barHeight(for: 0.098, maximum: 0.326, height: 200)")
        checkWorkedExample(
            barHeight(for: 0.2, maximum: 0.4, height: 100, headroom: 1),
            "50: half as tall",
            at: "Chapters/02-BarChart/BarHeight.swift:25", expression: "barHeight(for: 0.2, maximum: 0.4, height: 100, headroom: 1)")
        do {  // Chapters/02-BarChart/BarHeight.swift:31
            checkWorkedExample(
                barHeight(for: -0.052, maximum: 0.326, height: 200),
                "-28.711...: points down",
                at: "Chapters/02-BarChart/BarHeight.swift:31", expression: "barHeight(for: -0.052, maximum: 0.326, height: 200)")
        }
    }
    // Chapters/02-BarChart/BarRects.swift:33
    @Test("Chapters/02-BarChart/BarRects.swift:33")
    func example3() throws {
        let winter = HourlyPriceDay.winterWeekday2026
        let winterDay = zip(winter.hourStarts, winter.prices).map { EnergyPrice(start: $0, price: $1) }
        let rect = CGRect(x: 0, y: 0, width: 300, height: 200)
        checkWorkedExample(
            barRects(for: winterDay, in: rect, gap: 2)[0]!,
            "(x: 1, y: 145.89, width: 10.5, height: 54.11)",
            at: "Chapters/02-BarChart/BarRects.swift:36", expression: "barRects(for: winterDay, in: rect, gap: 2)[0]!")
        checkWorkedExample(
            barRects(for: winterDay, in: rect, gap: 2)[18]!,
            "(x: 226, y: 20, width: 10.5, height: 180)",
            at: "Chapters/02-BarChart/BarRects.swift:37", expression: "barRects(for: winterDay, in: rect, gap: 2)[18]!")
        do {  // Chapters/02-BarChart/BarRects.swift:42
            checkWorkedExample(
                barRects(for: winterDay, in: rect, gap: 5)[18]!,
                "(x: 227.5, y: 20, width: 7.5, height: 180)",
                at: "Chapters/02-BarChart/BarRects.swift:42", expression: "barRects(for: winterDay, in: rect, gap: 5)[18]!")
            checkWorkedExample(
                barRects(for: winterDay, in: rect, gap: 0)[18]!,
                "(x: 225, y: 20, width: 12.5, height: 180)",
                at: "Chapters/02-BarChart/BarRects.swift:43", expression: "barRects(for: winterDay, in: rect, gap: 0)[18]!")
        }
    }
    // Chapters/02-BarChart/CurrentHour.swift:22
    @Test("Chapters/02-BarChart/CurrentHour.swift:22")
    func example4() throws {
        let amsterdam = TimeZone(identifier: "Europe/Amsterdam")!
        let halfPastTwo = Date(timeIntervalSince1970: 1_792_935_000)
        let dayBefore = halfPastTwo.addingTimeInterval(-24 * 3600)
        let starts = hourStarts(ofDayContaining: halfPastTwo, in: amsterdam)
        checkWorkedExample(
            barIndex(containing: halfPastTwo, hourStarts: starts),
            "15: the 16th hour",
            at: "Chapters/02-BarChart/CurrentHour.swift:26", expression: "barIndex(containing: halfPastTwo, hourStarts: starts)")
        checkWorkedExample(
            barIndex(containing: dayBefore, hourStarts: starts),
            "nil",
            at: "Chapters/02-BarChart/CurrentHour.swift:27", expression: "barIndex(containing: dayBefore, hourStarts: starts)")
    }
    // Chapters/02-BarChart/EnergyPrice.swift:11
    @Test("Chapters/02-BarChart/EnergyPrice.swift:11")
    func example5() throws {
        let midnight = Date(timeIntervalSince1970: 1_768_345_200)
        let hour = EnergyPrice(start: midnight, price: 0.098)
        let missing = EnergyPrice(start: midnight.addingTimeInterval(3600), price: nil)
        checkWorkedExample(
            hour.price,
            "0.098",
            at: "Chapters/02-BarChart/EnergyPrice.swift:14", expression: "hour.price")
        checkWorkedExample(
            missing.price,
            "nil",
            at: "Chapters/02-BarChart/EnergyPrice.swift:15", expression: "missing.price")
    }
    // Chapters/02-BarChart/HourLabels.swift:21
    @Test("Chapters/02-BarChart/HourLabels.swift:21")
    func example6() throws {
        let amsterdam = TimeZone(identifier: "Europe/Amsterdam")!
        let starts = hourStarts(ofDayContaining: Date(timeIntervalSince1970: 1_768_392_000), in: amsterdam)
        let rect = CGRect(x: 0, y: 0, width: 300, height: 200)
        checkWorkedExample(
            hourLabels(for: starts, in: amsterdam, rect: rect).map(\.text),
            "[\"00:00\", \"06:00\", \"12:00\", \"18:00\", \"23:00\"]",
            at: "Chapters/02-BarChart/HourLabels.swift:25", expression: "hourLabels(for: starts, in: amsterdam, rect: rect).map(\\.text)")
        checkWorkedExample(
            hourLabels(for: starts, in: amsterdam, rect: rect).map(\.x),
            "[6.25, 81.25, 156.25, 231.25, 293.75]",
            at: "Chapters/02-BarChart/HourLabels.swift:27", expression: "hourLabels(for: starts, in: amsterdam, rect: rect).map(\\.x)")
        do {  // Chapters/02-BarChart/HourLabels.swift:32
            let fallBack = hourStarts(ofDayContaining: Date(timeIntervalSince1970: 1_792_922_400), in: amsterdam)
            checkWorkedExample(
                hourLabels(for: fallBack, in: amsterdam, rect: rect)[1],
                "(index: 7, text: \"06:00\", x: 90)",
                at: "Chapters/02-BarChart/HourLabels.swift:33", expression: "hourLabels(for: fallBack, in: amsterdam, rect: rect)[1]")
        }
    }
    // Chapters/02-BarChart/HourStarts.swift:32
    @Test("Chapters/02-BarChart/HourStarts.swift:32")
    func example7() throws {
        let amsterdam = TimeZone(identifier: "Europe/Amsterdam")!
        let noon = Date(timeIntervalSince1970: 1_774_778_400)
        let starts = hourStarts(ofDayContaining: noon, in: amsterdam)
        checkWorkedExample(
            starts.count,
            "23",
            at: "Chapters/02-BarChart/HourStarts.swift:35", expression: "starts.count")
        checkWorkedExample(
            starts[0].timeIntervalSince1970,
            "1774738800: 2026-03-28 23:00 UTC, local midnight in winter time (UTC+1)",
            at: "Chapters/02-BarChart/HourStarts.swift:36", expression: "starts[0].timeIntervalSince1970")
        checkWorkedExample(
            starts[2].timeIntervalSince1970,
            "1774746000: 2026-03-29 01:00 UTC, 03:00 local in summer time (UTC+2)",
            at: "Chapters/02-BarChart/HourStarts.swift:37", expression: "starts[2].timeIntervalSince1970")
    }
    // Chapters/02-BarChart/PriceLevels.swift:20
    @Test("Chapters/02-BarChart/PriceLevels.swift:20")
    func example8() throws {
        let t = Date(timeIntervalSince1970: 1_768_345_200)
        checkWorkedExample(
            priceLevel(for: EnergyPrice(start: t, price: 0.098))?.rawValue,
            "\"cheap\": 00:00 in winter",
            at: "Chapters/02-BarChart/PriceLevels.swift:21", expression: "priceLevel(for: EnergyPrice(start: t, price: 0.098))?.rawValue")
        checkWorkedExample(
            priceLevel(for: EnergyPrice(start: t, price: 0.10))?.rawValue,
            "\"normal\": the bound belongs to normal",
            at: "Chapters/02-BarChart/PriceLevels.swift:22", expression: "priceLevel(for: EnergyPrice(start: t, price: 0.10))?.rawValue")
        checkWorkedExample(
            priceLevel(for: EnergyPrice(start: t, price: 0.326))?.rawValue,
            "\"veryExpensive\": 18:00 in winter",
            at: "Chapters/02-BarChart/PriceLevels.swift:23", expression: "priceLevel(for: EnergyPrice(start: t, price: 0.326))?.rawValue")
        checkWorkedExample(
            priceLevel(for: EnergyPrice(start: t, price: -0.052))?.rawValue,
            "\"negative\": sunny noon",
            at: "Chapters/02-BarChart/PriceLevels.swift:24", expression: "priceLevel(for: EnergyPrice(start: t, price: -0.052))?.rawValue")
        checkWorkedExample(
            priceLevel(for: EnergyPrice(start: t, price: 0))?.rawValue,
            "\"cheap\": free is not negative",
            at: "Chapters/02-BarChart/PriceLevels.swift:25", expression: "priceLevel(for: EnergyPrice(start: t, price: 0))?.rawValue")
        checkWorkedExample(
            priceLevel(for: EnergyPrice(start: t, price: nil)),
            "nil: a missing price",
            at: "Chapters/02-BarChart/PriceLevels.swift:26", expression: "priceLevel(for: EnergyPrice(start: t, price: nil))")
    }
    // Chapters/02-BarChart/ZeroBaseline.swift:30
    @Test("Chapters/02-BarChart/ZeroBaseline.swift:30")
    func example9() throws {
        let rect = CGRect(x: 0, y: 0, width: 300, height: 200)
        checkWorkedExample(
            priceY(for: 0, minimum: -0.052, maximum: 0.171, in: rect),
            "158.03: the zero line",
            at: "Chapters/02-BarChart/ZeroBaseline.swift:31", expression: "priceY(for: 0, minimum: -0.052, maximum: 0.171, in: rect)")
        checkWorkedExample(
            priceY(for: 0.171, minimum: -0.052, maximum: 0.171, in: rect),
            "20: the top bar, headroom above",
            at: "Chapters/02-BarChart/ZeroBaseline.swift:32", expression: "priceY(for: 0.171, minimum: -0.052, maximum: 0.171, in: rect)")
        checkWorkedExample(
            priceY(for: -0.052, minimum: -0.052, maximum: 0.171, in: rect),
            "200: the deepest bar, on the bottom",
            at: "Chapters/02-BarChart/ZeroBaseline.swift:33", expression: "priceY(for: -0.052, minimum: -0.052, maximum: 0.171, in: rect)")
        do {  // Chapters/02-BarChart/ZeroBaseline.swift:38
            let sunny = HourlyPriceDay.sunnySpringSunday2026
            let sunnyDay = zip(sunny.hourStarts, sunny.prices).map { EnergyPrice(start: $0, price: $1) }
            checkWorkedExample(
                barRectsAroundZero(for: sunnyDay, in: rect, gap: 2)[12]!,
                "(x: 151, y: 158.03, width: 10.5, height: 41.97)",
                at: "Chapters/02-BarChart/ZeroBaseline.swift:40", expression: "barRectsAroundZero(for: sunnyDay, in: rect, gap: 2)[12]!")
            checkWorkedExample(
                barRectsAroundZero(for: sunnyDay, in: rect, gap: 2)[20]!,
                "(x: 251, y: 20, width: 10.5, height: 138.03)",
                at: "Chapters/02-BarChart/ZeroBaseline.swift:41", expression: "barRectsAroundZero(for: sunnyDay, in: rect, gap: 2)[20]!")
            checkWorkedExample(
                barRectsAroundZero(for: sunnyDay, in: rect, gap: 6)[20]!,
                "(x: 253, y: 20, width: 6.5, height: 138.03)",
                at: "Chapters/02-BarChart/ZeroBaseline.swift:42", expression: "barRectsAroundZero(for: sunnyDay, in: rect, gap: 6)[20]!")
        }
    }
    // Chapters/02-BarChart/README.md:76
    @Test("Chapters/02-BarChart/README.md:76")
    func example10() throws {
        checkWorkedExample(
            barHeight(for: 0.246, maximum: 0.326, height: 200, headroom: 1),
            "150.9: 08:00 without headroom",
            at: "Chapters/02-BarChart/README.md:76", expression: "barHeight(for: 0.246, maximum: 0.326, height: 200, headroom: 1)")
        checkWorkedExample(
            barHeight(for: 0.246, maximum: 0.326, height: 200),
            "135.8: with it",
            at: "Chapters/02-BarChart/README.md:77", expression: "barHeight(for: 0.246, maximum: 0.326, height: 200)")
        checkWorkedExample(
            barHeight(for: 0.098, maximum: 0.326, height: 200, headroom: 1),
            "60.1: 00:00 without headroom",
            at: "Chapters/02-BarChart/README.md:78", expression: "barHeight(for: 0.098, maximum: 0.326, height: 200, headroom: 1)")
        checkWorkedExample(
            barHeight(for: 0.098, maximum: 0.326, height: 200),
            "54.1: with it",
            at: "Chapters/02-BarChart/README.md:79", expression: "barHeight(for: 0.098, maximum: 0.326, height: 200)")
        checkWorkedExample(
            barHeight(for: 0.20, maximum: 0.40, height: 200, headroom: 1),
            "100: exactly half of 200",
            at: "Chapters/02-BarChart/README.md:80", expression: "barHeight(for: 0.20, maximum: 0.40, height: 200, headroom: 1)")
        do {  // Chapters/02-BarChart/README.md:120
            let winter = HourlyPriceDay.winterWeekday2026
            let winterDay = zip(winter.hourStarts, winter.prices).map { EnergyPrice(start: $0, price: $1) }
            checkWorkedExample(
                barRects(for: winterDay, in: CGRect(x: 0, y: 0, width: 300, height: 200), gap: 2)[18]!,
                "(x: 226, y: 20, width: 10.5, height: 180)",
                at: "Chapters/02-BarChart/README.md:123", expression: "barRects(for: winterDay, in: CGRect(x: 0, y: 0, width: 300, height: 200), gap: 2)[18]!")
            do {  // Chapters/02-BarChart/README.md:155
                let rect = CGRect(x: 0, y: 0, width: 300, height: 200)
                checkWorkedExample(
                    priceY(for: 0, minimum: -0.052, maximum: 0.171, in: rect),
                    "158.0: the zero line",
                    at: "Chapters/02-BarChart/README.md:156", expression: "priceY(for: 0, minimum: -0.052, maximum: 0.171, in: rect)")
                checkWorkedExample(
                    priceY(for: 0.171, minimum: -0.052, maximum: 0.171, in: rect),
                    "20: the 20:00 bar's top",
                    at: "Chapters/02-BarChart/README.md:157", expression: "priceY(for: 0.171, minimum: -0.052, maximum: 0.171, in: rect)")
                do {  // Chapters/02-BarChart/README.md:177
                    let june = HourlyPriceDay.missingHour2026.prices
                    checkWorkedExample(
                        june.compactMap { $0 }.count,
                        "23",
                        at: "Chapters/02-BarChart/README.md:178", expression: "june.compactMap { $0 }.count")
                    checkWorkedExample(
                        june.compactMap { $0 }.reduce(0, +),
                        "2.268",
                        at: "Chapters/02-BarChart/README.md:179", expression: "june.compactMap { $0 }.reduce(0, +)")
                    checkWorkedExample(
                        june.compactMap { $0 }.reduce(0, +) / 23,
                        "0.0986",
                        at: "Chapters/02-BarChart/README.md:180", expression: "june.compactMap { $0 }.reduce(0, +) / 23")
                    checkWorkedExample(
                        june.compactMap { $0 }.reduce(0, +) / 24,
                        "0.0945: the missing hour counted as free",
                        at: "Chapters/02-BarChart/README.md:181", expression: "june.compactMap { $0 }.reduce(0, +) / 24")
                    do {  // Chapters/02-BarChart/README.md:211
                        let amsterdam = TimeZone(identifier: "Europe/Amsterdam")!
                        let halfPastTwo = Date(timeIntervalSince1970: 1_792_935_000)
                        let starts = hourStarts(ofDayContaining: halfPastTwo, in: amsterdam)
                        checkWorkedExample(
                            starts.count,
                            "25",
                            at: "Chapters/02-BarChart/README.md:214", expression: "starts.count")
                        checkWorkedExample(
                            barIndex(containing: halfPastTwo, hourStarts: starts),
                            "15: 14:30 on 25 October",
                            at: "Chapters/02-BarChart/README.md:215", expression: "barIndex(containing: halfPastTwo, hourStarts: starts)")
                    }
                }
            }
        }
    }
}

// swift-format-ignore-file
// Generated from the text of chapter 3 by WorkedExampleSuite: do not edit.
// `swift run workbook verify` writes it anew from the texts.
import Foundation
import Boxplot
import SampleData
import Testing

@Suite("Worked examples of chapter 3")
struct BoxplotWorkedExamples {
    // Chapters/03-Boxplot/DailySummary.swift:11
    @Test("Chapters/03-Boxplot/DailySummary.swift:11")
    func example1() throws {
        let summary = DailySummary(prices: [0.12, 0.08, 0.31, 0.10, 0.09, 0.20, 0.14, 0.11], date: .now)
        checkWorkedExample(
            summary?.low,
            "0.08",
            at: "Chapters/03-Boxplot/DailySummary.swift:12", expression: "summary?.low")
        checkWorkedExample(
            summary?.q1,
            "0.0975",
            at: "Chapters/03-Boxplot/DailySummary.swift:13", expression: "summary?.q1")
        checkWorkedExample(
            summary?.median,
            "0.115",
            at: "Chapters/03-Boxplot/DailySummary.swift:14", expression: "summary?.median")
        checkWorkedExample(
            summary?.q3,
            "0.155",
            at: "Chapters/03-Boxplot/DailySummary.swift:15", expression: "summary?.q3")
        checkWorkedExample(
            summary?.high,
            "0.31",
            at: "Chapters/03-Boxplot/DailySummary.swift:16", expression: "summary?.high")
        checkWorkedExample(
            summary?.average,
            "0.14375",
            at: "Chapters/03-Boxplot/DailySummary.swift:17", expression: "summary?.average")
        checkWorkedExample(
            DailySummary(prices: [], date: .now),
            "nil: no prices, nothing to summarise",
            at: "Chapters/03-Boxplot/DailySummary.swift:18", expression: "DailySummary(prices: [], date: .now)")
    }
    // Chapters/03-Boxplot/DayBox.swift:51
    @Test("Chapters/03-Boxplot/DayBox.swift:51")
    func example2() throws {
        checkWorkedExample(
            daySlot(index: 2, count: 60, in: CGRect(x: 40, y: 10, width: 600, height: 200)),
            "(x: 60, y: 10, width: 10, height: 200)",
            at: "Chapters/03-Boxplot/DayBox.swift:52", expression: "daySlot(index: 2, count: 60, in: CGRect(x: 40, y: 10, width: 600, height: 200))")
    }
    // Chapters/03-Boxplot/DayBox.swift:82
    @Test("Chapters/03-Boxplot/DayBox.swift:82")
    func example3() throws {
        let summary = DailySummary(date: .now, low: 0.08, q1: 0.10, median: 0.12, q3: 0.16, high: 0.31, average: 0.14)
        let slot = CGRect(x: 0, y: 0, width: 20, height: 200)
        let drawn = dayBox(for: summary, whiskers: 0.08...0.20, outliers: [0.31], periodRange: 0...0.40, in: slot)
        checkWorkedExample(
            drawn.box,
            "(x: 5, y: 132, width: 10, height: 25.5): q3 at 132, q1 at 157.5",
            at: "Chapters/03-Boxplot/DayBox.swift:85", expression: "drawn.box")
        checkWorkedExample(
            drawn.whiskerTop,
            "(x: 10, y: 115)",
            at: "Chapters/03-Boxplot/DayBox.swift:86", expression: "drawn.whiskerTop")
        checkWorkedExample(
            drawn.whiskerBottom,
            "(x: 10, y: 166)",
            at: "Chapters/03-Boxplot/DayBox.swift:87", expression: "drawn.whiskerBottom")
        checkWorkedExample(
            drawn.medianStart,
            "(x: 5, y: 149)",
            at: "Chapters/03-Boxplot/DayBox.swift:88", expression: "drawn.medianStart")
        checkWorkedExample(
            drawn.medianEnd,
            "(x: 15, y: 149)",
            at: "Chapters/03-Boxplot/DayBox.swift:89", expression: "drawn.medianEnd")
        checkWorkedExample(
            drawn.outliers,
            "[(x: 10, y: 68.25)]",
            at: "Chapters/03-Boxplot/DayBox.swift:90", expression: "drawn.outliers")
    }
    // Chapters/03-Boxplot/Fences.swift:10
    @Test("Chapters/03-Boxplot/Fences.swift:10")
    func example4() throws {
        checkWorkedExample(
            interquartileRange(ofSorted: [0.08, 0.09, 0.10, 0.11, 0.12, 0.14, 0.20, 0.31]),
            "0.0575, that is 0.155 - 0.0975",
            at: "Chapters/03-Boxplot/Fences.swift:11", expression: "interquartileRange(ofSorted: [0.08, 0.09, 0.10, 0.11, 0.12, 0.14, 0.20, 0.31])")
    }
    // Chapters/03-Boxplot/Fences.swift:25
    @Test("Chapters/03-Boxplot/Fences.swift:25")
    func example5() throws {
        checkWorkedExample(
            tukeyFences(ofSorted: [0.08, 0.09, 0.10, 0.11, 0.12, 0.14, 0.20, 0.31]),
            "0.01125...0.24125, that is 0.0975 - 1.5 × 0.0575 up to 0.155 + 1.5 × 0.0575",
            at: "Chapters/03-Boxplot/Fences.swift:26", expression: "tukeyFences(ofSorted: [0.08, 0.09, 0.10, 0.11, 0.12, 0.14, 0.20, 0.31])")
    }
    // Chapters/03-Boxplot/Percentile.swift:27
    @Test("Chapters/03-Boxplot/Percentile.swift:27")
    func example6() throws {
        let prices = [0.08, 0.09, 0.10, 0.11, 0.12, 0.14, 0.20, 0.31]
        checkWorkedExample(
            percentile(0.25, ofSorted: prices),
            "0.0975: position 1.75, so 0.09 + 0.75 × 0.01",
            at: "Chapters/03-Boxplot/Percentile.swift:28", expression: "percentile(0.25, ofSorted: prices)")
        checkWorkedExample(
            percentile(0.5, ofSorted: prices),
            "0.115: position 3.5, halfway from 0.11 to 0.12",
            at: "Chapters/03-Boxplot/Percentile.swift:29", expression: "percentile(0.5, ofSorted: prices)")
        checkWorkedExample(
            percentile(0, ofSorted: prices),
            "0.08, the smallest",
            at: "Chapters/03-Boxplot/Percentile.swift:30", expression: "percentile(0, ofSorted: prices)")
        checkWorkedExample(
            percentile(1, ofSorted: prices),
            "0.31, the largest",
            at: "Chapters/03-Boxplot/Percentile.swift:31", expression: "percentile(1, ofSorted: prices)")
    }
    // Chapters/03-Boxplot/PriceLevel.swift:40
    @Test("Chapters/03-Boxplot/PriceLevel.swift:40")
    func example7() throws {
        checkWorkedExample(
            levelThresholds(ofSorted: [0.08, 0.09, 0.10, 0.11, 0.12, 0.14, 0.20, 0.31]),
            "[0.094, 0.115, 0.176]",
            at: "Chapters/03-Boxplot/PriceLevel.swift:41", expression: "levelThresholds(ofSorted: [0.08, 0.09, 0.10, 0.11, 0.12, 0.14, 0.20, 0.31])")
    }
    // Chapters/03-Boxplot/PriceLevel.swift:55
    @Test("Chapters/03-Boxplot/PriceLevel.swift:55")
    func example8() throws {
        let thresholds = [0.094, 0.115, 0.176]
        checkWorkedExample(
            priceLevel(for: 0.09, thresholds: thresholds)?.rawValue,
            "\"cheap\"",
            at: "Chapters/03-Boxplot/PriceLevel.swift:56", expression: "priceLevel(for: 0.09, thresholds: thresholds)?.rawValue")
        checkWorkedExample(
            priceLevel(for: 0.115, thresholds: thresholds)?.rawValue,
            "\"moderate\": a threshold belongs below",
            at: "Chapters/03-Boxplot/PriceLevel.swift:57", expression: "priceLevel(for: 0.115, thresholds: thresholds)?.rawValue")
        checkWorkedExample(
            priceLevel(for: 0.31, thresholds: thresholds)?.rawValue,
            "\"peak\"",
            at: "Chapters/03-Boxplot/PriceLevel.swift:58", expression: "priceLevel(for: 0.31, thresholds: thresholds)?.rawValue")
    }
    // Chapters/03-Boxplot/PriceScale.swift:29
    @Test("Chapters/03-Boxplot/PriceScale.swift:29")
    func example9() throws {
        let rect = CGRect(x: 0, y: 0, width: 600, height: 200)
        checkWorkedExample(
            yPosition(forPrice: 0.40, periodRange: 0.05...0.40, in: rect),
            "30, 85% up",
            at: "Chapters/03-Boxplot/PriceScale.swift:30", expression: "yPosition(forPrice: 0.40, periodRange: 0.05...0.40, in: rect)")
        checkWorkedExample(
            yPosition(forPrice: 0.20, periodRange: 0.05...0.40, in: rect),
            "115, half of that",
            at: "Chapters/03-Boxplot/PriceScale.swift:31", expression: "yPosition(forPrice: 0.20, periodRange: 0.05...0.40, in: rect)")
        checkWorkedExample(
            yPosition(forPrice: 0, periodRange: -0.10...0.40, in: rect),
            "166, the baseline",
            at: "Chapters/03-Boxplot/PriceScale.swift:32", expression: "yPosition(forPrice: 0, periodRange: -0.10...0.40, in: rect)")
        checkWorkedExample(
            yPosition(forPrice: -0.10, periodRange: -0.10...0.40, in: rect),
            "200, the bottom",
            at: "Chapters/03-Boxplot/PriceScale.swift:33", expression: "yPosition(forPrice: -0.10, periodRange: -0.10...0.40, in: rect)")
        checkWorkedExample(
            yPosition(forPrice: 0, periodRange: -0.30...(-0.05), in: rect),
            "30: zero is on top",
            at: "Chapters/03-Boxplot/PriceScale.swift:34", expression: "yPosition(forPrice: 0, periodRange: -0.30...(-0.05), in: rect)")
    }
    // Chapters/03-Boxplot/Robustness.swift:16
    @Test("Chapters/03-Boxplot/Robustness.swift:16")
    func example10() throws {
        let before = [0.10, 0.11, 0.12, 0.30]
        let after = [0.10, 0.11, 0.12, 2.00]
        checkWorkedExample(
            centreShift(from: before, to: after),
            "(mean: 0.425, median: 0)",
            at: "Chapters/03-Boxplot/Robustness.swift:18", expression: "centreShift(from: before, to: after)")
    }
    // Chapters/03-Boxplot/Whiskers.swift:18
    @Test("Chapters/03-Boxplot/Whiskers.swift:18")
    func example11() throws {
        let prices = [0.08, 0.09, 0.10, 0.11, 0.12, 0.14, 0.20, 0.31]
        checkWorkedExample(
            whiskerEnds(ofSorted: prices),
            "0.08...0.20: 0.31 lies beyond the upper fence",
            at: "Chapters/03-Boxplot/Whiskers.swift:19", expression: "whiskerEnds(ofSorted: prices)")
        checkWorkedExample(
            outliers(ofSorted: prices),
            "[0.31]",
            at: "Chapters/03-Boxplot/Whiskers.swift:20", expression: "outliers(ofSorted: prices)")
    }
    // Chapters/03-Boxplot/Whiskers.swift:36
    @Test("Chapters/03-Boxplot/Whiskers.swift:36")
    func example12() throws {
        checkWorkedExample(
            outliers(ofSorted: [0.08, 0.09, 0.10, 0.11, 0.12, 0.14, 0.20, 0.31]),
            "[0.31]",
            at: "Chapters/03-Boxplot/Whiskers.swift:36", expression: "outliers(ofSorted: [0.08, 0.09, 0.10, 0.11, 0.12, 0.14, 0.20, 0.31])")
    }
    // Chapters/03-Boxplot/README.md:113
    @Test("Chapters/03-Boxplot/README.md:113")
    func example13() throws {
        let sorted = HourlyPriceDay.congestionSpike2026.prices.compactMap { $0 }.sorted()
        checkWorkedExample(
            percentile(0.25, ofSorted: sorted),
            "0.080, q1",
            at: "Chapters/03-Boxplot/README.md:114", expression: "percentile(0.25, ofSorted: sorted)")
        checkWorkedExample(
            percentile(0.5, ofSorted: sorted),
            "0.122, the median",
            at: "Chapters/03-Boxplot/README.md:115", expression: "percentile(0.5, ofSorted: sorted)")
        checkWorkedExample(
            percentile(0.75, ofSorted: sorted),
            "0.19775, q3",
            at: "Chapters/03-Boxplot/README.md:116", expression: "percentile(0.75, ofSorted: sorted)")
        do {  // Chapters/03-Boxplot/README.md:152
            let sorted = HourlyPriceDay.congestionSpike2026.prices.compactMap { $0 }.sorted()
            checkWorkedExample(
                interquartileRange(ofSorted: sorted),
                "0.11775",
                at: "Chapters/03-Boxplot/README.md:153", expression: "interquartileRange(ofSorted: sorted)")
            checkWorkedExample(
                tukeyFences(ofSorted: sorted),
                "-0.096625...0.374375",
                at: "Chapters/03-Boxplot/README.md:154", expression: "tukeyFences(ofSorted: sorted)")
            checkWorkedExample(
                whiskerEnds(ofSorted: sorted),
                "0.052...0.280",
                at: "Chapters/03-Boxplot/README.md:155", expression: "whiskerEnds(ofSorted: sorted)")
            checkWorkedExample(
                outliers(ofSorted: sorted),
                "[2.0]",
                at: "Chapters/03-Boxplot/README.md:156", expression: "outliers(ofSorted: sorted)")
            do {  // Chapters/03-Boxplot/README.md:176
                let after = HourlyPriceDay.congestionSpike2026.prices.compactMap { $0 }
                let before = after.map { $0 == 2.0 ? 0.280 : $0 }
                checkWorkedExample(
                    centreShift(from: before, to: after),
                    "(mean: 0.07166..., median: 0)",
                    at: "Chapters/03-Boxplot/README.md:178", expression: "centreShift(from: before, to: after)")
            }
        }
    }
}

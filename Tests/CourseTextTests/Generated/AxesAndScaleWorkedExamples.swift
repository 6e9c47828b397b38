// swift-format-ignore-file
// Generated from the text of chapter 5 by WorkedExampleSuite: do not edit.
// `swift run workbook verify` writes it anew from the texts.
import Foundation
import AxesAndScale
import SampleData
import Testing

@Suite("Worked examples of chapter 5")
struct AxesAndScaleWorkedExamples {
    // Chapters/05-AxesAndScale/AccessibilityValue.swift:17
    @Test("Chapters/05-AxesAndScale/AccessibilityValue.swift:17")
    func example1() throws {
        checkWorkedExample(
            accessibilityValue(for: 9.2, unit: "°C"),
            "\"9.2 degrees Celsius\"",
            at: "Chapters/05-AxesAndScale/AccessibilityValue.swift:17", expression: "accessibilityValue(for: 9.2, unit: \"°C\")")
        checkWorkedExample(
            accessibilityValue(for: 62.0, unit: "h"),
            "\"62 hours\"",
            at: "Chapters/05-AxesAndScale/AccessibilityValue.swift:18", expression: "accessibilityValue(for: 62.0, unit: \"h\")")
        checkWorkedExample(
            accessibilityValue(for: 1234.56, unit: "W"),
            "\"1234.6 watts\"",
            at: "Chapters/05-AxesAndScale/AccessibilityValue.swift:19", expression: "accessibilityValue(for: 1234.56, unit: \"W\")")
        checkWorkedExample(
            accessibilityValue(for: .nan, unit: "mm"),
            "\"no value\"",
            at: "Chapters/05-AxesAndScale/AccessibilityValue.swift:20", expression: "accessibilityValue(for: .nan, unit: \"mm\")")
    }
    // Chapters/05-AxesAndScale/AveragePerBucket.swift:18
    @Test("Chapters/05-AxesAndScale/AveragePerBucket.swift:18")
    func example2() throws {
        checkWorkedExample(
            averagePerBucket([1, 2, 3, 4, 5, 6], bucketCount: 3),
            "[1.5, 3.5, 5.5]",
            at: "Chapters/05-AxesAndScale/AveragePerBucket.swift:18", expression: "averagePerBucket([1, 2, 3, 4, 5, 6], bucketCount: 3)")
        checkWorkedExample(
            averagePerBucket([1, .nan, 3, 4], bucketCount: 2),
            "[1, 3.5]",
            at: "Chapters/05-AxesAndScale/AveragePerBucket.swift:19", expression: "averagePerBucket([1, .nan, 3, 4], bucketCount: 2)")
        checkWorkedExample(
            averagePerBucket([1, 2], bucketCount: 4).map(\.isNaN),
            "[true, false, true, false]",
            at: "Chapters/05-AxesAndScale/AveragePerBucket.swift:20", expression: "averagePerBucket([1, 2], bucketCount: 4).map(\\.isNaN)")
    }
    // Chapters/05-AxesAndScale/DateTicks.swift:31
    @Test("Chapters/05-AxesAndScale/DateTicks.swift:31")
    func example3() throws {
        let amsterdam = TimeZone(identifier: "Europe/Amsterdam")!
        let midnight = ISO8601DateFormatter().date(from: "2026-03-29T00:00:00+01:00")!
        let nextMidnight = midnight.addingTimeInterval(23 * 3600)
        checkWorkedExample(
            dateTicks(from: midnight, through: nextMidnight, every: .hours(1), in: amsterdam).count,
            "24: 00:00, 01:00, 03:00, ..., 23:00, and the next 00:00",
            at: "Chapters/05-AxesAndScale/DateTicks.swift:36", expression: "dateTicks(from: midnight, through: nextMidnight, every: .hours(1), in: amsterdam).count")
        let everyThird = dateTicks(from: midnight, through: nextMidnight, every: .hours(3), in: amsterdam)
        checkWorkedExample(
            everyThird.map { $0.timeIntervalSince(midnight) / 3600 },
            "[0, 2, 5, 8, 11, 14, 17, 20, 23]: hours after midnight, so 03:00, 06:00, ... on the clock",
            at: "Chapters/05-AxesAndScale/DateTicks.swift:39", expression: "everyThird.map { $0.timeIntervalSince(midnight) / 3600 }")
        let firstOfJanuary = ISO8601DateFormatter().date(from: "2026-01-01T00:00:00+01:00")!
        let endOfJanuary = ISO8601DateFormatter().date(from: "2026-01-31T23:59:59+01:00")!
        let mondays = dateTicks(from: firstOfJanuary, through: endOfJanuary, every: .weeks, in: amsterdam)
        checkWorkedExample(
            mondays.map { $0.timeIntervalSince(firstOfJanuary) / 86_400 },
            "[4, 11, 18, 25]: days after the 1st, so Monday 5, 12, 19 and 26 January",
            at: "Chapters/05-AxesAndScale/DateTicks.swift:44", expression: "mondays.map { $0.timeIntervalSince(firstOfJanuary) / 86_400 }")
    }
    // Chapters/05-AxesAndScale/LargestTriangleThreeBuckets.swift:32
    @Test("Chapters/05-AxesAndScale/LargestTriangleThreeBuckets.swift:32")
    func example4() throws {
        let points = [(0, 0), (1, 1), (2, 0), (3, 5), (4, 0)].map { CGPoint(x: $0, y: $1) }
        checkWorkedExample(
            largestTriangleThreeBuckets(points, threshold: 3),
            "[(x: 0, y: 0), (x: 3, y: 5), (x: 4, y: 0)]",
            at: "Chapters/05-AxesAndScale/LargestTriangleThreeBuckets.swift:34", expression: "largestTriangleThreeBuckets(points, threshold: 3)")
    }
    // Chapters/05-AxesAndScale/LargestVerticalDistance.swift:34
    @Test("Chapters/05-AxesAndScale/LargestVerticalDistance.swift:34")
    func example5() throws {
        let original = [(0, 10), (0.5, 30), (1, 20), (1.5, 20)].map { CGPoint(x: $0, y: $1) }
        let averaged = [(0.5, 20), (1.5, 20)].map { CGPoint(x: $0, y: $1) }
        checkWorkedExample(
            largestVerticalDistance(from: original, to: averaged),
            "10",
            at: "Chapters/05-AxesAndScale/LargestVerticalDistance.swift:36", expression: "largestVerticalDistance(from: original, to: averaged)")
        let steep = [(0, 0), (5, 50)].map { CGPoint(x: $0, y: $1) }
        let later = [(0.5, 0), (5.5, 50)].map { CGPoint(x: $0, y: $1) }
        checkWorkedExample(
            largestVerticalDistance(from: steep, to: later),
            "5",
            at: "Chapters/05-AxesAndScale/LargestVerticalDistance.swift:39", expression: "largestVerticalDistance(from: steep, to: later)")
    }
    // Chapters/05-AxesAndScale/MinMaxPerBucket.swift:15
    @Test("Chapters/05-AxesAndScale/MinMaxPerBucket.swift:15")
    func example6() throws {
        checkWorkedExample(
            minMaxPerBucket([3, 1, 2, 8, 5, 4], bucketCount: 2),
            "[1...3, 4...8]",
            at: "Chapters/05-AxesAndScale/MinMaxPerBucket.swift:15", expression: "minMaxPerBucket([3, 1, 2, 8, 5, 4], bucketCount: 2)")
        checkWorkedExample(
            minMaxPerBucket([.nan, .nan, 7], bucketCount: 3),
            "[nil, nil, 7...7]",
            at: "Chapters/05-AxesAndScale/MinMaxPerBucket.swift:16", expression: "minMaxPerBucket([.nan, .nan, 7], bucketCount: 3)")
    }
    // Chapters/05-AxesAndScale/NiceDomain.swift:20
    @Test("Chapters/05-AxesAndScale/NiceDomain.swift:20")
    func example7() throws {
        checkWorkedExample(
            niceDomain(0.132...0.876, count: 10),
            "0.1...0.9",
            at: "Chapters/05-AxesAndScale/NiceDomain.swift:20", expression: "niceDomain(0.132...0.876, count: 10)")
        checkWorkedExample(
            niceDomain(0.13...0.61, count: 5),
            "0.1...0.7",
            at: "Chapters/05-AxesAndScale/NiceDomain.swift:21", expression: "niceDomain(0.13...0.61, count: 5)")
        checkWorkedExample(
            niceDomain(0.132...0.876, count: 5),
            "0...1",
            at: "Chapters/05-AxesAndScale/NiceDomain.swift:22", expression: "niceDomain(0.132...0.876, count: 5)")
        checkWorkedExample(
            niceDomain(132...876, count: 100),
            "130...880",
            at: "Chapters/05-AxesAndScale/NiceDomain.swift:23", expression: "niceDomain(132...876, count: 100)")
        checkWorkedExample(
            niceDomain(4.1...21.5, count: 5),
            "0...25",
            at: "Chapters/05-AxesAndScale/NiceDomain.swift:24", expression: "niceDomain(4.1...21.5, count: 5)")
        checkWorkedExample(
            niceDomain(0...1.5, count: 5),
            "0...2: 0...1.6 first, whose step, 0.5, widens it again",
            at: "Chapters/05-AxesAndScale/NiceDomain.swift:25", expression: "niceDomain(0...1.5, count: 5)")
    }
    // Chapters/05-AxesAndScale/Pitch.swift:13
    @Test("Chapters/05-AxesAndScale/Pitch.swift:13")
    func example8() throws {
        checkWorkedExample(
            pitch(for: 0, minimum: 0, maximum: 10),
            "220",
            at: "Chapters/05-AxesAndScale/Pitch.swift:13", expression: "pitch(for: 0, minimum: 0, maximum: 10)")
        checkWorkedExample(
            pitch(for: 5, minimum: 0, maximum: 10),
            "440, not the 550 of a linear scale",
            at: "Chapters/05-AxesAndScale/Pitch.swift:14", expression: "pitch(for: 5, minimum: 0, maximum: 10)")
        checkWorkedExample(
            pitch(for: 10, minimum: 0, maximum: 10),
            "880",
            at: "Chapters/05-AxesAndScale/Pitch.swift:15", expression: "pitch(for: 10, minimum: 0, maximum: 10)")
    }
    // Chapters/05-AxesAndScale/TickLabel.swift:25
    @Test("Chapters/05-AxesAndScale/TickLabel.swift:25")
    func example9() throws {
        checkWorkedExample(
            tickLabel(for: 0.25, step: 0.25),
            "\"0.25\"",
            at: "Chapters/05-AxesAndScale/TickLabel.swift:25", expression: "tickLabel(for: 0.25, step: 0.25)")
        checkWorkedExample(
            tickLabel(for: 0.5, step: 0.25),
            "\"0.5\"",
            at: "Chapters/05-AxesAndScale/TickLabel.swift:26", expression: "tickLabel(for: 0.5, step: 0.25)")
        checkWorkedExample(
            tickLabel(for: 20, step: 10),
            "\"20\"",
            at: "Chapters/05-AxesAndScale/TickLabel.swift:27", expression: "tickLabel(for: 20, step: 10)")
        checkWorkedExample(
            tickLabel(for: 1500, step: 500),
            "\"1.5k\"",
            at: "Chapters/05-AxesAndScale/TickLabel.swift:28", expression: "tickLabel(for: 1500, step: 500)")
        checkWorkedExample(
            tickLabel(for: 2_000_000, step: 1_000_000),
            "\"2M\"",
            at: "Chapters/05-AxesAndScale/TickLabel.swift:29", expression: "tickLabel(for: 2_000_000, step: 1_000_000)")
        checkWorkedExample(
            tickLabel(for: -2_500_000, step: 500_000),
            "\"-2.5M\"",
            at: "Chapters/05-AxesAndScale/TickLabel.swift:30", expression: "tickLabel(for: -2_500_000, step: 500_000)")
        checkWorkedExample(
            tickLabel(for: 1_000_500, step: 500),
            "\"1.0005M\"",
            at: "Chapters/05-AxesAndScale/TickLabel.swift:31", expression: "tickLabel(for: 1_000_500, step: 500)")
        checkWorkedExample(
            tickLabel(for: -1000, step: 500),
            "\"-1k\"",
            at: "Chapters/05-AxesAndScale/TickLabel.swift:32", expression: "tickLabel(for: -1000, step: 500)")
        checkWorkedExample(
            tickLabel(for: 0.30000000000000004, step: 0.1),
            "\"0.3\"",
            at: "Chapters/05-AxesAndScale/TickLabel.swift:33", expression: "tickLabel(for: 0.30000000000000004, step: 0.1)")
        checkWorkedExample(
            tickLabel(for: 0.7, step: 0.7 - 0.6),
            "\"0.7\"",
            at: "Chapters/05-AxesAndScale/TickLabel.swift:34", expression: "tickLabel(for: 0.7, step: 0.7 - 0.6)")
    }
    // Chapters/05-AxesAndScale/TickValues.swift:28
    @Test("Chapters/05-AxesAndScale/TickValues.swift:28")
    func example10() throws {
        checkWorkedExample(
            tickValues(from: 0, to: 1, count: 5),
            "[0, 0.2, 0.4, 0.6, 0.8, 1]",
            at: "Chapters/05-AxesAndScale/TickValues.swift:28", expression: "tickValues(from: 0, to: 1, count: 5)")
        checkWorkedExample(
            tickValues(from: -10, to: 10, count: 5),
            "[-10, -5, 0, 5, 10]",
            at: "Chapters/05-AxesAndScale/TickValues.swift:29", expression: "tickValues(from: -10, to: 10, count: 5)")
        checkWorkedExample(
            tickValues(from: 10, to: 0, count: 5),
            "[10, 8, 6, 4, 2, 0]: descending",
            at: "Chapters/05-AxesAndScale/TickValues.swift:30", expression: "tickValues(from: 10, to: 0, count: 5)")
        checkWorkedExample(
            tickValues(from: 5, to: 5, count: 3),
            "[5]",
            at: "Chapters/05-AxesAndScale/TickValues.swift:31", expression: "tickValues(from: 5, to: 5, count: 3)")
        checkWorkedExample(
            tickValues(from: 0, to: 1, count: 0),
            "[]: so is a NaN or infinite bound",
            at: "Chapters/05-AxesAndScale/TickValues.swift:32", expression: "tickValues(from: 0, to: 1, count: 0)")
    }
    // Chapters/05-AxesAndScale/ToneSamples.swift:17
    @Test("Chapters/05-AxesAndScale/ToneSamples.swift:17")
    func example11() throws {
        let tone = toneSamples(for: 5, minimum: 0, maximum: 10, sampleRate: 8000, duration: 0.25)
        checkWorkedExample(
            tone.count,
            "2000 samples of a 440 Hz sine",
            at: "Chapters/05-AxesAndScale/ToneSamples.swift:18", expression: "tone.count")
        checkWorkedExample(
            Array(tone.prefix(3)),
            "[0, 0.1694, 0.3187]",
            at: "Chapters/05-AxesAndScale/ToneSamples.swift:19", expression: "Array(tone.prefix(3))")
    }
    // Chapters/05-AxesAndScale/README.md:103
    @Test("Chapters/05-AxesAndScale/README.md:103")
    func example12() throws {
        checkWorkedExample(
            3 * 0.1,
            "0.30000000000000004",
            at: "Chapters/05-AxesAndScale/README.md:103", expression: "3 * 0.1")
        checkWorkedExample(
            0.1 + 0.2,
            "0.30000000000000004",
            at: "Chapters/05-AxesAndScale/README.md:104", expression: "0.1 + 0.2")
        checkWorkedExample(
            3.0 / 10,
            "0.3, exactly the Double that \"0.3\" reads as",
            at: "Chapters/05-AxesAndScale/README.md:105", expression: "3.0 / 10")
    }
}

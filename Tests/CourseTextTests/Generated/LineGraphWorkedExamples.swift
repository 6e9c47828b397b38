// swift-format-ignore-file
// Generated from the text of chapter 1 by WorkedExampleSuite: do not edit.
// `swift run workbook verify` writes it anew from the texts.
import Foundation
import LineGraph
import SampleData
import Testing

@Suite("Worked examples of chapter 1")
struct LineGraphWorkedExamples {
    // Chapters/01-LineGraph/AreaPolygon.swift:15
    @Test("Chapters/01-LineGraph/AreaPolygon.swift:15")
    func example1() throws {
        checkWorkedExample(
            areaPolygon(for: [10, 30, 20], in: CGRect(x: 0, y: 0, width: 100, height: 50)),
            "[(x: 0, y: 50), (x: 50, y: 0), (x: 100, y: 25), (x: 100, y: 50), (x: 0, y: 50)]",
            at: "Chapters/01-LineGraph/AreaPolygon.swift:16", expression: "areaPolygon(for: [10, 30, 20], in: CGRect(x: 0, y: 0, width: 100, height: 50))")
    }
    // Chapters/01-LineGraph/GridLines.swift:16
    @Test("Chapters/01-LineGraph/GridLines.swift:16")
    func example2() throws {
        checkWorkedExample(
            gridLineValues(count: 5, minimum: 4.1, maximum: 21.5),
            "[21.5, 17.15, 12.8, 8.45, 4.1], give or take the rounding of Double arithmetic",
            at: "Chapters/01-LineGraph/GridLines.swift:17", expression: "gridLineValues(count: 5, minimum: 4.1, maximum: 21.5)")
        do {  // Chapters/01-LineGraph/GridLines.swift:21
            checkWorkedExample(
                gridLineValues(count: 1, minimum: 4.1, maximum: 21.5),
                "[21.5]",
                at: "Chapters/01-LineGraph/GridLines.swift:21", expression: "gridLineValues(count: 1, minimum: 4.1, maximum: 21.5)")
            checkWorkedExample(
                gridLineValues(count: 0, minimum: 4.1, maximum: 21.5),
                "[]",
                at: "Chapters/01-LineGraph/GridLines.swift:22", expression: "gridLineValues(count: 0, minimum: 4.1, maximum: 21.5)")
        }
    }
    // Chapters/01-LineGraph/LinePoints.swift:16
    @Test("Chapters/01-LineGraph/LinePoints.swift:16")
    func example3() throws {
        checkWorkedExample(
            linePoints(for: [10, 30, 20], in: CGRect(x: 0, y: 0, width: 100, height: 50)),
            "[(x: 0, y: 50), (x: 50, y: 0), (x: 100, y: 25)]",
            at: "Chapters/01-LineGraph/LinePoints.swift:17", expression: "linePoints(for: [10, 30, 20], in: CGRect(x: 0, y: 0, width: 100, height: 50))")
        do {  // Chapters/01-LineGraph/LinePoints.swift:26
            checkWorkedExample(
                linePoints(for: [1, .nan, 3], in: CGRect(x: 0, y: 0, width: 100, height: 50)).map { $0.y.isNaN },
                "[false, true, false]: the middle point has no y, a gap",
                at: "Chapters/01-LineGraph/LinePoints.swift:27", expression: "linePoints(for: [1, .nan, 3], in: CGRect(x: 0, y: 0, width: 100, height: 50)).map { $0.y.isNaN }")
        }
    }
    // Chapters/01-LineGraph/SelectedIndex.swift:21
    @Test("Chapters/01-LineGraph/SelectedIndex.swift:21")
    func example4() throws {
        let rect = CGRect(x: 48, y: 16, width: 300, height: 200)
        checkWorkedExample(
            selectedIndex(forTapAt: 130, count: 12, in: rect),
            "3: 82 / 27.27 ≈ 3.01, April",
            at: "Chapters/01-LineGraph/SelectedIndex.swift:22", expression: "selectedIndex(forTapAt: 130, count: 12, in: rect)")
        checkWorkedExample(
            selectedIndex(forTapAt: 150, count: 12, in: rect),
            "4: 3.74 rounds up to May",
            at: "Chapters/01-LineGraph/SelectedIndex.swift:23", expression: "selectedIndex(forTapAt: 150, count: 12, in: rect)")
        checkWorkedExample(
            selectedIndex(forTapAt: 10, count: 12, in: rect),
            "0: left of the chart",
            at: "Chapters/01-LineGraph/SelectedIndex.swift:24", expression: "selectedIndex(forTapAt: 10, count: 12, in: rect)")
        do {  // Chapters/01-LineGraph/SelectedIndex.swift:30
            let rect = CGRect(x: 48, y: 16, width: 300, height: 200)
            checkWorkedExample(
                selectedIndex(forTapAt: 500, count: 12, in: rect),
                "11: right of the chart, December",
                at: "Chapters/01-LineGraph/SelectedIndex.swift:31", expression: "selectedIndex(forTapAt: 500, count: 12, in: rect)")
            checkWorkedExample(
                selectedIndex(forTapAt: 100, count: 0, in: rect),
                "nil: nothing to select",
                at: "Chapters/01-LineGraph/SelectedIndex.swift:32", expression: "selectedIndex(forTapAt: 100, count: 0, in: rect)")
            checkWorkedExample(
                selectedIndex(forTapAt: 100, count: 1, in: rect),
                "0: the only point",
                at: "Chapters/01-LineGraph/SelectedIndex.swift:33", expression: "selectedIndex(forTapAt: 100, count: 1, in: rect)")
        }
    }
    // Chapters/01-LineGraph/Summary.swift:13
    @Test("Chapters/01-LineGraph/Summary.swift:13")
    func example5() throws {
        checkWorkedExample(
            summary(of: [68, 47, 62, 43, 55, 67, 78, 71, 80, 88, 82, 74]),
            "(minimum: 43, average: 67.9166..., maximum: 88)",
            at: "Chapters/01-LineGraph/Summary.swift:14", expression: "summary(of: [68, 47, 62, 43, 55, 67, 78, 71, 80, 88, 82, 74])")
        do {  // Chapters/01-LineGraph/Summary.swift:20
            checkWorkedExample(
                summary(of: [9, .nan, 3]),
                "(minimum: 3, average: 6, maximum: 9)",
                at: "Chapters/01-LineGraph/Summary.swift:20", expression: "summary(of: [9, .nan, 3])")
            checkWorkedExample(
                summary(of: [.nan]),
                "nil",
                at: "Chapters/01-LineGraph/Summary.swift:21", expression: "summary(of: [.nan])")
            checkWorkedExample(
                summary(of: []),
                "nil",
                at: "Chapters/01-LineGraph/Summary.swift:22", expression: "summary(of: [])")
        }
    }
    // Chapters/01-LineGraph/ValueRange.swift:14
    @Test("Chapters/01-LineGraph/ValueRange.swift:14")
    func example6() throws {
        checkWorkedExample(
            valueRange(of: [4.1, 5.8, 9.2, 13.4, 17.1, 19.8, 21.5, 21.2, 17.6, 12.9, 7.8, 4.3]),
            "4.1...21.5",
            at: "Chapters/01-LineGraph/ValueRange.swift:15", expression: "valueRange(of: [4.1, 5.8, 9.2, 13.4, 17.1, 19.8, 21.5, 21.2, 17.6, 12.9, 7.8, 4.3])")
        do {  // Chapters/01-LineGraph/ValueRange.swift:23
            checkWorkedExample(
                valueRange(of: []),
                "0...1",
                at: "Chapters/01-LineGraph/ValueRange.swift:23", expression: "valueRange(of: [])")
            checkWorkedExample(
                valueRange(of: [.nan, 4, 9]),
                "4...9",
                at: "Chapters/01-LineGraph/ValueRange.swift:24", expression: "valueRange(of: [.nan, 4, 9])")
            checkWorkedExample(
                valueRange(of: [12, .nan]),
                "12...12",
                at: "Chapters/01-LineGraph/ValueRange.swift:25", expression: "valueRange(of: [12, .nan])")
            checkWorkedExample(
                valueRange(of: [.nan]),
                "0...1",
                at: "Chapters/01-LineGraph/ValueRange.swift:26", expression: "valueRange(of: [.nan])")
        }
    }
    // Chapters/01-LineGraph/XAxisLabels.swift:14
    @Test("Chapters/01-LineGraph/XAxisLabels.swift:14")
    func example7() throws {
        checkWorkedExample(
            visibleLabelIndices(count: 3),
            "[0, 1, 2]",
            at: "Chapters/01-LineGraph/XAxisLabels.swift:14", expression: "visibleLabelIndices(count: 3)")
        checkWorkedExample(
            visibleLabelIndices(count: 12),
            "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], all twelve months",
            at: "Chapters/01-LineGraph/XAxisLabels.swift:15", expression: "visibleLabelIndices(count: 12)")
        checkWorkedExample(
            visibleLabelIndices(count: 15),
            "[0, 2, 4, 6, 8, 10, 12, 14]",
            at: "Chapters/01-LineGraph/XAxisLabels.swift:16", expression: "visibleLabelIndices(count: 15)")
        checkWorkedExample(
            visibleLabelIndices(count: 0),
            "[]",
            at: "Chapters/01-LineGraph/XAxisLabels.swift:17", expression: "visibleLabelIndices(count: 0)")
    }
    // Chapters/01-LineGraph/XPosition.swift:17
    @Test("Chapters/01-LineGraph/XPosition.swift:17")
    func example8() throws {
        let rect = CGRect(x: 48, y: 16, width: 300, height: 200)
        checkWorkedExample(
            xPosition(index: 0, count: 12, in: rect),
            "48, January on the left edge",
            at: "Chapters/01-LineGraph/XPosition.swift:18", expression: "xPosition(index: 0, count: 12, in: rect)")
        checkWorkedExample(
            xPosition(index: 3, count: 12, in: rect),
            "129.818..., April",
            at: "Chapters/01-LineGraph/XPosition.swift:19", expression: "xPosition(index: 3, count: 12, in: rect)")
        checkWorkedExample(
            xPosition(index: 11, count: 12, in: rect),
            "348, December on the right edge",
            at: "Chapters/01-LineGraph/XPosition.swift:20", expression: "xPosition(index: 11, count: 12, in: rect)")
    }
    // Chapters/01-LineGraph/YPosition.swift:23
    @Test("Chapters/01-LineGraph/YPosition.swift:23")
    func example9() throws {
        let rect = CGRect(x: 0, y: 0, width: 300, height: 200)
        checkWorkedExample(
            yPosition(for: 4.1, minimum: 4.1, maximum: 21.5, in: rect),
            "200, the bottom",
            at: "Chapters/01-LineGraph/YPosition.swift:24", expression: "yPosition(for: 4.1, minimum: 4.1, maximum: 21.5, in: rect)")
        checkWorkedExample(
            yPosition(for: 13.4, minimum: 4.1, maximum: 21.5, in: rect),
            "93.103...",
            at: "Chapters/01-LineGraph/YPosition.swift:25", expression: "yPosition(for: 13.4, minimum: 4.1, maximum: 21.5, in: rect)")
        checkWorkedExample(
            yPosition(for: 21.5, minimum: 4.1, maximum: 21.5, in: rect),
            "0, the top",
            at: "Chapters/01-LineGraph/YPosition.swift:26", expression: "yPosition(for: 21.5, minimum: 4.1, maximum: 21.5, in: rect)")
        do {  // Chapters/01-LineGraph/YPosition.swift:39
            let rect = CGRect(x: 0, y: 0, width: 300, height: 200)
            checkWorkedExample(
                yPosition(for: 7, minimum: 7, maximum: 7, in: rect),
                "100, the middle",
                at: "Chapters/01-LineGraph/YPosition.swift:40", expression: "yPosition(for: 7, minimum: 7, maximum: 7, in: rect)")
            checkWorkedExample(
                yPosition(for: .nan, minimum: 4.1, maximum: 21.5, in: rect).isNaN,
                "true, a gap",
                at: "Chapters/01-LineGraph/YPosition.swift:41", expression: "yPosition(for: .nan, minimum: 4.1, maximum: 21.5, in: rect).isNaN")
            checkWorkedExample(
                yPosition(for: .nan, minimum: 7, maximum: 7, in: rect).isNaN,
                "true, a gap too",
                at: "Chapters/01-LineGraph/YPosition.swift:42", expression: "yPosition(for: .nan, minimum: 7, maximum: 7, in: rect).isNaN")
        }
    }
    // Chapters/01-LineGraph/README.md:153
    @Test("Chapters/01-LineGraph/README.md:153")
    func example10() throws {
        let rect = CGRect(x: 48, y: 16, width: 300, height: 200)
        let temperatures = [4.1, 5.8, 9.2, 13.4, 17.1, 19.8, 21.5, 21.2, 17.6, 12.9, 7.8, 4.3]
        checkWorkedExample(
            valueRange(of: temperatures),
            "4.1...21.5",
            at: "Chapters/01-LineGraph/README.md:155", expression: "valueRange(of: temperatures)")
        checkWorkedExample(
            xPosition(index: 3, count: 12, in: rect),
            "129.818, April",
            at: "Chapters/01-LineGraph/README.md:156", expression: "xPosition(index: 3, count: 12, in: rect)")
        checkWorkedExample(
            yPosition(for: 13.4, minimum: 4.1, maximum: 21.5, in: rect),
            "109.103",
            at: "Chapters/01-LineGraph/README.md:157", expression: "yPosition(for: 13.4, minimum: 4.1, maximum: 21.5, in: rect)")
        checkWorkedExample(
            yPosition(for: 17.6, minimum: 4.1, maximum: 21.5, in: rect),
            "60.828, September",
            at: "Chapters/01-LineGraph/README.md:158", expression: "yPosition(for: 17.6, minimum: 4.1, maximum: 21.5, in: rect)")
        checkWorkedExample(
            linePoints(for: temperatures, in: rect)[11],
            "(x: 348, y: 213.701), December",
            at: "Chapters/01-LineGraph/README.md:159", expression: "linePoints(for: temperatures, in: rect)[11]")
        checkWorkedExample(
            Array(areaPolygon(for: temperatures, in: rect).suffix(2)),
            "[(x: 348, y: 216), (x: 48, y: 216)]",
            at: "Chapters/01-LineGraph/README.md:160", expression: "Array(areaPolygon(for: temperatures, in: rect).suffix(2))")
        checkWorkedExample(
            gridLineValues(count: 5, minimum: 4.1, maximum: 21.5),
            "[21.5, 17.15, 12.8, 8.45, 4.1]",
            at: "Chapters/01-LineGraph/README.md:161", expression: "gridLineValues(count: 5, minimum: 4.1, maximum: 21.5)")
        let lines = gridLineValues(count: 5, minimum: 4.1, maximum: 21.5)
        checkWorkedExample(
            lines.map { yPosition(for: $0, minimum: 4.1, maximum: 21.5, in: rect) },
            "[16, 66, 116, 166, 216]",
            at: "Chapters/01-LineGraph/README.md:163", expression: "lines.map { yPosition(for: $0, minimum: 4.1, maximum: 21.5, in: rect) }")
        checkWorkedExample(
            summary(of: temperatures),
            "(minimum: 4.1, average: 12.8917, maximum: 21.5)",
            at: "Chapters/01-LineGraph/README.md:164", expression: "summary(of: temperatures)")
        checkWorkedExample(
            selectedIndex(forTapAt: 130, count: 12, in: rect),
            "3, April",
            at: "Chapters/01-LineGraph/README.md:165", expression: "selectedIndex(forTapAt: 130, count: 12, in: rect)")
        checkWorkedExample(
            selectedIndex(forTapAt: 150, count: 12, in: rect),
            "4, May",
            at: "Chapters/01-LineGraph/README.md:166", expression: "selectedIndex(forTapAt: 150, count: 12, in: rect)")
        checkWorkedExample(
            selectedIndex(forTapAt: 10, count: 12, in: rect),
            "0, January",
            at: "Chapters/01-LineGraph/README.md:167", expression: "selectedIndex(forTapAt: 10, count: 12, in: rect)")
    }
}

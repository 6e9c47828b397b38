import Boxplot
import Course
import Foundation
import Renderer
import SampleData
import Testing
import ToolTestSupport

@testable import Previews

/// Chapter 3's README quotes figures that the preview shows: 4 November's card and how far
/// its dearest hour moves the mean and the median (`preview 3 --select 54`), and where the
/// scale puts zero and the €2.00 hour. Each is worked out here by the preview's own
/// computation (`BoxplotPreview.dearestHourShift`, the chapter's functions through
/// `BoxplotFunctions.chapter`) and looked for, word for word, in the README.
@Suite("Chapter 3's README quotes the preview's figures")
struct BoxplotReadmeFiguresTests {
    static let chapter = workbookCatalog.chapter(module: "Boxplot")!
    static let data = Dataset.sixtyDaysOfPrices
    static let days = BoxplotDay.days(of: data)
    static let functions = BoxplotFunctions.chapter

    /// The README with every run of spaces and line breaks made one space, so that a figure
    /// split over two lines, or set out in columns, is still found.
    static func readme() throws -> String {
        let url = workbookRoot.appendingPathComponent("Chapters/\(chapter.folder)/README.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// A number with `digits` decimals, as the README writes it.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// Checks that the README quotes `figure`, naming the figure and not the whole README
    /// when it does not.
    static func expectQuoted(_ figure: String, in readme: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if !readme.contains(figure) {
            Issue.record("the README does not say \"\(figure)\"", sourceLocation: sourceLocation)
        }
    }

    static func congestionDay() throws -> BoxplotDay {
        let day = try #require(days.count > 54 ? days[54] : nil, "the sixty days have a day 54")
        #expect(day.label == "2026-11-04", "day 54 of the sixty is 4 November, as the README says")
        return day
    }

    @Test("4 November is day 54, the one --select 54 shows")
    func dayNumber() throws {
        _ = try Self.congestionDay()
        let readme = try Self.readme()
        Self.expectQuoted("4 November is day 54", in: readme)
        Self.expectQuoted("preview 3 --select 54", in: readme)
    }

    @Test("the robust centre: the preview's footer line and the arithmetic under it")
    func robustCentre() throws {
        let day = try Self.congestionDay()
        let shift = try #require(BoxplotPreview.dearestHourShift(of: day))
        let moved = try #require(Self.functions.centreShift(shift.before, day.prices))
        let readme = try Self.readme()

        // The line the preview draws under the chart, as the README quotes it.
        let settings = PreviewSettings(
            size: TerminalSize(columns: 100, rows: 30), canvas: .braille, implementation: .reference, selection: 54)
        let text = BoxplotPreview().chart(of: Self.data, chapter: Self.chapter, settings: settings).chart.text(
            colors: .none)
        let footer =
            "11-04: dearest hour €\(Self.fixed(shift.from, 3)) → €\(Self.fixed(shift.to, 3)): "
            + "mean +€\(Self.fixed(moved.mean, 3)), median +€\(Self.fixed(moved.median, 3))"
        #expect(text.contains(footer), "the preview draws \(footer): \(text)")
        Self.expectQuoted(footer, in: readme)

        // The arithmetic in the README's words.
        let count = day.prices.count
        let (sumBefore, sumAfter) = (shift.before.reduce(0, +), day.prices.reduce(0, +))
        let figures = [
            "next dearest price, €\(Self.fixed(shift.from, 3))",
            "\(Self.fixed(sumBefore, 3)) / \(count) = \(Self.fixed(sumBefore / Double(count), 4))",
            "\(Self.fixed(sumAfter, 3)) / \(count) = \(Self.fixed(sumAfter / Double(count), 4))",
            "\(Self.fixed(sumAfter - sumBefore, 3)) / \(count) ≈ **€\(Self.fixed(moved.mean, 3))**",
            "stays at **\(Self.fixed(percentile(0.5, ofSorted: day.sorted), 3))**",
        ]
        for figure in figures {
            Self.expectQuoted(figure, in: readme)
        }
        #expect(moved.median == 0, "the median does not move")
        #expect((shift.to / shift.from).rounded() == 7, "the €2.00 is about seven times the next dearest hour")
        Self.expectQuoted("about seven times the next dearest hour", in: readme)
    }

    @Test("4 November's summary, as the card shows it")
    func summary() throws {
        let day = try Self.congestionDay()
        let summary = try #require(Self.functions.summary(day.prices, day.date))
        let line =
            "low \(Self.fixed(summary.low, 3)) q1 \(Self.fixed(summary.q1, 3)) median \(Self.fixed(summary.median, 3)) "
            + "q3 \(Self.fixed(summary.q3, 5)) high \(Self.fixed(summary.high, 3)) average \(Self.fixed(summary.average, 4))"
        let readme = try Self.readme()
        Self.expectQuoted(line, in: readme)
        let iqr = Self.functions.interquartileRange(day.sorted)
        Self.expectQuoted("`IQR = q3 - q1`, here \(Self.fixed(iqr, 5))", in: readme)
    }

    @Test("the scale: the period's lowest price, zero's height and the €2.00 hour's")
    func scale() throws {
        let prices = Self.days.flatMap(\.prices)
        let (lowest, highest) = try (#require(prices.min()), #require(prices.max()))
        let lowestIndex = try #require(Self.data.values.firstIndex(of: lowest))
        #expect(Self.data.labels[lowestIndex] == "2026-04-12 13:00", "the lowest price is at 13:00 on 12 April")
        let rect = CGRect(x: 0, y: 0, width: 600, height: 200)
        let zero = Self.functions.yPosition(0, lowest...highest, rect)
        let top = Self.functions.yPosition(highest, lowest...highest, rect)
        let readme = try Self.readme()
        let figures = [
            "lowest \(Self.fixed(lowest, 3)), at 13:00 on sunny Sunday 12 April; highest \(Self.fixed(highest, 2))",
            "zero sits \(Self.fixed(-lowest, 3)) / \(Self.fixed(highest - lowest, 3)) × 170 ≈ "
                + "\(Self.fixed(rect.maxY - zero, 1)) points above the bottom edge",
            "the €2.00 hour \(Self.fixed(top - rect.minY, 0)) points below the top",
        ]
        for figure in figures {
            Self.expectQuoted(figure, in: readme)
        }
    }
}

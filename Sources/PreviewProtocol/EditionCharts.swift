import Course
import Foundation
import Renderer

/// The charts whose reference answers the students' edition carries: what `preview
/// --compare` and `demo` can draw there without the solutions.
///
/// ```
/// EditionCharts.size(fitting: TerminalSize(columns: 132, rows: 43))   // 120 × 40
/// EditionCharts.variants(of: chapter).count   // datasets × choices of its options
/// ```
///
/// The reference's answers depend on the plot's rectangle, so they are recorded for a
/// lattice of chart sizes on each canvas; there, a compared or demo chart is drawn at the
/// largest of them that fits the terminal (or the `--width` and `--height` asked).
/// Options that take any value (`--now`, `--scroll`, `--drag`) are recorded at their
/// defaults, and at each value the READMEs give them (``QuotedChart``); options with a few
/// choices (`--whiskers`, `--method`) at each.
public enum EditionCharts {
    /// The widths recorded, in columns.
    public static let columns = [80, 120, 160]
    /// The heights recorded, in rows: a 24-row terminal keeps one for the prompt.
    public static let rows = [23, 40]
    /// Every canvas, so that `--canvas` and terminals without braille are served too.
    public static let canvases: [CanvasKind] = [.braille, .blocks, .ascii]

    /// The largest recorded size within `size`; `nil` when `size` is smaller than any.
    public static func size(fitting size: TerminalSize) -> TerminalSize? {
        guard let width = columns.last(where: { $0 <= size.columns }),
            let height = rows.last(where: { $0 <= size.rows })
        else {
            return nil
        }
        return TerminalSize(columns: width, rows: height)
    }

    /// The smallest recorded size, for the message when a terminal is smaller.
    public static var smallest: TerminalSize { TerminalSize(columns: columns[0], rows: rows[0]) }

    /// Every recorded size.
    public static var sizes: [TerminalSize] {
        columns.flatMap { width in rows.map { TerminalSize(columns: width, rows: $0) } }
    }

    /// One chart of a chapter that the edition records: a dataset and its options.
    public struct Variant: Codable, Hashable, Sendable {
        public var dataset: String
        public var chapterOptions: [String: String]

        public init(dataset: String, chapterOptions: [String: String]) {
            self.dataset = dataset
            self.chapterOptions = chapterOptions
        }
    }

    /// A chart that the READMEs ask for and the lattice of choices does not hold: a quoted
    /// command's dataset with an option that takes any value, such as `preview 2 --dataset
    /// fall-back --now 14:30`, or an option's value that a chapter's README gives in its
    /// text (`--scroll 2024-07-29`), on each of the chapter's datasets. A student adds
    /// `--compare` to what the text shows; the edition has those expected charts too.
    public struct QuotedChart: Codable, Hashable, Sendable {
        public var chapter: Int
        public var variant: Variant

        public init(chapter: Int, variant: Variant) {
            self.chapter = chapter
            self.variant = variant
        }
    }

    /// The quoted chart for a chart the READMEs ask for: `options` on `dataset` of
    /// `chapter` (its first when `nil`); none when every option chooses among a few values
    /// (the lattice holds each), or the dataset is not the chapter's.
    public static func quoted(chapter: Chapter, dataset: String?, options: [String: String]) -> QuotedChart? {
        let free = options.filter { chapter.previewOption($0.key)?.choices == nil }
        guard !free.isEmpty,
            let name = chapter.datasets.first(where: {
                $0.lowercased() == (dataset ?? chapter.datasets.first)?.lowercased()
            })
        else { return nil }
        // As the command gives them: an option left out is drawn at its default.
        return QuotedChart(chapter: chapter.number, variant: Variant(dataset: name, chapterOptions: options))
    }

    /// The charts that the text of `chapter`'s README (`markdown`) gives an option's value
    /// for: each value on each of the chapter's datasets.
    public static func quoted(in markdown: String, of chapter: Chapter) -> [QuotedChart] {
        QuotedCommands.optionValues(in: markdown, of: chapter).sorted { $0.key < $1.key }.flatMap { name, values in
            values.flatMap { value in
                chapter.datasets.compactMap { quoted(chapter: chapter, dataset: $0, options: [name: value]) }
            }
        }
    }

    /// ``variants(of:)``, then each of `quoted` that is `chapter`'s and not among them.
    public static func variants(of chapter: Chapter, quoted: [QuotedChart]) -> [Variant] {
        var all = variants(of: chapter)
        for chart in quoted where chart.chapter == chapter.number && !all.contains(chart.variant) {
            all.append(chart.variant)
        }
        return all
    }

    /// Each built-in dataset of `chapter`, with each combination of its options' choices
    /// (an option left out takes its default).
    public static func variants(of chapter: Chapter) -> [Variant] {
        var optionSets: [[String: String]] = [[:]]
        for option in chapter.previewOptions {
            guard let choices = option.choices else { continue }
            optionSets = optionSets.flatMap { set in choices.map { set.merging([option.name: $0]) { $1 } } }
        }
        return chapter.datasets.flatMap { dataset in optionSets.map { Variant(dataset: dataset, chapterOptions: $0) } }
    }
}

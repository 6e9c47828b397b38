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
/// defaults; options with a few choices (`--whiskers`, `--method`) at each.
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
    public struct Variant: Equatable, Sendable {
        public var dataset: String
        public var chapterOptions: [String: String]
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

import Course
import Foundation
import Renderer
import SampleData

/// One chapter's chart, declared part by part through the chapter's functions.
///
/// A chapter's preview says what to call and what each result draws; the shared
/// ``PreviewComposer`` does the rest: notes for unfinished parts, limits on wild output,
/// the tooltip, `--compare`, the footer and the next step.
///
/// ```
/// struct BarChartPreview: ChapterPreview {
///     let module = "BarChart"
///     func compose(_ chart: inout PreviewComposer, data: Dataset) {
///         let rect = chart.layout(yLabels: [], footerRows: 0)
///         let bars = chart.call("barRects(for:in:)", part: "bars") { barRects(for: data.values, in: rect) }
///         chart.compared("bars", noun: ComparedNoun("bar"), items: ...,
///                        marks: bars.value.map { .rectangle($0, color: .blue) })
///     }
/// }
/// ```
///
/// Adding a chapter's preview takes its own folder, `Sources/Previews/<Module>/`, and one
/// line in ``ChapterPreviews/all``.
protocol ChapterPreview: Sendable {
    associatedtype Functions: ChapterFunctions
    /// The chapter's module, as its description names it: "LineGraph".
    var module: String { get }
    /// The functions the chart is drawn through: the module's, or stand-ins.
    var functions: Functions { get set }
    /// Draws the chart of `data` into `chart`, part by part.
    func compose(_ chart: inout PreviewComposer, data: Dataset)
}

extension ChapterPreview {
    /// The chart of `data`, drawn for `chapter` as `settings` ask.
    func chart(of data: Dataset, chapter: Chapter, settings: PreviewSettings) -> PreviewResult {
        var composer = PreviewComposer(chapter: chapter, data: data, settings: settings)
        compose(&composer, data: data)
        return composer.finish()
    }

    /// The same chart, drawn from a student's recorded answers instead of any code.
    func answered(by answers: RecordedAnswers) -> Self {
        var preview = self
        preview.functions = .answered(by: answers)
        return preview
    }
}

/// A chapter's table of functions, which the chart calls through.
protocol ChapterFunctions: Sendable {
    /// The table whose every function looks its answer up in `answers`.
    static func answered(by answers: RecordedAnswers) -> Self
}

/// Whose functions draw the chart, and what the user asked to see.
struct PreviewSettings: Sendable {
    enum Implementation: Sendable {
        /// The code in Chapters/, as the student has left it.
        case student
        /// The reference solutions, as the demo shows them.
        case reference
    }

    /// Where `--compare` takes the expected parts from.
    enum Comparison: Sendable {
        /// No comparison.
        case none
        /// The reference's parts for a plot rectangle, drawn under the student's.
        case against(@Sendable (CGRect) throws -> ExpectedParts)
        /// This chart is the reference: keep its compared parts for the student's chart.
        case recording
    }

    var size: TerminalSize
    var canvas: CanvasKind
    /// Whether the chart is printed without colour (`NO_COLOR`, `--color never`, a pipe):
    /// then marks that only colour tells apart need glyphs of their own.
    var plain = false
    /// Whether the chart is drawn in `workbook explore`, where keys and the mouse act and
    /// the command line's options are no help.
    var interactive = false
    var implementation: Implementation = .student
    var comparison: Comparison = .none
    /// The plot's rectangle, when it must be the student chart's rather than this one's.
    var plotRect: CGRect?
    var selection: Int?
    /// A tap in pixel coordinates, handed to the student's hit-testing.
    var tap: CGPoint?
    /// The chapter's own options, as its description declares them: ["now": "14:30"].
    var chapterOptions: [String: String] = [:]
    /// Lay the chart out as the students' edition recorded its expected charts: the widest
    /// label margin and a footer row kept for each of the selection, a tap and the
    /// comparison, so that the plot's rectangle depends on the size and the canvas alone,
    /// never on the student's labels or options (see `EditionAnswers`).
    var recordedLayout = false

    /// Whether the chart compares the student's parts with the expected ones.
    var compares: Bool {
        if case .against = comparison { true } else { false }
    }
}

struct PreviewResult: Sendable {
    var chart: Chart
    var selection: Int?
    /// With ``PreviewSettings/Comparison/recording``: the parts to compare with.
    var expected: ExpectedParts = [:]
    /// The exercises whose parts are not drawn, because they are not written yet.
    var missing: [String] = []
}

/// Every chapter that has a preview: one line per chapter.
enum ChapterPreviews {
    static let all: [any ChapterPreview] = [
        LineGraphPreview(),
        BarChartPreview(),
        BoxplotPreview(),
        InteractivityPreview(),
        AxesAndScalePreview(),
    ]

    static func preview(ofModule module: String) -> (any ChapterPreview)? {
        all.first { $0.module == module }
    }
}

import Course
import Foundation
import Renderer

/// What the `workbook` tool asks the preview program to draw, and how.
///
/// The tool parses the user's command line and looks at the terminal; the preview
/// program, which is built with the student's code, receives the result as JSON:
///
/// ```
/// let request = PreviewRequest(mode: .preview, chapters: [chapter], size: TerminalSize(columns: 80, rows: 24))
/// let json = try request.encodedArgument()            // what the tool passes on
/// try PreviewRequest(decodingArgument: json) == request   // what the program reads
/// ```
///
/// The two programs are separate so that a chapter that does not compile cannot stop
/// the tool itself: the tool can still show the compiler's errors.
public struct PreviewRequest: Codable, Equatable, Sendable {
    public enum Mode: String, Codable, Sendable {
        /// One chapter's chart drawn through the student's functions.
        case preview
        /// Every chapter's chart drawn through the reference solutions.
        case demo
        /// One chapter's chart, with the selection moved by keys or the mouse.
        case explore
        /// The parts of one chapter's chart that `--compare` checks, as JSON on standard
        /// output, drawn by the reference solutions into ``plotRect``.
        case expected
        /// One line on standard output: which parts of one chapter's chart the student's
        /// code draws, for `watch`.
        case status
    }

    public var mode: Mode
    /// The chapter to draw, as its description says; every chapter for the demo.
    public var chapters: [Chapter]
    /// A built-in dataset by name; `nil` for the chapter's first.
    public var dataset: String?
    /// A CSV file of the user's own data, instead of a built-in dataset.
    public var csvPath: String?
    /// Overlay the reference solution's chart where the student's differs.
    public var compare: Bool
    /// The index of the selected data point.
    public var selection: Int?
    /// A simulated tap, in the chart's pixel coordinates.
    public var tap: CGPoint?
    /// The chart's size in character cells.
    public var columns: Int
    public var rows: Int
    /// Whether the user chose the size; if not, the explorer follows the window's size.
    public var sizeIsFixed: Bool
    public var canvas: CanvasKind
    public var colors: ColorMode
    /// Where to write the chart as SVG too.
    public var svgPath: String?
    /// The chapter's own options, by name: ["now": "14:30"].
    public var chapterOptions: [String: String]?
    /// For `--compare`: the preview program built from the reference solutions, which
    /// draws the expected parts.
    public var referenceProgram: String?
    /// For ``Mode/expected``: the plot's rectangle in the student's chart, so that the
    /// expected parts are drawn where the student's are.
    public var plotRect: CGRect?

    public init(
        mode: Mode, chapters: [Chapter], dataset: String? = nil, csvPath: String? = nil,
        compare: Bool = false, selection: Int? = nil, tap: CGPoint? = nil,
        size: TerminalSize, sizeIsFixed: Bool = false, canvas: CanvasKind = .braille, colors: ColorMode = .none,
        svgPath: String? = nil, chapterOptions: [String: String]? = nil,
        referenceProgram: String? = nil, plotRect: CGRect? = nil
    ) {
        self.mode = mode
        self.chapters = chapters
        self.dataset = dataset
        self.csvPath = csvPath
        self.compare = compare
        self.selection = selection
        self.tap = tap
        self.columns = size.columns
        self.rows = size.rows
        self.sizeIsFixed = sizeIsFixed
        self.canvas = canvas
        self.colors = colors
        self.svgPath = svgPath
        self.chapterOptions = chapterOptions
        self.referenceProgram = referenceProgram
        self.plotRect = plotRect
    }

    public var size: TerminalSize { TerminalSize(columns: columns, rows: rows) }

    /// The request as one command-line argument.
    public func encodedArgument() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    public init(decodingArgument argument: String) throws {
        self = try JSONDecoder().decode(PreviewRequest.self, from: Data(argument.utf8))
    }
}

import Foundation
import Renderer
import SampleData

/// One chapter's chart, drawn through the chapter's functions.
///
/// Adding a chapter's preview takes three steps: give the chapter a `...Functions`
/// struct that holds its functions as closures (`.student` and `.reference`), write a
/// type conforming to this protocol that draws the chart through them, and add an
/// instance to ``ChapterPreviews/all``. See `LineGraph/` for the pattern.
protocol ChapterPreview: Sendable {
    /// The chapter's number, as in `workbook preview 1`.
    var chapter: Int { get }
    /// The built-in datasets; the first is drawn unless the user picks another.
    var datasets: [Dataset] { get }
    /// The chart of `data` at `settings`, and the index it ended up selecting (after a
    /// tap, the student's hit-testing decides), for the explorer to move on from.
    func chart(of data: Dataset, settings: PreviewSettings) -> PreviewResult
}

/// Whose functions draw the chart, and what the user asked to see.
struct PreviewSettings: Sendable {
    enum Implementation: Sendable {
        /// The code in Chapters/, as the student has left it.
        case student
        /// The reference solutions, as the demo shows them.
        case reference
    }

    var size: TerminalSize
    var canvas: CanvasKind
    var implementation: Implementation = .student
    /// Overlay the reference where the student's chart differs.
    var compare = false
    var selection: Int?
    /// A tap in pixel coordinates, handed to the student's hit-testing.
    var tap: CGPoint?
}

struct PreviewResult: Sendable {
    var chart: Chart
    var selection: Int?
}

/// Every chapter that has a preview.
enum ChapterPreviews {
    static let all: [any ChapterPreview] = [
        LineGraphPreview(),
    ]

    static func preview(ofChapter number: Int) -> (any ChapterPreview)? {
        all.first { $0.chapter == number }
    }
}

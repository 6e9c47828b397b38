import Foundation
import SampleData

/// What the explorer keeps between inputs: the selection (`nil` for none) and the
/// chapter's own options, as `--scroll 2024-07-17` would set them.
struct ExplorerState: Equatable, Sendable {
    var selection: Int?
    var chapterOptions: [String: String]
}

/// A chapter preview that handles some of the explorer's input itself.
///
/// Without it the explorer does what chapter 1 needs: the arrows move the selection and a
/// click taps the chart. A preview that conforms may take an input first and keep its own
/// state in ``ExplorerState/chapterOptions``, which reach it as `chart.option(name)`. After a
/// click it keeps whatever selection the preview's hit-testing chose, `nil` included, so a
/// second tap can deselect.
///
/// ```
/// extension InteractivityPreview: ExplorerHandling {
///     func handle(_ input: ExplorerInput, state: inout ExplorerState, data: Dataset) -> Bool {
///         guard input == .next else { return false }
///         state.chapterOptions["scroll"] = "2024-07-22"
///         return true
///     }
/// }
/// ```
protocol ExplorerHandling: ChapterPreview {
    /// Handles `input` by changing `state`; `false` leaves the input to the explorer.
    func handle(_ input: ExplorerInput, state: inout ExplorerState, data: Dataset) -> Bool
    /// The help line under the chart.
    func explorerHelp(for data: Dataset, unicode: Bool) -> String
    /// Handles a drag with the left button from pixel `start` to `end`, where the terminal
    /// reports the button's release.
    func handleDrag(from start: CGPoint, to end: CGPoint, state: inout ExplorerState, data: Dataset)
}

extension ExplorerHandling {
    /// By default a drag does nothing more than its press, which was a click.
    func handleDrag(from start: CGPoint, to end: CGPoint, state: inout ExplorerState, data: Dataset) {}
}

import Course
import Foundation
import PreviewProtocol
import Renderer
import SampleData

/// An interactive chart: the arrow keys move the selection, Enter or Space clears it and
/// brings it back, a click selects through the chapter's hit-testing code, the tooltip
/// follows, and q leaves. A preview that is
/// ``ExplorerHandling`` may take inputs first (chapter 4 scrolls a week with the arrows)
/// and keeps the selection its code chose after a click, `nil` included.
///
/// The chart is redrawn whole after each input; at terminal sizes that takes well under
/// a millisecond, so there is no need for anything cleverer.
struct Explorer {
    let chapter: Chapter
    let preview: any ChapterPreview
    let dataset: Dataset
    let request: ChartRequest

    func run() throws(PreviewError) {
        let terminal = try RawTerminal()
        defer { terminal.restore() }
        let count = dataset.points.count
        let handler = preview as? any ExplorerHandling
        var state = ExplorerState(
            selection: request.selection ?? dataset.indexOfLargestValue ?? 0, chapterOptions: request.chapterOptions)
        var tap: CGPoint?
        // What Enter brings back after it cleared the selection.
        var remembered = state.selection
        // The cell of the last press, where a drag starts.
        var pressed: (column: Int, row: Int)?
        // The middle of a cell, in pixel coordinates.
        let (cellWidth, cellHeight) = request.drawing.canvas.pixelsPerCell
        let pixel = { (column: Int, row: Int) in
            CGPoint(
                x: CGFloat(column * cellWidth) + CGFloat(cellWidth - 1) / 2,
                y: CGFloat(row * cellHeight) + CGFloat(cellHeight - 1) / 2)
        }
        while true {
            // The window less the help line, unless the user fixed the size; the chart and
            // its help line must fit the window, or the screen would scroll.
            let window = TerminalSize.current()
            let size =
                request.drawing.sizeIsFixed
                ? request.drawing.size : TerminalSize(columns: window.columns, rows: window.rows - 1)
            let needed = TerminalSize(
                columns: max(size.columns, ChartLayout.minimumSize.columns),
                rows: max(size.rows, ChartLayout.minimumSize.rows) + 1)
            guard window.columns >= needed.columns, window.rows >= needed.rows else {
                terminal.write(
                    "\u{1B}[H\u{1B}[2JThe window has room for \(window.columns)x\(window.rows); the chart needs "
                        + "\(needed.columns)x\(needed.rows). Make it larger, or press q.")
                if ExplorerInput.parse(terminal.read()).contains(.quit) { return }
                continue
            }
            var settings = PreviewProgram.settings(for: request)
            settings.interactive = true
            settings.size = size
            settings.selection = state.selection
            settings.chapterOptions = state.chapterOptions
            settings.tap = tap
            let result = preview.chart(of: dataset, chapter: chapter, settings: settings)
            // The student's hit-testing chose; an index outside the data selects nothing new.
            // A preview that handles input keeps what its code chose, nil (deselected) too.
            if tap != nil, handler != nil {
                state.selection = result.selection.flatMap { dataset.points.indices.contains($0) ? $0 : nil }
            } else if tap != nil, let chosen = result.selection, dataset.points.indices.contains(chosen) {
                state.selection = chosen
            }
            tap = nil
            if let selection = state.selection { remembered = selection }
            // One row, or the screen would scroll.
            let help =
                (handler?.explorerHelp(for: dataset, unicode: request.drawing.canvas.usesUnicode)
                ?? Self.help(unicode: request.drawing.canvas.usesUnicode))
                .truncated(toColumns: window.columns, ellipsis: request.drawing.canvas.usesUnicode ? "…" : ".")
            terminal.write("\u{1B}[H\u{1B}[2J" + result.chart.text(colors: request.drawing.colors) + "\n" + help)
            let bytes = terminal.read()
            for input in ExplorerInput.parse(bytes) {
                if handler?.handle(input, state: &state, data: dataset) == true { continue }
                let selection = state.selection ?? 0
                switch input {
                case .quit: return
                case .previous: state.selection = max(0, selection - 1)
                case .next: state.selection = min(count - 1, selection + 1)
                case .first: state.selection = 0
                case .last: state.selection = count - 1
                case .toggle:
                    state.selection = state.selection == nil ? remembered ?? dataset.indexOfLargestValue ?? 0 : nil
                case .click(let column, let row):
                    tap = pixel(column, row)
                    pressed = (column, row)
                }
            }
            // A release away from the press ends a drag, for a preview that selects spans.
            for release in ExplorerInput.releases(in: bytes) {
                if let handler, let start = pressed, start != release {
                    handler.handleDrag(
                        from: pixel(start.column, start.row), to: pixel(release.column, release.row), state: &state,
                        data: dataset)
                }
                pressed = nil
            }
        }
    }

    /// The keys, under the chart.
    static func help(unicode: Bool) -> String {
        unicode
            ? "← → move · enter select/clear · click a point · q quit"
            : "<- -> move . enter select/clear . click a point . q quit"
    }
}

import Contracts
import Course
import Dispatch
import Foundation
import Platform
import PreviewProtocol
import Renderer
import Results
import Runner

/// `workbook watch [chapter]`: runs the chapter's tests each time one of its files is
/// saved, and shows the per-exercise table and the next thing to do on a cleared screen.
///
/// ```
/// $ swift run workbook watch 1
/// Chapter 1 · Line graph
///   ✔ 1.1 Value range   passed  4 tests
///   ✘ 1.2 Horizontal position   3 of 5 tests fail
///   ...
/// Watching Chapters/01-LineGraph/ · h hint · l list · p preview · q quit
/// ```
///
/// A save starts the tests at once: the system says when the chapter's folder changes
/// (``FolderEvents``), and the files' contents are compared then, and once a second in
/// case no events come, so any editor's way of saving counts. Ctrl-C or q quits, and the
/// terminal is left as it was found.
struct WatchCommand {
    let workspace: Workspace
    let style: Style
    let chapter: Chapter
    let output: Output

    func run() throws -> ExitCode {
        let isTerminal = isatty(STDIN_FILENO) == 1
        let saved = TerminalState.save()
        // Set by Ctrl-C, read by the loop.
        let stopped = LockedValue(false)
        // Ctrl-C comes as a signal while tests run: stop the loop instead of dying with
        // the terminal in its watch settings.
        signal(SIGINT, SIG_IGN)
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        interrupt.setEventHandler { stopped.withLock { $0 = true } }
        interrupt.resume()
        defer {
            interrupt.cancel()
            signal(SIGINT, SIG_DFL)
            saved?.restore()
        }
        if isTerminal {
            output.raw("\u{1B}[?1049h")
            // Keys one at a time, unechoed, and a read waits at most a tenth of a second.
            saved?.mode.readingKeys(waitTenths: 1).apply()
        }

        let results = ChapterResults(workspace: workspace)
        var changes = ChangeSource(
            folder: workspace.root.appendingPathComponent(WorkbookLayout.skeletonFolder(of: chapter)))
        var shown: UInt64?
        var quitByKey = false
        // The preview's status, worked out while the student reads the results.
        var status: BackgroundWork<String?>?
        defer { status?.cancel() }
        while !stopped.withLock({ $0 }), !quitByKey {
            let fingerprint = results.fingerprint(of: chapter)
            if fingerprint != shown {
                if shown != nil { changes.noteChange() }
                shown = fingerprint
                status?.cancel()
                try showResults(changes: changes)
                status = previewStatus()
            }
            if let outcome = status?.outcome {
                // A build or program that failed has no word; the results say why.
                if case .success(let line?) = outcome { showStatus(line) }
                status = nil
            }
            // Until something changes, a key is pressed, or a second has gone by (then the
            // files are compared anyway, in case the system's events never come); while
            // the status is on its way, a tenth of a second, to show it when it comes.
            let wake = changes.wait(upTo: status == nil ? 1 : 0.1, keys: isTerminal)
            if case .key = wake {
                status?.cancel()
                status = nil
            }
            switch wake {
            case .changed, .timeout:
                continue
            case .key(let byte):
                switch WatchKey(byte: byte) {
                case .quit: quitByKey = true
                case .hint:
                    clearScreen()
                    let next =
                        results.savedResults(for: chapter).flatMap(ResultText.next(in:))?.id
                        ?? chapter.exercises.first?.id
                    if let next {
                        _ = try HintCommand(
                            workspace: workspace, style: style, exercise: next, chapter: chapter, output: output
                        ).run()
                    }
                    footer("Press any other key to see the results again.")
                case .list:
                    clearScreen()
                    _ = try ListCommand(workspace: workspace, style: style, output: output).run()
                    footer("Press any other key to see the results again.")
                case .preview:
                    clearScreen()
                    var request = ChartRequest(chapter: chapter)
                    request.options.height = max(10, TerminalSize.current().rows - 4)
                    _ = try ChartCommand(workspace: workspace, style: style, kind: .preview(request), output: output)
                        .run()
                    footer("Press any other key to see the results again.")
                case nil:
                    try showResults(changes: changes)
                    status = previewStatus()
                }
            }
        }
        return stopped.withLock { $0 } ? .interrupted : .success
    }

    /// The first chapter whose saved results are not all passing, or the first chapter.
    static func chapterToDo(in workspace: Workspace) -> Chapter? {
        let results = ChapterResults(workspace: workspace)
        return workspace.catalog.chapters.first { chapter in
            results.savedResults(for: chapter).map { $0.contains { $0.status != .passed } } ?? true
        } ?? workspace.catalog.chapters.first
    }

    private func showResults(changes: ChangeSource) throws {
        clearScreen()
        _ = try TestCommand(workspace: workspace, style: style, selection: .chapter(chapter), output: output).run()
        if let fallback = changes.fallback {
            output.line(style.paint("Checking the files once a second: \(fallback).", .yellow))
        }
        footer("Watching \(WorkbookLayout.skeletonFolder(of: chapter))/ for changes.")
    }

    /// Starts working out the preview's word, which takes its own build, on another
    /// thread: the results are already on the screen, and a save stops it.
    private func previewStatus() -> BackgroundWork<String?> {
        let root = workspace.root
        let style = style
        let chapter = chapter
        return BackgroundWork { stop in
            var preview = ChartCommand(
                workspace: Workspace(root: root), style: style, kind: .preview(ChartRequest(chapter: chapter)),
                output: Output { _ in })
            preview.stop = stop
            return try preview.previewStatus()
        }
    }

    /// The preview's word, under the footer.
    private func showStatus(_ line: String) {
        let width = max(40, TerminalSize.current().columns - 1)
        output.lines(wrapped(line, width: width, continuationIndent: 2).map { style.paint($0, .gray) })
    }

    private func footer(_ text: String) {
        output.line(style.paint(text + "  " + WatchKey.legend(unicode: style.unicode), .gray))
    }

    private func clearScreen() {
        output.raw("\u{1B}[H\u{1B}[2J")
    }
}

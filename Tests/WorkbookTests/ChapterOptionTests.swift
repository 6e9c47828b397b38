import Course
import PreviewProtocol
import Testing
import ToolTestSupport

@testable import Results
@testable import WorkbookCommands

@Suite("Options that a chapter declares for its preview")
struct ChapterOptionTests {
    /// Chapter 1 as it is, and two chapters with options of their own.
    static let catalog = ChapterCatalog(
        chapters: workbookCatalog.chapters.filter { $0.number == 1 } + [
            Chapter(
                number: 8, slug: "bars", title: "Bars", module: "Bars", exercises: [], datasets: ["temperature"],
                previewOptions: [.init(name: "now", value: "time", help: "The hour to highlight.")], folder: "08-Bars"),
            Chapter(
                number: 9, slug: "boxes", title: "Boxes", module: "Boxes", exercises: [], datasets: ["temperature"],
                previewOptions: [
                    .init(
                        name: "whiskers", value: "mode", help: "How far whiskers reach.", choices: ["tukey", "range"])
                ],
                folder: "09-Boxes"),
        ])

    private func request(_ arguments: [String]) throws -> ChartRequest? {
        let command = try parse(arguments, catalog: Self.catalog).command.value
        return (command as? PreviewSubcommand)?.request ?? (command as? ExploreSubcommand)?.request
    }

    @Test(
        "a chapter's option reaches its request, with or without '='",
        arguments: [
            (["preview", "8", "--now", "14:30"], ["now": "14:30"]),
            (["explore", "bars", "--now=2026-03-29T02:30"], ["now": "2026-03-29T02:30"]),
            (["preview", "--whiskers", "range", "9"], ["whiskers": "range"]),
            (["preview", "8"], [:]),
        ])
    func reachesRequest(arguments: [String], options: [String: String]) throws {
        #expect(try request(arguments)?.chapterOptions == options)
    }

    @Test(
        "a chapter's option is a usage error where it does not belong",
        arguments: [
            (
                ["preview", "1", "--now", "14:30"],
                UsageError("Chapter 1 has no option --now; it belongs to chapter 8.", subcommand: .preview)
            ),
            (
                ["preview", "9", "--whiskers", "box"],
                UsageError("--whiskers takes 'tukey' or 'range', not 'box'.", subcommand: .preview)
            ),
            (
                ["test", "8", "--now", "14:30"],
                UsageError(
                    "'test' has no option --now; it belongs to 'preview' and 'explore' of chapter 8.", subcommand: .test
                )
            ),
            (["preview", "8", "--now"], UsageError("--now needs a value.", subcommand: .preview)),
            (["preview", "8", "--later", "1"], UsageError("Unknown option '--later'.", subcommand: .preview)),
        ])
    func misplaced(arguments: [String], expected: UsageError) throws {
        let error = try #require(throws: UsageError.self) { try parse(arguments, catalog: Self.catalog) }
        #expect(error == expected)
    }

    @Test("the preview's help lists each chapter's options with their chapter")
    func help() {
        let text = Help.text(for: .preview, catalog: Self.catalog)
        #expect(text.contains("  --now <time>            Chapter 8: The hour to highlight."), "\(text)")
        #expect(
            text.contains(
                "  --whiskers <mode>       Chapter 9: How far whiskers reach. One of: tukey,\n"
                    + String(repeating: " ", count: 26) + "range."), "a long entry wraps under its text: \(text)")
    }
}

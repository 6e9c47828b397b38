import Course
import Foundation
import PreviewProtocol
import Testing
import ToolTestSupport

@testable import Previews

@Suite("The READMEs' commands")
struct QuotedCommandsTests {
    @Test("found in code blocks and inline code, a comment and quotes read as the shell reads them")
    func found() {
        let markdown = """
            Run `swift run workbook test 1.2` first, then
            `swift run workbook
            preview 1` (a span across a line).

               ```sh
               swift run workbook preview 2 --now "2026-03-29 03:15" --compare   # the "spring" day
               $ swift run workbook hint 1.3
               swift build
               ```

            `swift test` is not ours, and `--scroll 2024-07-29` is an option.
            """
        let commands = QuotedCommands.found(in: markdown, file: "README.md")
        #expect(
            commands == [
                QuotedCommand(
                    file: "README.md", line: 1, text: "swift run workbook test 1.2", arguments: ["test", "1.2"]),
                QuotedCommand(
                    file: "README.md", line: 2, text: "swift run workbook preview 1", arguments: ["preview", "1"]),
                QuotedCommand(
                    file: "README.md", line: 6,
                    text: "swift run workbook preview 2 --now \"2026-03-29 03:15\" --compare",
                    arguments: ["preview", "2", "--now", "2026-03-29 03:15", "--compare"]),
                QuotedCommand(
                    file: "README.md", line: 7, text: "swift run workbook hint 1.3", arguments: ["hint", "1.3"]),
            ], "\(commands)")
        #expect(QuotedCommands.shellWords("a 'b c' \"d\\\"e\" f\\ g # h") == ["a", "b c", "d\"e", "f g"])
        #expect(QuotedCommands.shellWords("open \"quote") == nil)
    }

    @Test("each README of the workbook quotes its commands, without a comment left in their arguments")
    func workbookReadmes() {
        let commands = QuotedCommands.all(in: workbookRoot, chapters: workbookCatalog.chapters)
        for readme in QuotedCommands.readmes(of: workbookCatalog.chapters) {
            #expect(commands.contains { $0.file == readme }, "\(readme) quotes no command")
        }
        for command in commands {
            #expect(!command.arguments.contains { $0.hasPrefix("#") }, "\(command)")
        }
    }

    @Test("a quoted option that takes any value is recorded on its dataset; a choice is in the lattice already")
    func quotedCharts() throws {
        let bars = barChart
        let fallBack = try #require(
            EditionCharts.quoted(chapter: bars, dataset: "fall-back", options: ["now": "14:30"]))
        #expect(
            fallBack
                == EditionCharts.QuotedChart(
                    chapter: bars.number,
                    variant: EditionCharts.Variant(dataset: "fall-back", chapterOptions: ["now": "14:30"])))
        #expect(EditionCharts.quoted(chapter: bars, dataset: nil, options: [:]) == nil)
        let boxplot = try #require(workbookCatalog.chapter(module: "Boxplot"))
        #expect(EditionCharts.quoted(chapter: boxplot, dataset: "spring-2026", options: ["whiskers": "range"]) == nil)

        let interactivity = try #require(workbookCatalog.chapter(module: "Interactivity"))
        let charts = EditionCharts.quoted(
            in: "`steps` draws seven days: `--scroll\n2024-07-29` scrolls; `--drag x1,x2` drags.", of: interactivity)
        #expect(
            charts.map(\.variant)
                == interactivity.datasets.map {
                    EditionCharts.Variant(dataset: $0, chapterOptions: ["scroll": "2024-07-29"])
                }, "the placeholder x1,x2 is no value: \(charts)")

        // Recorded beside the lattice, once.
        let quoted = [fallBack, fallBack]
        let variants = EditionCharts.variants(of: bars, quoted: quoted)
        #expect(variants.count == EditionCharts.variants(of: bars).count + 1)
        #expect(
            EditionAnswers.recordedSettings(of: bars, quoted: quoted).count
                > EditionAnswers.recordedSettings(of: bars).count)
    }
}

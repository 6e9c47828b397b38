import Foundation
import Testing
import ToolTestSupport
@testable import Results
@testable import WorkbookCommands

@Suite("Help texts")
struct HelpTests {
    /// The tool itself (`nil`) and each subcommand.
    static let topics: [Subcommand?] = [nil] + Subcommand.allCases.map(Optional.some)

    @Test("every help text has an OVERVIEW, then a USAGE line with the subcommand's usage", arguments: topics)
    func sections(topic: Subcommand?) throws {
        let text = Help.text(for: topic)
        let overview = try #require(text.range(of: "OVERVIEW: "), "the help starts by saying what the command is for")
        let usage = try #require(text.range(of: "USAGE: " + Help.usage(of: topic)), "the help shows the usage line")
        #expect(text.hasPrefix("OVERVIEW: "), "OVERVIEW is the first section")
        #expect(overview.upperBound <= usage.lowerBound, "OVERVIEW comes before USAGE")
    }

    @Test("commands that print results document --color, --ascii and --help", arguments: [
        Subcommand?.none, .list, .test, .verify, .grade,
    ])
    func outputOptions(topic: Subcommand?) {
        let text = Help.text(for: topic)
        #expect(text.contains("OPTIONS:"))
        for option in ["--color <when>", "--ascii", "-h, --help"] {
            #expect(text.contains("\n  " + option), "'\(option)' is listed, indented like the other options")
        }
    }

    @Test("each usage line starts with 'workbook' and names its subcommand", arguments: Subcommand.allCases)
    func usageLines(subcommand: Subcommand) {
        #expect(Help.usage(of: subcommand).hasPrefix("workbook \(subcommand.rawValue)"))
    }

    @Test("the tool's help lists every subcommand and every chapter")
    func toolHelp() {
        let text = Help.text(for: nil)
        #expect(text.contains("SUBCOMMANDS:"))
        for subcommand in Subcommand.allCases {
            #expect(text.contains("\n  \(subcommand.rawValue)"), "'\(subcommand.rawValue)' is among the subcommands")
        }
        for chapter in workbookCatalog.chapters {
            #expect(text.contains("\(chapter.number) \(chapter.slug)"), "chapter \(chapter.number) is named")
        }
    }

    @Test("'help test' explains the chapter and exercise arguments with examples")
    func testHelp() {
        let text = Help.text(for: .test)
        #expect(text.contains("ARGUMENTS:"))
        #expect(text.contains("<chapter>") && text.contains("<exercise>"))
        #expect(text.contains("swift run workbook test 1.3"), "an example shows how to check one exercise")
    }

    @Test("'help help' names the subcommands it can explain")
    func helpHelp() {
        let text = Help.text(for: .help).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text.contains("One of: list, test, watch, hint, reset, preview, explore, demo, bench, verify, grade, help."), "\(text)")
    }

    @Test("no line of help is wider than 100 columns", arguments: topics)
    func lineWidth(topic: Subcommand?) {
        let tooWide = Help.text(for: topic).split(separator: "\n").filter { $0.count > 100 }
        #expect(tooWide.isEmpty, "lines too wide for a terminal: \(tooWide)")
    }

    @Test("the tool's help lists every subcommand's exit codes, and each code's meaning")
    func exitCodes() {
        let text = Help.text(for: nil)
        #expect(text.contains("EXIT CODES BY SUBCOMMAND:"))
        for subcommand in Subcommand.allCases {
            let line = "\n  " + subcommand.rawValue.padding(toLength: 24, withPad: " ", startingAt: 0)
                + subcommand.exitCodes.map { String($0.rawValue) }.joined(separator: ", ")
            #expect(text.contains(line), "'\(subcommand.rawValue)' lists its exit codes")
        }
        #expect(Subcommand.grade.exitCodes.contains(.success) && Subcommand.grade.exitCodes.contains(.failure))
    }

    @Test("'help grade' explains the formats, --output, the schema and when it exits non-zero")
    func gradeHelp() {
        let text = Help.text(for: .grade)
        for part in ["--format <format>", "junit", "--output <file>", "results.schema.json", "EXIT CODES:", "whatever the scores"] {
            #expect(text.contains(part), "'help grade' mentions \(part)")
        }
    }

    @Test("'help reset' says where the backup goes and that it asks; 'help hint' that hints come one at a time")
    func studentHelp() {
        #expect(Help.text(for: .reset).contains("Chapters/.backups/") && Help.text(for: .reset).contains("--yes"))
        #expect(Help.text(for: .hint).contains("gentlest") && Help.text(for: .hint).contains("hints.json"))
    }
}

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

    @Test(
        "commands that print results document --color, --ascii and --help",
        arguments: [
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
        let text = Help.text(for: .help).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(
            separator: " ")
        #expect(
            text.contains(
                "One of: list, test, watch, hint, reset, doctor, preview, explore, demo, bench, verify, grade, autograder, edition, help."
            ), "\(text)")
    }

    @Test("no line of help is wider than 100 columns", arguments: topics)
    func lineWidth(topic: Subcommand?) {
        let tooWide = Help.text(for: topic).split(separator: "\n").filter { $0.count > 100 }
        #expect(tooWide.isEmpty, "lines too wide for a terminal: \(tooWide)")
    }

    /// The codes each subcommand can end with, read off its `run()` and ``Workbook/main(_:)``.
    static let expectedExitCodes: [Subcommand: String] = [
        .list: "0, 64", .test: "0, 1, 64", .watch: "0, 64, 130", .hint: "0, 64", .reset: "0, 1, 64",
        .doctor: "0, 1, 64",
        .preview: "0, 1, 64, 65, 70, 130", .explore: "0, 1, 64, 65, 70, 130", .demo: "0, 1, 64, 130",
        .bench: "0, 1, 64", .verify: "0, 1, 64", .grade: "0, 1, 64", .autograder: "0, 1, 64", .edition: "0, 1, 64",
        .help: "0, 64",
    ]

    @Test(
        "the tool's help lists each subcommand's exit codes, and each subcommand's help the same codes with their meaning",
        arguments: Subcommand.allCases)
    func exitCodes(subcommand: Subcommand) throws {
        let table = try #require(Self.section("EXIT CODES BY SUBCOMMAND", of: Help.text(for: nil)))
        let row = table.first { $0.hasPrefix("  \(subcommand.rawValue) ") }
        #expect(
            row?.split(separator: " ", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
                == Self.expectedExitCodes[subcommand],
            "\(String(describing: row))")
        let own = try #require(
            Self.section("EXIT CODES", of: Help.text(for: subcommand)), "'help \(subcommand.rawValue)' has EXIT CODES")
        let codes = own.compactMap { line in line.hasPrefix("  ") ? Int32(line.split(separator: " ").first ?? "") : nil
        }
        #expect(codes.map(String.init).joined(separator: ", ") == Self.expectedExitCodes[subcommand])
        #expect(own.allSatisfy { $0.count > 26 }, "each code says what it means: \(own)")
    }

    @Test("the tool's help explains every exit code")
    func exitCodeMeanings() throws {
        let lines = try #require(Self.section("EXIT CODES", of: Help.text(for: nil)))
        let described = lines.compactMap { line in Int32(line.split(separator: " ").first ?? "") }
        #expect(described == [0, 1, 64, 65, 70, 130])
    }

    @Test("'help verify' names the seven checks verify makes")
    func verifyHelp() {
        let text = Help.text(for: .verify).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
        for check in [
            "chapter.json agrees with its files", "at least two hints",
            "suites are the exercises its description lists",
            "the tool's own tests pass", "fails with \"Not implemented yet\"",
            "caught by a failing test whose message names it",
            "the first one `workbook test <exercise>` explains", "every mistake a test names", "exists as code",
        ] {
            #expect(text.contains(check), "'help verify' says: \(check)")
        }
    }

    /// The lines of the section `title` of a help text, up to the next blank line; `nil`
    /// when there is no such section.
    static func section(_ title: String, of text: String) -> [String]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: title + ":") else { return nil }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    @Test("'help grade' explains the formats, --output, the schema and when it exits non-zero")
    func gradeHelp() {
        let text = Help.text(for: .grade)
        for part in [
            "--format <format>", "junit", "--output <file>", "results.schema.json", "EXIT CODES:",
            "whatever the scores",
        ] {
            #expect(text.contains(part), "'help grade' mentions \(part)")
        }
    }

    @Test("'help reset' says where the backup goes and that it asks; 'help hint' that hints come one at a time")
    func studentHelp() {
        #expect(Help.text(for: .reset).contains("Chapters/.backups/") && Help.text(for: .reset).contains("--yes"))
        #expect(Help.text(for: .hint).contains("gentlest") && Help.text(for: .hint).contains("hints.json"))
    }
}

import Course
import Testing
import ToolTestSupport

@testable import WorkbookCommands

/// `workbook help <subcommand>` lists exactly the options that the subcommand accepts.
///
/// What is accepted is found by parsing, one option at a time, and what is listed by
/// reading the help's OPTIONS section as a user does: neither side reads the declarations.
@Suite("Help and parser agree on every subcommand's options")
struct HelpAgreementTests {
    /// Every option that any help names, the parser's own spellings, and the options the
    /// tool has had, so that an option the parser takes but no help names is tried too.
    static var candidates: Set<String> {
        let named = ([nil] + Subcommand.allCases.map(Optional.some)).flatMap { optionWords(in: Help.text(for: $0)) }
        let spelled = Subcommand.allCases.flatMap { $0.spec(in: workbookCatalog).allOptions.flatMap(\.spellings) }
        let known = [
            "--help", "-h", "--color", "--colour", "--ascii", "--dataset", "--csv", "--compare", "--select", "--tap",
            "--width", "--height", "--canvas", "--svg", "--format", "--output", "--no-sandbox", "--yes", "-y",
            "--verbose", "--quiet", "--version", "-v", "-q", "--all", "--force", "-f", "--json", "--chapter",
        ]
        let chapterOptions = workbookCatalog.chapters.flatMap(\.previewOptions).map { "--" + $0.name }
        return Set(named + spelled + known + chapterOptions)
    }

    /// The `--word` and `-x` tokens of a text.
    static func optionWords(in text: String) -> [String] {
        text.split(whereSeparator: {
            $0 == " " || $0 == "\n" || $0 == "[" || $0 == "]" || $0 == "," || $0 == "(" || $0 == ")" || $0 == "|"
        })
        .map { $0.hasSuffix(".") ? String($0.dropLast()) : String($0) }
        .filter { word in
            (word.hasPrefix("--") && word.count > 2 && word.dropFirst(2).allSatisfy { $0.isLetter || $0 == "-" })
                || (word.count == 2 && word.hasPrefix("-") && word.last!.isLetter)
        }
    }

    /// Whether `subcommand` takes `option`: any outcome but "unknown" or "has no option"
    /// means the parser knows it there, a wrong or missing value included.
    static func accepts(_ subcommand: Subcommand, _ option: String) -> Bool {
        for arguments in [[subcommand.rawValue, option, "1"], [subcommand.rawValue, option]] {
            do {
                _ = try parse(arguments)
                return true
            } catch {
                if error.message.hasPrefix("Unknown option")
                    || error.message.hasPrefix("'\(subcommand.rawValue)' has no option")
                {
                    return false
                }
                if !error.message.contains("needs a value") { return true }
            }
        }
        return true
    }

    /// The options a help text's OPTIONS section lists, each entry's spellings: "-h" and
    /// "--help" for "-h, --help", and "--colour" where an entry says "--colour works too".
    static func listed(in help: String) -> (entries: Set<String>, mentioned: Set<String>)? {
        guard let lines = HelpTests.section("OPTIONS", of: help) else { return nil }
        let entries = lines.filter { $0.hasPrefix("  -") }.flatMap { line in
            optionWords(in: String(line.dropFirst(2).prefix { $0 != "<" }.split(separator: "  ").first ?? ""))
        }
        return (Set(entries), Set(lines.flatMap { optionWords(in: $0) }))
    }

    @Test(
        "each option the parser accepts is in the subcommand's help, and each option its help lists is accepted",
        arguments: Subcommand.allCases)
    func agreement(subcommand: Subcommand) throws {
        let help = Help.text(for: subcommand)
        let listed = try #require(Self.listed(in: help), "'help \(subcommand.rawValue)' has an OPTIONS section")
        let accepted = Set(Self.candidates.filter { Self.accepts(subcommand, $0) })
        #expect(
            accepted.isSuperset(of: ["--help", "-h", "--color", "--ascii"]), "every subcommand takes the output options"
        )
        let undocumented = accepted.subtracting(listed.mentioned).sorted()
        #expect(
            undocumented.isEmpty, "'\(subcommand.rawValue)' accepts \(undocumented) but its help does not name them")
        let refused = listed.entries.subtracting(accepted).sorted()
        #expect(
            refused.isEmpty, "'help \(subcommand.rawValue)' lists \(refused) but '\(subcommand.rawValue)' refuses them")
        // Every spelling accepted stands at the start of an entry, except aliases that an
        // entry's text names.
        for option in accepted.subtracting(listed.entries) {
            #expect(help.contains("\(option) works too"), "'\(option)' is named as another spelling")
        }
    }

    @Test("a typing slip of an option is refused by every subcommand", arguments: Subcommand.allCases)
    func slipsAreRefused(subcommand: Subcommand) {
        for slip in ["--colr", "--heigth", "--selct", "--ys", "-x"] {
            #expect(!Self.accepts(subcommand, slip), "'\(subcommand.rawValue)' should refuse \(slip)")
        }
    }
}

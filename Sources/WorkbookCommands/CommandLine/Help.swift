import Contracts
import Course
import Foundation
import PreviewProtocol

/// The `--help` texts and usage lines, drawn from each subcommand's ``CommandSpec``, in
/// the sections a command-line user expects: OVERVIEW, USAGE, ARGUMENTS, OPTIONS,
/// EXAMPLES and EXIT CODES. Only the tool's own overview is written here by hand.
enum Help {
    /// Where an option's or an argument's text starts, and how wide the help is.
    static let textColumn = 26
    static let width = 80

    /// The help of `subcommand`, or of the whole tool, for a workbook with `catalog`'s chapters.
    static func text(for subcommand: Subcommand?, catalog: ChapterCatalog) -> String {
        guard let subcommand else { return tool(Examples(catalog: catalog), catalog: catalog) }
        let spec = subcommand.spec(in: catalog)
        var sections = ["OVERVIEW: " + spec.abstract + (spec.discussion.isEmpty ? "" : "\n\n" + spec.discussion)]
        sections.append("USAGE: " + usage(of: spec))
        if !spec.operands.isEmpty {
            sections.append("ARGUMENTS:\n" + spec.operands.map { entry($0.name, $0.help) }.joined(separator: "\n"))
        }
        sections.append("OPTIONS:\n" + spec.allOptions.map { entry($0.label, $0.help) }.joined(separator: "\n"))
        if !spec.examples.isEmpty {
            sections.append("EXAMPLES:\n" + spec.examples.map { "  swift run workbook " + $0 }.joined(separator: "\n"))
        }
        sections.append(
            "EXIT CODES:\n" + spec.exitCodes.map { entry(String($0.code.rawValue), $0.meaning) }.joined(separator: "\n")
        )
        return sections.joined(separator: "\n\n")
    }

    /// The usage of `subcommand`, or of the tool, as an error message ends with. A long one
    /// goes on over more lines, indented to follow "Usage: workbook <subcommand> ".
    static func usage(of subcommand: Subcommand?) -> String {
        guard let subcommand else {
            return "workbook [<subcommand>] "
                + CommandSpec.globalOptions.filter { $0.name != "help" }.map(usage(of:)).joined(separator: " ")
        }
        return usage(of: subcommand.spec(in: ChapterCatalog(chapters: [])))
    }

    static func usage(of spec: CommandSpec) -> String {
        var parts = operandUsage(of: spec).map { [$0] } ?? []
        var done: Set<String> = ["help"]
        for option in spec.allOptions where !done.contains(option.name) {
            if let exclusion = spec.exclusions.first(where: { $0.names.contains(option.name) }) {
                // An option excluded by several shows once, in the first of its groups.
                let together = spec.allOptions.filter { exclusion.names.contains($0.name) && !done.contains($0.name) }
                done.formUnion(together.map(\.name))
                parts.append("[" + together.map { usage(of: $0).dropFirst().dropLast() }.joined(separator: " | ") + "]")
            } else if option.owners.isEmpty {
                // A chapter's own options are listed in OPTIONS, with their chapter.
                done.insert(option.name)
                parts.append(usage(of: option))
            }
        }
        let lead = "workbook \(spec.subcommand.rawValue)"
        // Lines after the first line up under the first part, after "Usage: ".
        let indent = String(repeating: " ", count: "Usage: ".count + lead.count + 1)
        var lines = [lead]
        for part in parts {
            if lines[lines.count - 1].count + 1 + part.count > width - "Usage: ".count, lines[lines.count - 1] != lead {
                lines.append(indent + part)
            } else {
                lines[lines.count - 1] += " " + part
            }
        }
        return lines.joined(separator: "\n")
    }

    /// "[<chapter> | <exercise>]", "<submission>...": the operands as the usage shows them.
    static func operandUsage(of spec: CommandSpec) -> String? {
        let names = spec.operands.map(\.name).joined(separator: " | ")
        return switch spec.operandCount {
        case .none: nil
        case .optional: "[\(names)]"
        case .one: names
        case .oneOrMore: names + "..."
        }
    }

    /// "[--width <columns>]", "[--ascii]".
    static func usage(of option: OptionSpec) -> String {
        "[--\(option.name)" + (option.value.map { " <\($0)>" } ?? "") + "]"
    }

    /// One entry of ARGUMENTS, OPTIONS or EXIT CODES: the name, then its text from the
    /// text column on, wrapped; a name too long for the column puts the text below it.
    static func entry(_ name: String, _ text: String) -> String {
        let margin = String(repeating: " ", count: textColumn)
        let first = "  " + name
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { wrapped(String($0), width: width - textColumn) }
        let body = lines.joined(separator: "\n" + margin)
        return first.count < textColumn
            ? first.padding(toLength: textColumn, withPad: " ", startingAt: 0) + body
            : first + "\n" + margin + body
    }

    /// The chapter and the names that the examples use.
    struct Examples {
        let catalog: ChapterCatalog
        /// The first chapter's number, "1".
        var number: String { catalog.chapters.first.map { String($0.number) } ?? "1" }
        /// The first chapter's name, "line-graph".
        var slug: String { catalog.chapters.first?.slug ?? "chapter-name" }
        /// An exercise of the first chapter, "1.3".
        var exercise: String {
            let exercises = catalog.chapters.first?.exercises ?? []
            return exercises.dropFirst(2).first?.id ?? exercises.first?.id ?? "1.1"
        }
        /// A dataset other than the default, "sunshine".
        var otherDataset: String { catalog.chapters.first?.datasets.last ?? "name" }
        /// "1 line-graph, 2 bar-chart"
        var chapterList: String {
            catalog.chapters.map { "\($0.number) \($0.slug)" }.joined(separator: ", ")
        }
    }

    static func tool(_ examples: Examples, catalog: ChapterCatalog) -> String {
        let specs = Subcommand.allCases.map { $0.spec(in: catalog) }
        let subcommands = specs.map { spec in
            let name = spec.subcommand.rawValue + (spec.subcommand == .list ? " (default)" : "")
            return entry(
                name + (operandUsage(of: spec).map { " " + $0.replacingOccurrences(of: " | ", with: "|") } ?? ""),
                spec.abstract)
        }
        return """
            OVERVIEW: Chart Workbook: learn the arithmetic under SwiftUI charts by writing it.

            Each chapter is a folder of Swift files under Chapters/ with functions for you to
            fill in. The workbook runs the chapter's tests on your code, tells you what is
            right, what is wrong and why, and shows what to do next.

            USAGE: \(usage(of: nil))

            SUBCOMMANDS:
            \(subcommands.joined(separator: "\n"))

            OPTIONS:
            \(CommandSpec.globalOptions.map { entry($0.label, $0.help) }.joined(separator: "\n"))

            EXAMPLES:
              swift run workbook                  Where am I?
              swift run workbook test \(examples.number)           Check every exercise of chapter \(examples.number).
              swift run workbook test \(examples.exercise)         Check exercise \(examples.exercise) only.
              swift run workbook preview \(examples.number)        See what your chapter \(examples.number) code draws.
              swift run workbook help test        More about 'test'.

            Chapters: \(examples.chapterList).

            EXIT CODES:
            \(ExitCode.allCases.map { entry(String($0.rawValue), $0.meaning) }.joined(separator: "\n"))

            EXIT CODES BY SUBCOMMAND:
            \(specs.map { entry($0.subcommand.rawValue, $0.exitCodes.map { String($0.code.rawValue) }.joined(separator: ", ")) }.joined(separator: "\n"))
            """
    }
}

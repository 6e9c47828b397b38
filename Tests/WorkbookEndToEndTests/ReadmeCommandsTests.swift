import Contracts
import Course
import Foundation
import PreviewProtocol
import Testing
import ToolTestSupport

@testable import Results
@testable import WorkbookCommands

/// Every `swift run workbook …` command that the READMEs quote, run in a students' edition
/// made by `edition students`, as a student runs it: one edition, one build of the tool,
/// then each command. The READMEs are read as the edition has them (its README.md leaves
/// out the part for instructors), so a change of the text is covered by the next run.
///
/// In the serialized suite of the students' edition: making an edition builds this
/// workbook's reference and records its answers in the same files as the other tests there.
extension StudentsEditionTests {
    /// The subcommands quoted but not run, and why: each is still parsed as the tool parses it.
    static let parsedOnly: [String: String] = [
        "explore": "it draws full-screen and reads keys and the mouse, so it needs a terminal; its chart is preview's",
        "watch": "it tests again on each save until q or Ctrl-C",
        "verify":
            "the maintainers' and CI's check; in the students' edition it builds and runs every skeleton's tests "
            + "under settings of its own, minutes more than this test",
    ]

    /// The subcommands a students' edition refuses: quoted in its READMEs, they are a mistake
    /// of the text (the instructor's README keeps them under "For instructors", which the
    /// edition leaves out).
    static let instructorsOnly: Set<String> = ["grade", "edition", "autograder", "bench"]

    @Test("every `swift run workbook` command the READMEs quote runs in the students' edition and does what they say")
    func readmeCommands() throws {
        let folder = TemporaryFolder(prefix: "readme-commands")
        defer { folder.remove() }
        let edition = folder.root.appendingPathComponent("chart-course")
        try make(edition)
        let catalog = ChapterCatalog(root: edition)
        let commands = QuotedCommands.all(in: edition, chapters: catalog.chapters)
        for readme in QuotedCommands.readmes(of: catalog.chapters) {
            #expect(commands.contains { $0.file == readme }, "\(readme) quotes no `swift run workbook` command")
        }

        // Each parses as the tool parses it, before anything is built.
        var runnable: [(QuotedCommand, any WorkbookSubcommand)] = []
        var seen = Set<[String]>()
        for command in commands where seen.insert(command.arguments).inserted {
            let place = "\(command.file):\(command.line): `\(command.text)`"
            let value: any WorkbookSubcommand
            do {
                value = try parse(command.arguments, catalog: catalog).command.value
            } catch {
                Issue.record("\(place) does not parse: \(error.message)")
                continue
            }
            let name = Self.subcommandName(of: value)
            if Self.instructorsOnly.contains(name) {
                Issue.record("\(place) is an instructor's command, which the students' edition refuses")
            } else if Self.parsedOnly[name] == nil {
                runnable.append((command, value))
            }
        }

        // One build of the tool; each command then runs it as `swift run` does.
        let build = try swift(["build", "--product", "workbook"], in: edition)
        try #require(build.status == 0, "\(build.output.suffix(3000))")
        for (command, value) in runnable {
            try check(command, value, in: edition)
        }
    }

    /// Runs `command` in `edition` and checks that it does what the README says it does.
    private func check(_ command: QuotedCommand, _ value: any WorkbookSubcommand, in edition: URL) throws {
        let place = "\(command.file):\(command.line): `\(command.text)`"
        let run = { () throws -> (status: Int32, output: String) in
            try swift(["run", "--skip-build", "workbook"] + command.arguments, in: edition)
        }
        switch value {
        case let preview as PreviewSubcommand:
            let result = try run()
            #expect(result.status == 0, "\(place): \(result.output.suffix(3000))")
            #expect(!result.output.contains("Error:"), "\(place): \(result.output.suffix(3000))")
            if preview.request.compare {
                #expect(
                    result.output.contains("expected") && !result.output.contains("no expected chart"),
                    "\(place) draws no expected chart: \(result.output.suffix(3000))")
            }
        case let test as TestSubcommand:
            let result = try run()
            // Untouched skeletons: every exercise asked for fails as not implemented, and none crashes.
            let chapters = test.selection.chapters(in: ChapterCatalog(root: edition))
            #expect(result.status == ExitCode.failure.rawValue, "\(place): \(result.output.suffix(3000))")
            #expect(result.output.contains("Not implemented yet"), "\(place): \(result.output.suffix(3000))")
            #expect(!result.output.contains("error:"), "\(place): \(result.output.suffix(3000))")
            if case .exercise(let id, _) = test.selection {
                #expect(result.output.contains(id), "\(place): \(result.output.suffix(3000))")
            } else {
                for chapter in chapters {
                    #expect(
                        result.output.contains("0 of \(chapter.exercises.count) exercises pass"),
                        "\(place): \(result.output.suffix(3000))")
                }
            }
        case let hint as HintSubcommand:
            let result = try run()
            #expect(
                result.status == 0 && result.output.contains(hint.exercise), "\(place): \(result.output.suffix(3000))")
        case let reset as ResetSubcommand:
            // The student's version first, which reset saves and replaces, or asks about.
            guard case .exercise(let id, let chapter) = reset.request.selection, let exercise = chapter.exercise(id)
            else {
                Issue.record("\(place): the README's reset names no exercise")
                return
            }
            let path = edition.appendingPathComponent("\(WorkbookLayout.skeletonFolder(of: chapter))/\(exercise.file)")
            let skeleton = try Data(contentsOf: path)
            let mine = skeleton + Data("// mine\n".utf8)
            try mine.write(to: path)
            let result = try run()
            #expect(result.status == 0, "\(place): \(result.output.suffix(3000))")
            if reset.request.yes {
                #expect(try Data(contentsOf: path) == skeleton, "\(place) left: \(result.output.suffix(2000))")
                #expect(result.output.contains("Saved your version"), "\(place): \(result.output.suffix(2000))")
            } else {
                // Not on a terminal, it cannot ask, so it changes nothing and says to add --yes.
                #expect(try Data(contentsOf: path) == mine, "\(place) reset without asking")
                #expect(result.output.contains("--yes"), "\(place): \(result.output.suffix(2000))")
            }
            try skeleton.write(to: path)
        case is ListSubcommand:
            let result = try run()
            #expect(result.status == 0, "\(place): \(result.output.suffix(3000))")
            for chapter in ChapterCatalog(root: edition).chapters {
                #expect(result.output.contains(chapter.title), "\(place): \(result.output.suffix(3000))")
            }
        case is HelpSubcommand:
            let result = try run()
            #expect(
                result.status == 0 && result.output.contains("preview") && result.output.contains("test"),
                "\(place): \(result.output.suffix(3000))")
        default:
            // doctor, demo and any other a README may quote: it runs and succeeds.
            let result = try run()
            #expect(result.status == 0, "\(place): \(result.output.suffix(3000))")
        }
    }

    /// The subcommand's name as typed, such as "preview".
    static func subcommandName(of value: any WorkbookSubcommand) -> String {
        Subcommand.allCases.first { ObjectIdentifier($0.type) == ObjectIdentifier(type(of: value)) }?.rawValue ?? ""
    }
}

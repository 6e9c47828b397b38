import Course
import Grading
import Testing
import ToolTestSupport

@testable import Results
@testable import WorkbookCommands

/// The only chapter so far; the parser's tables refer to it.

@Suite("Parsing the command line")
struct ParserTests {
    @Test("no arguments lists the chapters, in colour when it can, with Unicode")
    func defaults() throws {
        let invocation = try parse([])
        #expect(invocation == Invocation(command: .list), "a bare 'workbook' is 'workbook list'")
        #expect(invocation.color == .auto, "colour is decided by the terminal unless asked")
        #expect(!invocation.ascii, "Unicode symbols unless --ascii is given")
    }

    @Test(
        "reads each subcommand and its operand",
        arguments: [
            (["list"], Command.list),
            (["verify"], .verify(onlySkeletons: false)),
            (["verify", "--skeletons"], .verify(onlySkeletons: true)),
            (["test"], .test(.everything)),
            (["test", "1"], .test(.chapter(lineGraph))),
            (["test", "01"], .test(.chapter(lineGraph))),
            (["test", "line-graph"], .test(.chapter(lineGraph))),
            (["test", "LineGraph"], .test(.chapter(lineGraph))),
            (["test", "1.3"], .test(.exercise("1.3", of: lineGraph))),
            (["test", "01.03"], .test(.exercise("1.3", of: lineGraph))),
            (["help"], .help(nil)),
            (["help", "test"], .help(.test)),
            (["help", "verify"], .help(.verify)),
            (["--", "test", "1"], .test(.chapter(lineGraph))),
            (["grade", "alice/"], .grade(GradeRequest(submissions: ["alice/"]))),
            (["grade", "a", "b", "--format", "json"], .grade(GradeRequest(submissions: ["a", "b"], format: .json))),
            (
                ["grade", "a", "--format=junit", "--output", "r.xml"],
                .grade(GradeRequest(submissions: ["a"], format: .junit, outputPath: "r.xml"))
            ),
            (["hint", "1.3"], .hint("1.3", of: lineGraph)),
            (["watch"], .watch(nil)),
            (["watch", "line-graph"], .watch(lineGraph)),
            (["reset", "1.3"], .reset(ResetRequest(selection: .exercise("1.3", of: lineGraph)))),
            (["reset", "1", "--yes"], .reset(ResetRequest(selection: .chapter(lineGraph), yes: true))),
            (["reset", "-y", "line-graph"], .reset(ResetRequest(selection: .chapter(lineGraph), yes: true))),
            (["edition", "students", "--output", "../chart-course"], .edition(output: "../chart-course")),
        ])
    func subcommands(arguments: [String], command: Command) throws {
        #expect(try parse(arguments).command == command, "\(arguments) should mean \(command)")
    }

    @Test(
        "--help or -h anywhere asks for the help of the subcommand given",
        arguments: [
            (["--help"], Subcommand?.none),
            (["-h"], nil),
            (["--help", "test"], .test),
            (["test", "--help"], .test),
            (["test", "1.3", "-h"], .test),
            (["list", "--help"], .list),
            (["verify", "-h"], .verify),
            (["--color", "never", "verify", "--help"], .verify),
            (["help", "--help"], nil),
        ])
    func helpAnywhere(arguments: [String], topic: Subcommand?) throws {
        #expect(
            try parse(arguments).command == .help(topic),
            "\(arguments) should show help on \(topic?.rawValue ?? "the tool")")
    }

    @Test(
        "--help wins over operands that would otherwise be wrong",
        arguments: [
            (["verify", "now", "--help"], Subcommand.verify),
            (["test", "1", "2", "--help"], .test),
            (["test", "99", "-h"], .test),
        ])
    func helpBeforeOperandChecks(arguments: [String], topic: Subcommand) throws {
        #expect(try parse(arguments).command == .help(topic), "someone asking for help gets it, not an error")
    }

    @Test(
        "--color takes its value as the next argument or after '='",
        arguments: [
            (["--color", "never"], ColorChoice.never),
            (["--color", "always"], .always),
            (["--color", "auto"], .auto),
            (["--color=never"], .never),
            (["--color=always"], .always),
            (["--colour", "never"], .never),
            (["--colour=always"], .always),
            (["test", "1", "--color", "never"], .never),
            (["--color", "always", "--color", "never"], .never),
        ])
    func colorForms(arguments: [String], color: ColorChoice) throws {
        #expect(try parse(arguments).color == color, "\(arguments) should choose \(color)")
    }

    @Test(
        "--ascii can stand before or after the subcommand",
        arguments: [
            ["--ascii"], ["--ascii", "test", "1"], ["test", "--ascii", "1"], ["list", "--ascii"],
        ])
    func ascii(arguments: [String]) throws {
        #expect(try parse(arguments).ascii, "\(arguments) asks for plain ASCII")
    }

    @Test("options do not change the command they stand beside")
    func optionsKeepTheCommand() throws {
        let invocation = try parse(["--ascii", "test", "--color=never", "1.3"])
        #expect(invocation == Invocation(command: .test(.exercise("1.3", of: lineGraph)), color: .never, ascii: true))
    }

    @Test(
        "--color with a value it does not know, or with none, is a usage error",
        arguments: [
            (["--color", "sometimes"], "--color takes auto, always or never, not 'sometimes'."),
            (["--color="], "--color takes auto, always or never, not ''."),
            (["test", "--color"], "--color needs a value: auto, always or never."),
        ])
    func badColor(arguments: [String], message: String) throws {
        let error = try #require(throws: UsageError.self) { try parse(arguments) }
        #expect(error.message == message)
    }

    @Test(
        "edition makes the students' edition into the folder --output names",
        arguments: [
            (["edition"], "'edition' needs the edition to make: students."),
            (
                ["edition", "teachers", "--output", "x"],
                "There is no edition 'teachers' to make; the one made is: students."
            ),
            (
                ["edition", "students"],
                "'edition students' needs --output: the folder to write it to, such as ../chart-course."
            ),
        ])
    func badEdition(arguments: [String], message: String) throws {
        let error = try #require(throws: UsageError.self) { try parse(arguments) }
        #expect(error.message == message)
        #expect(error.subcommand == .edition)
    }

    @Test(
        "an unknown option is reported with the usage of the subcommand it follows",
        arguments: [
            (["--frobnicate"], Subcommand?.none),
            (["test", "--frobnicate"], .test),
            (["test", "1", "-x"], .test),
            (["list", "-v"], .list),
            (["verify", "--verbose"], .verify),
            (["help", "--all"], .help),
        ])
    func unknownOption(arguments: [String], subcommand: Subcommand?) throws {
        let error = try #require(throws: UsageError.self) { try parse(arguments) }
        let option = try #require(arguments.last)
        #expect(error.message == "Unknown option '\(option)'.")
        #expect(
            error.subcommand == subcommand, "the usage shown should be that of \(subcommand?.rawValue ?? "the tool")")
    }

    @Test(
        "an unknown subcommand one or two slips from a real one suggests it",
        arguments: zip(
            ["tset", "tests", "lsit", "lis", "verfy", "verifu", "hlep", "Test"],
            ["test", "test", "list", "list", "verify", "verify", "help", "test"]))
    func didYouMean(typed: String, meant: String) throws {
        let error = try #require(throws: UsageError.self) { try parse([typed]) }
        #expect(error.message == "Unknown subcommand '\(typed)'. Did you mean '\(meant)'?")
        #expect(error.subcommand == nil, "an unknown subcommand gets the tool's usage")
    }

    @Test("an unknown subcommand far from every real one lists them all", arguments: ["deploy", "1.3", "chapters"])
    func noSuggestion(typed: String) throws {
        let error = try #require(throws: UsageError.self) { try parse([typed]) }
        #expect(
            error.message
                == "Unknown subcommand '\(typed)'. Subcommands: list, test, watch, hint, reset, doctor, preview, explore, demo, bench, verify, grade, autograder, edition, help."
        )
    }

    @Test("'help' with an unknown topic suggests the subcommand meant")
    func helpOnUnknownTopic() throws {
        let error = try #require(throws: UsageError.self) { try parse(["help", "tset"]) }
        #expect(error == UsageError("There is no subcommand 'tset'. Did you mean 'test'?", subcommand: .help))
    }

    @Test(
        "a chapter or exercise that does not exist is a usage error of 'test'",
        arguments: [
            (["test", "99"], "There is no chapter '99'. " + workbookCatalog.choices),
            (["test", "no-such-chapter"], "There is no chapter 'no-such-chapter'. " + workbookCatalog.choices),
            (["test", "99.1"], "There is no chapter 99, so no exercise 99.1. " + workbookCatalog.choices),
            (["test", "1.0"], "There is no chapter '1.0'. " + workbookCatalog.choices),
            (["test", "1.3.2"], "There is no chapter '1.3.2'. " + workbookCatalog.choices),
            (
                ["test", "1.99"],
                "Chapter 1 has no exercise 1.99. Its exercises are "
                    + lineGraph.exercises.map(\.id).joined(separator: ", ") + "."
            ),
        ])
    func unknownChapter(arguments: [String], message: String) throws {
        let error = try #require(throws: UsageError.self) { try parse(arguments) }
        #expect(error == UsageError(message, subcommand: .test))
    }

    @Test(
        "too many operands is a usage error of the subcommand",
        arguments: [
            (
                ["test", "1", "2"],
                UsageError("'test' takes one chapter or exercise, but was given 2.", subcommand: .test)
            ),
            (["list", "1"], UsageError("'list' takes no argument, but was given '1'.", subcommand: .list)),
            (["verify", "now"], UsageError("'verify' takes no argument, but was given 'now'.", subcommand: .verify)),
            (["help", "test", "list"], UsageError("'help' takes at most one subcommand.", subcommand: .help)),
        ])
    func tooManyOperands(arguments: [String], expected: UsageError) throws {
        let error = try #require(throws: UsageError.self) { try parse(arguments) }
        #expect(error == expected)
    }

    @Test("'--' ends the options, so what follows is an operand")
    func doubleDash() throws {
        let error = try #require(throws: UsageError.self) { try parse(["--", "--help"]) }
        #expect(error.message.hasPrefix("Unknown subcommand '--help'."), "after '--', --help is a word, not an option")
    }
}

@Suite("Naming chapters and exercises")
struct ChapterNamingTests {
    @Test(
        "a chapter is found by number, slug or module name, in any case",
        arguments: [
            "1", "01", "line-graph", "LINE-GRAPH", "LineGraph", "linegraph",
        ])
    func knownNames(reference: String) {
        #expect(workbookCatalog.chapter(named: reference) == lineGraph, "'\(reference)' names chapter 1")
    }

    @Test("names of no chapter find nothing", arguments: ["", "0", "99", "line graph", "pie-chart", "1.3"])
    func unknownNames(reference: String) {
        #expect(workbookCatalog.chapter(named: reference) == nil, "'\(reference)' names no chapter")
    }

    @Test("a chapter's folder, test target and heading come from its number and module")
    func derivedNames() {
        #expect(lineGraph.folder == "01-LineGraph")
        #expect(lineGraph.testTarget == "LineGraphTests")
        #expect(lineGraph.heading(unicode: true) == "Chapter 1 · Line graph")
        #expect(lineGraph.heading(unicode: false) == "Chapter 1 - Line graph")
    }

    @Test(
        "a selection knows which chapters must run",
        arguments: [
            (Selection.everything, workbookCatalog.chapters),
            (.chapter(lineGraph), [lineGraph]),
            (.exercise("1.3", of: lineGraph), [lineGraph]),
        ])
    func selectionChapters(selection: Selection, chapters: [Chapter]) {
        #expect(selection.chapters(in: workbookCatalog) == chapters)
    }

    @Test(
        "selection reads numbers and names",
        arguments: [
            ("1", Selection.chapter(lineGraph)),
            ("line-graph", .chapter(lineGraph)),
            ("1.2", .exercise("1.2", of: lineGraph)),
            ("1.02", .exercise("1.2", of: lineGraph)),
        ])
    func selectionParsing(reference: String, expected: Selection) throws {
        #expect(try parseSelection(reference, catalog: workbookCatalog) == expected)
    }
}

@Suite("Measuring typing slips")
struct EditDistanceTests {
    @Test(
        "counts insertions, deletions, replacements and swaps of neighbours",
        arguments: [
            ("test", "test", 0),
            ("tset", "test", 1),
            ("tests", "test", 1),
            ("tst", "test", 1),
            ("tast", "test", 1),
            ("hlep", "help", 1),
            ("kitten", "sitting", 3),
            ("", "list", 4),
            ("abc", "", 3),
            ("", "", 0),
        ])
    func distance(a: String, b: String, expected: Int) {
        #expect(editDistance(a, b) == expected, "'\(a)' and '\(b)' are \(expected) edits apart")
        #expect(editDistance(b, a) == expected, "distance does not depend on the order")
    }

    @Test(
        "grade, hint and reset explain a wrong command line",
        arguments: [
            (["grade"], "'grade' needs at least one submission"),
            (
                ["grade", "a", "--format", "xml"],
                "--format takes table, json, junit, html, csv, gradescope or classroom50, not 'xml'."
            ),
            (["grade", "a", "--output"], "--output needs a value."),
            (["test", "1", "--format", "json"], "'test' has no option --format; it belongs to 'grade'."),
            (["grade", "a", "--yes"], "'grade' has no option --yes; it belongs to 'reset'."),
            (["hint"], "'hint' takes one exercise"),
            (["hint", "1"], "'hint' takes an exercise, such as '1.1', not a chapter."),
            (["hint", "1.99"], "Chapter 1 has no exercise 1.99."),
            (["reset"], "'reset' takes one chapter or exercise."),
            (["watch", "1", "2"], "'watch' takes one chapter, but was given 2."),
        ])
    func studentAndGradeErrors(arguments: [String], message: String) {
        #expect(throws: UsageError.self, "\(arguments) is refused") { try parse(arguments) }
        do { _ = try parse(arguments) } catch {
            #expect(error.message.contains(message), "\(arguments): \(error.message)")
        }
    }
}

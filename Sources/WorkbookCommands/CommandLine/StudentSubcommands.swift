import Course
import Runner

/// The students' subcommands: their progress, their tests, hints and a fresh start.
extension SubcommandDeclarations {
    var list: CommandSpec {
        CommandSpec(
            subcommand: .list, abstract: "Show the chapters, their exercises and your progress.",
            discussion: """
                Each exercise is passed, failing or not started. Chapters whose code changed since
                their last check are tested again first, which can take a minute the first time.
                """,
            exitCodes: [.init(.success), .init(.usage)]
        ) { operands, _, _ throws(UsageError) in
            try noOperands(operands, of: .list)
            return .list
        }
    }

    var test: CommandSpec {
        CommandSpec(
            subcommand: .test, abstract: "Check your code for a chapter or an exercise.",
            discussion: """
                Runs the chapter's tests on the code in Chapters/, prints one line per exercise,
                then explains the first problem: the call that was checked, what was expected,
                what came back, and the likely mistake.
                """,
            operands: [chapterOperand, OperandSpec(name: exerciseOperand.name, help: exerciseOperand.help + " Without an argument, every chapter is checked.")],
            operandCount: .optional,
            exitCodes: [.init(.success, "every selected exercise passes"), .init(.failure, "one does not"), .init(.usage)],
            examples: ["test \(example.number)", "test \(example.slug)", "test \(example.exercise)"]
        ) { operands, _, catalog throws(UsageError) in
            guard operands.count <= 1 else {
                throw UsageError("'test' takes one chapter or exercise, but was given \(operands.count).")
            }
            return .test(try operands.first.map { reference throws(UsageError) in try parseSelection(reference, catalog: catalog) } ?? .everything)
        }
    }

    var watch: CommandSpec {
        CommandSpec(
            subcommand: .watch, abstract: "Test a chapter again each time you save a file.",
            discussion: """
                Clears the screen and shows one line per exercise and what to do next, as 'test'
                does, then a line on what the chapter's chart still waits for. It starts as soon
                as you save a file of the chapter: the system tells it (inotify on Linux, kqueue
                on macOS). Where no such word comes, as on some network drives, it looks at the
                files once a second instead, and says so. Keys: h the next hint for the exercise
                to do next, l every chapter, p the chapter's chart, q quit; any other key shows
                the results again. Ctrl-C quits too, and the terminal is left as it was.
                """,
            operands: [OperandSpec(name: "<chapter>", help: chapterOperand.help + " (default: the first chapter not yet done)")],
            operandCount: .optional,
            exitCodes: [.init(.success, "you pressed q"), .init(.usage), .init(.interrupted, "you pressed Ctrl-C")]
        ) { operands, _, catalog throws(UsageError) in
            guard operands.count <= 1 else { throw UsageError("'watch' takes one chapter, but was given \(operands.count).") }
            return .watch(try operands.first.map { operand throws(UsageError) in try parseSelection(operand, catalog: catalog).chapter } ?? nil)
        }
    }

    var hint: CommandSpec {
        CommandSpec(
            subcommand: .hint, abstract: "The next hint for an exercise, gentlest first.",
            discussion: """
                Each exercise has a few hints, from the gentlest to the most direct. Each time you
                ask, you get the next one, with the ones before it; none gives away the code.
                The workbook remembers which you have seen in \(WorkbookLayout.hintProgress).
                """,
            operands: [exerciseOperand], operandCount: .one,
            exitCodes: [.init(.success, "a hint was shown"), .init(.usage, "there is no such exercise")]
        ) { operands, _, catalog throws(UsageError) in
            guard operands.count == 1, let operand = operands.first else {
                throw UsageError("'hint' takes one exercise, such as '\(catalog.chapters.first?.exercises.first?.id ?? "1.1")'.")
            }
            guard case .exercise(let id, let chapter) = try parseSelection(operand, catalog: catalog) else {
                throw UsageError("'hint' takes an exercise, such as '\(operand).1', not a chapter.")
            }
            return .hint(id, of: chapter)
        }
    }

    var reset: CommandSpec {
        CommandSpec(
            subcommand: .reset, abstract: "Put the skeleton back; your code is saved first.",
            discussion: """
                Your version is saved first, in Chapters/.backups/<date and time>/, and the
                command says where; a later reset saves to a new folder, so nothing you wrote is
                lost. The skeleton comes from git (the last commit of the file). It asks before it
                overwrites, unless --yes is given.
                """,
            operands: [chapterOperand, exerciseOperand], operandCount: .one,
            options: [.yes],
            exitCodes: [
                .init(.success, "the skeleton is back, or you said no"),
                .init(.failure, "the skeleton could not be found (no git)"), .init(.usage),
            ]
        ) { operands, values, catalog throws(UsageError) in
            guard operands.count == 1, let operand = operands.first else { throw UsageError("'reset' takes one chapter or exercise.") }
            return .reset(ResetRequest(selection: try parseSelection(operand, catalog: catalog), yes: values.yes))
        }
    }

    var doctor: CommandSpec {
        CommandSpec(
            subcommand: .doctor, abstract: "Check this machine, and say what to install.",
            discussion: """
                Checks the Swift version (\(ToolchainDiagnosis.oldestSupportedSwift) or newer), whether a one-line test with
                `import Testing` builds, links and runs (in \(TestingProbe.folder)), on a Mac
                whether Xcode or only its Command Line Tools is selected and which version, git,
                the terminal (size, colour, Unicode) and, for instructors, grading's sandbox.
                Each problem is one line with its fix; the last line says "Ready", or what to do
                first. Where the Command Line Tools need flags for Swift Testing, 'test',
                'watch', 'list' and 'grade' add them, and doctor prints the command to use for a
                plain `swift test`. The first `swift run workbook` runs the quick part of it.
                """,
            options: [.json],
            exitCodes: [.init(.success, "ready"), .init(.failure, "something needs installing or changing"), .init(.usage)],
            examples: ["doctor", "doctor --json"]
        ) { operands, values, _ throws(UsageError) in
            try noOperands(operands, of: .doctor)
            return .doctor(json: values.json)
        }
    }
}

import Course
import PreviewProtocol

/// Each subcommand's declaration: what it takes, what it does with it, and its help.
///
/// Chapter names, numbers and datasets in the help come from the workbook's own chapter
/// descriptions, so that the help shows what this workbook holds.
extension Subcommand {
    func spec(in catalog: ChapterCatalog) -> CommandSpec {
        let example = Help.Examples(catalog: catalog)
        let chapterOperand = OperandSpec(name: "<chapter>", help: "A chapter's number or name: \(example.number), \(example.slug).")
        let exerciseOperand = OperandSpec(name: "<exercise>", help: "An exercise's number: \(example.exercise).")
        let drawingOptions: [OptionSpec] = [.width, .height, .canvas, .svg]
        switch self {
        case .list:
            return CommandSpec(
                subcommand: self, abstract: "Show the chapters, their exercises and your progress.",
                discussion: """
                    Each exercise is passed, failing or not started. Chapters whose code changed since
                    their last check are tested again first, which can take a minute the first time.
                    """,
                exitCodes: [.init(.success), .init(.usage)]
            ) { operands, _, _ throws(UsageError) in
                try noOperands(operands, of: .list)
                return .list
            }

        case .test:
            return CommandSpec(
                subcommand: self, abstract: "Check your code for a chapter or an exercise.",
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

        case .watch:
            return CommandSpec(
                subcommand: self, abstract: "Test a chapter again each time you save a file.",
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

        case .hint:
            return CommandSpec(
                subcommand: self, abstract: "The next hint for an exercise, gentlest first.",
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

        case .reset:
            return CommandSpec(
                subcommand: self, abstract: "Put the skeleton back; your code is saved first.",
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

        case .preview:
            return CommandSpec(
                subcommand: self, abstract: "Draw a chapter's chart with your own functions.",
                discussion: """
                    The chart's plot area in the terminal is the CGRect your functions receive, so a
                    wrong formula draws a wrong chart. An exercise that is not done yet shows a note,
                    "not implemented yet: exercise \(example.exercise)", where its part of the chart would be.
                    """,
                operands: [OperandSpec(name: "<chapter>", help: "A chapter's number or name. (default: \(example.number))")],
                operandCount: .optional,
                options: [.dataset(catalog), .csv] + OptionSpec.chapterOptions(catalog) + [.select, .tap, .compare] + drawingOptions,
                exclusions: Self.chartExclusions,
                exitCodes: Self.chartExitCodes,
                examples: [
                    "preview \(example.number)",
                    "preview \(example.number) --dataset \(example.otherDataset) --select 5",
                    "preview \(example.number) --csv my-data.csv --compare",
                    "preview \(example.number) --width 100 --height 30 --svg chart.svg",
                ]
            ) { operands, values, catalog throws(UsageError) in
                .preview(try chartRequest(.preview, operands, values, catalog))
            }

        case .explore:
            return CommandSpec(
                subcommand: self, abstract: "The same chart, interactive: arrows or a click select.",
                discussion: """
                    Left and right arrows (or h and l) move the selection and its tooltip; Home and
                    End jump to the ends; Enter or Space clears the selection and brings it back.
                    Where the terminal reports the mouse, a click selects the point your own
                    hit-testing code picks. q, Esc or Ctrl-C leaves, and the terminal is put back as
                    it was.
                    """,
                operands: [OperandSpec(name: "<chapter>", help: "A chapter's number or name. (default: \(example.number))")],
                operandCount: .optional,
                options: [.dataset(catalog), .csv] + OptionSpec.chapterOptions(catalog) + [
                    OptionSpec.select.explained("The point selected at the start. (default: the largest)"),
                    OptionSpec.width.explained("The chart's width. (default: the window's, and the chart follows the window)"),
                    OptionSpec.height.explained("The chart's height. (default: the window's less one row, and the chart follows the window)"),
                    .canvas,
                ],
                exclusions: Self.chartExclusions,
                exitCodes: Self.chartExitCodes
            ) { operands, values, catalog throws(UsageError) in
                .explore(try chartRequest(.explore, operands, values, catalog))
            }

        case .demo:
            return CommandSpec(
                subcommand: self, abstract: "Every chapter's chart as the solutions draw it.",
                discussion: """
                    For a classroom projector: large, coloured charts of each chapter's sample data,
                    drawn by Solutions/ whatever state Chapters/ is in. On a terminal it waits for
                    Enter between charts. The first run builds the solutions, which takes a little
                    while; later runs start at once.
                    With --svg chart.svg, every chart is written as well: chart-1.svg, chart-2.svg, ...
                    """,
                options: drawingOptions,
                exitCodes: [.init(.success), .init(.failure), .init(.usage), .init(.interrupted)]
            ) { operands, values, _ throws(UsageError) in
                if let extra = operands.first {
                    throw UsageError("'demo' shows every chapter and takes no argument, but was given '\(extra)'.")
                }
                return .demo(values.chart.options)
            }

        case .bench:
            return CommandSpec(
                subcommand: self, abstract: "Time the chart renderer on long series.",
                discussion: """
                    Builds in release mode, then draws 1,000 to 10,000,000 points into a 120x40
                    braille chart and prints a table of times. The renderer keeps one vertical run
                    per pixel column (the smallest to the largest value there), so the cost grows
                    in a straight line with the number of points. Aim: 1,000,000 points in under 20 ms.
                    """,
                exitCodes: [.init(.success), .init(.failure, "the benchmark did not build or crashed"), .init(.usage)]
            ) { operands, _, _ throws(UsageError) in
                try noOperands(operands, of: .bench)
                return .bench
            }

        case .verify:
            return CommandSpec(
                subcommand: self, abstract: "Check the workbook itself (for maintainers and CI).",
                discussion: """
                    Builds in \(WorkbookLayout.verifyBuild), so your own .build is left alone, and checks that
                      - each chapter's chapter.json agrees with its files, every chapter folder has one,
                        and each exercise has at least two hints, none of which copies the solution;
                      - on the solutions (WORKBOOK_SOURCES=solutions), each chapter's suites are the
                        exercises its description lists, and every exercise test passes;
                      - the tool's own tests pass: the tool's, the renderer's and the previews';
                      - on the skeletons, every exercise test fails with "Not implemented yet", and
                        no skeleton crashes;
                      - every common mistake in Solutions/<chapter>/Mistakes/ is caught by a failing
                        test whose message names it;
                      - that failing test is the first one `workbook test <exercise>` explains
                        for the exercise whose file the mistake replaces;
                      - every mistake a test names (CommonMistake("<name>", ...)) exists as code.
                    Ends with a line "N passed, N failed" and exits with 1 on any failure.
                    """,
                exitCodes: [.init(.success, "every check passed"), .init(.failure, "a check failed"), .init(.usage)]
            ) { operands, _, _ throws(UsageError) in
                try noOperands(operands, of: .verify)
                return .verify
            }

        case .grade:
            return CommandSpec(
                subcommand: self, abstract: "Grade students' Chapters/ against your tests.",
                discussion: """
                    Run it in your own copy of the workbook. A submission is a folder with a student's
                    copy of the workbook, or at least its Chapters/. Only the student's chapter code is
                    taken: your Package.swift, Sources/, Tests/ and chapter.json files judge it, and
                    each file of the submission that differs from yours is named in the report.
                    An exercise earns all its points when every one of its tests passes, otherwise
                    none. A chapter that does not compile costs only that chapter; a crash or an
                    endless loop costs only its exercise. Each submission is built and tested in a
                    sandbox: no network, no writes outside its build folder, and none of your files
                    but the test program in sight while its code runs. Submissions share one build
                    folder (\(WorkbookLayout.grading)/1), so each after the first rebuilds only what it
                    changed.
                    """,
                operands: [OperandSpec(name: "<submission>", help: "A student's folder, such as alice/; with --merge, a report of --format json.")],
                operandCount: .oneOrMore,
                options: [.format, .output, .noSandbox, .visibility, .shard, .jobs, .resume, .merge],
                exclusions: ["shard", "jobs", "resume", "no-sandbox"].map {
                    .init(names: ["merge", $0], reason: "--merge joins reports and grades nothing")
                },
                exitCodes: [
                    .init(.success, "the grading ran, whatever the scores"),
                    .init(.failure, "it could not run for any submission"),
                    .init(.usage, "a mistake in the command line, such as a missing folder"),
                ],
                examples: [
                    "grade submissions/*/", "grade alice/ bob/ --format json --output grades.json",
                    "grade submissions/*/ --shard 1/3 --format json --output shard-1.json",
                    "grade --merge shard-*.json --format junit --output class.xml",
                    "grade submissions/*/ --format json --output grades.json --resume",
                ]
            ) { operands, values, _ throws(UsageError) in
                guard !operands.isEmpty else {
                    throw UsageError(values.grade.merging
                        ? "'grade --merge' needs the reports to join: files written by --format json."
                        : "'grade' needs at least one submission: a folder with a student's Chapters/.")
                }
                var request = values.grade
                if request.resuming {
                    guard request.outputPath != nil, request.format == .json else {
                        throw UsageError("--resume reads the grades back from the --output file, so it needs --format json and --output; --merge turns that file into any other format.")
                    }
                }
                request.submissions = operands
                return .grade(request)
            }

        case .autograder:
            return CommandSpec(
                subcommand: self, abstract: "Write the autograder a grading platform runs (for instructors).",
                discussion: """
                    Run it in your own copy of the workbook. Each platform's autograder carries your
                    workbook (Package.swift, Sources/, Tests/, Chapters/, Solutions/) and runs
                    `workbook grade` on each submission, in the sandbox:
                      gradescope    a zip to upload as a programming assignment's autograder, with
                                    setup.sh (installs Swift where it is missing, and bubblewrap,
                                    then builds) and run_autograder (finds the student's Chapters/
                                    wherever the upload has it, and writes results.json);
                      classroom50   a folder for <classroom>/autograders/<assignment>/ in the
                                    classroom's config repository, with autograder.py, which
                                    writes result.json, and a README.md that says what to do.
                    Where no sandbox can be had, a submission gets no points and a message that
                    says so, unless the autograder was made with --no-sandbox.
                    """,
                operands: [OperandSpec(name: "<platform>", help: "gradescope or classroom50.")],
                operandCount: .one,
                options: [
                    OptionSpec.output.explained("Gradescope: the zip to write, such as autograder.zip. Classroom 50: a new or empty folder."),
                    OptionSpec.noSandbox.explained(
                        "Grade each submission without a sandbox where none can be had, such as in a container that allows "
                            + "no namespaces (each report then says \"not sandboxed\")."),
                    OptionSpec.visibility.explained(
                        "Gradescope: when students see the tests: visible, hidden, after_due_date or after_published. "
                            + "(default: visible)"),
                ],
                exitCodes: [
                    .init(.success, "the autograder was written"),
                    .init(.failure, "it could not be written"),
                    .init(.usage, "a mistake in the command line, such as a missing --output"),
                ],
                examples: [
                    "autograder gradescope --output autograder.zip",
                    "autograder gradescope --output autograder.zip --visibility after_due_date",
                    "autograder classroom50 --output classroom50-autograder",
                ]
            ) { operands, values, _ throws(UsageError) in
                guard operands.count == 1, let operand = operands.first else {
                    throw UsageError("'autograder' takes one platform: \(listed(AutograderRequest.Platform.allCases.map(\.rawValue), "or")).")
                }
                guard let platform = AutograderRequest.Platform(rawValue: operand) else {
                    throw UsageError("There is no platform '\(operand)'; the platforms are \(listed(AutograderRequest.Platform.allCases.map(\.rawValue), "and")).")
                }
                guard let output = values.grade.outputPath else {
                    throw UsageError("'autograder \(platform.rawValue)' needs --output: \(platform == .gradescope ? "the zip to write, such as autograder.zip" : "a new folder").")
                }
                if platform == .classroom50 && values.grade.visibility != .visible {
                    throw UsageError("--visibility is Gradescope's; Classroom 50 shows every test.")
                }
                return .autograder(AutograderRequest(
                    platform: platform, outputPath: output, sandboxed: values.grade.sandboxed, visibility: values.grade.visibility))
            }

        case .help:
            return CommandSpec(
                subcommand: self, abstract: "Show help for a subcommand.",
                operands: [OperandSpec(name: "<subcommand>", help: "One of: " + Subcommand.allCases.map(\.rawValue).joined(separator: ", ") + ".")],
                operandCount: .optional
            ) { operands, _, _ throws(UsageError) in
                guard operands.count <= 1 else { throw UsageError("'help' takes at most one subcommand.") }
                guard let topic = operands.first else { return .help(nil) }
                guard let subcommand = Subcommand(rawValue: topic) else {
                    throw UsageError("There is no subcommand '\(topic)'." + suggestion(for: topic))
                }
                return .help(subcommand == .help ? nil : subcommand)
            }
        }
    }

    private static let chartExclusions: [CommandSpec.Exclusion] = [
        .init(names: ["dataset", "csv"]),
        .init(names: ["select", "tap"], reason: "both choose the selected point"),
    ]

    private static let chartExitCodes: [CommandSpec.ExitCodeNote] = [
        .init(.success), .init(.failure), .init(.usage), .init(.dataError), .init(.stuck), .init(.interrupted),
    ]
}

/// "'list' takes no argument, but was given '1'."
private func noOperands(_ operands: [String], of subcommand: Subcommand) throws(UsageError) {
    if let extra = operands.first {
        throw UsageError("'\(subcommand.rawValue)' takes no argument, but was given '\(extra)'.")
    }
}

/// The request of `preview` or `explore`: the chapter chosen, the options given, checked.
private func chartRequest(
    _ mode: ChartRequest.Mode, _ operands: [String], _ values: OptionValues, _ catalog: ChapterCatalog
) throws(UsageError) -> ChartRequest {
    guard operands.count <= 1 else {
        throw UsageError("'\(mode.rawValue)' takes one chapter, but was given \(operands.count).")
    }
    guard var chapter = catalog.chapters.first else { throw UsageError("This workbook has no chapters to draw.") }
    if let operand = operands.first, let chosen = try parseSelection(operand, catalog: catalog).chapter {
        chapter = chosen
    }
    var request = values.chart
    request.mode = mode
    request.chapters = [chapter]
    for name in request.chapterOptions.keys.sorted() where chapter.previewOption(name) == nil {
        throw UsageError("Chapter \(chapter.number) has no option --\(name); it belongs to " + chapterList(withOption: name, in: catalog) + ".")
    }
    do {
        try request.check()
    } catch {
        throw UsageError(error.message)
    }
    return request
}

extension Selection {
    /// The chapter chosen; `nil` for every chapter.
    var chapter: Chapter? {
        switch self {
        case .everything: nil
        case .chapter(let chapter), .exercise(_, of: let chapter): chapter
        }
    }
}

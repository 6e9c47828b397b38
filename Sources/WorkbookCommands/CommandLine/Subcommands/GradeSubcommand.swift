import Contracts
import Course
import Grading

extension Subcommand {
    /// `workbook grade`: students' submissions graded against the instructor's tests.
    static let grade = Subcommand("grade", GradeSubcommand.self)
}

extension Command {
    static func grade(_ request: GradeRequest) -> Command { Command(GradeSubcommand(request: request)) }
}

/// `workbook grade`: students' submissions graded against the instructor's tests, declared and run.
struct GradeSubcommand: WorkbookSubcommand {
    var request: GradeRequest

    static func declaration(_ shared: SubcommandDeclarations) -> CommandSpec {
        CommandSpec(
            subcommand: .grade, abstract: "Grade students' Chapters/ against your tests.",
            discussion: """
                Run it in your own copy of the workbook. A submission is a folder with a student's
                copy of the workbook, or at least its Chapters/. Only the student's chapter code is
                taken: your Package.swift, Sources/, Tests/ and chapter.json files judge it, and
                each file of the submission that differs from yours is named in the report.
                An exercise earns all its points when every one of its tests passes and its
                answers agree with your solution's on held-out inputs, otherwise none: the
                visible tests' cases and random ones drawn from a seed, asked of a probe
                built with the student's code, and judged outside it. A chapter that does
                not compile costs only that chapter; a crash or an endless loop costs only
                its exercise. Each submission is built and tested in a
                sandbox: no network, no writes outside its build folder, and none of your files
                but the test program in sight while its code runs. Submissions share one build
                folder (\(WorkbookLayout.grading)/1), so each after the first rebuilds only what it
                changed.
                """,
            operands: [
                OperandSpec(
                    name: "<submission>",
                    help: "A student's folder, such as alice/; with --merge, a report of --format json.")
            ],
            operandCount: .oneOrMore,
            options: [.format, .output, .noSandbox, .visibility, .shard, .seed, .jobs, .resume, .merge],
            exclusions: ["shard", "seed", "jobs", "resume", "no-sandbox"].map {
                .init(names: ["merge", $0], reason: "--merge joins reports and grades nothing")
            },
            exitCodes: [
                .init(.success, "the grading ran, whatever the scores"),
                .init(.failure, "it could not run for any submission"),
                .init(.usage, "a mistake in the command line, such as a missing folder"),
            ],
            examples: [
                "grade submissions/*/", "grade alice/ bob/ --format json --output grades.json",
                "grade submissions/*/ --shard 1/3 --seed 271828 --format json --output 1.json",
                "grade --merge shard-*.json --format junit --output class.xml",
                "grade submissions/*/ --format json --output grades.json --resume",
            ]
        ) { operands, values, _ throws(UsageError) in
            guard !operands.isEmpty else {
                throw UsageError(
                    values.grade.merging
                        ? "'grade --merge' needs the reports to join: files written by --format json."
                        : "'grade' needs at least one submission: a folder with a student's Chapters/.")
            }
            var request = values.grade
            if request.visibility != .visible && request.format != .gradescope {
                throw UsageError(
                    "--visibility says when Gradescope shows the tests, so it goes with --format gradescope.")
            }
            if request.shard != nil && request.seed == nil {
                throw UsageError(
                    "--shard needs --seed, the same number for every shard, so that each draws the same held-out inputs: such as --seed 271828."
                )
            }
            if request.resuming {
                guard request.outputPath != nil, request.format == .json else {
                    throw UsageError(
                        "--resume reads the grades back from the --output file, so it needs --format json and --output; --merge turns that file into any other format."
                    )
                }
            }
            request.submissions = operands
            return .grade(request)
        }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        try GradeCommand(workspace: context.workspace(), style: context.style, request: request, output: context.output)
            .run()
    }
}

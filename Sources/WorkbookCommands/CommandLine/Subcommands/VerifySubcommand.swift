import Contracts
import Course

extension Subcommand {
    /// `workbook verify`: the maintainers' gate.
    static let verify = Subcommand("verify", VerifySubcommand.self)
}

extension Command {
    static func verify(onlySkeletons: Bool) -> Command { Command(VerifySubcommand(onlySkeletons: onlySkeletons)) }
}

/// `workbook verify`: the maintainers' gate, declared and run.
struct VerifySubcommand: WorkbookSubcommand {
    var onlySkeletons: Bool

    static func declaration(_ shared: SubcommandDeclarations) -> CommandSpec {
        CommandSpec(
            subcommand: .verify, abstract: "Check the workbook itself (for maintainers and CI).",
            discussion: """
                Builds in \(WorkbookLayout.verifyBuild), so your own .build is left alone, and checks that
                  - each chapter's chapter.json agrees with its files, every chapter folder has one,
                    and each exercise has at least two hints, none of which copies the solution;
                  - the Swift files of Sources, Tests, Chapters and Solutions keep the style that
                    .swift-format sets (swift format lint --strict, the toolchain's own);
                  - on the solutions (WORKBOOK_SOURCES=solutions), each chapter's suites are the
                    exercises its description lists, and every exercise test passes;
                  - the tool's own tests pass: the tool's, the renderer's and the previews';
                  - every worked example of the skeletons' doc comments and the chapter READMEs
                    (a call and the result the text gives) holds on the solutions, and each
                    README states the dependencies its chapter.json lists;
                  - on the skeletons, every exercise test fails with "Not implemented yet", and
                    no skeleton crashes;
                  - every common mistake in Solutions/<chapter>/Mistakes/ is caught by a failing
                    test whose message names it;
                  - that failing test is the first one `workbook test <exercise>` explains
                    for the exercise whose file the mistake replaces;
                  - every mistake a test names (CommonMistake("<name>", ...)) exists as code;
                  - every hint that shows code, followed literally (Solutions/<chapter>/Hints/
                    <exercise>-<hint>/), passes every test of its chapter;
                  - \(WorkbookLayout.skeletonResults) holds what the skeletons' tests say, for the
                    files as they are (where it does not, verify writes it anew, to commit).
                In the students' edition, which has no solutions, it checks the descriptions and
                the skeletons, and says so.
                Ends with a line "N passed, N failed" and exits with 1 on any failure.
                """,
            options: [.skeletons],
            exitCodes: [.init(.success, "every check passed"), .init(.failure, "a check failed"), .init(.usage)]
        ) { operands, values, _ throws(UsageError) in
            try noOperands(operands, of: .verify)
            return .verify(onlySkeletons: values.onlySkeletons)
        }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        try VerifyCommand(
            workspace: context.workspace(), style: context.style, output: context.output, onlySkeletons: onlySkeletons
        ).run()
    }
}

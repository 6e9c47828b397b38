/// The `--help` texts, in the sections a command-line user expects: OVERVIEW, USAGE,
/// then ARGUMENTS, OPTIONS or SUBCOMMANDS.
enum Help {
    /// The help of `subcommand`, or of the whole tool.
    static func text(for subcommand: Subcommand?) -> String {
        switch subcommand {
        case nil: tool
        case .list: list
        case .test: test
        case .verify: verify
        case .help: help
        }
    }

    /// The one-line usage of `subcommand`, or of the tool, as an error message ends with.
    static func usage(of subcommand: Subcommand?) -> String {
        switch subcommand {
        case nil: "workbook [<subcommand>] [--color <when>] [--ascii]"
        case .list: "workbook list [--color <when>] [--ascii]"
        case .test: "workbook test [<chapter> | <exercise>] [--color <when>] [--ascii]"
        case .verify: "workbook verify [--color <when>] [--ascii]"
        case .help: "workbook help [<subcommand>]"
        }
    }

    static let outputOptions = """
          --color <when>          Colour the output: auto (on a terminal, unless NO_COLOR
                                  is set), always or never. (default: auto)
          --ascii                 Plain ASCII symbols, for terminals and fonts without
                                  Unicode.
          -h, --help              Show help information.
        """

    static let tool = """
        OVERVIEW: Chart Workbook: learn the arithmetic under SwiftUI charts by writing it.

        Each chapter is a folder of Swift files under Chapters/ with functions for you to
        fill in. The workbook runs the chapter's tests on your code, tells you what is
        right, what is wrong and why, and shows what to do next.

        USAGE: \(usage(of: nil))

        SUBCOMMANDS:
          list (default)          Show the chapters, their exercises and your progress.
          test [<chapter>|<exercise>]
                                  Check your code for a chapter or an exercise.
          verify                  Check the workbook itself (for maintainers and CI).
          help [<subcommand>]     Show help for a subcommand.

        OPTIONS:
        \(outputOptions)

        EXAMPLES:
          swift run workbook                  Where am I?
          swift run workbook test 1           Check every exercise of chapter 1.
          swift run workbook test 1.3         Check exercise 1.3 only.
          swift run workbook help test        More about 'test'.

        Chapters: \(Chapter.all.map { "\($0.number) \($0.slug)" }.joined(separator: ", ")).
        """

    static let list = """
        OVERVIEW: Show the chapters, their exercises and your progress.

        Each exercise is passed, failing or not started. Chapters whose code changed since
        their last check are tested again first, which can take a minute the first time.

        USAGE: \(usage(of: .list))

        OPTIONS:
        \(outputOptions)
        """

    static let test = """
        OVERVIEW: Check your code for a chapter or an exercise.

        Runs the chapter's tests on the code in Chapters/, prints one line per exercise,
        then explains the first problem: the call that was checked, what was expected,
        what came back, and the likely mistake. Exits with 0 when every selected exercise
        passes and 1 when one does not.

        USAGE: \(usage(of: .test))

        ARGUMENTS:
          <chapter>               A chapter's number or name: 1, line-graph.
          <exercise>              An exercise's number: 1.3.
                                  Without an argument, every chapter is checked.

        OPTIONS:
        \(outputOptions)

        EXAMPLES:
          swift run workbook test 1
          swift run workbook test line-graph
          swift run workbook test 1.3
        """

    static let verify = """
        OVERVIEW: Check the workbook itself: the gate for maintainers and CI.

        Builds in .build/workbook/verify, so your own .build is left alone, and checks that
          - every exercise test passes on the solutions (WORKBOOK_SOURCES=solutions),
          - every exercise test fails on the skeletons with "Not implemented yet", and no
            skeleton crashes,
          - every common mistake in Solutions/<chapter>/Mistakes/ is caught by a test whose
            message names it,
          - the tool's own tests pass.
        Ends with a line "N passed, N failed" and exits with 1 on any failure.

        USAGE: \(usage(of: .verify))

        OPTIONS:
        \(outputOptions)
        """

    static let help = """
        OVERVIEW: Show help for a subcommand.

        USAGE: \(usage(of: .help))

        ARGUMENTS:
          <subcommand>            One of: \(Subcommand.allCases.map(\.rawValue).joined(separator: ", ")).
        """
}

import Course
import Foundation
import PreviewProtocol

/// The `--help` texts, in the sections a command-line user expects: OVERVIEW, USAGE,
/// then ARGUMENTS, OPTIONS or SUBCOMMANDS.
///
/// Chapter names, numbers and datasets in the examples come from the workbook's own
/// chapter descriptions, so that the help shows what this workbook holds.
enum Help {
    /// The help of `subcommand`, or of the whole tool, for a workbook with `catalog`'s chapters.
    static func text(for subcommand: Subcommand?, catalog: ChapterCatalog) -> String {
        let examples = Examples(catalog: catalog)
        return switch subcommand {
        case nil: tool(examples)
        case .list: list
        case .test: test(examples)
        case .preview: preview(examples)
        case .explore: explore(examples)
        case .demo: demo
        case .bench: bench
        case .verify: verify
        case .grade: grade
        case .hint: hint(examples)
        case .watch: watch(examples)
        case .reset: reset(examples)
        case .help: help
        }
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
        /// Each chapter's datasets, a line each, indented as an option's text.
        var datasetsByChapter: String {
            catalog.chapters.map { chapter in
                String(repeating: " ", count: 26) + "Chapter \(chapter.number): " + chapter.datasets.joined(separator: ", ") + "."
            }
            .joined(separator: "\n")
        }
        /// The options that chapters declare for their previews, an entry each, after a
        /// line break; "" when no chapter has one.
        var chapterOptions: String {
            catalog.chapters.flatMap { chapter in
                chapter.previewOptions.map { option in
                    let name = "  --\(option.name) <\(option.value)>"
                    let text = "Chapter \(chapter.number): \(option.help)"
                        + (option.choices.map { " One of: " + $0.joined(separator: ", ") + "." } ?? "")
                    let first = name.count < 26 ? name.padding(toLength: 26, withPad: " ", startingAt: 0) : name + "\n" + String(repeating: " ", count: 26)
                    return first + wrapped(text, width: 80 - 26, continuationIndent: 0).joined(separator: "\n" + String(repeating: " ", count: 26))
                }
            }
            .map { "\n" + $0 }
            .joined()
        }
        /// A dataset other than the default, "sunshine".
        var otherDataset: String { catalog.chapters.first?.datasets.last ?? "name" }
        /// "1 line-graph, 2 bar-chart"
        var chapterList: String {
            catalog.chapters.map { "\($0.number) \($0.slug)" }.joined(separator: ", ")
        }
    }

    /// The usage of `subcommand`, or of the tool, as an error message ends with. A long one
    /// goes on over a second line, indented to follow "Usage: " or "USAGE: ".
    static func usage(of subcommand: Subcommand?) -> String {
        switch subcommand {
        case nil: "workbook [<subcommand>] [--color <when>] [--ascii]"
        case .list: "workbook list [--color <when>] [--ascii]"
        case .test: "workbook test [<chapter> | <exercise>] [--color <when>] [--ascii]"
        case .preview: """
            workbook preview [<chapter>] [--dataset <name> | --csv <file>]
                                    [--select <index> | --tap <x,y>] [--compare] [<chart options>]
            """
        case .explore: """
            workbook explore [<chapter>] [--dataset <name> | --csv <file>] [--select <index>]
                                    [--width <columns>] [--height <rows>] [--canvas <kind>]
            """
        case .demo: "workbook demo [--width <columns>] [--height <rows>] [--canvas <kind>] [--svg <file>]"
        case .bench: "workbook bench"
        case .verify: "workbook verify [--color <when>] [--ascii]"
        case .grade: "workbook grade <submission>... [--format table|json|junit] [--output <file>] [--no-sandbox]"
        case .hint: "workbook hint <exercise>"
        case .watch: "workbook watch [<chapter>]"
        case .reset: "workbook reset <chapter> | <exercise> [--yes]"
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

    static func tool(_ examples: Examples) -> String { """
        OVERVIEW: Chart Workbook: learn the arithmetic under SwiftUI charts by writing it.

        Each chapter is a folder of Swift files under Chapters/ with functions for you to
        fill in. The workbook runs the chapter's tests on your code, tells you what is
        right, what is wrong and why, and shows what to do next.

        USAGE: \(usage(of: nil))

        SUBCOMMANDS:
          list (default)          Show the chapters, their exercises and your progress.
          test [<chapter>|<exercise>]
                                  Check your code for a chapter or an exercise.
          watch [<chapter>]       Test a chapter again each time you save a file.
          hint <exercise>         The next hint for an exercise, gentlest first.
          reset <chapter>|<exercise>
                                  Put the skeleton back; your code is saved first.
          preview [<chapter>]     Draw a chapter's chart with your own functions.
          explore [<chapter>]     The same chart, interactive: arrows or a click select.
          demo                    Every chapter's chart as the solutions draw it.
          bench                   Time the chart renderer on long series.
          verify                  Check the workbook itself (for maintainers and CI).
          grade <submission>...   Grade students' Chapters/ against your tests.
          help [<subcommand>]     Show help for a subcommand.

        OPTIONS:
        \(outputOptions)

        EXAMPLES:
          swift run workbook                  Where am I?
          swift run workbook test \(examples.number)           Check every exercise of chapter \(examples.number).
          swift run workbook test \(examples.exercise)         Check exercise \(examples.exercise) only.
          swift run workbook preview \(examples.number)        See what your chapter \(examples.number) code draws.
          swift run workbook help test        More about 'test'.

        Chapters: \(examples.chapterList).

        EXIT CODES:
        \(exitCodes)

        EXIT CODES BY SUBCOMMAND:
        \(exitCodesBySubcommand)
        """
    }

    /// The codes each subcommand can end with, a line each.
    static var exitCodesBySubcommand: String {
        Subcommand.allCases.map { subcommand in
            "  " + subcommand.rawValue.padding(toLength: 24, withPad: " ", startingAt: 0)
                + subcommand.exitCodes.map { String($0.rawValue) }.joined(separator: ", ")
        }
        .joined(separator: "\n")
    }

    /// Every exit code of the tool and what it means, a line each.
    static var exitCodes: String {
        ExitCode.allCases.map { code in
            "  " + String(code.rawValue).padding(toLength: 24, withPad: " ", startingAt: 0) + code.meaning
        }
        .joined(separator: "\n")
    }

    static let list = """
        OVERVIEW: Show the chapters, their exercises and your progress.

        Each exercise is passed, failing or not started. Chapters whose code changed since
        their last check are tested again first, which can take a minute the first time.

        USAGE: \(usage(of: .list))

        OPTIONS:
        \(outputOptions)
        """

    static func test(_ examples: Examples) -> String { """
        OVERVIEW: Check your code for a chapter or an exercise.

        Runs the chapter's tests on the code in Chapters/, prints one line per exercise,
        then explains the first problem: the call that was checked, what was expected,
        what came back, and the likely mistake. Exits with 0 when every selected exercise
        passes and 1 when one does not.

        USAGE: \(usage(of: .test))

        ARGUMENTS:
          <chapter>               A chapter's number or name: \(examples.number), \(examples.slug).
          <exercise>              An exercise's number: \(examples.exercise).
                                  Without an argument, every chapter is checked.

        OPTIONS:
        \(outputOptions)

        EXAMPLES:
          swift run workbook test \(examples.number)
          swift run workbook test \(examples.slug)
          swift run workbook test \(examples.exercise)
        """
    }

    static let chartOptions = """
          --width <columns>       The chart's width. (default: the terminal's)
          --height <rows>         The chart's height. (default: the terminal's, less one
                                  row for the prompt)
          --canvas <kind>         braille (finest), blocks or ascii. (default: braille,
                                  blocks on the Linux console, ascii without Unicode)
          --svg <file>            Also write the chart as an SVG image, for slides or to
                                  compare with a SwiftUI app.
        """

    static func dataOptions(_ examples: Examples) -> String { """
          --dataset <name>        One of the chapter's datasets. (default: the first)
        \(examples.datasetsByChapter)
          --csv <file>            Your own data: a file of "label,value" lines. A header
                                  line, # comments and blank lines are fine; semicolons
                                  with decimal commas work too. Empty or NaN is a gap.
        """ + examples.chapterOptions
    }

    static func preview(_ examples: Examples) -> String { """
        OVERVIEW: Draw a chapter's chart with your own functions.

        The chart's plot area in the terminal is the CGRect your functions receive, so a
        wrong formula draws a wrong chart. An exercise that is not done yet shows a note,
        "not implemented yet: exercise \(examples.exercise)", where its part of the chart would be.

        USAGE: \(usage(of: .preview))

        ARGUMENTS:
          <chapter>               A chapter's number or name. (default: \(examples.number))

        OPTIONS:
        \(dataOptions(examples))
          --select <index>        Select the point at this index (0 is the first) and
                                  show its tooltip.
          --tap <x,y>             Tap the chart at this pixel: your hit-testing code
                                  chooses the point, and the footer shows what it chose
                                  and what it was given, such as its CGRect. Pixels
                                  are the canvas's own (braille and blocks have two
                                  per column, ASCII one).
          --compare               Draw the expected line too, dashed, and say where
                                  yours differs.
        \(chartOptions)
        \(outputOptions)

        EXAMPLES:
          swift run workbook preview \(examples.number)
          swift run workbook preview \(examples.number) --dataset \(examples.otherDataset) --select 5
          swift run workbook preview \(examples.number) --csv my-data.csv --compare
          swift run workbook preview \(examples.number) --width 100 --height 30 --svg chart.svg
        """
    }

    static func explore(_ examples: Examples) -> String { """
        OVERVIEW: A chapter's chart that you can move around in.

        Left and right arrows (or h and l) move the selection and its tooltip; Home and
        End jump to the ends; Enter or Space clears the selection and brings it back.
        Where the terminal reports the mouse, a click selects the point your own
        hit-testing code picks. q, Esc or Ctrl-C leaves, and the terminal is put back as
        it was.

        USAGE: \(usage(of: .explore))

        ARGUMENTS:
          <chapter>               A chapter's number or name. (default: \(examples.number))

        OPTIONS:
        \(dataOptions(examples))
          --select <index>        The point selected at the start. (default: the largest)
          --width, --height, --canvas
                                  As for preview; without a size the chart follows the
                                  window.
        \(outputOptions)
        """
    }

    static let demo = """
        OVERVIEW: Every chapter's chart, as the reference solutions draw it.

        For a classroom projector: large, coloured charts of each chapter's sample data,
        drawn by Solutions/ whatever state Chapters/ is in. On a terminal it waits for
        Enter between charts. The first run builds the solutions, which takes a little
        while; later runs start at once.
        With --svg chart.svg, every chart is written as well: chart-1.svg, chart-2.svg, ...

        USAGE: \(usage(of: .demo))

        OPTIONS:
        \(chartOptions)
        \(outputOptions)
        """

    static let bench = """
        OVERVIEW: Time the chart renderer on long series.

        Builds in release mode, then draws 1,000 to 10,000,000 points into a 120x40
        braille chart and prints a table of times. The renderer keeps one vertical run
        per pixel column (the smallest to the largest value there), so the cost grows
        in a straight line with the number of points. Aim: 1,000,000 points in under 20 ms.

        USAGE: \(usage(of: .bench))
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

    static let grade = """
        OVERVIEW: Grade students' submissions against your own tests.

        Run it in your own copy of the workbook. A submission is a folder with a student's
        copy of the workbook, or at least its Chapters/. Only the student's chapter code is
        taken: your Package.swift, Sources/, Tests/ and chapter.json files judge it, and
        each file of the submission that differs from yours is named in the report.
        An exercise earns all its points when every one of its tests passes, otherwise
        none. A chapter that does not compile costs only that chapter; a crash or an
        endless loop costs only its exercise. Each submission is built and tested in a
        sandbox: no network, no writes outside its build folder, and none of your files
        but the test program in sight while its code runs. Submissions share one build
        folder (.build/workbook/grade/1), so each after the first rebuilds only what it
        changed.

        USAGE: \(usage(of: .grade))

        ARGUMENTS:
          <submission>            A student's folder, such as alice/.

        OPTIONS:
          --format <format>       table: a row per submission, a column per chapter;
                                  json: Exercism's results.json version 3 with points,
                                  an object per submission (schema:
                                  Sources/Results/Grading/results.schema.json);
                                  junit: JUnit XML, a test suite per submission.
                                  (default: table)
          --output <file>         Write the report to this file instead of the screen.
          --no-sandbox            Build and test without a sandbox, where none can be
                                  had (the report says so). Without it, grade needs
                                  bubblewrap (bwrap) or unshare on Linux.
        \(outputOptions)

        EXAMPLES:
          swift run workbook grade submissions/*/
          swift run workbook grade alice/ bob/ --format json --output grades.json

        EXIT CODES:
          0 when the grading ran, whatever the scores; 1 when it could not run for any
          submission; 64 for a mistake in the command line, such as a missing folder.
        """

    static func hint(_ examples: Examples) -> String { """
        OVERVIEW: The next hint for an exercise.

        Each exercise has a few hints, from the gentlest to the most direct. Each time you
        ask, you get the next one, with the ones before it; none gives away the code.
        The workbook remembers which you have seen in .build/workbook/hints.json.

        USAGE: \(usage(of: .hint))

        ARGUMENTS:
          <exercise>              An exercise's number: \(examples.exercise).

        EXIT CODES:
          0 a hint was shown; 64 there is no such exercise.
        """
    }

    static func watch(_ examples: Examples) -> String { """
        OVERVIEW: Test a chapter again each time you save one of its files.

        Clears the screen and shows one line per exercise and what to do next, as 'test'
        does, then a line on what the chapter's chart still waits for. It starts as soon
        as you save a file of the chapter: the system tells it (inotify on Linux, kqueue
        on macOS). Where no such word comes, as on some network drives, it looks at the
        files once a second instead, and says so. Keys: h the next hint for the exercise
        to do next, l every chapter, p the chapter's chart, q quit; any other key shows
        the results again. Ctrl-C quits too, and the terminal is left as it was.

        USAGE: \(usage(of: .watch))

        ARGUMENTS:
          <chapter>               A chapter's number or name: \(examples.number), \(examples.slug).
                                  (default: the first chapter not yet done)

        EXIT CODES:
          0 you pressed q; 130 you pressed Ctrl-C; 64 a mistake in the command line.
        """
    }

    static func reset(_ examples: Examples) -> String { """
        OVERVIEW: Put the skeleton of an exercise or a whole chapter back.

        Your version is saved first, in Chapters/.backups/<date and time>/, and the
        command says where; a later reset saves to a new folder, so nothing you wrote is
        lost. The skeleton comes from git (the last commit of the file). It asks before it
        overwrites, unless --yes is given.

        USAGE: \(usage(of: .reset))

        ARGUMENTS:
          <chapter>               A chapter's number or name: \(examples.number), \(examples.slug).
          <exercise>              An exercise's number: \(examples.exercise).

        OPTIONS:
          -y, --yes               Do not ask.

        EXIT CODES:
          0 the skeleton is back, or you said no; 1 the skeleton could not be found
          (no git); 64 a mistake in the command line.
        """
    }

    static let help = """
        OVERVIEW: Show help for a subcommand.

        USAGE: \(usage(of: .help))

        ARGUMENTS:
          <subcommand>            One of: \(wrapped(Subcommand.allCases.map(\.rawValue).joined(separator: ", ") + ".", width: 54).joined(separator: "\n" + String(repeating: " ", count: 26)))
        """
}

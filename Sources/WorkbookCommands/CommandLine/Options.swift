import Course
import Foundation
import Grading
import PreviewProtocol
import Renderer
import Results

/// The options, each declared once with its help and what it sets; the subcommands in
/// `CommandLine/Subcommands/` list the ones they take.
extension OptionSpec {
    // MARK: Every subcommand

    static let color = choice(
        "color", value: "when", of: ColorChoice.self,
        help: "Colour the output: auto (on a terminal, unless NO_COLOR is set), always or never. (default: auto) "
            + "--colour works too."
    ) { $1.color = $0 }
    .with(aliases: ["colour"])

    static let ascii = flag(
        "ascii", help: "Plain ASCII symbols, for terminals and fonts without Unicode.", sets: \.ascii)

    static let help = flag("help", short: "h", help: "Show help information.", sets: \.wantsHelp)

    // MARK: preview, explore and demo

    static func dataset(_ catalog: ChapterCatalog) -> OptionSpec {
        let byChapter = catalog.chapters.map { "\nChapter \($0.number): " + $0.datasets.joined(separator: ", ") + "." }
            .joined()
        return OptionSpec(
            name: "dataset", value: "name", help: "One of the chapter's datasets. (default: the first)" + byChapter
        ) { value, values in
            values.chart.dataset = value
        }
    }

    static let csv = OptionSpec(
        name: "csv", value: "file",
        help: "Your own data: a file of \"label,value\" lines. A header line, # comments and blank lines are fine; "
            + "semicolons with decimal commas work too. Empty or NaN is a gap."
    ) { value, values throws(UsageError) in
        guard !value.isEmpty else { throw UsageError("--csv needs a file name.") }
        values.chart.csvPath = value
    }

    static let select = OptionSpec(
        name: "select", value: "index", help: "Select the point at this index (0 is the first) and show its tooltip."
    ) { value, values throws(UsageError) in
        guard let index = Int(value), index >= 0 else {
            throw UsageError("--select takes the index of a point, a whole number from 0 up, not '\(value)'.")
        }
        values.chart.selection = index
    }

    static let tap = OptionSpec(
        name: "tap", value: "x,y",
        help:
            "Tap the chart at this pixel: your hit-testing code chooses the point, and the footer shows what it chose "
            + "and what it was given, such as its CGRect. Pixels are the canvas's own (braille and blocks have two per "
            + "column, ASCII one)."
    ) { value, values throws(UsageError) in
        let parts = value.split(separator: ",", omittingEmptySubsequences: false).map {
            Double($0.trimmingCharacters(in: .whitespaces))
        }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
            throw UsageError("--tap takes a point in the chart's pixels as X,Y, such as --tap 120,40, not '\(value)'.")
        }
        values.chart.tap = CGPoint(x: x, y: y)
    }

    static let compare = flag(
        "compare", help: "Draw the expected line too, dashed, and say where yours differs.", sets: \.chart.compare)

    static let width = OptionSpec(name: "width", value: "columns", help: "The chart's width. (default: the terminal's)")
    { value, values throws(UsageError) in
        values.chart.options.width = try count(value, of: "columns", for: "width")
    }

    static let height = OptionSpec(
        name: "height", value: "rows",
        help: "The chart's height. (default: the terminal's, less one row for the prompt)"
    ) { value, values throws(UsageError) in
        values.chart.options.height = try count(value, of: "rows", for: "height")
    }

    static let canvas = choice(
        "canvas", value: "kind", of: CanvasKind.self,
        help:
            "braille (finest), blocks or ascii. (default: braille, blocks on the Linux console, ascii without Unicode)"
    ) { $1.chart.options.canvas = $0 }

    static let svg = OptionSpec(
        name: "svg", value: "file",
        help: "Also write the chart as an SVG image, for slides or to compare with a SwiftUI app."
    ) { value, values throws(UsageError) in
        guard !value.isEmpty else { throw UsageError("--svg needs a file name.") }
        values.chart.options.svgPath = value
    }

    /// The options that chapters declare for their previews, such as `--now <time>`: one
    /// entry for each chapter that declares one.
    static func chapterOptions(_ catalog: ChapterCatalog) -> [OptionSpec] {
        catalog.chapters.flatMap { chapter in
            chapter.previewOptions.map { option in
                OptionSpec(
                    name: option.name, value: option.value, choices: option.choices,
                    help: "Chapter \(chapter.number): \(option.help)"
                        + (option.choices.map { " One of: " + $0.joined(separator: ", ") + "." } ?? ""),
                    owners: " of " + chapterList(withOption: option.name, in: catalog)
                ) { value, values in
                    values.chart.chapterOptions[option.name] = value
                }
            }
        }
    }

    // MARK: grade, reset and doctor

    static let format = choice(
        "format", value: "format", of: GradeRequest.Format.self,
        help: "table: a row per submission, a column per chapter; json: Exercism's results.json version 3 with points, "
            + "an object per submission (schema: Sources/Grading/Class/results.schema.json); junit: JUnit XML, "
            + "a test suite per submission; html: one page, the class report, with pass counts, common mistakes, "
            + "each student's charts and copied files flagged (json and html draw each chapter's chart); "
            + "csv: a gradebook to import into Canvas or Moodle, a row per student with the total and each chapter's points; "
            + "gradescope: Gradescope's results.json, one submission's (schema: gradescope-results.schema.json beside it); "
            + "classroom50: Classroom 50's result.json (classroom50/result/v1), one submission's, its identity from the "
            + "runner's environment (schema: classroom50-result.schema.json). "
            + "The last two hold one submission: for several, --output names a folder, for <folder>/<submission>.json "
            + "each. (default: table)"
    ) { $1.grade.format = $0 }

    static let visibility = choice(
        "visibility", value: "when", of: GradescopeReport.Visibility.self,
        help: "When students see the tests of --format gradescope: visible (always), hidden (never), after_due_date, "
            + "or after_published (when you publish the grades). Gradescope hides the total while tests are hidden. "
            + "(default: visible)"
    ) { $1.grade.visibility = $0 }

    static let output = OptionSpec(
        name: "output", value: "file", help: "Write the report to this file instead of the screen."
    ) { value, values throws(UsageError) in
        guard !value.isEmpty else { throw UsageError("--output needs a file name.") }
        values.grade.outputPath = value
    }

    static let noSandbox = flag(
        "no-sandbox",
        help: "Build and test without a sandbox, where none can be had (the report says so). Without it, grade needs "
            + "bubblewrap (bwrap) or unshare on Linux.",
        sets: \.grade.sandboxed, to: false)

    static let shard = OptionSpec(
        name: "shard", value: "k/n",
        help: "Grade only the k-th of n equal parts of the submissions, as one job of a CI matrix does; the parts "
            + "are cut from the names in sorted order, so that n machines given the same list grade each "
            + "submission once. Join their reports with --merge."
    ) { value, values throws(UsageError) in
        guard let shard = Shard(value) else {
            throw UsageError("--shard takes k/n, such as 2/3, with 1 ≤ k ≤ n, not '\(value)'.")
        }
        values.grade.shard = shard
    }

    static let skeletons = flag(
        "skeletons",
        help: "Check only the descriptions and the skeletons, and record what the skeletons' tests say in "
            + "\(WorkbookLayout.skeletonResults), which a fresh copy's first list shows without building: a minute "
            + "or two, after a change to a test or a shared source.",
        sets: \.onlySkeletons)

    static let merge = flag(
        "merge",
        help: "The operands are reports of --format json (one per shard, say) to join into one report in any "
            + "--format; nothing is built or run.",
        sets: \.grade.merging)

    static let resume = flag(
        "resume",
        help: "Go on from an interrupted run: the submissions already in the --output file (of --format json) "
            + "are not graded again, and the file keeps their grades.",
        sets: \.grade.resuming)

    static let jobs = OptionSpec(
        name: "jobs", short: "j", value: "n",
        help: "Grade n submissions at once, each in a build folder of its own. Each job's first submission "
            + "builds the whole workbook, and a job needs about 2 GB of memory and a core: it pays on a machine "
            + "with cores to spare. (default: 1)"
    ) { value, values throws(UsageError) in
        guard let jobs = Int(value), (1...64).contains(jobs) else {
            throw UsageError("--jobs takes a number of submissions from 1 to 64, not '\(value)'.")
        }
        values.grade.jobs = jobs
    }

    static let seed = OptionSpec(
        name: "seed", value: "n",
        help: "Draw the held-out inputs from this seed, as an earlier report gives it, to grade as that run did. "
            + "Every shard of a class needs the same one. Keep it from the students. (default: a new one each run, "
            + "or the --resume file's)"
    ) { value, values throws(UsageError) in
        guard let seed = UInt64(value), seed > 0 else {
            throw UsageError("--seed takes a whole number above 0, such as one a report gives, not '\(value)'.")
        }
        values.grade.seed = seed
    }

    static let json = flag("json", help: "Print the same findings as JSON, for a script or CI.", sets: \.json)

    static let yes = flag("yes", short: "y", help: "Do not ask.", sets: \.yes)

    // MARK: Helpers

    /// A flag, such as `--yes`: it takes no value and sets one setting.
    static func flag(
        _ name: String, short: Character? = nil, help: String,
        sets setting: WritableKeyPath<OptionValues, Bool> & Sendable, to value: Bool = true
    ) -> OptionSpec {
        OptionSpec(name: name, short: short, value: nil, help: help) { _, values in values[keyPath: setting] = value }
    }

    func with(aliases: [String]) -> OptionSpec {
        var option = self
        option.aliases = aliases
        return option
    }

    /// A positive whole number of columns or rows.
    private static func count(_ value: String, of unit: String, for name: String) throws(UsageError) -> Int {
        guard let number = Int(value), number > 0 else {
            throw UsageError("--\(name) takes a number of \(unit), not '\(value)'.")
        }
        return number
    }
}

/// "chapter 2" or "chapters 2 and 3": the chapters whose previews take `--name`.
func chapterList(withOption name: String, in catalog: ChapterCatalog) -> String {
    let numbers = catalog.chapters.filter { $0.previewOption(name) != nil }.map { String($0.number) }
    return (numbers.count > 1 ? "chapters " : "chapter ") + listed(numbers)
}

/// "a", "a and b", "a, b and c"; or "a, b or c".
func listed(_ items: [String], _ conjunction: String = "and") -> String {
    items.count > 1 ? items.dropLast().joined(separator: ", ") + " \(conjunction) " + items.last! : items.joined()
}

// swift-tools-version: 6.2
//
// Chart Workbook. Each chapter describes itself in Chapters/<NN-Name>/chapter.json; this
// manifest finds those descriptions and makes, for each chapter, its module (the code the
// student writes) and its test target (Tests/<Module>Tests). Nothing here names a chapter.
//
// Settings, all optional:
//
//   WORKBOOK_SOURCES unset or "chapters"  the chapter modules are the skeletons in Chapters/
//   WORKBOOK_SOURCES=solutions            the reference solutions in Solutions/, and the
//                                         tool's own test targets, which check the previews
//                                         and the tool against those solutions
//   WORKBOOK_SOURCES=hint:<name>          the solutions, with the files of
//                                         Solutions/<chapter>/Hints/<name>/ (a hint followed
//                                         literally) in place of those of the same name
//   WORKBOOK_SOURCES=skeletons            in the students' edition: the skeletons as it was
//                                         made (Edition/Skeletons/), for its `verify`
//   WORKBOOK_SOURCES=mistake:<name>       the solutions, with the files of
//                                         Solutions/<chapter>/Mistakes/<name>/ in place
//                                         of the solution files of the same name
//   WORKBOOK_ONLY=1,2                     only these chapters' modules and exercise suites,
//                                         with what they stand on and nothing of the tool:
//                                         `workbook test` and `list` build no more than the
//                                         chapters they report on
//   WORKBOOK_PROBE_ONLY=1                 of the programs, the probe alone: the chapters,
//                                         their exercise suites and workbook-probe, and
//                                         nothing of the tool or the previews: what
//                                         `workbook grade` builds of each submission
//   WORKBOOK_UNOPTIMISED_PREVIEWS=1       the renderer and the previews compiled without
//                                         optimisation: the grader's reference preview,
//                                         which draws small charts, builds in half the time
//   WORKBOOK_LIBRARY_EVOLUTION=1          the chapter modules built with library evolution,
//                                         each with its module interface: what `workbook
//                                         grade` builds of a submission, so that code
//                                         compiled against one submission's chapter works
//                                         with another's of the same interface
//   WORKBOOK_SET_ASIDE=2,3                chapters whose own code is left out: their module
//                                         is built from the solutions (in the students'
//                                         edition, from the skeletons as it was made), so
//                                         that everything else still links, and their
//                                         tests are left out.
//                                         The `workbook` tool sets it for a chapter that
//                                         does not compile, so one broken chapter holds
//                                         back only itself.
//
// SwiftPM re-reads this manifest when a setting changes and rebuilds only what changed.
// It does not notice a new chapter.json by itself, so the `workbook` tool also passes
// WORKBOOK_CHAPTERS, a line naming the chapters it found; a plain `swift build` after
// adding a chapter may need `swift package reset` or a touch of this file.
// The workbook uses no outside packages.
import Foundation
import PackageDescription

/// What the manifest needs of a chapter's description; the `workbook` tool reads the rest.
struct ChapterDescription: Decodable {
    let number: Int
    let module: String
    /// The chapter's folder under Chapters/ and Solutions/, such as "01-LineGraph".
    var folder = ""

    private enum CodingKeys: String, CodingKey { case number, module }
}

let packageDirectory = URL(fileURLWithPath: Context.packageDirectory)

/// The settings, as Sources/Contracts/ManifestSettings.swift writes them. A manifest cannot
/// import a module, so this is a mirror of its names and its parse; ManifestSettingsTests
/// writes each setting through `ManifestSettings` and checks what this manifest makes of it.
enum Setting {
    static let sources = "WORKBOOK_SOURCES"
    static let only = "WORKBOOK_ONLY"
    static let setAside = "WORKBOOK_SET_ASIDE"
    static let probeOnly = "WORKBOOK_PROBE_ONLY"
    static let unoptimisedPreviews = "WORKBOOK_UNOPTIMISED_PREVIEWS"
    static let libraryEvolution = "WORKBOOK_LIBRARY_EVOLUTION"
    static let mistakePrefix = "mistake:"
    static let hintPrefix = "hint:"

    /// "2,3" as chapters 2 and 3; what is not a number is left out.
    static func chapterNumbers(_ list: String) -> Set<Int> {
        Set(list.split(separator: ",").compactMap { Int($0) })
    }
}
/// Whether this is the students' edition, which `workbook edition students` makes: it
/// says so in Edition/edition.json (`Edition` and `WorkbookLayout` in Sources/Course), and
/// has no Solutions/, no tool tests and no held-out inputs.
let isStudentsEdition: Bool = {
    struct Statement: Decodable { let edition: String }
    let file = packageDirectory.appendingPathComponent("Edition/edition.json")
    guard let data = try? Data(contentsOf: file) else { return false }
    return (try? JSONDecoder().decode(Statement.self, from: data))?.edition == "students"
}()

let environment = Context.environment
let sourcesSetting = environment[Setting.sources] ?? "chapters"
let setAside = Setting.chapterNumbers(environment[Setting.setAside] ?? "")
let only = environment[Setting.only].map(Setting.chapterNumbers)
let probeOnly = environment[Setting.probeOnly] == "1"
/// The grader's chapter modules are resilient: code compiled against one uses it through
/// what its interface (`<Module>.package.swiftinterface` beside the module) says, so the
/// grader links suites compiled against one submission with another's chapter objects
/// where the two interfaces read alike (Sources/README.md, "A submission's chapters,
/// compiled alone"). The interface is not verified: only its text is compared. Every file
/// imports ExerciseSupport, as the skeletons' files do, so that a solved chapter that no
/// longer imports it for `todo` prints the same imports as an untouched one.
let chapterSettings: [SwiftSetting] = environment[Setting.libraryEvolution] == "1"
    ? [.unsafeFlags([
        "-enable-library-evolution", "-emit-module-interface", "-no-verify-emitted-module-interface",
        "-Xfrontend", "-import-module", "-Xfrontend", "ExerciseSupport",
    ])]
    : []

/// Every chapter that describes itself, in course order. A description that cannot be
/// read leaves out only its own chapter; `workbook list` and `verify` say what is wrong.
let chapters: [ChapterDescription] = {
    let folder = packageDirectory.appendingPathComponent("Chapters")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().compactMap { name in
        let file = folder.appendingPathComponent(name).appendingPathComponent("chapter.json")
        guard let data = try? Data(contentsOf: file),
              var chapter = try? JSONDecoder().decode(ChapterDescription.self, from: data),
              only?.contains(chapter.number) ?? true
        else { return nil }
        chapter.folder = name
        return chapter
    }
}()

/// The chapter's module, built from the skeletons, the solutions or a mistake variant.
///
/// The folders here (Chapters/<folder>, Solutions/<folder>, Solutions/<folder>/Mistakes/<name>,
/// Tests/<Module>Tests) mirror `WorkbookLayout` in Sources/Course, which the tool asks for
/// every path; a manifest cannot import it. WorkbookLayoutTests holds the two together.
func chapterTarget(_ chapter: ChapterDescription) -> Target {
    let dependencies: [Target.Dependency] = ["ExerciseSupport"]
    let setting = setAside.contains(chapter.number) ? (isStudentsEdition ? "skeletons" : "solutions") : sourcesSetting
    if isStudentsEdition && setting != "chapters" && setting != "" && setting != "skeletons" {
        fatalError("\(Setting.sources)=\(sourcesSetting): the students' edition has no solutions; use the instructor's.")
    }
    if !isStudentsEdition && setting == "skeletons" {
        fatalError("\(Setting.sources)=skeletons: only the students' edition keeps its skeletons apart; here they are Chapters/.")
    }
    if let variant = variant(named: setting) {
        return .target(
            name: chapter.module, dependencies: dependencies,
            path: "Solutions/\(chapter.folder)",
            sources: variantSources(of: chapter, folder: variant.folder, name: variant.name),
            swiftSettings: chapterSettings)
    }
    switch setting {
    case "skeletons":
        return .target(
            name: chapter.module, dependencies: dependencies, path: "Edition/Skeletons/\(chapter.folder)",
            swiftSettings: chapterSettings)
    case "", "chapters":
        return .target(
            name: chapter.module, dependencies: dependencies,
            path: "Chapters/\(chapter.folder)", exclude: ["README.md", "chapter.json"], swiftSettings: chapterSettings)
    case "solutions":
        return .target(
            name: chapter.module, dependencies: dependencies,
            path: "Solutions/\(chapter.folder)", exclude: ["Mistakes", "Hints"], swiftSettings: chapterSettings)
    default:
        fatalError("""
            \(Setting.sources)=\(sourcesSetting) is not understood. \
            Use "chapters", "solutions", "mistake:<name>" or "hint:<name>".
            """)
    }
}

/// A named mistake's setting ("mistake:<name>") or a hint's ("hint:<name>"): the folder of
/// Solutions/<chapter>/ that holds its files, and its name.
func variant(named setting: String) -> (folder: String, name: String)? {
    for (prefix, folder) in [(Setting.mistakePrefix, "Mistakes"), (Setting.hintPrefix, "Hints")]
    where setting.hasPrefix(prefix) {
        return (folder, String(setting.dropFirst(prefix.count)))
    }
    return nil
}

/// The solution's Swift files, with each file of a variant's folder (a named mistake in
/// Mistakes/, a hint followed literally in Hints/) replacing the solution file of the same
/// name. A chapter without that variant builds as the solution.
func variantSources(of chapter: ChapterDescription, folder: String, name: String) -> [String] {
    let solution = packageDirectory.appendingPathComponent("Solutions/\(chapter.folder)")
    let variant = solution.appendingPathComponent("\(folder)/\(name)")
    let swiftFiles = { (folder: URL) -> [String] in
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }
    let replacements = swiftFiles(variant)
    let kept = swiftFiles(solution).filter { !replacements.contains($0) }
    return kept + replacements.map { "\(folder)/\(name)/\($0)" }
}

/// The exercise suites of the chapters whose own code is in the build.
///
/// Every module here is built incrementally, with SwiftPM's default flags. On a terminal
/// SwiftPM adds `-color-diagnostics` to each compiler command, and not through a pipe or
/// into the `workbook` tool's logs. An incremental module shrugs that off (the driver
/// knows the flag changes no output), but a whole-module one (`-wmo`) is compiled again
/// each time the flag comes or goes: that was every `workbook` command at a terminal.
/// Sources/README.md ("Where a student waits") has the measurements.
let chapterTests: [Target] = chapters.filter { !setAside.contains($0.number) }.map { chapter in
    .testTarget(
        name: chapter.module + "Tests",
        dependencies: [.target(name: chapter.module), "TestSupport", "SampleData"]
    )
}

/// The tool's own tests. They check the previews against the reference solutions, so
/// they are part of the package only when the solutions are built: `workbook verify` and
/// CI run them, and a student's plain `swift test` runs the exercise suites alone.
let toolTests: [Target] = sourcesSetting != "solutions" || only != nil || probeOnly ? [] : [
    // What the tool's tests share: the workbook's catalog, temporary folders, a transcript.
    .target(
        name: "ToolTestSupport", dependencies: ["Course", "Results", "Grading", "WorkbookCommands"],
        path: "Tests/ToolTestSupport"),
    // Unit tests: no process of their own beyond a short `git` or shell, no nested build.
    .testTarget(
        name: "WorkbookTests",
        dependencies: ["Runner", "Platform", "Results", "Grading", "WorkbookCommands", "TestSupport", "Course", "Contracts", "ToolTestSupport"],
        exclude: ["Snapshots"]),
    // End-to-end: real builds of temporary workbooks, grading, the sandbox, signals.
    .testTarget(
        name: "WorkbookEndToEndTests",
        dependencies: ["Runner", "Platform", "Results", "Grading", "WorkbookCommands", "TestSupport", "Course", "Contracts", "ToolTestSupport"]),
    // The grader's judging (the probe's wire, held-out inputs, answers compared, the probe
    // run), the class report and the copy finder.
    .testTarget(
        name: "GradingTests", dependencies: ["Grading", "ProbeProtocol", "Runner", "Results", "Course", "ToolTestSupport"],
        // Honest solutions of chapter 1 that the copy finder's tests read as text.
        exclude: ["Fixtures"]),
    .testTarget(name: "RendererTests", dependencies: ["Renderer", "TestSupport"], exclude: ["Snapshots"]),
    // The course's text held to the solutions: every worked example of the skeletons'
    // doc comments and the READMEs run (Generated/, one file a chapter, which verify
    // writes from the texts), and the dependencies each README states.
    .testTarget(
        name: "CourseTextTests",
        dependencies: ["Course", "Results", "SampleData", "ToolTestSupport"] + chapters.map { .target(name: $0.module) }),
    .testTarget(
        name: "PreviewTests", dependencies: ["Previews", "Probes", "ProbeProtocol", "TestSupport", "SampleData", "Course", "ToolTestSupport"],
        exclude: ["Snapshots"]),
]

/// Optimised, in every configuration, and still incremental.
let optimised = ["-O"]
/// The renderer and the previews: optimised, unless the grader builds its reference
/// preview, which draws small charts (ManifestSettings.unoptimisedPreviews).
let previewsOptimisation = environment[Setting.unoptimisedPreviews] == "1" ? ["-Onone"] : optimised

/// What the chapters and their tests stand on.
let exerciseSupport: [Target] = [
    // The words and settings the test processes and the tool agree on; it stands on nothing.
    .target(name: "Contracts"),
    .target(name: "ExerciseSupport", dependencies: ["Contracts"]),
    // The course as the chapters describe it: read by the exercise trait (an exercise's
    // title and points are declared in chapter.json alone), the tool and the previews.
    .target(name: "Course", dependencies: ["Contracts"]),
    .target(name: "TestSupport", dependencies: ["ExerciseSupport", "Contracts", "Course"]),
    // A student's own CSV file may have a million rows (a logger's day), and both the
    // tool and the preview program read it in debug builds, where the byte-by-byte reader
    // runs many times slower than optimised. SampleData holds no student code, so it is
    // optimised in every configuration (`unsafeFlags` are allowed in a root package).
    // Not whole-module: see `chapterTests` for why. The chapter modules stay
    // unoptimised: their crash reports need full debug information.
    .target(name: "SampleData", swiftSettings: [.unsafeFlags(optimised)]),
]

/// The tool: the command line, the runner, the renderer and the previews.
let tool: [Target] = [
    // The tool: running suites, reading their results, and the command line.
    // The one platform layer: processes (started, captured, their tree and memory),
    // signals, raw terminal mode and file events, each with its Linux and macOS paths.
    .target(name: "Platform"),
    .target(name: "Runner", dependencies: ["Platform", "Course", "Contracts"]),
    // A student's progress and results: a chapter's build or test, broken chapters set
    // aside, results by exercise and their cache, the descriptions' check, the students'
    // edition. Nothing of the terminal, nothing of grading.
    .target(name: "Results", dependencies: ["Runner", "Platform", "Course", "SampleData", "Contracts"]),
    .target(
        name: "WorkbookCommands",
        dependencies: ["Results", "Grading", "Runner", "Platform", "Renderer", "PreviewProtocol", "Course", "SampleData", "Contracts"]),
    .executableTarget(name: "workbook", dependencies: ["WorkbookCommands"]),

    // Charts in the terminal. The renderer knows nothing of the chapters; the previews
    // draw each chapter's chart through the student's functions and run in a program of
    // their own, so that code which does not compile never stops the `workbook` tool.
    // Optimised in every configuration, as SampleData is (see there): in a debug build,
    // drawing a student's million-point line and the area under it took seconds.
    .target(name: "Renderer", swiftSettings: [.unsafeFlags(previewsOptimisation)]),
    .target(name: "PreviewProtocol", dependencies: ["Renderer", "Course", "Contracts", "SampleData"]),
    .target(
        name: "Previews",
        dependencies: ["Renderer", "PreviewProtocol", "SampleData", "ExerciseSupport", "Course", "Contracts", "ProbeProtocol", "Probes",
                       "Platform"]
            + chapters.map { .target(name: $0.module) },
        // Optimised as Renderer is: a student's million-row file passes through the
        // composer's maps and labels several times. The chapter modules it calls stay
        // unoptimised, so a crash in the student's code still names their line.
        swiftSettings: [.unsafeFlags(previewsOptimisation)]),
    .executableTarget(name: "workbook-preview", dependencies: ["Previews"]),
    // Grading: the held-out inputs and the verdict on the answers, a class graded in a
    // sandbox under a watchdog (Grading/Sandbox), the reports and the class report, copies,
    // and the platforms' autograders. It reads the sample days the visible tests use, to
    // send them as held-out inputs too. The held-out inputs (Grading/Inputs) are the
    // instructor's: the students' edition leaves them out, and grading there says it needs
    // the instructor's edition.
    .target(
        name: "Grading",
        dependencies: ["Results", "ProbeProtocol", "Runner", "Platform", "Course", "Contracts", "SampleData", "PreviewProtocol", "Renderer"],
        exclude: ["Class/results.schema.json", "Class/gradescope-results.schema.json", "Class/classroom50-result.schema.json"],
        swiftSettings: isStudentsEdition ? [.define("STUDENTS_EDITION")] : []),
    .executableTarget(name: "workbook-bench", dependencies: ["Renderer"]),
]

/// Grading judges outside the student's process: the probe, built with the chapter code,
/// only computes the answers to the inputs the grader sends; the grader holds the inputs,
/// the reference answers and the verdict. The wire is ProbeProtocol.
let probe: [Target] = [
    // Optimised as SampleData is: a chart of a day of readings sends 86,400 numbers a call.
    .target(name: "ProbeProtocol", swiftSettings: [.unsafeFlags(optimised)]),
    .target(
        name: "Probes",
        dependencies: ["ProbeProtocol", "ExerciseSupport"] + chapters.map { .target(name: $0.module) }),
    .executableTarget(name: "workbook-probe", dependencies: ["Probes"]),
]

let package = Package(
    name: "ChartWorkbook",
    platforms: [.macOS(.v14)],
    products: only != nil ? [] : probeOnly ? [.executable(name: "workbook-probe", targets: ["workbook-probe"])] : [
        .executable(name: "workbook", targets: ["workbook"]),
        .executable(name: "workbook-preview", targets: ["workbook-preview"]),
        .executable(name: "workbook-probe", targets: ["workbook-probe"]),
        .executable(name: "workbook-bench", targets: ["workbook-bench"]),
    ],
    targets: exerciseSupport + (only != nil ? [] : probeOnly ? probe : tool + probe) + chapters.map(chapterTarget)
        + chapterTests + toolTests
)

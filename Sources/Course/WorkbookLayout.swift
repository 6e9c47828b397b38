/// Where everything is in a workbook: every folder and file of its tree, from the
/// workbook's folder. The tool, its checks and its tests ask here rather than spell a path.
///
/// ```
/// WorkbookLayout.skeletonFolder(of: chapter)     // "Chapters/01-LineGraph"
/// WorkbookLayout.mistakeFolder("unflipped", of: chapter)
/// // "Solutions/01-LineGraph/Mistakes/unflipped"
/// WorkbookLayout.ownedPaths(of: chapter)
/// // ["Chapters/01-LineGraph", "Solutions/01-LineGraph", "Tests/LineGraphTests", "Sources/Previews/LineGraph"]
/// WorkbookLayout.owner(of: "Tests/LineGraphTests/YPositionTests.swift:3:1", in: catalog.chapters)   // chapter 1
/// ```
///
/// Package.swift cannot import a module, so it spells the chapter folders itself; its
/// comments name this type, and WorkbookLayoutTests checks the targets it makes against it.
public enum WorkbookLayout {
    // MARK: The workbook's own folders

    /// The skeletons the student edits, one folder per chapter.
    public static let chapters = "Chapters"
    /// The reference solutions, in folders named as the chapters'.
    public static let solutions = "Solutions"
    /// The test targets: each chapter's `<Module>Tests`, and the tool's own.
    public static let tests = "Tests"
    /// The tool, the previews and what the chapters stand on.
    public static let sources = "Sources"
    /// Each chapter's chart, drawn through its functions: `Sources/Previews/<Module>`.
    public static let previews = "Sources/Previews"
    /// The manifest.
    public static let manifest = "Package.swift"
    /// A chapter's description, in its folder of ``chapters``.
    public static let descriptionFile = "chapter.json"
    /// A chapter's text for the student, in its folder of ``chapters``.
    public static let readmeFile = "README.md"
    /// The folder of named mistakes in a chapter's solution folder.
    public static let mistakes = "Mistakes"
    /// The folder of hints followed literally in a chapter's solution folder: one folder
    /// per hint that shows code, named "<exercise id>-<hint number>" ("1.6-3").
    public static let hints = "Hints"
    /// The folders in a chapter's solution folder that hold variants of its files, never
    /// part of the solution itself: the named mistakes and the hints followed literally.
    public static let solutionVariants = [mistakes, hints]
    /// The test targets that check the workbook's own code rather than an exercise, each
    /// a folder under Tests/, with what `workbook verify` calls them. Package.swift makes
    /// the same targets (it cannot import this module; `ManifestTests` holds the two
    /// together).
    public static let toolTestTargets = [
        (name: "WorkbookTests", description: "the tool's own unit tests"),
        (name: "WorkbookEndToEndTests", description: "the tool's end-to-end tests (real builds, grading, the sandbox)"),
        (
            name: "GradingTests",
            description:
                "the grader's judging (held-out inputs, the probe's wire, answers compared), the class report and copies"
        ),
        (name: "RendererTests", description: "the chart renderer's tests, golden files included"),
        (name: "PreviewTests", description: "the previews' tests"),
        (
            name: "CourseTextTests",
            description: "the course's text: every worked example run, the dependencies each README states"
        ),
    ]
    /// The suites that run the worked examples of the texts, one generated file a chapter,
    /// in the test target that holds the text to the solutions.
    public static let workedExamples = tests + "/CourseTextTests/Generated"
    /// What the tool's test targets share; a folder under Tests/ that is not a test target.
    public static let toolTestSupport = "ToolTestSupport"

    /// What only the students' edition holds (see ``Edition``): its statement, the
    /// skeletons as made, and the reference's answers to the expected charts.
    public static let editionFolder = "Edition"
    /// The statement of the edition, `Edition/edition.json`; Package.swift reads it too.
    public static let editionFile = editionFolder + "/edition.json"
    /// The skeletons as the edition was made: the module of a chapter that does not compile
    /// is built from them (the instructor's edition builds its solution), and `reset` puts
    /// them back without git.
    public static let editionSkeletons = editionFolder + "/Skeletons"
    /// The reference solutions' answers to every call the expected charts and the demo
    /// make, by digest: `DigestedAnswer`s, one JSON object a line.
    public static let expectedAnswersFile = editionFolder + "/expected-answers.jsonl"

    /// What a grader without the solutions judges with, in the workbook of the Classroom 50
    /// bundle alone: the held-out inputs of one seed, the reference's answers to them, its
    /// public declarations and its charts, as data (`RecordedReference`).
    public static let recordedReferenceFile = editionFolder + "/grading-reference.json"

    /// "Edition/Skeletons/01-LineGraph": chapter 1's skeletons as the edition was made.
    public static func editionSkeletonFolder(of chapter: Chapter) -> String { "\(editionSkeletons)/\(chapter.folder)" }

    /// Where `workbook reset` keeps the files it replaces: `Chapters/.backups/<time>`.
    public static let backups = chapters + "/.backups"

    /// The folders beside Chapters/ that are the workbook's rather than the student's:
    /// `workbook grade` takes them from the instructor's copy, whatever a submission holds.
    public static let instructorFolders = [sources, tests, solutions]

    /// What every chapter stands on: the `todo()` of its skeletons, its tests' support,
    /// and the sample data. A change here can change any chapter's results, and is no
    /// chapter's fault.
    public static let sharedSources = [contracts, course, exerciseSupport, testSupport, sampleData]
    /// The text markers and settings between the tool and a test process.
    public static let contracts = sources + "/Contracts"
    /// The chapters' descriptions, which an exercise trait reads at test time.
    public static let course = sources + "/Course"
    /// `todo()` and what else the skeletons and solutions stand on.
    public static let exerciseSupport = sources + "/ExerciseSupport"
    /// What the exercise suites stand on.
    public static let testSupport = sources + "/TestSupport"
    /// The built-in datasets.
    public static let sampleData = sources + "/SampleData"

    // MARK: The tool's folders, in the build folder

    /// The tool's own corner of the build folder.
    public static let toolFolder = ".build/workbook"
    /// The event streams and logs of each run.
    public static let runs = toolFolder + "/runs"
    /// Each chapter's last results, for `workbook list`.
    public static let results = toolFolder + "/results"
    /// What the untouched skeletons' tests say, as `workbook verify` recorded it
    /// (`SkeletonResults`): a fresh copy's first list comes from it, without a build.
    public static let skeletonResults = tests + "/skeleton-results.json"
    /// The build folder of the student's tests as the tool runs them (`test`, `watch`,
    /// `list`), apart from `.build`, where `swift run` builds the tool: see
    /// `Workspace.invocation(testing:)`.
    public static let testsBuild = toolFolder + "/tests"
    /// The build folder of `workbook verify`, apart from the student's.
    public static let verifyBuild = toolFolder + "/verify"
    /// The build folder of the reference preview, built from the solutions.
    public static let referenceBuild = toolFolder + "/reference"
    /// The slots of `workbook grade`: `.build/workbook/grade/1`, `2`, ...
    public static let grading = toolFolder + "/grade"
    /// Which hints `workbook hint` has shown.
    public static let hintProgress = toolFolder + "/hints.json"
    /// The reference solutions' public declarations, and the compiler's work in finding them.
    public static let declarations = toolFolder + "/declarations"

    // MARK: A chapter's folders

    /// "Chapters/01-LineGraph": the skeletons, the description and the README.
    public static func skeletonFolder(of chapter: Chapter) -> String { "\(chapters)/\(chapter.folder)" }

    /// "Solutions/01-LineGraph": the solutions, and the named mistakes.
    public static func solutionFolder(of chapter: Chapter) -> String { "\(solutions)/\(chapter.folder)" }

    /// "Solutions/01-LineGraph/Mistakes": one folder per named mistake.
    public static func mistakesFolder(of chapter: Chapter) -> String { "\(solutionFolder(of: chapter))/\(mistakes)" }

    /// "Solutions/01-LineGraph/Mistakes/unflipped": the files of one mistake, each in
    /// place of the solution file of the same name.
    public static func mistakeFolder(_ name: String, of chapter: Chapter) -> String {
        "\(mistakesFolder(of: chapter))/\(name)"
    }

    /// "Solutions/01-LineGraph/Hints": one folder per hint that shows code.
    public static func hintsFolder(of chapter: Chapter) -> String { "\(solutionFolder(of: chapter))/\(hints)" }

    /// "Solutions/01-LineGraph/Hints/1.6-3": the exercise's file as a student writes it by
    /// following hint 3 of exercise 1.6 literally, in place of the solution's.
    public static func hintFolder(_ name: String, of chapter: Chapter) -> String {
        "\(hintsFolder(of: chapter))/\(name)"
    }

    /// "Tests/LineGraphTests": the chapter's exercise suites.
    public static func testFolder(of chapter: Chapter) -> String { "\(tests)/\(chapter.testTarget)" }

    /// "Sources/Previews/LineGraph": the chapter's chart.
    public static func previewFolder(of chapter: Chapter) -> String { "\(previews)/\(chapter.module)" }

    /// "Chapters/01-LineGraph/chapter.json".
    public static func descriptionPath(of chapter: Chapter) -> String {
        "\(skeletonFolder(of: chapter))/\(descriptionFile)"
    }

    /// "Chapters/01-LineGraph/README.md".
    public static func readmePath(of chapter: Chapter) -> String { "\(skeletonFolder(of: chapter))/\(readmeFile)" }

    /// Where the chapter's module comes from: its skeletons, or with `solutions` its solutions.
    public static func sourceFolder(of chapter: Chapter, solutions: Bool) -> String {
        solutions ? solutionFolder(of: chapter) : skeletonFolder(of: chapter)
    }

    /// The folders a chapter owns: its skeletons, its solutions (with their mistakes), its
    /// tests and its preview. An error in one of them is the chapter's, and setting the
    /// chapter aside (its module built from the solutions, its tests left out) is what
    /// gets the rest of the workbook built; a change in one of them can change its results.
    public static func ownedPaths(of chapter: Chapter) -> [String] {
        [skeletonFolder(of: chapter), solutionFolder(of: chapter), testFolder(of: chapter), previewFolder(of: chapter)]
    }

    /// The folders whose Swift files a chapter's results depend on: the ones it owns, and
    /// the ``sharedSources`` that every chapter stands on. (The ``manifest`` too, a file.)
    public static func resultInputs(of chapter: Chapter) -> [String] {
        ownedPaths(of: chapter) + sharedSources
    }

    // MARK: Whose a path is

    /// Whether `path` is in `folder`: from the workbook's folder ("Chapters/01-LineGraph/A.swift"),
    /// or absolute, in this workbook or a copy ("/tmp/copy/Chapters/01-LineGraph/A.swift").
    public static func path<Path: StringProtocol>(_ path: Path, isIn folder: String) -> Bool {
        path.hasPrefix(folder + "/") || path.contains("/" + folder + "/")
    }

    /// The chapter that owns the file `path` names (see ``ownedPaths(of:)``), such as a
    /// compiler message's "Tests/LineGraphTests/YPositionTests.swift:3:1: error: ...";
    /// `nil` for the workbook's own files.
    public static func owner<Path: StringProtocol>(of path: Path, in chapters: [Chapter]) -> Chapter? {
        let file = path.prefix { $0 != ":" }
        return chapters.first { chapter in ownedPaths(of: chapter).contains { self.path(file, isIn: $0) } }
    }

    /// The folders under ``chapters`` and ``solutions`` that hold the chapters' code, as
    /// a crash's frames name them: "Chapters/", "Solutions/".
    public static let studentCodeFolders = [chapters + "/", solutions + "/"]
}

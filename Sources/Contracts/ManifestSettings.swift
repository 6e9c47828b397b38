/// What the `workbook` tool tells the processes it starts, through their environment:
/// the manifest's settings (Package.swift reads them to decide which code to build),
/// whether a test process announces its calls, and whether it passes on what the
/// student's code prints.
///
/// This is the only code that writes these variables, and the only code of the tool that
/// reads them. Package.swift cannot import a module, so it keeps a mirror of the names
/// and the parse; `ManifestSettingsTests` writes each setting through this type and checks
/// what the manifest makes of it.
///
/// ```
/// var settings = ManifestSettings(sources: .mistake("unflipped-y-axis"), only: [1])
/// settings.environment(from: ["PATH": "/usr/bin"])
/// // ["PATH": "/usr/bin", "WORKBOOK_SOURCES": "mistake:unflipped-y-axis", "WORKBOOK_ONLY": "1"]
/// try ManifestSettings(environment: ["WORKBOOK_SOURCES": "solutions"]).sources   // .solutions
/// ```
public struct ManifestSettings: Sendable, Hashable {
    /// Where the chapter modules' code comes from.
    public enum Sources: Sendable, Hashable {
        /// The student's skeletons in Chapters/, the manifest's default.
        case skeletons
        /// The reference solutions in Solutions/.
        case solutions
        /// The solutions, with the files of Solutions/<chapter>/Mistakes/<name>/ in place
        /// of the solution files of the same name.
        case mistake(String)
        /// The solutions, with the files of Solutions/<chapter>/Hints/<name>/ in place of
        /// the solution files of the same name: code written by following a hint literally.
        case hint(String)
        /// In the students' edition, the skeletons as it was made (Edition/Skeletons/),
        /// whatever the student has written in Chapters/: what its `verify` checks.
        case editionSkeletons

        /// The words the manifest understands: "chapters", "solutions", "mistake:<name>",
        /// "hint:<name>", "skeletons".
        public var setting: String {
            switch self {
            case .skeletons: "chapters"
            case .solutions: "solutions"
            case .mistake(let name): Self.mistakePrefix + name
            case .hint(let name): Self.hintPrefix + name
            case .editionSkeletons: "skeletons"
            }
        }

        /// The sources a setting names; unset and "" are the skeletons, as in the manifest.
        public init?(setting: String?) {
            switch setting {
            case nil, "", "chapters": self = .skeletons
            case "solutions": self = .solutions
            case "skeletons": self = .editionSkeletons
            case let setting? where setting.hasPrefix(Self.mistakePrefix):
                self = .mistake(String(setting.dropFirst(Self.mistakePrefix.count)))
            case let setting? where setting.hasPrefix(Self.hintPrefix):
                self = .hint(String(setting.dropFirst(Self.hintPrefix.count)))
            default: return nil
            }
        }

        static let mistakePrefix = "mistake:"
        static let hintPrefix = "hint:"
    }

    /// Where a test process writes its announcements (TestSupport's `CallAnnouncement`).
    public enum CallAnnouncements: Sendable, Hashable {
        case standardError
        /// The end of the file at this absolute path.
        case file(path: String)

        /// "1" for standard error, or the file's path.
        public var setting: String {
            switch self {
            case .standardError: "1"
            case .file(let path): path
            }
        }

        /// A path (it starts with "/") names a file; any other value is standard error.
        public init?(setting: String?) {
            guard let setting else { return nil }
            self = setting.hasPrefix("/") ? .file(path: setting) : .standardError
        }
    }

    /// The names of the environment variables.
    public enum Name {
        public static let sources = "WORKBOOK_SOURCES"
        public static let only = "WORKBOOK_ONLY"
        public static let setAside = "WORKBOOK_SET_ASIDE"
        public static let chapters = "WORKBOOK_CHAPTERS"
        public static let announceCalls = "WORKBOOK_ANNOUNCE_CALLS"
        public static let capturePrints = "WORKBOOK_CAPTURE_PRINTS"
        public static let probeOnly = "WORKBOOK_PROBE_ONLY"
        public static let unoptimisedPreviews = "WORKBOOK_UNOPTIMISED_PREVIEWS"
        public static let libraryEvolution = "WORKBOOK_LIBRARY_EVOLUTION"

        /// Every name this type writes or clears.
        public static let all = [
            sources, only, setAside, chapters, announceCalls, capturePrints, probeOnly, unoptimisedPreviews,
            libraryEvolution,
        ]
    }

    /// Where the chapter modules' code comes from. The skeletons leave `WORKBOOK_SOURCES`
    /// unset: a run the tool starts then plans exactly the package that the student's own
    /// `swift run` planned, and SwiftPM builds nothing again.
    public var sources: Sources
    /// Only these chapters' modules and exercise suites, with what they stand on and
    /// nothing of the tool; `nil` for every chapter and the tool.
    public var only: Set<Int>?
    /// Chapters whose own code is left out, because it does not compile: their module is
    /// built from the solutions, so that everything else still links, and their tests are
    /// left out.
    public var setAside: Set<Int>
    /// A line naming the chapters the tool found (`ChapterCatalog.manifestKey`). The
    /// manifest does not read it: a change of it makes SwiftPM read the manifest again,
    /// which does not notice a new chapter.json by itself.
    public var chapters: String?
    /// Whether, and where, a test process announces the calls it makes; `nil`: it does not.
    public var announceCalls: CallAnnouncements?
    /// Where a test process keeps what each exercise test case writes to standard output
    /// while the case runs, a file at this absolute path, to pass it on with the
    /// announcements once the case ends, for the tool to show under a failing test
    /// (`WORKBOOK_CAPTURE_PRINTS=<path>`; TestSupport's `PrintCapture`); `nil`: it does not.
    /// It needs ``announceCalls``: the output goes where the announcements go. The file
    /// holds the output of a case that crashed or was stopped.
    public var capturePrints: String?
    /// Of the programs, the probe alone: the chapters, their exercise suites and the probe,
    /// with what they stand on, and nothing of the tool or the previews. What grading
    /// builds of a submission, whose charts the reference's preview draws
    /// (`WORKBOOK_PROBE_ONLY=1`).
    public var probeOnly: Bool
    /// Whether the renderer and the previews are compiled without optimisation
    /// (`WORKBOOK_UNOPTIMISED_PREVIEWS=1`). The grader's reference preview draws charts of
    /// a few thousand points, and builds in half the time; a student's preview of a
    /// million-row file needs them optimised. The probe's modules keep theirs: the
    /// reference's answers set the time each call of a submission may take.
    public var unoptimisedPreviews: Bool
    /// Whether the chapter modules are built with library evolution, each with its module
    /// interface (`WORKBOOK_LIBRARY_EVOLUTION=1`): what grading builds of a submission, so
    /// that suites compiled against one submission's chapter work with another's whose
    /// interface reads the same. A student's own builds never set it.
    public var libraryEvolution: Bool

    public init(
        sources: Sources = .skeletons, only: Set<Int>? = nil, setAside: Set<Int> = [],
        chapters: String? = nil, announceCalls: CallAnnouncements? = nil, capturePrints: String? = nil,
        probeOnly: Bool = false, unoptimisedPreviews: Bool = false, libraryEvolution: Bool = false
    ) {
        self.sources = sources
        self.only = only
        self.setAside = setAside
        self.chapters = chapters
        self.announceCalls = announceCalls
        self.capturePrints = capturePrints
        self.probeOnly = probeOnly
        self.unoptimisedPreviews = unoptimisedPreviews
        self.libraryEvolution = libraryEvolution
    }

    /// The settings in `environment`, read as the manifest reads them: a list of chapter
    /// numbers keeps the numbers it has and drops the rest, and an empty or missing
    /// `WORKBOOK_SET_ASIDE` sets nothing aside.
    ///
    /// - Throws: ``Problem`` when `WORKBOOK_SOURCES` names no sources, as the manifest
    ///   would stop with the same words.
    public init(environment: [String: String]) throws(Problem) {
        guard let sources = Sources(setting: environment[Name.sources]) else {
            throw Problem(setting: Name.sources, value: environment[Name.sources] ?? "")
        }
        self.init(
            sources: sources,
            only: environment[Name.only].map(Self.chapterNumbers),
            setAside: Self.chapterNumbers(environment[Name.setAside] ?? ""),
            chapters: environment[Name.chapters],
            announceCalls: CallAnnouncements(setting: environment[Name.announceCalls]),
            capturePrints: environment[Name.capturePrints].flatMap { $0.hasPrefix("/") ? $0 : nil },
            probeOnly: environment[Name.probeOnly] == "1",
            unoptimisedPreviews: environment[Name.unoptimisedPreviews] == "1",
            libraryEvolution: environment[Name.libraryEvolution] == "1")
    }

    /// `base` with these settings in place of any it had.
    public func environment(from base: [String: String]) -> [String: String] {
        var environment = base
        for name in Name.all { environment[name] = nil }
        if sources != .skeletons { environment[Name.sources] = sources.setting }
        environment[Name.only] = only.map(Self.chapterList)
        if !setAside.isEmpty { environment[Name.setAside] = Self.chapterList(setAside) }
        environment[Name.chapters] = chapters
        environment[Name.announceCalls] = announceCalls?.setting
        environment[Name.capturePrints] = capturePrints
        if probeOnly { environment[Name.probeOnly] = "1" }
        if unoptimisedPreviews { environment[Name.unoptimisedPreviews] = "1" }
        if libraryEvolution { environment[Name.libraryEvolution] = "1" }
        return environment
    }

    /// "2,3" for chapters 2 and 3.
    static func chapterList(_ numbers: Set<Int>) -> String {
        numbers.sorted().map(String.init).joined(separator: ",")
    }

    static func chapterNumbers(_ list: String) -> Set<Int> {
        Set(list.split(separator: ",").compactMap { Int($0) })
    }

    /// A setting that the manifest does not understand.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        public let setting: String
        public let value: String

        public init(setting: String, value: String) {
            self.setting = setting
            self.value = value
        }

        /// The manifest's own words for it.
        public var description: String {
            "\(setting)=\(value) is not understood. Use \"chapters\", \"solutions\", \"mistake:<name>\" or \"hint:<name>\"."
        }
    }
}

import Contracts

/// A chapter of the course, as it describes itself in `Chapters/<folder>/chapter.json`.
///
/// ```
/// let chapter = try ChapterCatalog(root: workbookFolder).chapters[0]
/// chapter.folder                      // "01-LineGraph"
/// chapter.testTarget                  // "LineGraphTests"
/// chapter.exercise("1.3")?.file       // "YPosition.swift"
/// chapter.skeletonPath(of: "1.3")     // "Chapters/01-LineGraph/YPosition.swift"
/// ```
///
/// The manifest reads the same file to make the chapter's module and test target, so a
/// new chapter needs no registration beyond its own folders.
public struct Chapter: Codable, Hashable, Sendable {
    /// One exercise: a function or two for the student to write, checked by one suite.
    public struct Exercise: Codable, Hashable, Sendable {
        /// "1.3"; its suite's display name starts with it.
        public let id: String
        /// "Vertical position"
        public let title: String
        /// The skeleton file the student edits, in the chapter's folder: "YPosition.swift".
        public let file: String
        /// What the exercise is worth when graded.
        public let points: Int
        /// The exercises whose functions this one's calls, such as ["1.2", "1.3"]: when
        /// one of them fails, so may this one, and the student should mend that first.
        public let uses: [String]
        /// Hints for a student who is stuck, from the gentlest to the most direct; none
        /// gives away the code. `workbook hint` shows them one at a time.
        public let hints: [String]

        public init(id: String, title: String, file: String, points: Int, uses: [String] = [], hints: [String] = []) {
            self.id = id
            self.title = title
            self.file = file
            self.points = points
            self.uses = uses
            self.hints = hints
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                id: try container.decode(String.self, forKey: .id),
                title: try container.decode(String.self, forKey: .title),
                file: try container.decode(String.self, forKey: .file),
                points: try container.decode(Int.self, forKey: .points),
                uses: try container.decodeIfPresent([String].self, forKey: .uses) ?? [],
                hints: try container.decodeIfPresent([String].self, forKey: .hints) ?? [])
        }

        /// The display name its suite must have: "1.3 Vertical position".
        public var suiteName: String { SuiteName.text(id: id, title: title) }
    }

    /// An option of the chapter's own for `workbook preview` and `explore`, such as
    /// `--now 14:30` for the hour a bar chart highlights. It always takes a value.
    public struct PreviewOption: Codable, Hashable, Sendable {
        /// The option's name without the dashes: "now".
        public let name: String
        /// What its value is, for the usage line: "time".
        public let value: String
        /// One sentence for the help.
        public let help: String
        /// The values it takes, if only a few do: ["tukey", "range"].
        public let choices: [String]?

        public init(name: String, value: String, help: String, choices: [String]? = nil) {
            self.name = name
            self.value = value
            self.help = help
            self.choices = choices
        }
    }

    /// The chapter's place in the course, as in `workbook test 1`.
    public let number: Int
    /// The name typed on the command line, such as "line-graph".
    public let slug: String
    /// "Line graph"
    public let title: String
    /// The module the student writes, such as "LineGraph".
    public let module: String
    public let exercises: [Exercise]
    /// The names of its built-in datasets; the first is drawn unless the user picks another.
    public let datasets: [String]
    /// Options of its own for `preview` and `explore`.
    public let previewOptions: [PreviewOption]
    /// The folder under Chapters/ and Solutions/ that holds it, such as "01-LineGraph".
    public let folder: String

    public init(
        number: Int, slug: String, title: String, module: String,
        exercises: [Exercise], datasets: [String], previewOptions: [PreviewOption] = [], folder: String
    ) {
        self.number = number
        self.slug = slug
        self.title = title
        self.module = module
        self.exercises = exercises
        self.datasets = datasets
        self.previewOptions = previewOptions
        self.folder = folder
    }

    /// The folder its name and number call for: "01-LineGraph".
    public var expectedFolder: String {
        (number < 10 ? "0" : "") + "\(number)-\(module)"
    }

    /// The test target that checks the chapter: "LineGraphTests".
    public var testTarget: String { module + "Tests" }

    /// "Chapter 1 · Line graph", or "Chapter 1 - Line graph" in plain ASCII.
    public func heading(unicode: Bool) -> String {
        "Chapter \(number) \(unicode ? "·" : "-") \(title)"
    }

    /// The exercise with this id, such as "1.3".
    public func exercise(_ id: String) -> Exercise? {
        exercises.first { $0.id == id }
    }

    /// The exercises that `id` uses, directly or through another, in course order.
    ///
    ///     chapter.exercisesUsed(by: "1.5")   // ["1.1", "1.2", "1.3", "1.4"]
    public func exercisesUsed(by id: String) -> [Exercise] {
        var found: Set<String> = []
        var waiting = exercise(id)?.uses ?? []
        while let next = waiting.popLast() {
            guard found.insert(next).inserted else { continue }
            waiting += exercise(next)?.uses ?? []
        }
        return exercises.filter { found.contains($0.id) }
    }

    /// Its preview option called `name`, such as "now".
    public func previewOption(_ name: String) -> PreviewOption? {
        previewOptions.first { $0.name == name }
    }

    /// The exercise whose skeleton is `file`, such as "YPosition.swift".
    public func exercise(inFile file: String) -> Exercise? {
        exercises.first { $0.file == file }
    }

    /// Where the student edits an exercise, from the workbook's folder:
    /// "Chapters/01-LineGraph/YPosition.swift".
    public func skeletonPath(of id: String) -> String? {
        exercise(id).map { "\(WorkbookLayout.skeletonFolder(of: self))/\($0.file)" }
    }

    /// Whether `reference` names this chapter: its number ("1", "01"), its slug
    /// ("line-graph") or its module ("LineGraph"), in any case.
    public func isNamed(_ reference: String) -> Bool {
        let lowered = reference.lowercased()
        return Int(reference) == number || lowered == slug || lowered == module.lowercased()
    }
}

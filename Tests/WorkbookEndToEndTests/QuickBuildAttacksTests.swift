import Course
import Foundation
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results
@testable import WorkbookCommands

/// The five reviews' attacks on the quick build (2026-12-04), graded for real, each followed
/// by an honest submission in the same slot: each attack earns what its own code computes
/// and no more, and the one after it earns what a build of its own would give. The
/// chapters are resilient and the suites are kept only where a chapter's interface reads
/// as the one they were compiled against (``ModuleInterface``).
@Suite("The quick build's attacks, graded one after another")
struct QuickBuildAttacksTests {
    @Test(
        "the inliner, a default value, a reorder, a stored property for a computed one and private fields poison no one after them",
        .timeLimit(.minutes(40)))
    func attacks() async throws {
        try await SharedInstructor.classes.inTurn { instructor in try attacks(in: instructor) }
    }

    /// The class in the order it is graded, and who each submission is.
    static let names = [
        "a-solutions", "b-inliner", "c-intact", "d-defaults", "e-after-defaults", "f-reorder", "g-after-reorder",
        "h-stored", "i-after-stored", "j-private-fields", "k-swapped-fields", "l-after-fields", "m-intact",
    ]

    private func attacks(in instructor: WorkbookCopy) throws {
        let workspace = instructor.workspace()
        let catalog = workspace.catalog
        let classFolder = instructor.root.appendingPathComponent(SharedInstructor.classFolder)
        let submissions = ClassFolder(root: instructor.root, folder: classFolder, catalog: catalog)
        try Self.writeClass(into: submissions, catalog: catalog)

        let report = classFolder.appendingPathComponent("grades.json")
        let names = Self.names.map { $0 + "/" }
        #expect(try FailClosedClassTests.command(workspace, names, report: report, in: classFolder).run() == .success)
        let results = try JSONDecoder().decode([ResultsJSON.Submission].self, from: Data(contentsOf: report))
        try #require(results.map(\.submission) == names, "\(results.map(\.submission))")
        let score = Dictionary(uniqueKeysWithValues: zip(Self.names, results.map(\.score)))
        let maximum = catalog.chapters.flatMap(\.exercises).reduce(0) { $0 + $1.points }
        let log = { (name: String) in
            (try? FailClosedClassTests.chaptersBuildLog(of: name, below: instructor.root)) ?? "no log"
        }

        // Each attack's own code is the solutions' in another dress, and earns what they do;
        // the default value's is wrong where a test takes the default, and costs it there.
        for name in ["a-solutions", "b-inliner", "f-reorder", "h-stored", "j-private-fields", "k-swapped-fields"] {
            #expect(score[name] == maximum, "\(name) earns what its code computes: \(score)")
        }
        #expect(score["d-defaults", default: maximum] < maximum, "the wrong default costs its own exercise: \(score)")
        // And no one after an attack runs the attack's code, or reads its layout.
        #expect(score["c-intact"] == 0 && score["m-intact"] == 0, "the skeletons earn nothing: \(score)")
        for name in ["e-after-defaults", "g-after-reorder", "i-after-stored", "l-after-fields"] {
            #expect(score[name] == maximum, "\(name) earns everything: \(score)")
        }

        // What the interface shows (copied bodies, a default value, the public properties'
        // order) sends the submission, and the one after it, to SwiftPM. A stored property
        // for a computed one, private fields and a private type's order leave it as it
        // was, and the kept suites work with them, since the module is resilient.
        for name in Self.names[1...6] {
            #expect(log(name).contains("Built by SwiftPM: the interfaces of"), "\(name): \(log(name))")
        }
        for name in Self.names[7...] {
            #expect(log(name).contains("Built alone"), "\(name): \(log(name))")
        }
    }

    /// Writes the class: the solutions, and each attack as the review handed it in, on the
    /// solutions of chapters 1 to 3, each followed by the solutions or the skeletons.
    static func writeClass(into submissions: ClassFolder, catalog: ChapterCatalog) throws {
        let folder = { (number: String) in try "Chapters/\(#require(catalog.chapter(named: number)).folder)" }
        let (lineGraph, barChart, boxplot) = (try folder("1"), try folder("2"), try folder("3"))
        for name in names {
            try submissions.copyChapters(from: name.hasSuffix("intact") ? "Chapters" : "Solutions", to: name)
        }
        // The first review's: chapter 1's positions inlined into every caller, even in a
        // debug build, and an untouched skeleton after it.
        for file in ["XPosition.swift", "YPosition.swift"] {
            try submissions.edit("b-inliner", "\(lineGraph)/\(file)") {
                $0.replacingOccurrences(of: "public func", with: "@`_transparent` public func")
            }
        }
        // The second's: a default value each caller holds its own copy of.
        try submissions.edit("d-defaults", "\(barChart)/BarHeight.swift") {
            $0.replacingOccurrences(of: "headroom: Double = 0.9", with: "headroom: Double = 0.5")
        }
        let summary = "\(boxplot)/DailySummary.swift"
        // The third's: `low` and `high` swapped, each at the other's place as reported.
        try submissions.edit("f-reorder", summary) {
            $0.replacingOccurrences(of: "    public let low: Double\n", with: "LOW\n")
                .replacingOccurrences(
                    of: "    public let high: Double\n",
                    with:
                        "#sourceLocation(file: \"DailySummary.swift\", line: 33)\n    public let low: Double\n#sourceLocation()\n"
                )
                .replacingOccurrences(
                    of: "LOW\n",
                    with:
                        "#sourceLocation(file: \"DailySummary.swift\", line: 25)\n    public let high: Double\n#sourceLocation()\n"
                )
        }
        // The fourth's: a stored property where the solutions compute one.
        try submissions.edit("h-stored", summary) {
            $0.replacingOccurrences(of: "public var id: Date { date }", with: "public private(set) var id: Date")
                .replacingOccurrences(
                    of: "        self.date = date\n", with: "        self.date = date\n        id = date\n")
        }
        // The fifth's: a private stored property of a private type, before the public
        // ones, and then the same with the private type's two fields swapped.
        for (name, fields) in [
            ("j-private-fields", "var hits: Int8 = 1; var last: Double = 7"),
            ("k-swapped-fields", "var last: Double = 7; var hits: Int8 = 1"),
        ] {
            try submissions.edit(name, summary) {
                $0.replacingOccurrences(
                    of: "    public let low: Double\n",
                    with: "    private let cache = Cache()\n    public let low: Double\n")
                    + "\nprivate struct Cache: Codable, Equatable, Sendable { \(fields) }\n"
            }
        }
    }
}

extension ClassFolder {
    /// Rewrites the submission `name`'s file at `path` with `change`, which must change it.
    func edit(_ name: String, _ path: String, _ change: (String) -> String) throws {
        let file = folder.appendingPathComponent("\(name)/\(path)")
        let text = try String(contentsOf: file, encoding: .utf8)
        let changed = change(text)
        try #require(changed != text, "\(name): \(path) changed")
        try write(name, path, changed)
    }
}

import Course
import Foundation

/// The files of a submission that should be the instructor's and are not: its tests,
/// manifest, chapter descriptions and support code. Grading uses the instructor's, so a
/// change there gains nothing; the report names each one, so the instructor can see it.
///
/// ```
/// SubmissionChanges.files(in: bob, comparedWith: instructor, catalog: catalog)
/// // ["Chapters/01-LineGraph/chapter.json", "Tests/LineGraphTests/ValueRangeTests.swift"]
/// ```
///
/// A file the submission lacks is not a change: a submission may hold only Chapters/.
enum SubmissionChanges {
    /// The folders compared file by file.
    static let folders = ["Tests", "Sources", "Solutions"]

    static func files(in submission: URL, comparedWith instructor: URL, catalog: ChapterCatalog) -> [String] {
        var changed: [String] = []
        let differs = { (path: String) -> Bool in
            guard let theirs = try? Data(contentsOf: submission.appendingPathComponent(path)) else { return false }
            return (try? Data(contentsOf: instructor.appendingPathComponent(path))) != theirs
        }
        for path in ["Package.swift"] + catalog.chapters.map({ "Chapters/\($0.folder)/chapter.json" }) where differs(path) {
            changed.append(path)
        }
        for folder in folders {
            let theirs = GradingPackage.files(in: submission.appendingPathComponent(folder))
            for (path, data) in theirs {
                let ours = try? Data(contentsOf: instructor.appendingPathComponent("\(folder)/\(path)"))
                if ours != data { changed.append("\(folder)/\(path)") }
            }
        }
        return changed.sorted()
    }
}

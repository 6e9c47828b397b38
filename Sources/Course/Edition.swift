import Foundation

/// Which edition of the workbook a folder holds: the instructor's, with everything, or
/// the students' that `workbook edition students` makes from it, without the answers.
///
/// ```
/// Edition(of: root)                    // .instructors for this checkout
/// Edition(of: URL(fileURLWithPath: "../chart-course"))   // .students
/// ```
///
/// The students' edition says so in `Edition/edition.json` (``WorkbookLayout/editionFile``);
/// a folder without that file is the instructor's, as every workbook was before there
/// were two. Package.swift reads the same file (it cannot import this module).
public enum Edition: String, Codable, Sendable {
    /// Solutions, named mistakes, the tool's own tests and the held-out inputs: what an
    /// instructor keeps private and grades with, or hands out whole for self-study.
    case instructors
    /// Skeletons, chapter texts, exercise suites and the tool, with the reference's
    /// answers to the expected charts as data: what a class receives as its template.
    case students

    /// What `Edition/edition.json` holds.
    public struct Statement: Codable, Equatable, Sendable {
        public var edition: Edition
        /// A sentence for whoever opens the file.
        public var about: String

        public init(edition: Edition) {
            self.edition = edition
            about =
                "Made by `swift run workbook edition students` from the instructor's workbook. "
                + "It holds no solutions: the expected charts come from the reference's answers in "
                + WorkbookLayout.expectedAnswersFile + ". Do not edit; make it again instead."
        }
    }

    /// The edition of the workbook in `root`.
    public init(of root: URL) {
        let file = root.appendingPathComponent(WorkbookLayout.editionFile)
        guard let data = FileManager.default.contents(atPath: file.path),
            let statement = try? JSONDecoder().decode(Statement.self, from: data)
        else {
            self = .instructors
            return
        }
        self = statement.edition
    }

    /// "the students' edition"
    public var name: String {
        switch self {
        case .instructors: "the instructor's edition"
        case .students: "the students' edition"
        }
    }
}

import Course
import Foundation

/// The chapters of the workbook these tests belong to, as their descriptions say.
let workbookCatalog = ChapterCatalog(root: ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath))!)
@testable import Results
@testable import WorkbookCommands

/// Chapter 1, which the parser's and help's tests name.
let lineGraph = workbookCatalog.chapter(named: "1")!

/// The chapters as a usage error lists them: "1 (line-graph), 4 (interactivity)".
let chapterList = workbookCatalog.chapters.map { "\($0.number) (\($0.slug))" }.joined(separator: ", ")

/// Parses `arguments` for this workbook's chapters.
func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    try parse(arguments, catalog: workbookCatalog)
}

extension Help {
    /// The help of `subcommand` in this workbook.
    static func text(for subcommand: Subcommand?) -> String {
        text(for: subcommand, catalog: workbookCatalog)
    }
}

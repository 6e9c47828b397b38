import Course
import Foundation
import ToolTestSupport
@testable import Results
@testable import WorkbookCommands

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

import Contracts
import Course
import PreviewProtocol

/// What `preview` and `explore` share: the options that exclude each other, the exit
/// codes, and how their operands and options become a ``ChartRequest``.
enum ChartOptionGroups {
    static let exclusions: [CommandSpec.Exclusion] = [
        .init(names: ["dataset", "csv"]),
        .init(names: ["select", "tap"], reason: "both choose the selected point"),
    ]

    static let exitCodes: [CommandSpec.ExitCodeNote] = [
        .init(.success), .init(.failure), .init(.usage), .init(.dataError), .init(.stuck), .init(.interrupted),
    ]
}

/// The request of `preview` or `explore`: the chapter chosen, the options given, checked.
func chartRequest(
    _ mode: ChartRequest.Mode, _ operands: [String], _ values: OptionValues, _ catalog: ChapterCatalog
) throws(UsageError) -> ChartRequest {
    guard operands.count <= 1 else {
        throw UsageError("'\(mode.rawValue)' takes one chapter, but was given \(operands.count).")
    }
    guard var chapter = catalog.chapters.first else { throw UsageError("This workbook has no chapters to draw.") }
    if let operand = operands.first, let chosen = try parseSelection(operand, catalog: catalog).chapter {
        chapter = chosen
    }
    var request = values.chart
    request.mode = mode
    request.chapters = [chapter]
    for name in request.chapterOptions.keys.sorted() where chapter.previewOption(name) == nil {
        throw UsageError(
            "Chapter \(chapter.number) has no option --\(name); it belongs to "
                + chapterList(withOption: name, in: catalog) + ".")
    }
    do {
        try request.check()
    } catch {
        throw UsageError(error.message)
    }
    return request
}

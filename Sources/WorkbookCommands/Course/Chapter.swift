/// A chapter of the course, as the tool finds it on disk and names it on the command line.
///
/// ```
/// Chapter.named("line-graph")?.folder   // "01-LineGraph"
/// Chapter.named("1")?.testTarget        // "LineGraphTests"
/// ```
struct Chapter: Sendable, Equatable {
    let number: Int
    /// The name typed on the command line: "line-graph".
    let slug: String
    let title: String
    /// The module the student writes, "LineGraph"; Package.swift lists the same.
    let module: String

    /// The folder under Chapters/ and Solutions/: "01-LineGraph".
    var folder: String {
        (number < 10 ? "0" : "") + "\(number)-\(module)"
    }

    /// The test target that checks the chapter: "LineGraphTests".
    var testTarget: String { module + "Tests" }

    /// "Chapter 1 · Line graph"
    func heading(unicode: Bool) -> String {
        "Chapter \(number) \(unicode ? "·" : "-") \(title)"
    }

    /// Every chapter, in course order. Adding a chapter means adding it here and in
    /// Package.swift's `chapters`.
    static let all = [
        Chapter(number: 1, slug: "line-graph", title: "Line graph", module: "LineGraph"),
    ]

    /// The chapter a student means by `reference`: its number ("1", "01") or its name
    /// ("line-graph", or the module name "LineGraph").
    static func named(_ reference: String) -> Chapter? {
        let lowered = reference.lowercased()
        return all.first { chapter in
            Int(reference) == chapter.number || lowered == chapter.slug
                || lowered == chapter.module.lowercased()
        }
    }
}

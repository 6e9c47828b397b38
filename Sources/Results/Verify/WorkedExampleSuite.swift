import Course
import Foundation

/// The Swift suites that run every worked example of a chapter, one generated file per
/// chapter (Generated/<Module>WorkedExamples.swift). Each file imports its chapter's
/// module alone, as a student's file would, so that two chapters' names never clash.
///
/// `workbook verify` writes them anew from the texts before it builds the solutions (a
/// text whose example no longer compiles would otherwise stop the very build that could
/// write it), and `WorkedExamplesAreCurrentTests` fails while they are not what the texts say.
public enum WorkedExampleSuite {
    /// The examples of a chapter: its skeletons' doc comments, then its README.
    public static func examples(of chapter: Chapter, root: URL) -> [WorkedExample] {
        let folder = WorkbookLayout.skeletonFolder(of: chapter)
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        var examples: [WorkedExample] = []
        for name in names.filter({ $0.hasSuffix(".swift") }).sorted() {
            let path = "\(folder)/\(name)"
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
                continue
            }
            examples += WorkedExampleExtraction.examples(inSwift: text, path: path)
        }
        let readme = WorkbookLayout.readmePath(of: chapter)
        if let text = try? String(contentsOf: root.appendingPathComponent(readme), encoding: .utf8) {
            examples += WorkedExampleExtraction.examples(inMarkdown: text, path: readme)
        }
        return examples
    }

    /// The generated file's path, from the workbook's folder.
    public static func path(of chapter: Chapter) -> String {
        "\(WorkbookLayout.workedExamples)/\(chapter.module)WorkedExamples.swift"
    }

    /// Writes each chapter's file anew where it is not what the texts say; returns the
    /// chapters written, and how many examples and results the course has.
    public static func write(
        _ chapters: [Chapter], root: URL
    ) throws -> (written: [Chapter], examples: Int, results: Int) {
        var written: [Chapter] = []
        var counts = (examples: 0, results: 0)
        for chapter in chapters {
            let examples = examples(of: chapter, root: root)
            counts.examples += examples.count
            counts.results += examples.reduce(0) { $0 + $1.checks.count }
            let file = root.appendingPathComponent(path(of: chapter))
            let wanted = text(of: chapter, examples: examples)
            guard (try? String(contentsOf: file, encoding: .utf8)) != wanted else { continue }
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try wanted.write(to: file, atomically: true, encoding: .utf8)
            written.append(chapter)
        }
        return (written, counts.examples, counts.results)
    }

    /// The file's text for these examples.
    public static func text(of chapter: Chapter, examples: [WorkedExample]) -> String {
        var lines = [
            "// swift-format-ignore-file",
            "// Generated from the text of chapter \(chapter.number) by WorkedExampleSuite: do not edit.",
            "// `swift run workbook verify` writes it anew from the texts.",
            "import Foundation",
            "import \(chapter.module)",
            "import SampleData",
            "import Testing",
            "",
            "@Suite(\"Worked examples of chapter \(chapter.number)\")",
            "struct \(chapter.module)WorkedExamples {",
        ]
        for (number, example) in examples.enumerated() {
            let place = "\(example.path):\(example.line)"
            lines.append("    // \(place)")
            lines.append("    @Test(\(literal(place)))")
            lines.append("    func example\(number + 1)() throws {")
            // Each block after the first in a scope inside the ones before, as doctest's
            // shared names: it sees their set-up and may set a name up anew.
            var depth = 0
            for step in example.steps {
                let indent = String(repeating: "    ", count: depth + 2)
                switch step {
                case .block(let line):
                    lines.append("\(indent)do {  // \(example.path):\(line)")
                    depth += 1
                case .code(let code):
                    lines += code.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }
                case .check(let expression, let result, let line):
                    let indented = expression.split(separator: "\n", omittingEmptySubsequences: false)
                        .joined(separator: "\n\(indent)    ")
                    lines.append("\(indent)checkWorkedExample(")
                    lines.append("\(indent)    \(indented),")
                    lines.append("\(indent)    \(literal(result)),")
                    lines.append(
                        "\(indent)    at: \(literal("\(example.path):\(line)")), expression: \(literal(expression)))")
                }
            }
            for level in stride(from: depth, to: 0, by: -1) {
                lines.append(String(repeating: "    ", count: level + 1) + "}")
            }
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }
}

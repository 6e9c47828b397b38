import Foundation

/// The chapters of a workbook, read from the `chapter.json` of each folder in Chapters/.
///
/// ```
/// let catalog = ChapterCatalog(root: URL(fileURLWithPath: "."))
/// catalog.chapters.map(\.slug)            // ["line-graph", ...], in course order
/// catalog.chapter(named: "1")?.module     // "LineGraph"
/// catalog.problems                        // descriptions that could not be read
/// ```
///
/// A description that cannot be read leaves out only its own chapter, as the manifest
/// does; the problem says which file and why, so that `list` and `verify` can show it.
///
/// - Complexity: O(*n*) in the number of chapter folders.
public struct ChapterCatalog: Sendable, Equatable {
    /// The chapters, by number.
    public let chapters: [Chapter]
    /// One line per description that could not be read.
    public let problems: [String]

    public init(chapters: [Chapter], problems: [String] = []) {
        self.chapters = chapters.sorted { $0.number < $1.number }
        self.problems = problems
    }

    /// Reads every `Chapters/*/chapter.json` below `root`.
    public init(root: URL) {
        let folder = root.appendingPathComponent(WorkbookLayout.chapters)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var chapters: [Chapter] = []
        var problems: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = "\(WorkbookLayout.chapters)/\(name)/\(WorkbookLayout.descriptionFile)"
            let file = root.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            do {
                let description = try JSONDecoder().decode(Description.self, from: Data(contentsOf: file))
                chapters.append(description.chapter(in: name))
            } catch let error as DecodingError {
                problems.append("\(path) cannot be read: \(Self.explain(error))")
            } catch {
                problems.append("\(path) cannot be read: \(error.localizedDescription)")
            }
        }
        self.init(chapters: chapters, problems: problems)
    }

    /// The chapter a user means by `reference`: its number, slug or module name.
    public func chapter(named reference: String) -> Chapter? {
        chapters.first { $0.isNamed(reference) }
    }

    /// The chapter whose module is `module`, such as "LineGraph".
    public func chapter(module: String) -> Chapter? {
        chapters.first { $0.module == module }
    }

    /// What the manifest reads of the chapters, in one line: "1 LineGraph 01-LineGraph; 2 ...".
    ///
    /// SwiftPM reads a manifest again only when it or the environment changes, not when a
    /// chapter's description appears; the tool passes this as `WORKBOOK_CHAPTERS`, so that
    /// a chapter added or renamed is seen at once.
    public var manifestKey: String {
        chapters.map { "\($0.number) \($0.module) \($0.folder)" }.joined(separator: "; ")
    }

    /// "Chapters: 1 (line-graph), 2 (bar-chart)."
    public var choices: String {
        guard !chapters.isEmpty else { return "This workbook has no chapters." }
        return "Chapters: " + chapters.map { "\($0.number) (\($0.slug))" }.joined(separator: ", ") + "."
    }

    /// The file's fields, without the folder, which comes from where the file is.
    private struct Description: Decodable {
        let number: Int
        let slug: String
        let title: String
        let module: String
        let exercises: [Chapter.Exercise]
        let datasets: [String]
        let previewOptions: [Chapter.PreviewOption]?

        func chapter(in folder: String) -> Chapter {
            Chapter(
                number: number, slug: slug, title: title, module: module,
                exercises: exercises, datasets: datasets, previewOptions: previewOptions ?? [], folder: folder)
        }
    }

    /// A decoding error in words: which field, and what is wrong with it.
    private static func explain(_ error: DecodingError) -> String {
        let place = { (context: DecodingError.Context) -> String in
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "" : " at \(path.hasPrefix(".") ? String(path.dropFirst()) : path)"
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "the field \"\(key.stringValue)\" is missing\(place(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "a value has the wrong type\(place(context)): \(context.debugDescription)"
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "it is not valid JSON\(place(context)): \(underlying ?? context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}

extension ChapterCatalog {
    /// The workbook that holds `path`: the nearest folder at or above it with a
    /// Package.swift and a Chapters folder, or `nil` outside a workbook.
    ///
    /// ```
    /// ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath))   // the checkout
    /// ```
    public static func workbookRoot(containing path: URL) -> URL? {
        var folder = path.standardizedFileURL
        let manager = FileManager.default
        while !(manager.fileExists(atPath: folder.appendingPathComponent(WorkbookLayout.manifest).path)
            && manager.fileExists(atPath: folder.appendingPathComponent(WorkbookLayout.chapters).path))
        {
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return nil }
            folder = parent
        }
        return folder
    }
}

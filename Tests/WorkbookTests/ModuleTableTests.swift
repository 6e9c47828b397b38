import Course
import Foundation
import Testing
import ToolTestSupport

/// Sources/README.md's module table is where a new maintainer learns what stands on what:
/// each module's row names the modules its files import, and every module has a row.
@Suite("The module table in Sources/README.md")
struct ModuleTableTests {
    /// Modules of the toolchain and the system, which the table leaves out.
    static let system: Set<String> = [
        "Foundation", "Dispatch", "Glibc", "Darwin", "Testing", "XCTest", "PackageDescription",
    ]

    @Test("each module's row names exactly the modules its files import")
    func importsAgree() throws {
        let rows = try Self.rows()
        let sources = workbookRoot.appendingPathComponent(WorkbookLayout.sources)
        let chapterModules = Set(workbookCatalog.chapters.map(\.module))
        for module in try Self.modules(in: sources) {
            let row = try #require(
                rows.first { $0.modules.contains(module) }, "Sources/README.md has no row for \(module)")
            let imported = row.modules.reduce(into: Set<String>()) { found, name in
                found.formUnion(Self.imports(in: sources.appendingPathComponent(name)))
            }
            let named = row.imports.subtracting(["Foundation", "the chapters"])
            #expect(
                named == imported.subtracting(chapterModules).subtracting(Self.system).subtracting(row.modules),
                "\(row.modules.sorted()): the table says \(named.sorted())")
            #expect(
                row.imports.contains("the chapters") == !imported.isDisjoint(with: chapterModules),
                "\(row.modules.sorted()) imports the chapters: the table says so")
        }
    }

    /// One row: the modules it is about (the entry points share one) and what they import.
    struct Row {
        let modules: Set<String>
        let imports: Set<String>
    }

    static func rows() throws -> [Row] {
        let text = try String(contentsOf: workbookRoot.appendingPathComponent("Sources/README.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> Row? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count == 5, cells[1].hasPrefix("`") else { return nil }
            let modules = cells[1].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
            }
            let imports = cells[3].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return Row(modules: Set(modules), imports: Set(imports))
        }
    }

    /// The folders of Sources/ that are modules: each holds Swift files.
    static func modules(in sources: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted().filter { name in
            !imports(in: sources.appendingPathComponent(name)).isEmpty
                || !swiftFiles(in: sources.appendingPathComponent(name)).isEmpty
        }
    }

    static func swiftFiles(in folder: URL) -> [URL] {
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.pathExtension == "swift" }
    }

    /// The modules that the Swift files below `folder` import.
    static func imports(in folder: URL) -> Set<String> {
        var found: Set<String> = []
        for file in swiftFiles(in: folder) {
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            // At the start of a line: the Python that an autograder's string holds is indented.
            for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                    words[..<index].allSatisfy({ $0.hasPrefix("@") })
                else { continue }
                found.insert(String(words[index + 1]))
            }
        }
        return found
    }
}

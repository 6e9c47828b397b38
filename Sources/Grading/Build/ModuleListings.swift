import Foundation
import Platform
import Results
import Runner

/// What the compiler's tools list of a chapter module a student's build wrote, for the
/// declarations check: its symbol graphs, the symbols its objects define. Each file's size
/// is checked before the grader reads it, since a module can make them as large as it
/// likes: a private stored tuple nested 17 deep made a 197 MB ABI dump (which the quick
/// build read until it compared interfaces instead), and the grader grew from 28 MB to 1.17 GB.
///
/// ```
/// let listings = ModuleListings(check: PublicDeclarations(modules: modules, scratch: scratch))
/// let graphs = try listings.symbolGraphs(of: "LineGraph")   // or FileTooLarge: "a symbol graph of LineGraph is larger than 8 MB"
/// ```
///
/// ``PublicDeclarations`` runs the same tools for `workbook test`, on the student's own
/// machine; the grader reads through this.
struct ModuleListings {
    let check: PublicDeclarations

    /// The largest listing file the grader reads. The solutions' chapters list in 50 to
    /// 400 KB each; a parse costs about six times the file's size.
    static let largestListing = 8 << 20

    /// The symbol graph files `swift-symbolgraph-extract` writes for the built `module`'s
    /// public and package declarations
    /// (``PublicDeclarations/symbolGraphs(of:from:minimumAccessLevel:)``), each bounded.
    func symbolGraphs(of module: String) throws -> [Data] {
        try withScratch("\(module)-symbols") { output in
            try run(
                check.toolchain.symbolGraphExtract,
                [
                    "-module-name", module, "-target", check.toolchain.target, "-minimum-access-level",
                    "package", "-output-dir", output.path, "-I", check.modules.path,
                ] + check.toolchain.sdkArguments, log: output.appendingPathComponent("log"),
                what: "list the declarations of \(module)")
            return try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil)
                .filter { $0.lastPathComponent.hasSuffix(".symbols.json") }
                .sorted { $0.path < $1.path }
                .map { try BoundedFile.read($0, atMost: Self.largestListing, what: "a symbol graph of \(module)") }
        }
    }

    /// The public and package declarations of the built `module`.
    func declarations(of module: String) throws -> Set<PublicDeclarations.Declaration> {
        try symbolGraphs(of: module).reduce(into: []) { all, graph in
            all.formUnion(try PublicDeclarations.declarations(inSymbolGraph: graph))
        }
    }

    /// The symbols `module`'s objects define outside its namespace
    /// (``PublicDeclarations/foreignSymbols(module:objects:sources:)``), from a bounded listing.
    func foreignSymbols(module: String, objects folder: URL, sources: URL) throws -> [String] {
        let names = (FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.map { URL(fileURLWithPath: $0).lastPathComponent }
        let objects = Set(names).sorted().map { folder.appendingPathComponent("\($0).o") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        guard !objects.isEmpty else { return [] }
        return try withScratch("\(module)-objects") { output in
            let listing = output.appendingPathComponent("symbols.txt")
            try run(
                check.toolchain.nm,
                ["--defined-only", "--extern-only", "--no-weak", "--just-symbol-name"] + objects.map(\.path),
                log: listing, what: "list the symbols of \(module)")
            let text = try BoundedFile.read(listing, atMost: Self.largestListing, what: "the symbols of \(module)")
            return PublicDeclarations.foreign(
                in: String(decoding: text, as: UTF8.self), module: module, prefix: check.toolchain.symbolPrefix)
        }
    }

    /// Runs `body` with a folder of its own in the scratch folder, removed after.
    private func withScratch<Value>(_ name: String, _ body: (URL) throws -> Value) throws -> Value {
        let folder = check.scratch.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    private func run(_ tool: String, _ arguments: [String], log: URL, what: String) throws {
        var program = ProgramRun(executable: URL(fileURLWithPath: tool), arguments: arguments, timeLimit: 120)
        program.outputFile = log
        let outcome = try program.run()
        guard outcome == .exited(status: 0) else {
            let said = BoundedFile.contents(of: log, atMost: 64 << 10, what: "the log").map {
                String(decoding: $0, as: UTF8.self)
            }
            throw GradingError(
                message: "Could not \(what) (\(outcome)): "
                    + (said?.split(separator: "\n").first.map(String.init) ?? "its log is larger than 64 KB"))
        }
    }
}

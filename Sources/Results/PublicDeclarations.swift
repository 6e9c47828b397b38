import Course
import Foundation
import Platform
import Runner

/// What a submission's chapter declares `public` or `package` beyond what the reference
/// solution does, as the compiler lists it (`swift-symbolgraph-extract`).
///
/// The instructor's tests `import` the chapter's module, so every public or package name in
/// it is in scope there, and Swift calls the more specific of two overloads. A chapter file
/// that declares its own `expectApproximatelyEqual` for `CGFloat`s is the one the tests
/// call, and it can pass them without calling the student's functions at all; so can an
/// `Array.sorted()` for `[Double]`, or a conformance the tests then use. The exercises'
/// signatures are fixed, so a chapter needs no public name the solution lacks.
///
/// ```
/// let check = PublicDeclarations(modules: buildFolder.appendingPathComponent("debug/Modules"), scratch: scratch)
/// let reference = try check.compiled(module: "LineGraph", sources: solutionFiles)
/// let extra = try check.extracted(module: "LineGraph").subtracting(reference)
/// extra.first?.description   // "expectApproximatelyEqual(_:_:_:) (Helpers.swift)"
/// ```
///
/// Nothing of the submission runs here: the compiler reads the module the sandboxed build
/// wrote, and compiles the instructor's solution.
package struct PublicDeclarations {
    /// A declaration others can see: a function, type, member or conformance.
    package struct Declaration: Hashable, Sendable, CustomStringConvertible {
        /// The compiler's identifier, the same for the same declaration in any build.
        package let identifier: String
        /// "xPosition(index:count:in:)", "Array.sorted()", "a conformance to Swift.Comparable".
        package let name: String
        /// The file it is written in, if the compiler says.
        package let file: String?

        package var description: String { name + (file.map { " (\($0))" } ?? "") }

        // Two declarations are the same when the compiler says so; the file is a detail.
        package static func == (left: Declaration, right: Declaration) -> Bool { left.identifier == right.identifier }
        package func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

        package init(identifier: String, name: String, file: String?) {
            self.identifier = identifier
            self.name = name
            self.file = file
        }
    }

    /// Where the build put the modules the chapter's depend on, `debug/Modules`.
    package let modules: URL
    /// A folder of the grader's own for the compiler's output.
    package let scratch: URL
    package var toolchain = Toolchain.shared

    package init(modules: URL, scratch: URL) {
        self.modules = modules
        self.scratch = scratch
    }

    /// The declarations of the built `module`, as listed by `swift-symbolgraph-extract`.
    package func extracted(module: String, from folder: URL? = nil) throws -> Set<Declaration> {
        try symbolGraphs(of: module, from: folder).reduce(into: []) { all, graph in
            all.formUnion(try Self.declarations(inSymbolGraph: graph))
        }
    }

    /// The symbol graph files `swift-symbolgraph-extract` writes for the built `module`:
    /// the module's own, and one for each other module's types it extends.
    ///
    /// - Parameter minimumAccessLevel: "package" lists what other modules can name;
    ///   "private" lists everything, the members that decide a type's layout too.
    package func symbolGraphs(of module: String, from folder: URL? = nil, minimumAccessLevel: String = "package")
        throws -> [Data]
    {
        let output = scratch.appendingPathComponent("\(module)-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let searchPaths = ([folder].compactMap { $0 } + [modules]).flatMap { ["-I", $0.path] }
        try run(
            toolchain.symbolGraphExtract,
            [
                "-module-name", module, "-target", toolchain.target, "-minimum-access-level", minimumAccessLevel,
                "-output-dir", output.path,
            ] + searchPaths + toolchain.sdkArguments, log: output.appendingPathComponent("log"),
            what: "list the declarations of \(module)")
        return try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".symbols.json") }
            .sorted { $0.path < $1.path }
            .map { try Data(contentsOf: $0) }
    }

    /// The declarations of `module` compiled from `sources` alone (a reference solution),
    /// against the same modules as the submission's.
    package func compiled(module: String, sources: [URL]) throws -> Set<Declaration> {
        let folder = scratch.appendingPathComponent("\(module)-reference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try run(
            toolchain.swiftc,
            [
                // One compiler job for the module, not one a file: only its interface is needed.
                "-emit-module", "-whole-module-optimization", "-module-name", module, "-parse-as-library",
                "-swift-version", "6",
                "-package-name", "reference", "-target", toolchain.target, "-I", modules.path,
                "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
            ] + toolchain.sdkArguments + sources.map(\.path), log: folder.appendingPathComponent("log"),
            what: "compile the reference \(module)")
        return try extracted(module: module, from: folder)
    }

    /// The symbols `module`'s object files (in `folder`) define, strongly, outside its own
    /// namespace (`$s9LineGraph…`): a C name such as `write` (`@_cdecl`), which would stand
    /// in for the C library's own everywhere in the test program, results included, or a
    /// Swift name of another module's (`@_silgen_name`). The compiler's own weak copies of
    /// shared metadata are not counted, and nothing the solution compiles to is foreign.
    ///
    /// Only the objects of the chapter's files as they are now count: a build folder keeps
    /// the object of a file long gone (another submission's, in the grader's).
    package func foreignSymbols(module: String, objects folder: URL, sources: URL) throws -> [String] {
        let names = (FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.map { URL(fileURLWithPath: $0).lastPathComponent }
        let objects = Set(names).sorted().map { folder.appendingPathComponent("\($0).o") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        guard !objects.isEmpty else { return [] }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let listing = scratch.appendingPathComponent("\(module)-objects-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: listing) }
        try run(
            toolchain.nm, ["--defined-only", "--extern-only", "--no-weak", "--just-symbol-name"] + objects.map(\.path),
            log: listing, what: "list the symbols of \(module)")
        return Self.foreign(
            in: try String(contentsOf: listing, encoding: .utf8), module: module, prefix: toolchain.symbolPrefix)
    }

    /// The names in `nm`'s listing outside `module`'s namespace, each once, as "the symbol write".
    package static func foreign(in listing: String, module: String, prefix: String) -> [String] {
        let own = "$s\(module.utf8.count)\(module)"
        var found: [String] = []
        for line in listing.split(separator: "\n") where !line.hasSuffix(":") {
            var name = String(line)
            if !prefix.isEmpty, name.hasPrefix(prefix) { name.removeFirst(prefix.count) }
            let shown = "the symbol \(name)"
            if !name.hasPrefix(own), !found.contains(shown) { found.append(shown) }
        }
        return found
    }

    /// The Swift files of a chapter's solution folder (its named mistakes are in folders
    /// below, and left out), in a stable order.
    package static func sources(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// How a student reads `declarations`: each once (overloads share a name), by file.
    package static func names(of declarations: some Collection<Declaration>) -> [String] {
        var names: [String] = []
        for declaration in declarations.sorted(by: { ($0.file ?? "~", $0.name) < ($1.file ?? "~", $1.name) })
        where !names.contains(declaration.description) {
            names.append(declaration.description)
        }
        return names
    }

    /// The declarations in one symbol graph file: its symbols, and the conformances it adds.
    ///
    /// - Complexity: O(*n*) in the size of the file.
    package static func declarations(inSymbolGraph data: Data) throws -> Set<Declaration> {
        let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
        let symbols = graph.symbols.map { symbol in
            Declaration(
                identifier: symbol.identifier.precise, name: symbol.pathComponents.joined(separator: "."),
                file: symbol.location.flatMap { URL(string: $0.uri)?.lastPathComponent })
        }
        let conformances = graph.relationships.filter { $0.kind == "conformsTo" }.map { relation in
            Declaration(
                identifier: "conformance \(relation.source) \(relation.target)",
                name: "a conformance to \(relation.targetFallback ?? relation.target)", file: nil)
        }
        return Set(symbols + conformances)
    }

    private func run(_ tool: String, _ arguments: [String], log: URL, what: String) throws {
        var program = ProgramRun(executable: URL(fileURLWithPath: tool), arguments: arguments, timeLimit: 120)
        program.outputFile = log
        let outcome = try program.run()
        guard outcome == .exited(status: 0) else {
            let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            throw Failure(
                message: "Could not \(what) (\(outcome)): " + (said.split(separator: "\n").first.map(String.init) ?? "")
            )
        }
    }

    package struct Failure: Error, CustomStringConvertible {
        package let message: String
        package var description: String { message }
    }

    package struct Toolchain: Sendable {
        package let swiftc: String
        package let symbolGraphExtract: String
        /// The toolchain's `llvm-nm`, or the system's `nm`.
        package let nm: String
        /// What the platform puts before every symbol: "_" on macOS.
        package let symbolPrefix: String
        /// "x86_64-unknown-linux-gnu".
        package var target: String { targetInfo?.target.triple ?? Self.defaultTarget }
        /// `-sdk <path>` on macOS.
        package var sdkArguments: [String] { (targetInfo?.paths.sdkPath).map { ["-sdk", $0] } ?? [] }

        // Asked of `swiftc` the first time a check needs it, not at start: a student's
        // `workbook test`, whose chapter's module is known clean, lists symbols with `nm`
        // alone and needs no target. Then kept for the process, by compiler.
        private var targetInfo: TargetInfo? {
            Self.targetInfos.value(for: swiftc) { Self.targetInfo(swiftc: swiftc) }
        }
        private static let targetInfos = LockedValue<[String: TargetInfo?]>([:])

        /// This process's toolchain: the one its `swift` (``SwiftExecutable``) belongs to.
        package static let shared = current()

        package static func current(swift: String = SwiftExecutable.path()) -> Toolchain {
            let folder = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent()
            let swiftc = folder.appendingPathComponent("swiftc").path
            let llvmNM = folder.appendingPathComponent("llvm-nm").path
            #if os(macOS)
                let symbolPrefix = "_"
            #else
                let symbolPrefix = ""
            #endif
            return Toolchain(
                swiftc: swiftc, symbolGraphExtract: folder.appendingPathComponent("swift-symbolgraph-extract").path,
                nm: FileManager.default.isExecutableFile(atPath: llvmNM) ? llvmNM : "/usr/bin/nm",
                symbolPrefix: symbolPrefix)
        }

        private struct TargetInfo: Decodable, Sendable {
            package struct Target: Decodable, Sendable { let triple: String }
            package struct Paths: Decodable, Sendable { let sdkPath: String? }
            package let target: Target
            package let paths: Paths
        }

        /// `swiftc -print-target-info`, which names the target and, on macOS, the SDK.
        private static func targetInfo(swiftc: String) -> TargetInfo? {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "workbook-target-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: file) }
            var program = ProgramRun(
                executable: URL(fileURLWithPath: swiftc), arguments: ["-print-target-info"], timeLimit: 60)
            program.outputFile = file
            guard (try? program.run()) == .exited(status: 0), let data = try? Data(contentsOf: file) else { return nil }
            return try? JSONDecoder().decode(TargetInfo.self, from: data)
        }

        #if arch(arm64)
            private static let defaultTarget = "aarch64-unknown-linux-gnu"
        #else
            private static let defaultTarget = "x86_64-unknown-linux-gnu"
        #endif
    }
}

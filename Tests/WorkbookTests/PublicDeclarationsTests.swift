import Course
import Foundation
import Runner
import Testing
import ToolTestSupport

@testable import Grading
@testable import Results

@Suite("A submission's public declarations beyond the solution's")
struct PublicDeclarationsTests {
    /// The reference: an exercise, a public type, and a helper of its own that is internal.
    static let reference = """
        import Foundation
        public func area(of rect: CGRect) -> CGFloat { rect.width * rect.height }
        public struct Reading: Equatable { public let value: Double; public init(value: Double) { self.value = value } }
        func helper() -> Int { 1 }
        """

    /// The same module compiled from `source`, its declarations against the reference's.
    static func extra(in source: String) throws -> [String] {
        let folder = TemporaryFolder(prefix: "declarations")
        defer { folder.remove() }
        try folder.write("modules/.keep", "")
        try folder.write("reference/Area.swift", reference)
        try folder.write("submission/Area.swift", source)
        let check = PublicDeclarations(
            modules: folder.root.appendingPathComponent("modules"),
            scratch: folder.root.appendingPathComponent("scratch"))
        let expected = try check.compiled(
            module: "Shapes", sources: [folder.root.appendingPathComponent("reference/Area.swift")])
        let found = try check.compiled(
            module: "Shapes", sources: [folder.root.appendingPathComponent("submission/Area.swift")])
        return found.subtracting(expected).map(\.name).sorted()
    }

    @Test("a solution written differently, with helpers of its own, declares nothing extra")
    func sameInterface() throws {
        let extra = try Self.extra(
            in: """
                import Foundation
                public func area(of rect: CGRect) -> CGFloat { multiply(rect.size.width, rect.size.height) }
                public struct Reading: Equatable { public let value: Double; public init(value: Double) { self.value = value } }
                private func multiply(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a * b }
                extension Array where Element == Double { func total() -> Double { reduce(0, +) } }
                """)
        #expect(extra == [])
    }

    /// Each of these is in scope in the tests, and Swift would call it in place of what
    /// the tests mean: a more specific overload, a member on a standard type, a conformance.
    @Test(
        "an overload, a helper the tests could call, a member on a standard type, a package function and a conformance are found"
    )
    func extraDeclarations() throws {
        let extra = try Self.extra(
            in: """
                import Foundation
                public func area(of rect: CGRect) -> CGFloat { 0 }
                public func area(of rect: CGRect) -> Double { 0 }
                public struct Reading: Equatable { public let value: Double; public init(value: Double) { self.value = value } }
                public func expectEqual(_ a: Int, _ b: Int, _ call: String) -> Bool { true }
                extension Array where Element == Double { public func sorted() -> [Double] { self } }
                package func sneaky() {}
                extension Reading: Comparable { public static func < (a: Reading, b: Reading) -> Bool { true } }
                """)
        // The overload of `area` by its result has the exercise's very name: only the
        // compiler's identifiers tell the two apart, so a check by name would let it through.
        #expect(extra.filter { $0 == "area(of:)" }.count == 1, "\(extra)")
        #expect(extra.contains("expectEqual(_:_:_:)"), "\(extra)")
        #expect(extra.contains("Array.sorted()"), "\(extra)")
        #expect(extra.contains("sneaky()"), "\(extra)")
        #expect(extra.contains("Reading.<(_:_:)"), "\(extra)")
        #expect(extra.contains("a conformance to Swift.Comparable"), "\(extra)")
        #expect(
            !extra.contains("Reading") && !extra.contains("Reading.value"),
            "what the reference declares is not extra: \(extra)")
    }

    /// `workbook test` tells the student what grading would refuse, from the module their
    /// own build made, and keeps the solution's declarations for the next time.
    @Test("the student's check reads the module the tests' build made and keeps the solution's declarations")
    func studentCheck() throws {
        let (folder, chapter, results) = try Self.studentWorkbook()
        defer { folder.remove() }
        // The module as the student's build leaves it.
        try Self.buildStudentModule(Self.reference + "\npublic func shortcut() -> Int { 2 }\n", in: folder)
        #expect(try results.extraDeclarations(of: chapter) == ["shortcut() (Area.swift)"])
        let kept = try FileManager.default.contentsOfDirectory(
            atPath: folder.root.appendingPathComponent(WorkbookLayout.declarations).path)
        #expect(
            kept.filter { $0.hasPrefix("Shapes-") && $0.hasSuffix(".json") }.count == 1,
            "the solution's list is kept: \(kept)")
        #expect(
            try results.extraDeclarations(of: chapter) == ["shortcut() (Area.swift)"], "the same from the kept list")
    }

    /// A module found to declare nothing extra is not listed again until its file changes:
    /// the student's loop then checks in milliseconds. The kept fingerprint must not hide a
    /// module that has changed since.
    @Test("a module known to declare nothing extra is remembered, and a changed one is listed again")
    func cleanModuleRemembered() throws {
        let (folder, chapter, results) = try Self.studentWorkbook()
        defer { folder.remove() }
        let mark = folder.root.appendingPathComponent(WorkbookLayout.declarations + "/Shapes-clean")

        try Self.buildStudentModule(Self.reference, in: folder)
        #expect(try results.extraDeclarations(of: chapter) == [])
        let kept = try folder.text(WorkbookLayout.declarations + "/Shapes-clean")
        #expect(try results.extraDeclarations(of: chapter) == [], "the same module, known clean")

        try Self.buildStudentModule(Self.reference + "\npublic func shortcut() -> Int { 2 }\n", in: folder)
        #expect(try results.extraDeclarations(of: chapter) == ["shortcut() (Area.swift)"], "listed again")
        #expect(try folder.text(WorkbookLayout.declarations + "/Shapes-clean") == kept, "not marked clean")
        #expect(try results.extraDeclarations(of: chapter) == ["shortcut() (Area.swift)"], "and again")

        try FileManager.default.removeItem(at: mark)
        try Self.buildStudentModule(Self.reference, in: folder)
        #expect(try results.extraDeclarations(of: chapter) == [])
        #expect(
            try folder.text(WorkbookLayout.declarations + "/Shapes-clean") == kept, "the same module, the same mark")
    }

    /// A workbook of one chapter, "Shapes", whose solution is ``reference``; the student's
    /// module is built by ``buildStudentModule(_:in:)``.
    static func studentWorkbook() throws -> (TemporaryFolder, Chapter, ChapterResults) {
        let folder = TemporaryFolder(prefix: "declarations")
        try folder.write("Solutions/01-Shapes/Area.swift", Self.reference)
        let chapter = Chapter(
            number: 1, slug: "shapes", title: "Shapes", module: "Shapes", exercises: [], datasets: [],
            folder: "01-Shapes")
        return (folder, chapter, ChapterResults(workspace: Workspace(root: folder.root, environment: [:])))
    }

    /// Compiles `source` as the chapter's file into the module the tests' build would leave.
    static func buildStudentModule(_ source: String, in folder: TemporaryFolder) throws {
        try folder.write("Chapters/01-Shapes/Area.swift", source)
        let modules = folder.root.appendingPathComponent(WorkbookLayout.testsBuild + "/debug/Modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let toolchain = PublicDeclarations.Toolchain.current()
        var compile = ProgramRun(
            executable: URL(fileURLWithPath: toolchain.swiftc),
            arguments: [
                "-emit-module", "-module-name", "Shapes", "-parse-as-library", "-target", toolchain.target,
                "-emit-module-path", modules.appendingPathComponent("Shapes.swiftmodule").path,
                folder.root.appendingPathComponent("Chapters/01-Shapes/Area.swift").path,
            ] + toolchain.sdkArguments)
        compile.outputFile = folder.root.appendingPathComponent("compile.log")
        try #require(try compile.run() == .exited(status: 0), "\((try? folder.text("compile.log")) ?? "")")
    }

    /// `@_cdecl("write")` makes a C symbol that stands in for the C library's `write` in the
    /// whole test program, the results' pipe included; no symbol graph lists it.
    @Test("a C symbol, or another module's Swift name, in the chapter's objects is found; a stale object is not read")
    func foreignSymbols() throws {
        let folder = TemporaryFolder(prefix: "symbols")
        defer { folder.remove() }
        try folder.write("Chapters/01-Shapes/Area.swift", Self.reference)
        try folder.write(
            "Chapters/01-Shapes/Write.swift",
            """
            @_cdecl("write") public func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { count }
            @_silgen_name("$s11TestSupport6helperSiyF") func helper() -> Int { 1 }
            """)
        try folder.write("Stale/Old.swift", "@_cdecl(\"read\") public func gone() {}\n")
        let objects = folder.root.appendingPathComponent("objects")
        let toolchain = PublicDeclarations.Toolchain.current()
        for (source, module) in [
            ("Chapters/01-Shapes/Area.swift", "Shapes"), ("Chapters/01-Shapes/Write.swift", "Shapes"),
            ("Stale/Old.swift", "Shapes"),
        ] {
            let file = folder.root.appendingPathComponent(source)
            var compile = ProgramRun(
                executable: URL(fileURLWithPath: toolchain.swiftc),
                arguments: [
                    "-c", "-parse-as-library", "-module-name", module, "-target", toolchain.target,
                    "-o", objects.appendingPathComponent(file.lastPathComponent + ".o").path, file.path,
                ] + toolchain.sdkArguments)
            try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
            compile.outputFile = folder.root.appendingPathComponent("compile.log")
            try #require(try compile.run() == .exited(status: 0), "\((try? folder.text("compile.log")) ?? "")")
        }
        let check = PublicDeclarations(modules: objects, scratch: folder.root.appendingPathComponent("scratch"))
        let found = try check.foreignSymbols(
            module: "Shapes", objects: objects, sources: folder.root.appendingPathComponent("Chapters/01-Shapes"))
        #expect(found == ["the symbol $s11TestSupport6helperSiyF", "the symbol write"], "\(found)")

        try FileManager.default.removeItem(at: folder.root.appendingPathComponent("Chapters/01-Shapes/Write.swift"))
        #expect(
            try check.foreignSymbols(
                module: "Shapes", objects: objects, sources: folder.root.appendingPathComponent("Chapters/01-Shapes"))
                == [],
            "the solution's own code defines nothing foreign, and the old objects of files gone do not count")
    }

    @Test("nm's listing: file headers and the module's own names are passed over; macOS's underscore is taken off")
    func foreignInListing() {
        let listing =
            "\n/tmp/a.o:\n_$s6Shapes4areaSiyF\n_write\n\n/tmp/b.o:\n_$s6Shapes4areaSiyF\n_write\n_$s11TestSupport1fyyF\n"
        #expect(
            PublicDeclarations.foreign(in: listing, module: "Shapes", prefix: "_")
                == ["the symbol write", "the symbol $s11TestSupport1fyyF"])
        #expect(
            PublicDeclarations.foreign(in: "$s6Shapes4areaSiyF\n$s7Shapes24areaSiyF\n", module: "Shapes", prefix: "")
                == ["the symbol $s7Shapes24areaSiyF"], "a longer module name that starts the same is another module")
    }

    @Test("a symbol graph's symbols and conformances are read with their names and files")
    func readsSymbolGraph() throws {
        let graph = """
            {"symbols": [{"identifier": {"precise": "s:6Shapes4area2of12CoreGraphics7CGFloatVSo6CGRectV_tF"},
                          "kind": {"identifier": "swift.func"}, "accessLevel": "public",
                          "pathComponents": ["area(of:)"], "names": {"title": "area(of:)"},
                          "location": {"uri": "file:///tmp/submission/Area.swift", "position": {"line": 2, "character": 12}}},
                         {"identifier": {"precise": "s:Sa6ShapesSdRszlE6sortedSaySdGyF"}, "pathComponents": ["Array", "sorted()"],
                          "kind": {"identifier": "swift.method"}, "accessLevel": "package",
                          "names": {"title": "sorted()"}}],
             "relationships": [{"kind": "memberOf", "source": "a", "target": "b"},
                               {"kind": "conformsTo", "source": "s:6Shapes7ReadingV", "target": "s:SL", "targetFallback": "Swift.Comparable"}]}
            """
        let declarations = try PublicDeclarations.declarations(inSymbolGraph: Data(graph.utf8))
        #expect(
            Set(declarations.map(\.description)) == [
                "area(of:) (Area.swift)", "Array.sorted()", "a conformance to Swift.Comparable",
            ])
    }

    @Test("the message names each declaration once, at most three, and says what to do")
    func message() {
        let declaration = { (name: String, identifier: String) in
            PublicDeclarations.Declaration(identifier: identifier, name: name, file: "Checks.swift")
        }
        let names = PublicDeclarations.names(of: [
            declaration("expectEqual(_:_:_:)", "a"), declaration("expectEqual(_:_:_:)", "b"), declaration("f()", "c"),
            declaration("g()", "d"), declaration("h()", "e"),
        ])
        #expect(
            names == [
                "expectEqual(_:_:_:) (Checks.swift)", "f() (Checks.swift)", "g() (Checks.swift)", "h() (Checks.swift)",
            ])
        let text = Grader.extraDeclarationsMessage(names, chapter: lineGraph)
        #expect(
            text.hasPrefix(
                "Chapters/01-LineGraph declares public names or symbols the exercises do not have: "
                    + "expectEqual(_:_:_:) (Checks.swift), f() (Checks.swift), g() (Checks.swift) and 1 more."),
            "\(text)")
        #expect(
            text.contains("Make them internal (remove `public` or `package`, and any `@_cdecl` or `@_silgen_name`)"),
            "\(text)")
    }
}

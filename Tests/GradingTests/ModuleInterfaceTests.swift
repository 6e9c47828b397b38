import Foundation
import Platform
import Results
import Runner
import Testing
import ToolTestSupport

@testable import Grading

/// A chapter module's objects are linked with suites compiled against another build of
/// it only where the two interfaces read the same. Each of the five reviews' attacks on
/// the quick build (2026-12-04) is here: those the interface shows are a changed text,
/// and for those it does not, a program compiled against one build of a resilient module
/// and linked with the other computes what the other says, where a module built without
/// library evolution reads its fields at the wrong places.
@Suite("A chapter module's interface, and what code compiled against it takes from it")
struct ModuleInterfaceTests {
    /// A chapter like the workbook's: a public struct the tests read, and an exercise.
    static let base = """
        import Foundation
        public struct DailySummary: Equatable {
            public let low: Double
            public let high: Double
            public var range: Double { high - low }
            public func total() -> Double { low + high }
            public init(low: Double, high: Double) { self.low = low; self.high = high }
        }
        public func dailySummary(of values: [Double]) -> DailySummary {
            DailySummary(low: values.min() ?? 0, high: values.max() ?? 0)
        }
        public func scaled(_ value: Double, by factor: Double = 2) -> Double { value * factor }
        """

    /// A program compiled against the chapter, as the suites and the probe are.
    static let client = """
        import Boxplot
        let summary = dailySummary(of: [3, 1, 2])
        print(summary.low, summary.high, summary.range, summary.total(), scaled(1))
        """

    /// `source` built as the module `Boxplot` into a folder of its own in `folder`, as the
    /// grader builds a chapter (resilient, with its package interface), or as a student's
    /// own build does (`resilient` false): the module, its object and its interface.
    static func module(_ source: String, in folder: TemporaryFolder, resilient: Bool = true) throws -> URL {
        let output = folder.root.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let file = output.appendingPathComponent("Boxplot.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let evolution =
            resilient
            ? [
                "-enable-library-evolution", "-emit-module-interface-path",
                output.appendingPathComponent("Boxplot.swiftinterface").path,
                "-emit-package-module-interface-path",
                ModuleInterface.file(of: "Boxplot", in: output).path, "-no-verify-emitted-module-interface",
            ] : []
        try compile(
            [
                "-parse-as-library", "-module-name", "Boxplot", "-package-name", "workbook", "-emit-module",
                "-emit-module-path", output.appendingPathComponent("Boxplot.swiftmodule").path, "-c", "-o",
                output.appendingPathComponent("Boxplot.o").path, file.path,
            ] + evolution, in: output)
        return output
    }

    /// The interface of `source` built as the grader builds a chapter.
    static func interface(of source: String) throws -> ModuleInterface {
        let folder = TemporaryFolder(prefix: "interface")
        defer { folder.remove() }
        return try ModuleInterface(module: "Boxplot", in: module(source, in: folder))
    }

    /// What ``client`` prints when compiled against `compiledAgainst` and linked with the
    /// objects of `linkedWith`, as kept suites are linked with a later submission's chapter;
    /// `nil` where it does not end well (a crash, say).
    static func output(compiledAgainst: String, linkedWith: String, resilient: Bool = true) throws -> String? {
        let folder = TemporaryFolder(prefix: "relinked")
        defer { folder.remove() }
        let first = try module(compiledAgainst, in: folder, resilient: resilient)
        let second = try module(linkedWith, in: folder, resilient: resilient)
        try folder.write("main.swift", client)
        let main = folder.root.appendingPathComponent("main.swift")
        let program = folder.root.appendingPathComponent("program")
        try compile(
            [
                "-module-name", "Client", "-package-name", "workbook", "-I", first.path, "-c", "-o", main.path + ".o",
                main.path,
            ],
            in: folder.root)
        try compile(
            [main.path + ".o", second.appendingPathComponent("Boxplot.o").path, "-o", program.path], in: folder.root)
        var run = ProgramRun(executable: program, arguments: [], timeLimit: 60)
        let printed = folder.root.appendingPathComponent("printed")
        run.outputFile = printed
        guard try run.run() == .exited(status: 0) else { return nil }
        return try String(contentsOf: printed, encoding: .utf8)
    }

    /// Runs `swiftc` with `arguments` in `folder`; fails the test, with its log, if it fails.
    private static func compile(_ arguments: [String], in folder: URL) throws {
        let toolchain = PublicDeclarations.Toolchain.shared
        let log = folder.appendingPathComponent("compile-\(UUID().uuidString).log")
        var compile = ProgramRun(
            executable: URL(fileURLWithPath: toolchain.swiftc),
            arguments: ["-swift-version", "6", "-target", toolchain.target] + toolchain.sdkArguments + arguments,
            timeLimit: 300)
        compile.outputFile = log
        let outcome = try compile.run()
        try #require(outcome == .exited(status: 0), "\((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
    }

    /// The base with `old` replaced by `new`, which must be there.
    static func edited(_ old: String, _ new: String) -> String {
        precondition(base.contains(old), "the base has \(old)")
        return base.replacingOccurrences(of: old, with: new)
    }

    /// Changes the kept suites cannot see, the five reviews' that the interface does not
    /// show among them: a program compiled against the base and linked with each runs
    /// the edit's own code, as a fresh build would.
    static let unseen: [(String, String)] = [
        ("a changed body", edited("values.max() ?? 0)", "(values.max() ?? 0) + 10)")),
        ("a private helper", base + "\nprivate func middle(of values: [Double]) -> Double { values[0] }"),
        ("an internal function", base + "\nfunc helper() -> Int { 1 }"),
        (
            "a private stored property before the public ones (the fourth review: private fields)",
            edited("public let low: Double", "private var cache = 99.0\n    public let low: Double")
        ),
        (
            // The fifth review's: a private type's two fields swapped, stored by a public one.
            "a private type of two fields, swapped, stored by the public struct",
            edited(
                "public let high: Double\n",
                "public let high: Double\n    private var cache = Cache()\n")
                + "\nprivate struct Cache: Equatable { var last: Double = 7; var hits: Int8 = 1 }"
        ),
        (
            // The fourth review's: the symbol graph printed both alike, and the kept suites
            // read the struct one field late. Resilient, both are reached through a getter.
            "a stored private(set) property for a computed one",
            edited(
                "public var range: Double { high - low }",
                "public private(set) var range: Double = 0"
            ).replacingOccurrences(of: "self.high = high }", with: "self.high = high; range = high - low }")
        ),
        (
            "#sourceLocation around the type (the third review's disguise, without a reorder)",
            edited(
                "public struct DailySummary",
                "#sourceLocation(file: \"Other.swift\", line: 40)\npublic struct DailySummary"
            )
            .replacingOccurrences(of: "public func dailySummary", with: "#sourceLocation()\npublic func dailySummary")
        ),
    ]

    @Test("what the interface does not show leaves it as it was", arguments: unseen)
    func sameInterface(change: String, source: String) throws {
        #expect(try Self.interface(of: source) == Self.interface(of: Self.base), "\(change)")
    }

    @Test(
        "a program compiled against one resilient build and linked with another of the same interface runs the other's code",
        arguments: unseen)
    func relinked(change: String, source: String) throws {
        let fresh = try #require(try Self.output(compiledAgainst: source, linkedWith: source))
        #expect(try Self.output(compiledAgainst: Self.base, linkedWith: source) == fresh, "\(change)")
    }

    /// The check above can fail: without library evolution the program lays the struct out
    /// as the base had it, as the kept suites did in the fourth review, and reads the
    /// wrong fields or does not end well.
    @Test("without library evolution the same link reads a private field in place of a public one")
    func fragileControl() throws {
        let source = try #require(Self.unseen.first { $0.0.hasPrefix("a private stored property") }?.1)
        let fresh = try Self.output(compiledAgainst: source, linkedWith: source, resilient: false)
        #expect(fresh == "1.0 3.0 2.0 4.0 2.0\n")
        #expect(try Self.output(compiledAgainst: Self.base, linkedWith: source, resilient: false) != fresh)
    }

    /// What the compiler copies into the code compiled against a module, and every change
    /// of what that code can name or how it lays a value out: each of the reviews' attacks
    /// that the interface shows, and plausible changes.
    @Test(
        "code copied into clients, default values, a swap of stored properties and a changed declaration change the interface",
        arguments: [
            // The first review's: the body inlined into every caller, even in a debug build.
            ("@_transparent", edited("public func dailySummary", "@_transparent public func dailySummary")),
            ("@inlinable", edited("public func scaled", "@inlinable public func scaled")),
            ("@_alwaysEmitIntoClient", edited("public func scaled", "@_alwaysEmitIntoClient public func scaled")),
            // The second review's: each caller holds its own copy of a default value.
            ("a default value", edited("by factor: Double = 2", "by factor: Double = 3")),
            (
                "the third review's swap of two stored properties, under #sourceLocation",
                edited(
                    "    public let low: Double\n    public let high: Double\n",
                    "#sourceLocation(file: \"Boxplot.swift\", line: 4)\n    public let high: Double\n#sourceLocation(file: \"Boxplot.swift\", line: 3)\n    public let low: Double\n#sourceLocation()\n"
                )
            ),
            // The fourth review's: a stored private(set) property for a computed one.
            (
                "a new property",
                edited("public let high: Double\n", "public let high: Double\n    public var mid = 0.0\n")
            ),
            // The fourth review's other pair: code compiled against one passes `self` otherwise.
            ("a mutating method for a plain one", edited("public func total()", "public mutating func total()")),
            ("@frozen", edited("public struct DailySummary", "@frozen public struct DailySummary")),
            ("a new public function", base + "\npublic func extra() {}"),
            ("a package function", base + "\npackage func extra() {}"),
            ("a changed signature", edited("of values: [Double])", "of values: [Double], scale: Int = 1)")),
            (
                "a new conformance",
                base + "\nextension DailySummary: CustomStringConvertible { public var description: String { \"\" } }"
            ),
        ])
    func changedInterface(change: String, source: String) throws {
        #expect(try Self.interface(of: source) != Self.interface(of: Self.base), "\(change)")
    }

    @Test("a changed inlinable or transparent body changes the interface")
    func changedBodies() throws {
        for attribute in ["@inlinable", "@_transparent"] {
            let copied = Self.edited("public func scaled", "\(attribute) public func scaled")
            #expect(
                try Self.interface(of: copied)
                    != Self.interface(of: copied.replacingOccurrences(of: "value * factor", with: "value + factor")),
                "\(attribute)")
        }
    }

    /// Only the header is left out: a line that starts `// swift-` in an inlinable body's
    /// string is part of what clients copy.
    @Test("the header's comment lines are left out, and nothing after them")
    func header() throws {
        let printed = """
            // swift-interface-format-version: 1.0
            // swift-compiler-version: Swift version 6.3.1 (swift-6.3.1-RELEASE)
            // swift-module-flags: -module-name Boxplot -package-name package
            import Foundation
            @inlinable public func note() -> Swift.String { \"\"\"
            // swift-module-flags: one
            \"\"\" }
            """
        let interface = ModuleInterface(printed: printed)
        #expect(interface.text.hasPrefix("import Foundation\n"))
        #expect(interface.text.contains("// swift-module-flags: one"))
        #expect(
            ModuleInterface(printed: printed.replacingOccurrences(of: "package\n", with: "other\n")) == interface,
            "another package's folder is the same interface")
        let inString = { (flag: String) in
            Self.base
                + "\n@inlinable public func note() -> String {\n    \"\"\"\n// swift-module-flags: \(flag)\n\"\"\"\n}"
        }
        #expect(try Self.interface(of: inString("one")) != Self.interface(of: inString("two")))
    }

    @Test("an interface larger than the limit is not read")
    func tooLarge() throws {
        let folder = TemporaryFolder(prefix: "large-interface")
        defer { folder.remove() }
        try folder.write(
            "Boxplot.package.swiftinterface", String(repeating: "x", count: ModuleInterface.largestInterface + 1))
        #expect(throws: FileTooLarge.self) { try ModuleInterface(module: "Boxplot", in: folder.root) }
    }
}

import Foundation
import Results
import Runner
import Testing
import ToolTestSupport

@testable import Grading

/// A chapter module's objects are linked with suites compiled against another build of
/// it only where the two surfaces are equal: each case here is a change that would make the
/// suites' objects read a struct wrongly, or call what is not there, and must be seen.
@Suite("What code compiled against a chapter module took from it")
struct ModuleSurfaceTests {
    /// A chapter like the workbook's: an exercise and a public struct the tests build.
    static let base = """
        import Foundation
        public struct DayBox: Equatable {
            public let box: CGRect
            public let outliers: [CGPoint]
            public init(box: CGRect, outliers: [CGPoint]) { self.box = box; self.outliers = outliers }
        }
        public func dayBox(in rect: CGRect) -> DayBox { DayBox(box: rect, outliers: []) }
        """

    /// The surface of the module `Boxplot` compiled from `source`.
    static func surface(of source: String) throws -> ModuleSurface {
        let folder = TemporaryFolder(prefix: "surface")
        defer { folder.remove() }
        try folder.write("Boxplot.swift", source)
        let toolchain = PublicDeclarations.Toolchain.shared
        var compile = ProgramRun(
            executable: URL(fileURLWithPath: toolchain.swiftc),
            arguments: [
                "-emit-module", "-module-name", "Boxplot", "-parse-as-library", "-swift-version", "6",
                "-target", toolchain.target, "-emit-module-path",
                folder.root.appendingPathComponent("Boxplot.swiftmodule").path,
                folder.root.appendingPathComponent("Boxplot.swift").path,
            ] + toolchain.sdkArguments, timeLimit: 120)
        compile.outputFile = folder.root.appendingPathComponent("compile.log")
        let outcome = try compile.run()
        try #require(
            outcome == .exited(status: 0),
            "\((try? String(contentsOf: folder.root.appendingPathComponent("compile.log"), encoding: .utf8)) ?? "")")
        let check = PublicDeclarations(modules: folder.root, scratch: folder.root.appendingPathComponent("scratch"))
        return try ModuleSurface(
            graphs: check.symbolGraphs(of: "Boxplot", minimumAccessLevel: "private"),
            abiDump: check.abiDump(of: "Boxplot"))
    }

    @Test(
        "a changed body, a private helper, a method on a public struct and a private type no visible type stores leave the surface as it was",
        arguments: [
            base.replacingOccurrences(of: "outliers: []) }", with: "outliers: [rect.origin]) }"),
            base + "\nprivate func middle(of rect: CGRect) -> CGFloat { rect.midY }",
            base.replacingOccurrences(of: "dayBox(in rect: CGRect)", with: "dayBox(in frame: CGRect)")
                .replacingOccurrences(of: "DayBox(box: rect,", with: "DayBox(box: frame,"),
            base + "\nfunc internalHelper() -> Int { 1 }",
            base + "\nprivate struct DrawnLine { var points: [CGPoint] = []; var extra = 0 }",
            base
                + "\nextension DayBox { public static func == (a: DayBox, b: DayBox) -> Bool { a.box == b.box } }"
                .replacingOccurrences(of: "public static func ==", with: "static func equal"),
        ])
    func sameSurface(source: String) throws {
        #expect(try Self.surface(of: source) == Self.surface(of: Self.base))
    }

    /// Each of these moves a stored property of `DayBox` in memory, or changes what the
    /// suites can name, so objects compiled against the base would go wrong.
    @Test(
        "a stored property added, moved, made lazy or private-typed, and a changed declaration all change the surface",
        arguments: [
            (
                "a private stored property",
                base.replacingOccurrences(
                    of: "public let box: CGRect", with: "public let box: CGRect\n    private var cache = 0")
            ),
            (
                "the properties swapped",
                base.replacingOccurrences(
                    of: "    public let box: CGRect\n    public let outliers: [CGPoint]",
                    with: "    public let outliers: [CGPoint]\n    public let box: CGRect")
            ),
            (
                "a lazy property",
                base.replacingOccurrences(
                    of: "public let box: CGRect", with: "public let box: CGRect\n    lazy var area: CGFloat = 0")
            ),
            ("a new public function", base + "\npublic func extra() {}"),
            (
                "a changed signature",
                base.replacingOccurrences(
                    of: "dayBox(in rect: CGRect) -> DayBox", with: "dayBox(in rect: CGRect, scale: Int = 1) -> DayBox")
            ),
            (
                "a new conformance",
                base + "\nextension DayBox: CustomStringConvertible { public var description: String { \"\" } }"
            ),
        ])
    func changedSurface(change: String, source: String) throws {
        #expect(try Self.surface(of: source) != Self.surface(of: Self.base), "\(change)")
    }

    /// Pairs a symbol graph prints alike (a review's find, 2026-12-04): code compiled against
    /// the first reads a stored property in place, or passes `self` by address, and went
    /// wrong with the second. Only the ABI dump tells them apart.
    @Test(
        "a stored private(set) property for a computed one, and a mutating method for a plain one, change the surface",
        arguments: [
            (
                "public var area: CGFloat { box.width * box.height }",
                "public private(set) var area: CGFloat = 0"
            ),
            ("public func total() -> Int { outliers.count }", "public mutating func total() -> Int { outliers.count }"),
        ])
    func sameInTheSymbolGraph(first: String, second: String) throws {
        let extended = { (member: String) in
            Self.base.replacingOccurrences(
                of: "public let outliers: [CGPoint]", with: "public let outliers: [CGPoint]\n    \(member)")
        }
        #expect(try Self.surface(of: extended(first)) != Self.surface(of: extended(second)))
    }

    /// A private type's fields have no place in the symbol graph, and the ABI dump leaves
    /// the type out (a fifth review's find, 2026-12-04): swapping them changed the size of
    /// the public struct that stores it unseen, and the suites read it one field late.
    @Test("a private value type of two fields or more, stored by a public one, has no known surface")
    func privateStoredType() throws {
        let stored = Self.base.replacingOccurrences(
            of: "public let outliers: [CGPoint]",
            with: "public let outliers: [CGPoint]\n    private var cache = Cache()")
        #expect(throws: ModuleSurface.UnknownOrder.self) {
            try Self.surface(
                of: stored + "\nprivate struct Cache: Equatable { var hits: Int8 = 0; var last: Double = 0 }")
        }
        #expect(throws: Never.self) {
            try Self.surface(of: stored + "\nprivate struct Cache: Equatable { var last: Double = 0 }")
        }
    }

    /// Each caller holds its own copy of a default value it uses (a review's find, 2026-12-04):
    /// suites kept from a build with other defaults would pass them on.
    @Test("a changed default value changes the surface, a renamed parameter does not")
    func defaultValues() throws {
        let withDefault = Self.base + "\npublic func scaled(by factor: Int = 1) -> Int { factor }"
        let surface = try Self.surface(of: withDefault)
        #expect(try Self.surface(of: withDefault.replacingOccurrences(of: "= 1)", with: "= 2)")) != surface)
        #expect(try Self.surface(of: withDefault.replacingOccurrences(of: "factor", with: "amount")) == surface)
    }

    /// A public struct that stores a private type, named through a type alias: the private
    /// type's own fields decide the public one's size.
    @Test("a private type that a public type stores, through a type alias, counts with its fields")
    func storedPrivateType() throws {
        let stored = """
            import Foundation
            private typealias Storage = Cache
            private struct Cache { var hits = 0 }
            public struct Counter { private var storage = Storage(); public init() {} }
            """
        // Grown by its one field's type; with two fields it has no known surface (below).
        let grown = stored.replacingOccurrences(of: "var hits = 0", with: "var hits = (0, 0)")
        #expect(try Self.surface(of: grown) != Self.surface(of: stored))
        let unrelated = stored + "\nprivate struct Unused { var a = 0 }"
        #expect(try Self.surface(of: unrelated) == Self.surface(of: stored))
    }
}

import Foundation
import Results

/// What the code compiled against a chapter module took from it: the declarations it can
/// name, and the layout of every type. Two builds of a module with the same surface can
/// stand in for each other under objects compiled against either (in a debug build, where
/// nothing is inlined across modules but what ``QuickBuildHazards`` finds), so a
/// submission's chapter objects can be linked with the suites compiled for another's
/// (``ChapterRebuild``).
///
/// ```
/// let surface = try ModuleSurface(
///     graphs: check.symbolGraphs(of: "Boxplot", minimumAccessLevel: "private"), abiDump: check.abiDump(of: "Boxplot"))
/// surface.layouts["s:7Boxplot6DayBoxV"]?.first   // "s:7Boxplot6DayBoxV3box…vp public let box: CGRect"
/// ```
///
/// A declaration is named by the compiler's identifier, which spells its type, so a
/// changed signature is a changed surface; a parameter's default value counts too, since
/// each caller holds a copy of it. A type's members (a struct's or an enum's
/// properties and cases; every member of a class, actor or protocol) are listed in the
/// order they are written, with how each is declared: a stored property added (a private one too),
/// moved, or made `lazy`, and an enum made `indirect`, all move the others in memory. The
/// types that count are the visible ones and every type their members name, private ones
/// too, since a public type can store a private one. A private helper, function or type,
/// that no visible type names is not part of it: nothing outside its file can reach it.
struct ModuleSurface: Equatable, Codable {
    private typealias Symbol = SymbolGraph.Symbol

    /// Every declaration other modules can name (`open`, `public`, `package`), and each
    /// conformance, by the compiler's identifier.
    var declarations: Set<String>
    /// Each type's members in the order they are written, by identifier and declaration.
    var layouts: [String: [String]]
    /// The module's ABI as `swift-api-digester` dumps it (imports left out), as compact
    /// JSON with sorted keys: where a symbol graph prints a stored `private(set)` property
    /// and a computed one alike, or a `mutating` method and another, the ABI tells them
    /// apart (a review's find, 2026-12-04: code compiled against one read the other's
    /// fields one place late).
    var abi: String

    /// The surface the symbol graph files of one module list, extracted with every access
    /// level, and its ABI dump (``PublicDeclarations/abiDump(of:)``).
    ///
    /// - Parameter internalIsVisible: Whether code compiled against the module imports it
    ///   with `@testable`, and so can name its internal declarations too.
    init(graphs: [Data], abiDump: Data, internalIsVisible: Bool = false) throws {
        declarations = []
        layouts = [:]
        abi = try Self.canonicalABI(abiDump)
        func isVisible(_ symbol: Symbol) -> Bool {
            Self.visible.contains(symbol.accessLevel) || (internalIsVisible && symbol.accessLevel == "internal")
        }
        for data in graphs {
            let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
            let symbols = Dictionary(graph.symbols.map { ($0.identifier.precise, $0) }) { first, _ in first }
            for symbol in graph.symbols where isVisible(symbol) {
                declarations.insert(symbol.identifier.precise)
                if let defaults = symbol.defaultValues {
                    declarations.insert("defaults \(symbol.identifier.precise) \(defaults)")
                }
            }
            var members: [String: [Symbol]] = [:]
            for relation in graph.relationships where relation.kind == "memberOf" {
                if let member = symbols[relation.source] { members[relation.target, default: []].append(member) }
            }
            // A type's layout counts where code outside can hold one: a visible type, and
            // every type its members name (a public struct's private property can be of a
            // private type), and theirs in turn.
            let types = Set(graph.symbols.filter { Self.types.contains($0.kind.identifier) }.map(\.identifier.precise))
            var reached = types.filter { symbols[$0].map(isVisible) ?? false }
            var pending = Array(reached)
            while let type = pending.popLast() {
                let named = ([symbols[type]].compactMap { $0 } + (members[type] ?? [])).flatMap(\.namedTypes)
                for next in named where types.contains(next) && reached.insert(next).inserted {
                    pending.append(next)
                }
            }
            for relation in graph.relationships
            where relation.kind == "conformsTo"
                && (reached.contains(relation.source) || !types.contains(relation.source))
            {
                declarations.insert("conformance \(relation.source) \(relation.target)")
            }
            for type in reached {
                let kind = symbols[type]?.kind.identifier ?? ""
                let laidOut = (members[type] ?? []).filter {
                    !Self.valueTypes.contains(kind) || Self.storage.contains($0.kind.identifier)
                }
                // A private type's members have no place in the symbol graph, and the ABI dump
                // leaves the type out: the order of its fields, which decides its size and so
                // the offsets of the visible type that stores it, is not known.
                if Self.valueTypes.contains(kind), !(symbols[type].map(isVisible) ?? false),
                    laidOut.filter({ $0.location == nil }).count > 1
                {
                    throw UnknownOrder(type: symbols[type]?.pathComponents.joined(separator: ".") ?? type)
                }
                layouts[type] =
                    [symbols[type]?.declaration ?? type] + laidOut.sorted(by: Symbol.writtenBefore).map(\.declaration)
            }
        }
    }

    /// The dump's declarations, imports left out (a skeleton imports `ExerciseSupport` for
    /// `todo`, a solution does not), as compact JSON with sorted keys.
    static func canonicalABI(_ dump: Data) throws -> String {
        guard let root = (try JSONSerialization.jsonObject(with: dump) as? [String: Any])?["ABIRoot"] as? [String: Any],
            let children = root["children"] as? [[String: Any]]
        else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not an ABI dump")) }
        let declarations = children.filter { $0["kind"] as? String != "Import" }
        return String(
            decoding: try JSONSerialization.data(withJSONObject: declarations, options: [.sortedKeys]), as: UTF8.self)
    }

    /// A type whose fields' order the surface cannot know: a private value type, stored by a
    /// visible one, with two fields or more. Its module is not built alone.
    struct UnknownOrder: Error, CustomStringConvertible {
        let type: String
        var description: String { "the order of \(type)'s fields is not known" }
    }

    /// Types whose methods are called directly, so that only their storage is their layout.
    private static let valueTypes: Set<String> = ["swift.struct", "swift.enum"]
    /// The members of a value type that may take room in it: every instance property (a
    /// computed one too, since the symbol graph does not say which is stored) and each case.
    private static let storage: Set<String> = ["swift.property", "swift.enum.case"]

    /// Access levels that another module can name.
    private static let visible: Set<String> = ["open", "public", "package"]
    /// The kinds of symbol that have a layout of their own, and type aliases, which name one.
    private static let types: Set<String> = [
        "swift.struct", "swift.enum", "swift.class", "swift.actor", "swift.protocol", "swift.typealias",
    ]
}

/// What the surface reads of a symbol, beyond what the file says.
extension SymbolGraph.Symbol {
    /// Its identifier and how it is declared: "s:7Boxplot6DayBoxV3box…vp let box: CGRect".
    fileprivate var declaration: String {
        identifier.precise + " " + (declarationFragments ?? []).map(\.spelling).joined()
    }

    /// The default values of its parameters as written ("= 0.1, " and "= 8) -> "), or `nil`
    /// where it has none. A caller compiled against a module holds its own copy of each
    /// default value it uses, so a changed one is a changed surface.
    fileprivate var defaultValues: String? {
        let texts = (declarationFragments ?? []).filter { $0.kind == "text" && $0.spelling.contains("=") }
        return texts.isEmpty ? nil : texts.map(\.spelling).joined(separator: " ")
    }

    /// The types its declaration names: a property's type, a function's parameters.
    fileprivate var namedTypes: [String] { (declarationFragments ?? []).compactMap(\.preciseIdentifier) }

    /// Whether `first` is written before `second`; members the compiler makes (no place in
    /// a file) come last, by identifier. The places are the symbol graph's, which
    /// `#sourceLocation` can set: ``QuickBuildHazards`` keeps a chapter that uses it from
    /// the quick build.
    fileprivate static func writtenBefore(_ first: Self, _ second: Self) -> Bool {
        let place = { (symbol: Self) in
            symbol.location.map { ($0.uri, $0.position?.line ?? 0, $0.position?.character ?? 0) } ?? ("~", 0, 0)
        }
        let (left, right) = (place(first), place(second))
        return left != right ? left < right : first.identifier.precise < second.identifier.precise
    }
}

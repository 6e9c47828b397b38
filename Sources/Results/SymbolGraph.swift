import Foundation

/// The parts of a symbol graph file, as `swift-symbolgraph-extract` writes one, that the
/// declarations check (``PublicDeclarations``) reads.
///
/// ```
/// let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
/// graph.symbols[0].identifier.precise   // "s:9LineGraph10valueRange2ofSNySdGSaySdG_tF"
/// graph.relationships.filter { $0.kind == "conformsTo" }
/// ```
package struct SymbolGraph: Decodable {
    package let symbols: [Symbol]
    package let relationships: [Relationship]

    /// A declaration of the module, or of another module's type it extends.
    package struct Symbol: Decodable {
        package struct Identifier: Decodable { package let precise: String }
        package struct Location: Decodable { package let uri: String }

        /// The compiler's identifier, which spells the declaration's type.
        package let identifier: Identifier
        /// Its name, with the names of the types it is in: ["DayBox", "box"].
        package let pathComponents: [String]
        /// Where it is written; none for what the compiler makes.
        package let location: Location?
    }

    /// How two symbols relate: "memberOf", "conformsTo", ...
    package struct Relationship: Decodable {
        package let kind: String
        package let source: String
        package let target: String
        /// The target's name, where the target is another module's.
        package let targetFallback: String?
    }
}

import Foundation

/// The parts of a symbol graph file, as `swift-symbolgraph-extract` writes one, that the
/// workbook reads: the declarations check (``PublicDeclarations``) and the grader's
/// module surfaces.
///
/// ```
/// let graph = try JSONDecoder().decode(SymbolGraph.self, from: data)
/// graph.symbols[0].identifier.precise   // "s:9LineGraph10valueRange2ofSNySdGSaySdG_tF"
/// graph.symbols[0].accessLevel          // "public"
/// graph.relationships.filter { $0.kind == "memberOf" }
/// ```
package struct SymbolGraph: Decodable {
    package let symbols: [Symbol]
    package let relationships: [Relationship]

    /// A declaration of the module, or of another module's type it extends.
    package struct Symbol: Decodable {
        package struct Identifier: Decodable { package let precise: String }
        /// "swift.struct", "swift.property", "swift.func", ...
        package struct Kind: Decodable { package let identifier: String }
        package struct Location: Decodable {
            package struct Position: Decodable {
                package let line: Int
                package let character: Int
            }
            package let uri: String
            package let position: Position?
        }
        /// A piece of the declaration as written: a keyword, a name, a type.
        package struct Fragment: Decodable {
            package let spelling: String
            /// "keyword", "identifier", "text", "internalParam", "typeIdentifier", ...
            package let kind: String?
            /// The identifier of the type a fragment names, where it names one.
            package let preciseIdentifier: String?
        }

        /// The compiler's identifier, which spells the declaration's type.
        package let identifier: Identifier
        package let kind: Kind
        /// "open", "public", "package", "internal", "fileprivate" or "private".
        package let accessLevel: String
        /// Its name, with the names of the types it is in: ["DayBox", "box"].
        package let pathComponents: [String]
        /// Where it is written; none for what the compiler makes.
        package let location: Location?
        package let declarationFragments: [Fragment]?
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

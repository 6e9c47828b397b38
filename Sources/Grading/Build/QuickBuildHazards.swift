import Foundation

/// Whether a chapter's source may hold what makes a quick build unsound: code the compiler
/// copies into the modules that use it, a macro of its own, or `#sourceLocation`.
///
/// ```
/// QuickBuildHazards.arePossible(in: Data("@`_transparent` public func f() -> Int { 1 }".utf8))      // true
/// QuickBuildHazards.arePossible(in: Data("@discardableResult public func f() -> Int { 1 }".utf8))   // false
/// ```
///
/// A quick build links a submission's chapters with suites compiled against another's
/// (``ChapterRebuild``, ``SuiteSurfaces``), so both sides must be free of these:
/// - Objects compiled against a module run their own copy of the code it copies into
///   them, whichever build of the module they are linked with later: `@_transparent` and
///   `@inline(always)` bodies are inlined even in a debug build. Suites kept from such a
///   build would run one submission's code in every later one's tests and probe.
/// - `#sourceLocation` sets the places the symbol graph gives, and ``ModuleSurface`` orders
///   a type's stored properties and cases by them: a chapter could declare them in
///   another order than it reports, and the kept suites would read every later
///   submission's values at the wrong offsets (a review's find, 2026-12-04).
///
/// The check reads bytes, not Swift, so that no way of writing Swift can lead it astray
/// (a `\r` that ends a comment, a `//` line that ends a block comment): every `@` in the
/// file, in code, strings and comments alike, must be followed at once (Swift 6 allows
/// nothing between) by a name on the list, in backticks or not, and the bytes
/// `externalMacro` and `sourceLocation` must not be there. A macro of the chapter's own,
/// named `State`, could stand for any macro of the toolchain's. A hazard that is not one
/// costs a whole build, never a wrong grade. A list of the attributes that copy code would
/// miss the next one the language adds.
///
/// - Complexity: O(*n*) in the source's size.
enum QuickBuildHazards {
    /// Attributes that copy no code into the modules that use a declaration: built in, or
    /// property wrappers and global actors a chapter's comments name (`@State`).
    static let harmless: Set<String> = [
        "autoclosure", "available", "Binding", "concurrent", "convention", "discardableResult", "dynamicCallable",
        "dynamicMemberLookup", "escaping", "globalActor", "isolated", "MainActor", "nonobjc", "preconcurrency",
        "propertyWrapper", "resultBuilder", "retroactive", "Sendable", "State", "unchecked", "unknown",
    ]

    /// Words that make a source a hazard wherever they stand.
    static let refusedWords = ["externalMacro", "sourceLocation"].map { Data($0.utf8) }

    /// Whether `source`, a Swift file's bytes, may hold a hazard.
    static func arePossible(in source: Data) -> Bool {
        if refusedWords.contains(where: { source.range(of: $0) != nil }) { return true }
        let bytes = [UInt8](source)
        for at in bytes.indices where bytes[at] == UInt8(ascii: "@") {
            var cursor = at + 1
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "`") { cursor += 1 }
            let nameStart = cursor
            while cursor < bytes.count, isNamePart(bytes[cursor]) { cursor += 1 }
            guard harmless.contains(String(decoding: bytes[nameStart..<cursor], as: UTF8.self)) else { return true }
        }
        return false
    }

    /// Whether one of the Swift files below `folder` may hold a hazard, or one cannot be read.
    static func arePossible(inSwiftFilesBelow folder: URL) -> Bool {
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return true
        }
        for case let file as URL in files where file.pathExtension == "swift" {
            guard let data = try? Data(contentsOf: file), !arePossible(in: data) else { return true }
        }
        return false
    }

    /// Whether `byte` can be part of a name: an ASCII letter, digit or `_`, or any byte of
    /// a character beyond ASCII (Swift's names may hold them), so that `@Stateé` is not read
    /// as `@State`.
    private static func isNamePart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}

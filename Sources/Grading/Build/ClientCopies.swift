import Foundation

/// Whether a module's source may hold code that the compiler copies into the modules that
/// use it: any attribute but a few known not to, or a macro of its own.
///
/// ```
/// ClientCopies.arePossible(in: Data("@`_transparent` public func f() -> Int { 1 }".utf8))      // true
/// ClientCopies.arePossible(in: Data("@discardableResult public func f() -> Int { 1 }".utf8))   // false
/// ```
///
/// Objects compiled against such a module run their own copy of its code, whichever build
/// of the module they are linked with later: `@_transparent` and `@inline(always)` bodies
/// are inlined even in a debug build. So the suites compiled against one submission's
/// chapters are kept for the next (``SuiteSurfaces``) only where those chapters hold none;
/// otherwise the next submission's tests and probe would run the first one's code. And a
/// chapter that holds some is not compiled alone under suites kept from another
/// (``ChapterRebuild``).
///
/// The check reads bytes, not Swift, so that no way of writing Swift can lead it astray
/// (a `\r` that ends a comment, a `//` line that ends a block comment): every `@` in the
/// file, in code, strings and comments alike, must be followed at once (Swift 6 allows
/// nothing between) by a name on the list, in backticks or not. An `@` that is not costs a
/// whole build, never a wrong grade. A list of the attributes that copy code would miss
/// the next one the language adds. A chapter may not define a macro either (the text
/// `externalMacro` anywhere): one named `State` could stand for any macro of the
/// toolchain's.
///
/// - Complexity: O(*n*) in the source's size.
enum ClientCopies {
    /// Attributes that copy no code into the modules that use a declaration: built in, or
    /// property wrappers and global actors a chapter's comments name (`@State`).
    static let harmless: Set<String> = [
        "autoclosure", "available", "Binding", "concurrent", "convention", "discardableResult", "dynamicCallable",
        "dynamicMemberLookup", "escaping", "globalActor", "isolated", "MainActor", "nonobjc", "preconcurrency",
        "propertyWrapper", "resultBuilder", "retroactive", "Sendable", "State", "unchecked", "unknown",
    ]

    /// Whether `source`, a Swift file's bytes, may hold code copied into clients.
    static func arePossible(in source: Data) -> Bool {
        if source.range(of: Data("externalMacro".utf8)) != nil { return true }
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

    /// Whether one of the Swift files below `folder` may hold code copied into clients, or
    /// one cannot be read.
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

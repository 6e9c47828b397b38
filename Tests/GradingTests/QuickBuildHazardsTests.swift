import Foundation
import Testing
import ToolTestSupport

@testable import Grading

/// Code the compiler copies into a chapter's clients would stay in suites kept for the next
/// submission, and `#sourceLocation` could reorder a type's members unseen: every way to
/// write either is found, and what is harmless is let through.
@Suite("What a chapter may hold that makes a quick build unsound")
struct QuickBuildHazardsTests {
    @Test(
        "an attribute that copies code, however it is spelt, or any attribute not known to be harmless, is found",
        arguments: [
            "@_transparent public func f() -> Int { 1 }",
            "@`_transparent` public func f() -> Int { 1 }",
            "@ _transparent public func f() -> Int { 1 }",
            "@/* a note */_transparent public func f() -> Int { 1 }",
            "@/* nested /* comments */ end here */`_transparent` public func f() -> Int { 1 }",
            "@// a line\n_transparent public func f() -> Int { 1 }",
            "@inline(always) public func f() -> Int { 1 }",
            "@inline(__always) @inlinable public func f() -> Int { 1 }",
            "@export(implementation) public func f() -> Int { 1 }",
            "@_alwaysEmitIntoClient public func f() -> Int { 1 }",
            "@usableFromInline func g() -> Int { 1 }",
            "@frozen public struct S {}",
            "@Swift.MainActor public func f() {}",
            "public func f() -> String { \"a@b\" }",
            "public let last = 1 @",
            "@/* never closed",
            "let s = \"@//\"; @_transparent public func f() -> Int { 1 }",
            "/// A doc comment's `@State`\n@_transparent public func f() -> Int { 1 }",
            // Swift ends a line comment at a lone \r too, and a `//` line can end a block comment.
            "// a note\r@_transparent public func f() -> Int { 1 }",
            "/*\n// */ @_transparent public func f() -> Int { 1 }",
            "public func f() {\n    // a note on @_transparent, in a comment: read as it is\n}",
            "@Stateé public func f() -> Int { 1 }",
            "@State2 public func f() -> Int { 1 }",
            // The surface orders a type's members by the places it reports (a review's find).
            "public struct S {\n#sourceLocation(file: \"S.swift\", line: 3)\n    public let high: Double\n}",
            "public macro State() = #externalMacro(module: \"ObservationMacros\", type: \"ObservableMacro\")",
        ])
    func found(source: String) {
        #expect(QuickBuildHazards.arePossible(in: Data(source.utf8)))
    }

    @Test(
        "code without attributes, or with only harmless ones, is let through",
        arguments: [
            "",
            "public func xPosition(index: Int, count: Int) -> Double { Double(index) / Double(count) }",
            "@discardableResult public func f() -> Int { 1 }",
            "@MainActor public final class Model: @unchecked Sendable {}",
            "public func run(_ body: @escaping @Sendable () -> Void) { body() }",
            "public func g() { switch 1 { case 1: break; @unknown default: break } }",
            "@available(*, deprecated) public func old() {}",
            "/// The lesson keeps the selection in `@State`, and `@Binding` passes it on.\npublic func f() {}",
            "public let email = \"student@MainActor\"",
        ])
    func letThrough(source: String) {
        #expect(!QuickBuildHazards.arePossible(in: Data(source.utf8)))
    }

    @Test("the instructor's skeletons and solutions hold none, so their submissions keep the quick build")
    func instructorsFiles() throws {
        for side in ["Chapters", "Solutions"] {
            let chapters = workbookRoot.appendingPathComponent(side)
            let folders = try FileManager.default.contentsOfDirectory(atPath: chapters.path)
            #expect(folders.count >= 5, "\(side): \(folders)")
            for chapter in folders {
                #expect(
                    !QuickBuildHazards.arePossible(inSwiftFilesBelow: chapters.appendingPathComponent(chapter)),
                    "\(side)/\(chapter)")
            }
        }
    }

    @Test("a folder is clean only when each of its Swift files is")
    func folder() throws {
        let folder = TemporaryFolder(prefix: "client-copies")
        defer { folder.remove() }
        try folder.write("01-LineGraph/XPosition.swift", "public func x() -> Int { 1 }\n")
        try folder.write("01-LineGraph/notes.txt", "@_transparent is in a file SwiftPM does not compile\n")
        let chapter = folder.root.appendingPathComponent("01-LineGraph")
        #expect(!QuickBuildHazards.arePossible(inSwiftFilesBelow: chapter))
        try folder.write("01-LineGraph/More/YPosition.swift", "@`_transparent` public func y() -> Int { 1 }\n")
        #expect(QuickBuildHazards.arePossible(inSwiftFilesBelow: chapter))
    }
}

import Foundation
import Platform

/// A chapter module's interface as the compiler printed it, built with library evolution
/// (`WORKBOOK_LIBRARY_EVOLUTION`): the text of `<Module>.package.swiftinterface` without
/// the lines of its header that name the compiler and the build's flags.
///
/// ```
/// let interface = try ModuleInterface(module: "LineGraph", in: buildFolder.appendingPathComponent("debug/Modules"))
/// interface.text   // "import ExerciseSupport\nimport Foundation\n…\npublic func xPosition(index: Swift.Int, …"
/// ```
///
/// Code compiled against a resilient module takes from it only what its interface says:
/// each declaration other modules can name, and what the compiler copies into them, which
/// the interface prints in full (`@inlinable`, `@_transparent` and `@_alwaysEmitIntoClient`
/// bodies, default values, `@frozen` types' stored properties). The layout of every other
/// type, private members and helpers, and every other body, stay the module's own: code
/// compiled against one build of a module works with another whose interface reads the same,
/// which is how a system's libraries are updated under the programs that use them. The
/// package interface is the widest: the public one, with `@_spi` and `package`
/// declarations, which the suites of the same package can name too.
///
/// Nothing else of a student's module is read: the grader compares these texts and
/// nothing more (``SuiteInterfaces``).
struct ModuleInterface: Equatable, Codable {
    /// The interface, its header left out.
    let text: String

    /// The largest interface read; the solutions' are 1.5 to 4 KB. A larger one is not
    /// read, and its module is built by SwiftPM.
    static let largestInterface = 1 << 20

    /// The interface the compiler printed of `module` in `modules` (a build's `Modules`
    /// folder), bounded.
    ///
    /// - Throws: ``FileTooLarge`` over ``largestInterface``; an error where there is none.
    init(module: String, in modules: URL) throws {
        let data = try BoundedFile.read(
            Self.file(of: module, in: modules), atMost: Self.largestInterface, what: "the interface of \(module)")
        self.init(printed: String(decoding: data, as: UTF8.self))
    }

    /// `printed`, an interface file's text, without its header: the comment lines before
    /// the first line of Swift (`// swift-interface-format-version: 1.0`,
    /// `// swift-compiler-version: …`, `// swift-module-flags: …`, which names the
    /// package's folder). Only the header: a multi-line string in an inlinable body can
    /// hold a line that starts `// swift-`, and it counts.
    init(printed: String) {
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false)
        text = lines.drop { $0.hasPrefix("//") }.joined(separator: "\n")
    }

    /// Where the compiler writes the package interface of `module`, beside its module file.
    static func file(of module: String, in modules: URL) -> URL {
        modules.appendingPathComponent("\(module).package.swiftinterface")
    }
}

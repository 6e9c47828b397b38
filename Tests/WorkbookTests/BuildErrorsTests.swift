import Foundation
import Runner
import Testing

@Suite("Extracting compiler errors from a build log")
struct BuildErrorsTests {
    /// A build log as `swift build` prints it: progress lines, each error once per build
    /// step that saw it, the source excerpt with its own "error:" marker, and the driver's
    /// summary line.
    static let log = """
        [0/1] Planning build
        Building for debugging...
        [3/8] Emitting module LineGraph
        /work/pkg/Chapters/01-LineGraph/XPosition.swift:30:5: error: cannot find 'widht' in scope
        28 |     let step = rect.width / CGFloat(count - 1)
        29 |     return rect.minX
        30 |     widht
           |     `- error: cannot find 'widht' in scope
        31 | }
        [4/8] Compiling LineGraph XPosition.swift
        /work/pkg/Chapters/01-LineGraph/XPosition.swift:30:5: error: cannot find 'widht' in scope
        /work/pkg/Chapters/01-LineGraph/YPosition.swift:12:9: error: missing return in global function expected to return 'CGFloat'
        /work/pkg/Chapters/01-LineGraph/Summary.swift:4:1: warning: variable 'x' was never used
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        /usr/include/Other.h:1:1: error: something outside the package
        """

    static let expected = [
        """
        Chapters/01-LineGraph/XPosition.swift:30:5: error: cannot find 'widht' in scope
          30 |     widht
             |     ^
        """,
        "Chapters/01-LineGraph/YPosition.swift:12:9: error: missing return in global function expected to return 'CGFloat'",
        "/usr/include/Other.h:1:1: error: something outside the package",
    ]

    @Test("keeps each error once, in order, without the package folder in its path")
    func errors() {
        #expect(
            BuildErrors.extract(from: Self.log, packageDirectory: URL(fileURLWithPath: "/work/pkg")) == Self.expected)
    }

    @Test(
        "shortens paths however the package folder is spelled",
        arguments: [
            "/work/pkg", "/work/pkg/", "/work/pkg/.", "/work/other/../pkg",
        ])
    func packageSpellings(path: String) {
        #expect(BuildErrors.extract(from: Self.log, packageDirectory: URL(fileURLWithPath: path)) == Self.expected)
    }

    @Test("a folder whose name only starts like the package's is not shortened")
    func similarFolder() {
        let log = "/work/pkg2/A.swift:1:1: error: nope"
        #expect(BuildErrors.extract(from: log, packageDirectory: URL(fileURLWithPath: "/work/pkg")) == [log])
    }

    @Test("keeps the compiler's notes and the line of code with a caret under the place")
    func notesAndCaret() {
        let log = """
            [4/6] Compiling Crash main.swift
            /work/pkg/Chapters/01-LineGraph/XPosition.swift:4:32: error: value of optional type 'Double?' must be unwrapped to a value of type 'Double'
            2 | public func xPosition(index: Int, count: Int, in rect: CGRect) -> CGFloat {
            3 |     let values: [Double] = [1, 2]
            4 |     let first: Double = values.first
              |                                |- error: value of optional type 'Double?' must be unwrapped to a value of type 'Double'
              |                                |- note: coalesce using '??' to provide a default when the optional value contains 'nil'
              |                                `- note: force-unwrap using '!' to abort execution if the optional value contains 'nil'
            5 |     return rect.minX
            6 | }

            Swift.DurationProtocol:2:17: note: where 'Self' = 'CGFloat'
            1 | @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
            2 | public protocol DurationProtocol : AdditiveArithmetic, Comparable, Sendable {
              |                 `- note: where 'Self' = 'CGFloat'
            """
        #expect(
            BuildErrors.extract(from: log, packageDirectory: URL(fileURLWithPath: "/work/pkg")) == [
                """
                Chapters/01-LineGraph/XPosition.swift:4:32: error: value of optional type 'Double?' must be unwrapped to a value of type 'Double'
                  4 |     let first: Double = values.first
                    |                                ^
                  note: coalesce using '??' to provide a default when the optional value contains 'nil'
                  note: force-unwrap using '!' to abort execution if the optional value contains 'nil'
                """
            ])
    }

    @Test(
        "a log without errors gives none",
        arguments: [
            "",
            "Building for debugging...\n[8/8] Linking workbook\nBuild complete! (3.21s)",
            "/work/pkg/A.swift:1:1: warning: unused\n   |     `- error: shown in an excerpt",
        ])
    func noErrors(log: String) {
        #expect(BuildErrors.extract(from: log, packageDirectory: URL(fileURLWithPath: "/work/pkg")).isEmpty)
    }
}

@Suite("Reporting a manifest that cannot be read")
struct ManifestErrorTests {
    @Test("keeps the manifest's own message and drops the compiler invocation around it")
    func manifestError() {
        let log = """
            error: 'main': Invalid manifest (compiled with: ["/opt/swift/usr/bin/swiftc", "-vfsoverlay"])
            main/Package.swift:50: Fatal error: WORKBOOK_SOURCES=solution is not understood.
            error: ExitCode(rawValue: 1)
            """
        let errors = BuildErrors.extract(from: log, packageDirectory: URL(fileURLWithPath: "/work/main"))
        #expect(errors == ["main/Package.swift:50: Fatal error: WORKBOOK_SOURCES=solution is not understood."])
    }
}

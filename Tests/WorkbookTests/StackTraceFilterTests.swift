import Testing
@testable import WorkbookCommands

@Suite("Stack trace filter")
struct StackTraceFilterTests {
    static let crash = """
        Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range
        Current stack trace:
        0    libswiftCore.so                    0x00007f4d9715f130 swift_reportError + 33
        1    libswiftCore.so                    0x00007f4d97512b60 _swift_stdlib_reportFatalErrorInFile + 109
        12   workbook-preview                   0x000055649d9a6014 <unavailable> + 4116

        The preview stopped while your linePoints(for:in:) was running.
        """

    @Test("the fatal error and the preview's own words stay; the frames go")
    func crash() {
        #expect(withoutStackTrace(Self.crash) == """
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

            The preview stopped while your linePoints(for:in:) was running.
            """)
    }

    @Test("output without a stack trace is left as it is", arguments: [
        "Wrote chart.svg\n", "Error: line 3: the value \"x\" is not a number\n", "", "0 items 0x1 is not a frame here",
    ])
    func untouched(text: String) {
        #expect(withoutStackTrace(text) == text)
    }
}

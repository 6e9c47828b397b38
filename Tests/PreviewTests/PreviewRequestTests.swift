import Foundation
import PreviewProtocol
import Renderer
import Testing
import ToolTestSupport

@Suite("Preview request")
struct PreviewRequestTests {
    /// A request with every field set to something other than its default.
    static let full = PreviewRequest(
        mode: .explore, chapters: [lineGraph], dataset: "sunshine", csvPath: "/home/student/rain data.csv",
        compare: true, selection: 5, tap: CGPoint(x: 120.5, y: 40),
        size: TerminalSize(columns: 100, rows: 30), sizeIsFixed: true, canvas: .blocks, colors: .trueColor,
        svgPath: "/tmp/chart \"1\".svg")

    /// Requests as the tool sends them: one of each mode, with and without the optional fields.
    static let requests: [PreviewRequest] = [
        full,
        PreviewRequest(mode: .preview, chapters: [lineGraph], size: TerminalSize(columns: 80, rows: 23)),
        PreviewRequest(mode: .demo, chapters: [lineGraph], size: TerminalSize(columns: 120, rows: 40), canvas: .ascii, colors: .ansi256),
        PreviewRequest(mode: .preview, chapters: [lineGraph], dataset: "température °C", tap: CGPoint(x: -3.25, y: 1e6),
                       size: TerminalSize(columns: 40, rows: 12), canvas: .braille, colors: .ansi16, svgPath: "a.svg"),
    ]

    @Test("a request comes back the same through its command-line argument", arguments: requests)
    func roundTrip(request: PreviewRequest) throws {
        let argument = try request.encodedArgument()
        #expect(!argument.contains("\n"), "one argument, on one line")
        #expect(try PreviewRequest(decodingArgument: argument) == request)
    }

    @Test("every field survives the trip")
    func everyField() throws {
        let decoded = try PreviewRequest(decodingArgument: try Self.full.encodedArgument())
        #expect(decoded.mode == .explore)
        #expect(decoded.chapters == [lineGraph], "the chapter comes with its whole description")
        #expect(decoded.dataset == "sunshine")
        #expect(decoded.csvPath == "/home/student/rain data.csv")
        #expect(decoded.compare)
        #expect(decoded.selection == 5)
        #expect(decoded.tap == CGPoint(x: 120.5, y: 40))
        #expect(decoded.size == TerminalSize(columns: 100, rows: 30))
        #expect(decoded.sizeIsFixed)
        #expect(decoded.canvas == .blocks)
        #expect(decoded.colors == .trueColor)
        #expect(decoded.svgPath == "/tmp/chart \"1\".svg")
    }

    @Test("the encoding is the same on every call, so a request can be compared as text")
    func stable() throws {
        #expect(try Self.full.encodedArgument() == Self.full.encodedArgument())
        let argument = try Self.full.encodedArgument()
        #expect(argument.contains(#""mode":"explore""#), "modes are written by name")
        #expect(argument.contains(#""canvas":"blocks""#), "canvases are written by name")
    }

    @Test("an argument that is not a request fails to decode", arguments: [
        "",
        "garbage",
        "{",
        "{}",
        "[1, 2, 3]",
        #"{"mode":"preview"}"#,
        #"{"mode":"print","chapters":[],"columns":80,"rows":24,"sizeIsFixed":false,"compare":false,"canvas":"braille","colors":"none"}"#,
        #"{"mode":"preview","chapters":[],"columns":80,"rows":24,"sizeIsFixed":false,"compare":false,"canvas":"pixels","colors":"none"}"#,
        #"{"mode":"preview","chapters":"one","columns":80,"rows":24,"sizeIsFixed":false,"compare":false,"canvas":"braille","colors":"none"}"#,
    ])
    func garbage(argument: String) {
        #expect(throws: (any Error).self, "'\(argument)' is no request") {
            try PreviewRequest(decodingArgument: argument)
        }
    }

    @Test("a hand-written request with only the required fields decodes, the rest left out")
    func minimal() throws {
        let argument = #"{"mode":"preview","chapters":[],"columns":80,"rows":24,"sizeIsFixed":false,"compare":false,"canvas":"braille","colors":"none"}"#
        let request = try PreviewRequest(decodingArgument: argument)
        #expect(request == PreviewRequest(mode: .preview, chapters: [], size: TerminalSize(columns: 80, rows: 24)))
    }
}

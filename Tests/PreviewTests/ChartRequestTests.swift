import Course
import Foundation
import PreviewProtocol
import Renderer
import SampleData
import Testing
import ToolTestSupport

@Suite("Chart request")
struct ChartRequestTests {
    /// A request with every field set to something other than its default.
    static let full: ChartRequest = {
        var request = ChartRequest(.explore, chapter: lineGraph)
        request.dataset = "sunshine"
        request.csvPath = "/home/student/rain data.csv"
        request.compare = true
        request.selection = 5
        request.tap = CGPoint(x: 120.5, y: 40)
        request.options = ChartRequest.Options(width: 100, height: 30, canvas: .blocks, svgPath: "/tmp/chart \"1\".svg")
        request.chapterOptions = ["now": "14:30"]
        request.drawing = ChartRequest.Drawing(
            size: TerminalSize(columns: 100, rows: 30), sizeIsFixed: true, canvas: .blocks, colors: .trueColor)
        request.referenceProgram = "/work/.build/reference/workbook-preview"
        request.plotRect = CGRect(x: 1, y: 2, width: 3, height: 4)
        return request
    }()

    /// Requests as the tool sends them: one of each mode, with and without the optional fields.
    static let requests: [ChartRequest] = {
        var demo = ChartRequest(mode: .demo, chapters: [lineGraph])
        demo.drawing = ChartRequest.Drawing(
            size: TerminalSize(columns: 120, rows: 40), canvas: .ascii, colors: .ansi256)
        var odd = ChartRequest(chapter: lineGraph)
        odd.dataset = "température °C"
        odd.tap = CGPoint(x: -3.25, y: 1e6)
        odd.options.svgPath = "a.svg"
        odd.drawing = ChartRequest.Drawing(size: TerminalSize(columns: 40, rows: 12), colors: .ansi16)
        return [full, ChartRequest(chapter: lineGraph), demo, odd]
    }()

    @Test("a request comes back the same through its command-line argument", arguments: requests)
    func roundTrip(request: ChartRequest) throws {
        let argument = try request.encodedArgument()
        #expect(!argument.contains("\n"), "one argument, on one line")
        #expect(try ChartRequest(decodingArgument: argument) == request)
    }

    @Test("every field survives the trip")
    func everyField() throws {
        let decoded = try ChartRequest(decodingArgument: try Self.full.encodedArgument())
        #expect(decoded.mode == .explore)
        #expect(decoded.chapters == [lineGraph], "the chapter comes with its whole description")
        #expect(decoded.dataset == "sunshine")
        #expect(decoded.csvPath == "/home/student/rain data.csv")
        #expect(decoded.compare)
        #expect(decoded.selection == 5)
        #expect(decoded.tap == CGPoint(x: 120.5, y: 40))
        #expect(
            decoded.options
                == ChartRequest.Options(width: 100, height: 30, canvas: .blocks, svgPath: "/tmp/chart \"1\".svg"))
        #expect(decoded.chapterOptions == ["now": "14:30"])
        #expect(decoded.drawing.size == TerminalSize(columns: 100, rows: 30))
        #expect(decoded.drawing.sizeIsFixed)
        #expect(decoded.drawing.canvas == .blocks)
        #expect(decoded.drawing.colors == .trueColor)
        #expect(decoded.referenceProgram == "/work/.build/reference/workbook-preview")
        #expect(decoded.plotRect == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("the encoding is the same on every call, so a request can be compared as text")
    func stable() throws {
        #expect(try Self.full.encodedArgument() == Self.full.encodedArgument())
        let argument = try Self.full.encodedArgument()
        #expect(argument.contains(#""mode":"explore""#), "modes are written by name")
        #expect(argument.contains(#""canvas":"blocks""#), "canvases are written by name")
    }

    @Test(
        "an argument that is not a request fails to decode",
        arguments: [
            "",
            "garbage",
            "{",
            "{}",
            "[1, 2, 3]",
            #"{"mode":"preview"}"#,
            #"{"mode":"print","chapters":[]}"#,
            #"{"mode":"preview","chapters":[],"drawing":{"columns":80,"rows":24,"sizeIsFixed":false,"canvas":"pixels","colors":"none"}}"#,
            #"{"mode":"preview","chapters":"one"}"#,
            #"{"mode":"preview","chapters":[],"selection":"third"}"#,
        ])
    func garbage(argument: String) {
        #expect(throws: (any Error).self, "'\(argument)' is no request") {
            try ChartRequest(decodingArgument: argument)
        }
    }

    @Test("a hand-written request with only the mode and the chapters decodes, the rest left at its defaults")
    func minimal() throws {
        let request = try ChartRequest(decodingArgument: #"{"mode":"preview","chapters":[]}"#)
        #expect(request == ChartRequest(mode: .preview, chapters: []))
        #expect(
            request.drawing.size == TerminalSize(columns: 80, rows: 24) && !request.compare
                && request.chapterOptions.isEmpty)
    }
}

@Suite("Checking a chart request, as the tool and the preview program both do")
struct ChartRequestValidationTests {
    private func request(_ change: (inout ChartRequest) -> Void) -> ChartRequest {
        var request = ChartRequest(chapter: lineGraph)
        change(&request)
        return request
    }

    @Test("the data is the chapter's first dataset, or the one named in any case")
    func data() throws {
        #expect(try request { _ in }.data(for: lineGraph).name == "temperature")
        #expect(try request { $0.dataset = "Sunshine" }.data(for: lineGraph).name == "sunshine")
    }

    @Test("a selection inside the data passes, up to the last point", arguments: [0, 11])
    func selectionInside(index: Int) throws {
        #expect(try request { $0.selection = index }.data(for: lineGraph).points.count == 12)
    }

    @Test("a selection outside the data says how many points there are")
    func selectionOutside() throws {
        let problem = try #require(throws: ChartRequestProblem.self) {
            try request { $0.selection = 12 }.data(for: lineGraph)
        }
        #expect(problem == .usage("--select 12 is out of range: 'temperature' has 12 points, numbered 0 to 11."))
    }

    @Test("a dataset the chapter does not have is named with the chapter's datasets, before any data is read")
    func unknownDataset() throws {
        let expected = ChartRequestProblem.usage(
            "Chapter 1 has no dataset 'snow'. Datasets: temperature, precipitation, sunshine; or give your own with --csv FILE."
        )
        #expect(throws: expected) { try request { $0.dataset = "snow" }.check() }
        #expect(throws: expected) { try request { $0.dataset = "snow" }.data(for: lineGraph) }
        // A dataset of another chapter is not one of this chapter's.
        #expect(throws: ChartRequestProblem.self) { try request { $0.dataset = "winter" }.check() }
    }

    @Test("a chapter's option must have one of the values it declares")
    func chapterOptionChoices() throws {
        let boxplot = try #require(workbookCatalog.chapters.first { $0.previewOption("whiskers") != nil })
        var request = ChartRequest(chapter: boxplot)
        request.chapterOptions = ["whiskers": "range"]
        try request.check()
        request.chapterOptions = ["whiskers": "box"]
        #expect(throws: ChartRequestProblem.usage("--whiskers takes 'tukey' or 'range', not 'box'.")) {
            try request.check()
        }
    }

    @Test("a CSV file that cannot be read is a data problem naming the file")
    func unreadableCSV() throws {
        let problem = try #require(throws: ChartRequestProblem.self) {
            try request { $0.csvPath = "/nonexistent/rain.csv" }.data(for: lineGraph)
        }
        guard case .badData(let message) = problem else {
            Issue.record("a missing file is bad data, not \(problem)")
            return
        }
        #expect(message.hasPrefix("/nonexistent/rain.csv: "))
    }
}

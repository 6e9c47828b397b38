import Testing

@testable import Previews

/// Bytes one read of the terminal gives, and the inputs they should mean.
struct TerminalBytes: Sendable, CustomTestStringConvertible {
    let what: String
    let bytes: [UInt8]
    let inputs: [ExplorerInput]

    init(_ what: String, _ text: String, _ inputs: [ExplorerInput]) {
        self.what = what
        self.bytes = Array(text.utf8)
        self.inputs = inputs
    }

    init(_ what: String, bytes: [UInt8], _ inputs: [ExplorerInput]) {
        self.what = what
        self.bytes = bytes
        self.inputs = inputs
    }

    var testDescription: String { what }
}

@Suite("Explorer input")
struct ExplorerInputTests {
    static let keys: [TerminalBytes] = [
        TerminalBytes("right arrow", "\u{1B}[C", [.next]),
        TerminalBytes("left arrow", "\u{1B}[D", [.previous]),
        TerminalBytes("right arrow in application mode", "\u{1B}OC", [.next]),
        TerminalBytes("left arrow in application mode", "\u{1B}OD", [.previous]),
        TerminalBytes("Ctrl-right arrow", "\u{1B}[1;5C", [.next]),
        TerminalBytes("Home", "\u{1B}[H", [.first]),
        TerminalBytes("End", "\u{1B}[F", [.last]),
        TerminalBytes("Home in application mode", "\u{1B}OH", [.first]),
        TerminalBytes("End in application mode", "\u{1B}OF", [.last]),
        TerminalBytes("h", "h", [.previous]),
        TerminalBytes("l", "l", [.next]),
        TerminalBytes("a and d", "ad", [.previous, .next]),
        TerminalBytes("space", " ", [.toggle]),
        TerminalBytes("Enter, as a terminal in raw mode sends it", bytes: [13], [.toggle]),
        TerminalBytes("Enter as a line feed", bytes: [10], [.toggle]),
        TerminalBytes("Enter as CR LF, one press", "\r\n", [.toggle]),
        TerminalBytes("q", "q", [.quit]),
        TerminalBytes("Q", "Q", [.quit]),
        TerminalBytes("Ctrl-C", bytes: [3], [.quit]),
        TerminalBytes("Ctrl-D", bytes: [4], [.quit]),
        TerminalBytes("a lone Esc", bytes: [0x1B], [.quit]),
        TerminalBytes("nothing", bytes: [], []),
    ]

    static let mouse: [TerminalBytes] = [
        TerminalBytes("left button pressed", "\u{1B}[<0;12;5M", [.click(column: 11, row: 4)]),
        TerminalBytes("left button pressed in the top-left cell", "\u{1B}[<0;1;1M", [.click(column: 0, row: 0)]),
        TerminalBytes("left button pressed far right", "\u{1B}[<0;300;80M", [.click(column: 299, row: 79)]),
        TerminalBytes("left button released", "\u{1B}[<0;12;5m", []),
        TerminalBytes("wheel up", "\u{1B}[<64;1;1M", []),
        TerminalBytes("wheel down", "\u{1B}[<65;10;3M", []),
        TerminalBytes("right button pressed", "\u{1B}[<2;12;5M", []),
        TerminalBytes("drag with the left button", "\u{1B}[<32;12;5M", []),
        TerminalBytes("a report with a missing field", "\u{1B}[<0;12M", []),
        TerminalBytes("a report with a field that is not a number", "\u{1B}[<0;x;5M", []),
    ]

    static let sequences: [TerminalBytes] = [
        TerminalBytes("two arrows and q", "\u{1B}[C\u{1B}[Cq", [.next, .next, .quit]),
        TerminalBytes("arrows in both modes", "\u{1B}[D\u{1B}OC\u{1B}[H", [.previous, .next, .first]),
        TerminalBytes(
            "a press, a release and an arrow", "\u{1B}[<0;12;5M\u{1B}[<0;12;5m\u{1B}[D",
            [.click(column: 11, row: 4), .previous]),
        TerminalBytes("keys held down", "lllh", [.next, .next, .next, .previous]),
        TerminalBytes("Esc followed by a key is that key", "\u{1B}l", [.next]),
    ]

    static let garbage: [TerminalBytes] = [
        TerminalBytes("letters that are no key", "xyz", []),
        TerminalBytes("Tab", "\t", []),
        TerminalBytes("Shift-Tab", "\u{1B}[Z", []),
        TerminalBytes("Page Down", "\u{1B}[6~", []),
        TerminalBytes("a function key", "\u{1B}OP", []),
        TerminalBytes("a cut-off sequence", "\u{1B}[", []),
        TerminalBytes("a cut-off mouse report", "\u{1B}[<0;12", []),
        TerminalBytes("bytes that are not UTF-8", bytes: [0xFF, 0xFE, 0x00, 0x80], []),
        TerminalBytes("garbage around a key", "zz\u{1B}[Czz", [.next]),
    ]

    @Test("keys move the selection or quit", arguments: keys)
    func key(input: TerminalBytes) {
        #expect(ExplorerInput.parse(input.bytes) == input.inputs, "\(input.what): \(input.bytes)")
    }

    @Test(
        "a left click in SGR mouse format is a click on its cell, counted from 0; other mouse reports are ignored",
        arguments: mouse)
    func mouseReport(input: TerminalBytes) {
        #expect(ExplorerInput.parse(input.bytes) == input.inputs, "\(input.what): \(input.bytes)")
    }

    @Test("one read with several inputs gives them all, in order", arguments: sequences)
    func several(input: TerminalBytes) {
        #expect(ExplorerInput.parse(input.bytes) == input.inputs, "\(input.what): \(input.bytes)")
    }

    @Test("anything else is ignored", arguments: garbage)
    func ignored(input: TerminalBytes) {
        #expect(ExplorerInput.parse(input.bytes) == input.inputs, "\(input.what): \(input.bytes)")
    }

    @Test("every byte on its own parses without trapping, to at most one input")
    func everyByte() {
        for byte in UInt8.min...UInt8.max {
            let inputs = ExplorerInput.parse([byte])
            #expect(inputs.count <= 1, "byte \(byte) gave \(inputs)")
        }
    }
}

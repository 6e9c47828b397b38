import Foundation
import Renderer
import Testing

@Suite("Terminal size")
struct TerminalSizeTests {
    @Test(
        "resolve prefers the terminal, then COLUMNS and LINES, then 80x24",
        arguments: [
            (
                TerminalSize(columns: 120, rows: 40), [:], TerminalSize(columns: 120, rows: 40),
                "a sized terminal wins"
            ),
            (
                TerminalSize(columns: 120, rows: 40), ["COLUMNS": "100", "LINES": "30"],
                TerminalSize(columns: 120, rows: 40),
                "the terminal wins over the environment"
            ),
            (
                nil, [:], TerminalSize(columns: 80, rows: 24),
                "nothing known: the fallback"
            ),
            (
                nil, ["COLUMNS": "100", "LINES": "30"], TerminalSize(columns: 100, rows: 30),
                "no terminal: the environment"
            ),
            (
                TerminalSize(columns: 0, rows: 0), ["COLUMNS": "100", "LINES": "30"],
                TerminalSize(columns: 100, rows: 30),
                "a terminal reporting zeros is not sized yet"
            ),
            (
                TerminalSize(columns: 120, rows: 0), ["LINES": "30"], TerminalSize(columns: 80, rows: 30),
                "half a size from the terminal is not trusted"
            ),
            (
                nil, ["COLUMNS": "100"], TerminalSize(columns: 100, rows: 24),
                "COLUMNS alone"
            ),
            (
                nil, ["LINES": "50"], TerminalSize(columns: 80, rows: 50),
                "LINES alone"
            ),
            (
                nil, ["COLUMNS": "wide", "LINES": "30"], TerminalSize(columns: 80, rows: 30),
                "COLUMNS that is not a number"
            ),
            (
                nil, ["COLUMNS": "0", "LINES": "-5"], TerminalSize(columns: 80, rows: 24),
                "zero and negative values"
            ),
            (
                nil, ["COLUMNS": "", "LINES": "12.5"], TerminalSize(columns: 80, rows: 24),
                "empty and fractional values"
            ),
        ] as [(TerminalSize?, [String: String], TerminalSize, String)])
    func resolve(queried: TerminalSize?, environment: [String: String], expected: TerminalSize, why: String) {
        #expect(TerminalSize.resolve(queried: queried, environment: environment) == expected, "\(why)")
    }

    @Test("the fallback is the classic 80x24")
    func fallback() {
        #expect(TerminalSize.fallback == TerminalSize(columns: 80, rows: 24))
    }

    @Test(
        "description is columns x rows",
        arguments: [
            (TerminalSize(columns: 80, rows: 24), "80x24"), (TerminalSize(columns: 132, rows: 43), "132x43"),
        ])
    func description(size: TerminalSize, expected: String) {
        #expect(size.description == expected)
        #expect("\(size)" == expected, "string interpolation uses the description")
    }

    @Test("current asks the terminal, else the environment it is given")
    func current() {
        // Under `swift test` the streams may or may not be a terminal: a real one gives
        // its own size, and without one the environment passed in decides.
        let size = TerminalSize.current(environment: ["COLUMNS": "91", "LINES": "33"])
        #expect(size.columns > 0 && size.rows > 0, "\(size)")
        if [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO].allSatisfy({ isatty($0) == 0 }) {
            #expect(size == TerminalSize(columns: 91, rows: 33), "no terminal: COLUMNS and LINES")
        }
    }
}

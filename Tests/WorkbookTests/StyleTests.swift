import Testing

@testable import Results
@testable import Runner
@testable import WorkbookCommands

@Suite("Choosing colour and symbols")
struct StyleTests {
    @Test(
        "colour: --color always/never decide; auto needs a terminal, no NO_COLOR and a TERM that is not dumb",
        arguments: [
            (ColorChoice.always, false, [String: String](), true),
            (.always, true, ["NO_COLOR": "1"], true),
            (.never, true, [:], false),
            (.never, true, ["TERM": "xterm-256color"], false),
            (.auto, true, [:], true),
            (.auto, true, ["TERM": "xterm-256color"], true),
            (.auto, false, [:], false),
            (.auto, true, ["NO_COLOR": "1"], false),
            (.auto, true, ["NO_COLOR": "yes"], false),
            (.auto, true, ["NO_COLOR": ""], true),
            (.auto, true, ["TERM": "dumb"], false),
        ])
    func colors(choice: ColorChoice, isTerminal: Bool, environment: [String: String], expected: Bool) {
        let style = Style(color: choice, ascii: false, isTerminal: isTerminal, environment: environment)
        #expect(style.colors == expected, "--color \(choice), terminal: \(isTerminal), environment \(environment)")
    }

    @Test(
        "Unicode: only with a UTF-8 locale, the first set of LC_ALL, LC_CTYPE, LANG, and without --ascii",
        arguments: [
            (false, ["LANG": "en_US.UTF-8"], true),
            (false, ["LANG": "C.utf8"], true),
            (false, ["LANG": "de_DE.utf-8"], true),
            (false, ["LC_CTYPE": "UTF-8"], true),
            (false, ["LC_ALL": "en_GB.UTF-8", "LANG": "C"], true),
            (false, ["LC_ALL": "C", "LANG": "en_US.UTF-8"], false),
            (false, ["LC_ALL": "", "LANG": "en_US.UTF-8"], true),
            (false, ["LANG": "C"], false),
            (false, ["LANG": "en_US.ISO-8859-1"], false),
            (false, [String: String](), false),
            (true, ["LANG": "en_US.UTF-8"], false),
        ])
    func unicode(ascii: Bool, environment: [String: String], expected: Bool) {
        let style = Style(color: .never, ascii: ascii, isTerminal: true, environment: environment)
        #expect(style.unicode == expected, "--ascii: \(ascii), environment \(environment)")
    }

    @Test("the locale does not affect colour, nor NO_COLOR the symbols")
    func independentChoices() {
        let style = Style(
            color: .auto, ascii: false, isTerminal: true, environment: ["NO_COLOR": "1", "LANG": "en_US.UTF-8"])
        #expect(!style.colors && style.unicode)
    }

    @Test("paint and bold add escape codes only when colours are on")
    func escapeCodes() {
        let plain = Style(colors: false, unicode: false)
        let colored = Style(colors: true, unicode: false)
        #expect(plain.paint("x", .red) == "x")
        #expect(plain.bold("x") == "x")
        #expect(colored.paint("x", .red) == "\u{1B}[31mx\u{1B}[0m")
        #expect(colored.paint("x", .gray) == "\u{1B}[90mx\u{1B}[0m")
        #expect(colored.bold("x") == "\u{1B}[1mx\u{1B}[0m")
    }

    @Test(
        "each status has an ASCII and a Unicode mark",
        arguments: [
            (ExerciseStatus.passed, "+", "✔"),
            (.failing, "x", "✘"),
            (.crashed, "!", "!"),
            (.notStarted, "-", "○"),
            (.notRun, ".", "·"),
        ])
    func symbols(status: ExerciseStatus, ascii: String, unicode: String) {
        #expect(Style(colors: false, unicode: false).symbol(for: status) == ascii)
        #expect(Style(colors: false, unicode: true).symbol(for: status) == unicode)
    }

    @Test("the stand-ins for Unicode punctuation are plain ASCII")
    func punctuation() {
        let ascii = Style(colors: false, unicode: false)
        let unicode = Style(colors: false, unicode: true)
        #expect([ascii.separator, ascii.ellipsis] == ["-", "..."])
        #expect([unicode.separator, unicode.ellipsis] == ["·", "…"])
        #expect(ascii.checkMark(passed: true) == "PASS" && ascii.checkMark(passed: false) == "FAIL")
        #expect(unicode.checkMark(passed: true) == "✔" && unicode.checkMark(passed: false) == "✘")
    }

    @Test(
        "the progress bar is filled in proportion, rounded, and always as wide as asked",
        arguments: [
            (0, 9, 9, "---------"),
            (3, 9, 9, "###------"),
            (9, 9, 9, "#########"),
            (12, 9, 9, "#########"),
            (1, 3, 10, "###-------"),
            (2, 3, 10, "#######---"),
            (1, 2, 5, "###--"),
            (0, 0, 5, "-----"),
            (3, 0, 4, "----"),
            (5, 9, 0, ""),
        ])
    func progressBar(done: Int, total: Int, width: Int, expected: String) {
        #expect(Style(colors: false, unicode: false).progressBar(done, of: total, width: width) == expected)
    }

    @Test("the Unicode progress bar uses blocks, and the default width is 20")
    func unicodeProgressBar() {
        let style = Style(colors: false, unicode: true)
        #expect(style.progressBar(1, of: 2, width: 4) == "██░░")
        #expect(style.progressBar(1, of: 4).count == 20)
    }

    @Test("with colours the filled part is green and the rest gray")
    func coloredProgressBar() {
        #expect(
            Style(colors: true, unicode: false).progressBar(1, of: 2, width: 2)
                == "\u{1B}[32m#\u{1B}[0m\u{1B}[90m-\u{1B}[0m")
    }
}

import Renderer
import Testing

@Suite("Display width")
struct DisplayWidthTests {
    @Test(
        "text takes the columns a terminal gives it",
        arguments: [
            ("", 0, "empty string"),
            ("Rain", 4, "ASCII"),
            ("°C", 2, "Latin-1 symbol"),
            ("e\u{301}", 1, "é as e and a combining acute accent"),
            ("\u{E9}", 1, "é precomposed"),
            ("温度", 4, "CJK ideographs"),
            ("한글", 4, "Hangul syllables"),
            ("Ａ", 2, "fullwidth Latin letter"),
            ("ｱ", 1, "halfwidth Katakana"),
            ("🌧", 2, "emoji that defaults to text presentation, drawn wide by terminals"),
            ("☔", 2, "emoji presentation character"),
            ("👍🏽", 2, "emoji with a skin tone modifier"),
            ("🇯🇵", 2, "flag: two regional indicators"),
            ("👨‍👩‍👧", 2, "family: emoji joined by zero-width joiners"),
            ("❤️", 2, "text symbol with the emoji presentation selector"),
            ("❤", 1, "text symbol without a selector"),
            ("1️⃣", 2, "keycap sequence"),
            ("a\tb\n", 2, "control characters"),
            ("a\u{200B}b", 2, "zero-width space"),
            ("Mean 温度 🌧 °C", 15, "mixed"),
        ])
    func columnCount(text: String, columns: Int, what: String) {
        #expect(text.terminalColumnCount == columns, "\(what): \(text.debugDescription)")
    }

    @Test(
        "a character counts as 0, 1 or 2 columns",
        arguments: [
            (Character("a"), 1), (Character("\u{301}"), 0), (Character("\u{200D}"), 0),
            (Character("\u{FE0F}"), 0), (Character("\r\n"), 0), (Character("度"), 2),
        ])
    func characterColumnCount(character: Character, columns: Int) {
        #expect(
            character.terminalColumnCount == columns, "\(character.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test("substrings count like strings")
    func substring() {
        let label = "温度 (°C)"
        #expect(label.dropFirst(3).terminalColumnCount == 4, "\"(°C)\"")
        #expect(label.prefix(2).terminalColumnCount == 4, "\"温度\"")
    }

    @Test(
        "truncation fits the columns, ellipsis included",
        arguments: [
            ("Precipitation", 20, "…", "Precipitation"),
            ("Precipitation", 13, "…", "Precipitation"),
            ("Precipitation", 12, "…", "Precipitati…"),
            ("Precipitation", 6, "…", "Preci…"),
            ("Precipitation", 1, "…", "…"),
            ("Precipitation", 0, "…", ""),
            ("Precipitation", -3, "…", ""),
            ("Precipitation", 8, "...", "Preci..."),
            ("Precipitation", 2, "...", "Pr"),
            ("Precipitation", 5, "", "Preci"),
            ("温度の変化", 10, "…", "温度の変化"),
            ("温度の変化", 9, "…", "温度の変…"),
            ("温度の変化", 8, "…", "温度の…"),
            ("温度の変化", 4, "…", "温…"),
            ("温度の変化", 1, "…", "…"),
            ("温度の変化", 3, "", "温"),
            ("Rain 🌧 today", 6, "…", "Rain …"),
            ("Rain 🌧 today", 8, "…", "Rain 🌧…"),
            ("e\u{301}e\u{301}e\u{301}", 2, "…", "e\u{301}…"),
        ])
    func truncation(text: String, columns: Int, ellipsis: String, expected: String) {
        let result = text.truncated(toColumns: columns, ellipsis: ellipsis)
        #expect(result == expected, "\(text) cut to \(columns) columns with \(ellipsis.debugDescription)")
        #expect(result.terminalColumnCount <= max(columns, 0), "never wider than \(columns): \(result)")
    }

    @Test("truncation uses … by default")
    func defaultEllipsis() {
        #expect("Temperature".truncated(toColumns: 5) == "Temp…")
    }

    @Test(
        "padding adds spaces up to the columns, never cuts",
        arguments: [
            ("Rain", 6, "Rain  "),
            ("温度", 6, "温度  "),
            ("温度", 5, "温度 "),
            ("🌧", 3, "🌧 "),
            ("e\u{301}", 3, "e\u{301}  "),
            ("", 2, "  "),
            ("Rainfall", 4, "Rainfall"),
            ("温度", 4, "温度"),
            ("Rain", -1, "Rain"),
        ])
    func padding(text: String, columns: Int, expected: String) {
        let result = text.padded(toColumns: columns)
        #expect(result == expected, "\(text.debugDescription) padded to \(columns)")
        #expect(
            result.terminalColumnCount == max(columns, text.terminalColumnCount), "width of \(result.debugDescription)")
    }

    @Test("truncated then padded lines up whatever the text", arguments: ["温度の変化", "Precipitation", "🌧🌧🌧", "a"])
    func fixedWidthCell(text: String) {
        #expect(text.truncated(toColumns: 6).padded(toColumns: 6).terminalColumnCount == 6, "\(text)")
    }
}

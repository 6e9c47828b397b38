import Foundation
import SampleData
import Testing
import ToolTestSupport

@Suite("CSV data")
struct CSVDatasetTests {
    /// A text that reads, and what it should read as; nil values are missing ones (NaN).
    struct GoodInput: Sendable, CustomTestStringConvertible {
        let what: String
        let csv: String
        var title = "weather"
        var unit = ""
        let labels: [String]
        let values: [Double?]
        var testDescription: String { what }
    }

    static let goodInputs: [GoodInput] = [
        GoodInput(
            what: "commas", csv: "Jan,4.1\nFeb,5.8\nMar,-0.5",
            labels: ["Jan", "Feb", "Mar"], values: [4.1, 5.8, -0.5]),
        GoodInput(
            what: "semicolons with decimal commas", csv: "Jan;4,1\nFeb;5.8\nMar;-1,5e1",
            labels: ["Jan", "Feb", "Mar"], values: [4.1, 5.8, -15]),
        GoodInput(
            what: "tabs with decimal commas", csv: "Jan\t4,1\nFeb\t12",
            labels: ["Jan", "Feb"], values: [4.1, 12]),
        GoodInput(
            what: "quoted labels with commas and quotes", csv: "\"Jan, week 1\",4.1\n\"The \"\"big\"\" week\",2",
            labels: ["Jan, week 1", "The \"big\" week"], values: [4.1, 2]),
        GoodInput(what: "a quoted value", csv: "Jan,\"4.1\"", labels: ["Jan"], values: [4.1]),
        GoodInput(
            what: "a semicolon in an unquoted label of a comma file", csv: "Q1; early,5\nQ2; late,6",
            labels: ["Q1; early", "Q2; late"], values: [5, 6]),
        GoodInput(
            what: "a header with a unit in parentheses", csv: "Month,Temperature (°C)\nJan,4.1\nFeb,5.8",
            title: "Temperature", unit: "°C", labels: ["Jan", "Feb"], values: [4.1, 5.8]),
        GoodInput(
            what: "a header with a unit in brackets", csv: "Hour;Price [€/kWh]\n0:00;0,31",
            title: "Price", unit: "€/kWh", labels: ["0:00"], values: [0.31]),
        GoodInput(
            what: "a header with nested parentheses", csv: "Day,Cases (per (100k))\nMon,3",
            title: "Cases", unit: "per (100k)", labels: ["Mon"], values: [3]),
        GoodInput(
            what: "a header without a unit", csv: "Month,Rainfall\nJan,68",
            title: "Rainfall", labels: ["Jan"], values: [68]),
        GoodInput(
            what: "a header with only a unit keeps the name as title", csv: "Month,(mm)\nJan,68",
            unit: "mm", labels: ["Jan"], values: [68]),
        GoodInput(
            what: "a comma in the header of a semicolon file", csv: "Month;Temperature, mean (°C)\nJan;4,1",
            title: "Temperature, mean", unit: "°C", labels: ["Jan"], values: [4.1]),
        GoodInput(
            what: "comments and blank lines", csv: "# from the weather office\n\nJan,4.1\n   \n  # a note\nFeb,5.8\n\n",
            labels: ["Jan", "Feb"], values: [4.1, 5.8]),
        GoodInput(
            what: "CRLF line endings", csv: "Month,Rain (mm)\r\nJan,68\r\nFeb,47\r\n",
            title: "Rain", unit: "mm", labels: ["Jan", "Feb"], values: [68, 47]),
        GoodInput(what: "CR line endings", csv: "Jan,68\rFeb,47", labels: ["Jan", "Feb"], values: [68, 47]),
        GoodInput(
            what: "missing values", csv: "Jan,4.1\nFeb,\nMar,NaN\nApr,nan\nMay,-\nJun,9",
            labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun"], values: [4.1, nil, nil, nil, nil, 9]),
        GoodInput(
            what: "missing values with semicolons", csv: "Jan;\nFeb; - \nMar;4,5",
            labels: ["Jan", "Feb", "Mar"], values: [nil, nil, 4.5]),
        GoodInput(
            what: "spaces trimmed outside quotes, kept inside", csv: "  Jan ,  4.1  \n\" Feb \" , 5",
            labels: ["Jan", " Feb "], values: [4.1, 5]),
        GoodInput(
            what: "a byte order mark before the header", csv: "\u{FEFF}Month,Rain (mm)\nJan,68",
            title: "Rain", unit: "mm", labels: ["Jan"], values: [68]),
        GoodInput(
            what: "signs, bare points and exponents", csv: "a,+3\nb,.5\nc,5.\nd,1.5E3\ne,-2e-2",
            labels: ["a", "b", "c", "d", "e"], values: [3, 0.5, 5, 1500, -0.02]),
        GoodInput(what: "years as labels", csv: "2023,5\n2024,7", labels: ["2023", "2024"], values: [5, 7]),
    ]

    @Test("reads good input", arguments: goodInputs)
    func readsGoodInput(_ input: GoodInput) throws {
        let dataset = try Dataset(csv: input.csv, name: "weather")
        #expect(dataset.name == "weather", "the name is the one given")
        #expect(dataset.title == input.title, "title")
        #expect(dataset.unit == input.unit, "unit")
        #expect(dataset.labels == input.labels, "labels, in order")
        #expect(dataset.values.map { $0.isNaN ? nil : $0 } == input.values, "values, in order, NaN for missing")
    }

    /// A text that does not read, the line the error should name and a phrase of its message.
    struct BadInput: Sendable, CustomTestStringConvertible {
        let what: String
        let csv: String
        let line: Int?
        let phrase: String
        var testDescription: String { what }
    }

    static let badInputs: [BadInput] = [
        BadInput(
            what: "three columns", csv: "Jan,4.1\nFeb,5.8\nMar,9.2,x", line: 3,
            phrase: "expected two columns (label, value), found 3: \"Mar,9.2,x\""),
        BadInput(what: "a trailing separator", csv: "Jan,4.1,", line: 1, phrase: "found 3"),
        BadInput(
            what: "an unquoted comma in a label", csv: "Jan,4.1\nMar, early,9.2", line: 2,
            phrase: "a label with a comma in it needs double quotes"),
        BadInput(
            what: "one column", csv: "Jan,4.1\nFeb", line: 2, phrase: "put a comma between the label and the value"),
        BadInput(
            what: "no separator in a semicolon file", csv: "Jan;4,1\nFeb 5,8", line: 2,
            phrase: "put a semicolon between"),
        BadInput(
            what: "a decimal comma splitting a comma file's row", csv: "Jan,4,1", line: 1,
            phrase: "write it with a decimal point (4.1) or separate the columns with semicolons"),
        BadInput(
            what: "a quoted decimal comma in a comma file", csv: "Jan,4.1\nFeb,\"5,8\"", line: 2,
            phrase: "write it with a decimal point (5.8), or separate the columns with semicolons"),
        BadInput(
            what: "a word for a value", csv: "Jan,4.1\nFeb,five", line: 2,
            phrase: "the value \"five\" is not a number: \"Feb,five\"; write a number such as 4.1"),
        BadInput(
            what: "N/A for a missing value", csv: "Jan,4.1\nFeb,N/A", line: 2,
            phrase: "for a missing value, leave it empty or write NaN"),
        BadInput(what: "a hexadecimal value", csv: "Jan,1\nFeb,0x1p3", line: 2, phrase: "is not a number"),
        BadInput(what: "two decimal points", csv: "Jan,1\nFeb,1.2.3", line: 2, phrase: "is not a number"),
        BadInput(
            what: "a decimal point and a decimal comma", csv: "Jan;1\nFeb;1.234,5", line: 2, phrase: "is not a number"),
        BadInput(what: "infinity", csv: "Jan,4.1\nFeb,inf", line: 2, phrase: "\"inf\" is not a finite number"),
        BadInput(
            what: "minus infinity on the first line", csv: "Jan,-Infinity", line: 1, phrase: "not a finite number"),
        BadInput(what: "the infinity sign", csv: "Jan;∞\nFeb;1", line: 1, phrase: "not a finite number"),
        BadInput(what: "a number too large for a Double", csv: "Jan,1e999", line: 1, phrase: "too large"),
        BadInput(what: "an empty label", csv: "Jan,4.1\n,5.8", line: 2, phrase: "the label is empty"),
        BadInput(what: "a quoted label of spaces", csv: "Jan,4.1\n\"  \",5.8", line: 2, phrase: "the label is empty"),
        BadInput(
            what: "an unterminated quote", csv: "Jan,4.1\n\"Feb,5.8", line: 2, phrase: "never closed: \"\"Feb,5.8\""),
        BadInput(
            what: "text after a closing quote", csv: "\"Jan\"uary,4.1", line: 1, phrase: "after a closing double quote"),
        BadInput(
            what: "line numbers counting blank lines, comments and CRLF", csv: "# notes\r\n\r\nJan,4.1\r\n\r\nFeb,x",
            line: 5, phrase: "\"x\" is not a number"),
        BadInput(
            what: "a header with three columns", csv: "Month,Temperature,Notes\nJan,4.1", line: 1, phrase: "found 3"),
        BadInput(
            what: "a header and rows with different separators", csv: "Month,Temperature\nJan;4,1", line: 1,
            phrase: "found 1"),
        BadInput(what: "empty text", csv: "", line: nil, phrase: "no data rows"),
        BadInput(
            what: "only comments and blank lines", csv: "# nothing yet\n\n  \n", line: nil, phrase: "no data rows"),
        BadInput(what: "a header only", csv: "Month,Temperature (°C)\n", line: nil, phrase: "a header but no rows"),
    ]

    @Test("rejects bad input, naming the line and the problem", arguments: badInputs)
    func rejectsBadInput(_ input: BadInput) throws {
        let error = try #require(throws: CSVError.self, "reading should fail") {
            try Dataset(csv: input.csv, name: "weather")
        }
        #expect(error.line == input.line, "line number in: \(error)")
        #expect(error.message.contains(input.phrase), "message: \(error)")
    }

    @Test("accepts rows up to the limit and names the line of the next one")
    func rowLimit() throws {
        #expect(Dataset.csvRowLimit == 10_000_000, "the limit is memory's, and the docs say 10,000,000")
        let rows = (1...1_000).map { "d\($0),\($0 % 7)" }.joined(separator: "\n")
        let atLimit = try Dataset(csv: "Day,Count\n" + rows, name: "many", rowLimit: 1_000)
        #expect(atLimit.points.count == 1_000, "exactly the limit still reads")

        let error = try #require(throws: CSVError.self, "one row more is too many") {
            try Dataset(csv: "Day,Count\n" + rows + "\nlast,1", name: "many", rowLimit: 1_000)
        }
        #expect(error.line == 1_002, "the header is line 1, so the extra row is line 1,002")
        #expect(error.message.contains("more than 1,000 data rows, the limit"), "message: \(error)")
        #expect(error.message.contains("memory"), "the message says why there is a limit: \(error)")
    }

    @Test(
        "numbers read as Double(String) reads them",
        arguments: [
            "0.1", "-0", "3.14159", "123456789012345", "1234567890123456789", "0.000000000000000000001",
            "9007199254740993", "1.7976931348623157e308", "4.9e-324", "1e-400", "2.5E+22", "2.5e23",
        ])
    func numbers(_ text: String) throws {
        let value = try #require(try Dataset(csv: "a,\(text)", name: "n").values.first)
        let expected = try #require(Double(text))
        #expect(value.bitPattern == expected.bitPattern, "\(text) read as \(value), not \(expected)")
    }

    @Test("Unicode spaces around a field are trimmed, as Swift's Character.isWhitespace counts them")
    func unicodeSpaces() throws {
        let dataset = try Dataset(csv: "\u{A0}Jan\u{2009},\u{3000}4.1\u{A0}\nFeb\u{202F};x,2", name: "s")
        #expect(dataset.labels == ["Jan", "Feb\u{202F};x"], "no-break and thin spaces go; inner ones stay")
        #expect(dataset.values == [4.1, 2])
    }

    @Test("an error's description puts the line first")
    func description() {
        #expect(CSVError(line: 7, message: "something").description == "line 7: something")
        #expect(CSVError(line: nil, message: "something").description == "something", "no line, no prefix")
    }

    @Test("a long line is shortened in the message")
    func longLine() throws {
        let label = String(repeating: "x", count: 200)
        let error = try #require(throws: CSVError.self) { try Dataset(csv: "\(label),1,2", name: "long") }
        #expect(
            error.message.contains("\"" + String(repeating: "x", count: 59) + "…\""), "59 characters and an ellipsis")
        #expect(
            !error.message.contains(String(repeating: "x", count: 60)),
            "the message does not repeat the whole line: \(error)")
    }

    // MARK: Files

    /// Runs `body` with a fresh folder that is removed afterwards.
    func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("csv-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test("loads a file, named after it")
    func loadsFile() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("rain.csv")
            try Data("Jan;68,5\nFeb;\n".utf8).write(to: file)
            let dataset = try Dataset.load(csvFile: file)
            #expect(dataset.name == "rain", "the file name without its extension")
            #expect(dataset.title == "rain", "without a header the title is the name")
            #expect(dataset.unit == "")
            #expect(dataset.labels == ["Jan", "Feb"])
            #expect(dataset.values.first == 68.5 && dataset.values.last?.isNaN == true, "values: \(dataset.values)")
        }
    }

    @Test("takes the title and unit from a file's header")
    func loadsHeader() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("heat.csv")
            try Data("\u{FEFF}Month,Temperature (°C)\r\nJan,4.1\r\n".utf8).write(to: file)
            let dataset = try Dataset.load(csvFile: file)
            #expect(dataset.name == "heat")
            #expect(dataset.title == "Temperature")
            #expect(dataset.unit == "°C")
            #expect(dataset.values == [4.1])
        }
    }

    @Test("names the path and the reason when a file cannot be read")
    func unreadableFile() throws {
        try withTemporaryFolder { folder in
            let missing = folder.appendingPathComponent("missing.csv")
            let error = try #require(throws: CSVError.self) { try Dataset.load(csvFile: missing) }
            #expect(error.line == nil, "the problem is the whole file")
            #expect(error.message.contains(missing.path), "message names the path: \(error)")
            #expect(error.message.contains("no such file"), "message: \(error)")

            let folderError = try #require(throws: CSVError.self) { try Dataset.load(csvFile: folder) }
            #expect(folderError.message.contains("folder"), "message: \(folderError)")
        }
    }

    @Test("points at the line of a file that is not UTF-8")
    func notUTF8() throws {
        try withTemporaryFolder { folder in
            let latin1 = folder.appendingPathComponent("latin1.csv")
            // "Mär" in Latin-1: 0xE4 alone is not UTF-8.
            try Data("Jan,1\nFeb,2\nM".utf8 + [0xE4] + Data("r,3\n".utf8)).write(to: latin1)
            let error = try #require(throws: CSVError.self) { try Dataset.load(csvFile: latin1) }
            #expect(error.line == 3, "the first bad byte is on line 3: \(error)")
            #expect(error.message.contains("not UTF-8"), "message: \(error)")

            let utf16 = folder.appendingPathComponent("utf16.csv")
            try Data([0xFF, 0xFE] + Array("Jan,1".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(
                to: utf16)
            let utf16Error = try #require(throws: CSVError.self) { try Dataset.load(csvFile: utf16) }
            #expect(utf16Error.message.contains("UTF-16"), "message: \(utf16Error)")
        }
    }

    /// A logger's file of `rows` rows under a header: row i (from 0) is "t<i>,<i % 1000>.5",
    /// line i + 2; the middle row's value is NaN, and `badLine`, if given, has a word for its value.
    static func loggerFile(rows: Int, badLine: Int? = nil) -> Data {
        var text = "Time,Temperature (°C)\n"
        text.reserveCapacity(rows * 16)
        for row in 0..<rows {
            let line = row + 2
            let value = line == badLine ? "oops" : row == rows / 2 ? "NaN" : "\(row % 1000).5"
            text += "t\(row),\(value)\n"
        }
        return Data(text.utf8)
    }

    @Test("reads a file of a million rows, and names the line of an error near its end")
    func millionRows() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("logger.csv")
            try Self.loggerFile(rows: 1_000_000).write(to: file)
            let dataset = try Dataset.load(csvFile: file)
            #expect(dataset.points.count == 1_000_000, "every row is read")
            #expect(dataset.title == "Temperature" && dataset.unit == "°C", "the header still gives title and unit")
            #expect(dataset.points.first == DataPoint(label: "t0", value: 0.5), "first row")
            #expect(dataset.points.last == DataPoint(label: "t999999", value: 999.5), "last row")
            #expect(
                dataset.points[500_000].label == "t500000" && dataset.points[500_000].value.isNaN,
                "the NaN row is a missing value")
            #expect(dataset.points[123_456].value == 456.5, "a row in between")

            let bad = folder.appendingPathComponent("bad-logger.csv")
            try Self.loggerFile(rows: 1_000_000, badLine: 999_999).write(to: bad)
            let error = try #require(throws: CSVError.self, "a word for a value fails") {
                try Dataset.load(csvFile: bad)
            }
            #expect(error.line == 999_999, "the line counts the header: \(error)")
            #expect(
                error.description == "line 999999: the value \"oops\" is not a number: \"t999997,oops\"; "
                    + "write a number such as 4.1, -3 or 1.5e3 (for a missing value, leave it empty or write NaN)",
                "the message is today's: \(error)")
        }
    }

    @Test("a rule broken in a file names its line")
    func fileWithBadRow() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("bad.csv")
            try Data("Jan,1\nFeb,two\n".utf8).write(to: file)
            let error = try #require(throws: CSVError.self) { try Dataset.load(csvFile: file) }
            #expect(error.description.hasPrefix("line 2: the value \"two\" is not a number"), "description: \(error)")
        }
    }
}

@Suite("CSV titles")
struct CSVTitleTests {
    @Test(
        "a heading that names no quantity gives way to the name",
        arguments: [
            ("label,value", "steps"), ("day;Value", "steps"), ("x,y", "steps"), ("Day,Steps walked", "Steps walked"),
        ])
    func title(header: String, expected: String) throws {
        let separator = header.contains(";") ? ";" : ","
        let dataset = try Dataset(csv: "\(header)\nMon\(separator)4\nTue\(separator)7\n", name: "steps")
        #expect(dataset.title == expected)
    }
}

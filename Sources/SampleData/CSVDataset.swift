import Foundation

/// Reading a user's own two-column data, label and value, from CSV text or a CSV file.
extension Dataset {
    /// Reads a dataset from CSV text with two columns, a label and a value.
    ///
    /// ```
    /// let rain = try Dataset(csv: """
    ///     Month;Rain (mm)
    ///     Jan;68,5
    ///     Feb;
    ///     """, name: "rain")
    /// rain.title    // "Rain"
    /// rain.unit     // "mm"
    /// rain.values   // [68.5, nan]: February is missing
    /// ```
    ///
    /// The rules, which the error messages repeat when a line breaks one:
    ///
    /// - One row per line; lines end in `\n`, `\r\n` or `\r`. Blank lines are skipped, and so
    ///   are lines that start with `#` (spaces before it allowed), so a label that starts
    ///   with `#` needs quotes.
    /// - The separator is a comma, or a tab or semicolon when the first data line has one of
    ///   those and no comma other than a decimal comma (a comma between two digits, `4,1`).
    /// - Numbers are written like `4.1`, `-3` or `1.5e3`. A decimal comma (`4,1`) is accepted
    ///   only when the separator is a semicolon or a tab: with commas between the columns,
    ///   `Jan,4,1` is three columns.
    /// - A field may be in double quotes, so that a label can hold the separator:
    ///   `"Jan, week 1",4.1`. Inside quotes, `""` is one quote and spaces are kept; spaces
    ///   around a field are trimmed.
    /// - The first line is a header when its second field is not a number. That field
    ///   becomes the title, and a unit in parentheses or brackets at its end becomes the unit:
    ///   `Month,Temperature (°C)` gives the title "Temperature" and the unit "°C". Without a
    ///   header, or with a heading that says nothing (`value`, `y`), the title is `name`.
    /// - A value that is empty, `-` or `NaN` (any case) is missing and becomes `Double.nan`,
    ///   which the chapters draw as a gap. Infinity (`inf`, `∞`) and numbers too large for a
    ///   `Double` are errors: a chart cannot place them.
    /// - Every row has exactly two fields, and its label is not empty.
    /// - At most 100,000 data rows.
    ///
    /// - Parameters:
    ///   - text: The CSV text; a byte order mark at its start is ignored.
    ///   - name: The dataset's name, and its title when the text has no header.
    /// - Throws: A ``CSVError`` for the first line that breaks a rule, or when there are no
    ///   data rows.
    /// - Complexity: O(n) in the length of `text`.
    public init(csv text: String, name: String) throws(CSVError) {
        let table = try CSVTable(reading: text)
        // "label,value" is a header, but "value" would be a poor title: the name says more.
        let says = table.title.map { !$0.isEmpty && !Self.genericHeadings.contains($0.lowercased()) } ?? false
        let title = says ? table.title! : name
        self.init(name: name, title: title, unit: table.unit, points: table.points)
    }

    /// Headings of a value column that name no quantity.
    static let genericHeadings: Set<String> = ["value", "values", "y", "amount", "number", "count", "data"]

    /// Reads a dataset from a UTF-8 CSV file, by the rules of ``init(csv:name:)``.
    ///
    /// ```
    /// let rain = try Dataset.load(csvFile: URL(fileURLWithPath: "Data/rain.csv"))
    /// rain.name     // "rain"
    /// ```
    ///
    /// The name is the file's name without its extension; so is the title, unless the
    /// file has a header.
    ///
    /// - Throws: A ``CSVError`` when the file cannot be read, is not UTF-8 text or breaks
    ///   a rule of ``init(csv:name:)``.
    public static func load(csvFile url: URL) throws(CSVError) -> Dataset {
        let data = try contents(of: url)
        let text = try utf8Text(of: data, path: url.path)
        return try Dataset(csv: text, name: url.deletingPathExtension().lastPathComponent)
    }

    private static func contents(of url: URL) throws(CSVError) -> Data {
        guard url.isFileURL else {
            throw .unreadable(url.absoluteString, because: "it is not a file on this computer")
        }
        let path = url.path
        // Asking first gives a plain reason for the usual cases; Foundation's own
        // messages differ between platforms.
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw .unreadable(path, because: "there is no such file")
        }
        guard !isFolder.boolValue else { throw .unreadable(path, because: "it is a folder, not a file") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw .unreadable(path, because: "you do not have permission to read it")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadable(path, because: error.localizedDescription)
        }
    }

    private static func utf8Text(of data: Data, path: String) throws(CSVError) -> String {
        if let text = String(validating: data, as: UTF8.self) { return text }
        // Spreadsheets save "Unicode text" as UTF-16, which starts with a byte order mark.
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            throw CSVError(line: nil, message: """
                "\(path)" is UTF-16 text, not UTF-8; save it again as UTF-8, which spreadsheets call "CSV UTF-8"
                """)
        }
        // A newline byte is never part of a longer UTF-8 character, so lines can be checked alone.
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let badLine = lines.firstIndex { String(validating: $0, as: UTF8.self) == nil }
        throw CSVError(line: badLine.map { $0 + 1 }, message: """
            "\(path)" is not UTF-8 text (this line has the first byte that is not); \
            save it again as UTF-8, which spreadsheets call "CSV UTF-8"
            """)
    }
}

/// Why CSV text or a CSV file could not be read as a dataset, for the student to fix.
///
/// ```
/// do {
///     _ = try Dataset(csv: "Jan,4.1\nMar,9.2,x", name: "test")
/// } catch {
///     print(error)  // line 2: expected two columns (label, value), found 3: "Mar,9.2,x"
/// }
/// ```
public struct CSVError: Error, Equatable, CustomStringConvertible {
    /// The 1-based line the problem is on, or nil when it concerns the whole text or file.
    public let line: Int?
    /// What is wrong and how to fix it, quoting the offending line.
    public let message: String

    public init(line: Int?, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String {
        line.map { "line \($0): \(message)" } ?? message
    }
}

// MARK: - Reading the rows

/// The most data rows a text may have. Far more points than a chart has pixels show
/// nothing more, and the limit keeps a wrong file from stalling the preview.
private let rowLimit = 100_000

/// A line that holds a row or the header: not blank, not a comment.
private struct CSVLine {
    let number: Int
    let text: Substring

    /// The line as the error messages show it: trimmed, shortened, in quotes.
    var shown: String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let short = trimmed.count > 60 ? trimmed.prefix(59) + "…" : trimmed
        return "\"\(short)\""
    }
}

/// The title, unit and points read from the text.
private struct CSVTable {
    var title: String?
    var unit = ""
    var points: [DataPoint] = []

    init(reading text: String) throws(CSVError) {
        // Spreadsheets on Windows start UTF-8 files with a byte order mark.
        let body = text.unicodeScalars.first == "\u{FEFF}"
            ? Substring(text.unicodeScalars.dropFirst()) : Substring(text)
        // "\r\n" is a single Character, so splitting at newlines handles every line ending.
        var lines = body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .lazy.enumerated()
            .map { CSVLine(number: $0.offset + 1, text: $0.element) }
            .filter { line in
                let first = line.text.first { !$0.isWhitespace }
                return first != nil && first != "#"
            }
            .makeIterator()

        guard let first = lines.next() else {
            throw CSVError(line: nil, message: "no data rows: the text is empty or has only blank lines and comments; "
                + "write one row per line, such as Jan,4.1")
        }
        // The separator comes from the first data line: when the first line looks like a
        // header, its heading may hold a comma in a file separated by semicolons.
        var separator = CSVSeparator(guessingFrom: first.text)
        var second: CSVLine?
        if Self.isHeader(try Self.fields(of: first, separatedBy: separator), separator: separator) {
            second = lines.next()
            if let second { separator = CSVSeparator(guessingFrom: second.text) }
        }

        let firstFields = try Self.fields(of: first, separatedBy: separator)
        if Self.isHeader(firstFields, separator: separator) {
            guard firstFields.count == 2 else {
                throw CSVError.wrongColumnCount(firstFields, in: first, separator: separator)
            }
            let heading = Self.titleAndUnit(of: firstFields[1])
            title = heading.title
            unit = heading.unit
        } else {
            try appendRow(firstFields, from: first, separator: separator)
        }
        // The second line was read ahead to find the separator; it is a row like the rest.
        var rest = [second].compactMap { $0 }.makeIterator()
        while let line = rest.next() ?? lines.next() {
            try appendRow(Self.fields(of: line, separatedBy: separator), from: line, separator: separator)
        }

        guard !points.isEmpty else {
            throw CSVError(line: nil, message: "no data rows: the text has a header but no rows under it; "
                + "write one row per line, such as Jan\(separator.rawValue)\(separator.exampleNumber)")
        }
    }

    private mutating func appendRow(_ fields: [String], from line: CSVLine, separator: CSVSeparator) throws(CSVError) {
        guard points.count < rowLimit else {
            throw CSVError(line: line.number, message: "more than 100,000 data rows, the limit; "
                + "split the data into several files or keep fewer rows (every 10th, say)")
        }
        guard fields.count == 2 else { throw .wrongColumnCount(fields, in: line, separator: separator) }
        guard fields[0].contains(where: { !$0.isWhitespace }) else {
            throw CSVError(line: line.number, message: "the label is empty: \(line.shown); "
                + "every row needs a label, such as a month or a date, before the value")
        }
        switch CSVValue(reading: fields[1], separator: separator) {
        case .number(let value): points.append(DataPoint(label: fields[0], value: value))
        case .missing: points.append(DataPoint(label: fields[0], value: .nan))
        case let problem: throw .badValue(fields[1], problem, in: line, separator: separator)
        }
    }

    /// Whether a first line is a header: its second field is a word rather than a value.
    private static func isHeader(_ fields: [String], separator: CSVSeparator) -> Bool {
        fields.count >= 2 && CSVValue(reading: fields[1], separator: separator) == .notANumber(decimalComma: false)
    }

    /// Splits a heading such as "Temperature (°C)" into its title and its unit.
    private static func titleAndUnit(of heading: String) -> (title: String, unit: String) {
        let pairs: [(open: Character, close: Character)] = [("(", ")"), ("[", "]")]
        guard let pair = pairs.first(where: { heading.last == $0.close }) else { return (heading, "") }
        // Walks back to the matching bracket, so that "Rate (per (1000))" keeps its inner pair.
        var depth = 0
        var index = heading.endIndex
        while index > heading.startIndex {
            index = heading.index(before: index)
            if heading[index] == pair.close { depth += 1 }
            if heading[index] == pair.open { depth -= 1 }
            if depth == 0 { break }
        }
        guard depth == 0 else { return (heading, "") }
        let unit = heading[heading.index(after: index)..<heading.index(before: heading.endIndex)]
        return (heading[..<index].trimmingCharacters(in: .whitespaces), unit.trimmingCharacters(in: .whitespaces))
    }

    /// The fields of a line, unquoted and trimmed.
    private static func fields(of line: CSVLine, separatedBy separator: CSVSeparator) throws(CSVError) -> [String] {
        let text = line.text
        let isSpace = { (character: Character) in character != separator.rawValue && character.isWhitespace }
        var fields: [String] = []
        var index = text.startIndex
        while true {
            while index < text.endIndex, isSpace(text[index]) { index = text.index(after: index) }
            var field = ""
            if index < text.endIndex, text[index] == "\"" {
                var isClosed = false
                index = text.index(after: index)
                while index < text.endIndex {
                    let character = text[index]
                    index = text.index(after: index)
                    guard character == "\"" else { field.append(character); continue }
                    guard index < text.endIndex, text[index] == "\"" else { isClosed = true; break }
                    field.append("\"")
                    index = text.index(after: index)
                }
                guard isClosed else {
                    throw CSVError(line: line.number, message: "a double quote is opened but never closed: \(line.shown); "
                        + "end the quoted field with another \" (inside quotes, write \"\" for a quote)")
                }
                while index < text.endIndex, isSpace(text[index]) { index = text.index(after: index) }
                guard index == text.endIndex || text[index] == separator.rawValue else {
                    throw CSVError(line: line.number, message: "text after a closing double quote: \(line.shown); "
                        + "a quoted field ends at its closing quote (inside quotes, write \"\" for a quote)")
                }
            } else {
                let start = index
                while index < text.endIndex, text[index] != separator.rawValue { index = text.index(after: index) }
                field = String(text[start..<index])
                while let last = field.last, isSpace(last) { field.removeLast() }
            }
            fields.append(field)
            guard index < text.endIndex else { return fields }
            index = text.index(after: index)
        }
    }
}

// MARK: - Separators and values

/// What separates the label from the value.
private enum CSVSeparator: Character {
    case comma = ","
    case semicolon = ";"
    case tab = "\t"

    /// The separator a data line uses: a tab or semicolon when it has one outside quotes
    /// and no comma but decimal commas, otherwise a comma.
    init(guessingFrom line: Substring) {
        let characters = Array(line)
        var isQuoted = false
        var hasTab = false
        var hasSemicolon = false
        var hasComma = false
        for (index, character) in characters.enumerated() {
            if character == "\"" { isQuoted.toggle() }
            guard !isQuoted else { continue }
            switch character {
            case "\t": hasTab = true
            case ";": hasSemicolon = true
            case ",":
                let isDecimalComma = index > 0 && index + 1 < characters.count
                    && characters[index - 1].isDigit && characters[index + 1].isDigit
                if !isDecimalComma { hasComma = true }
            default: break
            }
        }
        self = hasComma ? .comma : hasTab ? .tab : hasSemicolon ? .semicolon : .comma
    }

    /// Only where the comma does not separate columns can it be a decimal mark.
    var allowsDecimalComma: Bool { self != .comma }

    var name: String {
        switch self {
        case .comma: "comma"
        case .semicolon: "semicolon"
        case .tab: "tab"
        }
    }

    /// A number as this separator's files may write it, for the error messages.
    var exampleNumber: String { allowsDecimalComma ? "4,1" : "4.1" }
}

/// What a value field holds.
private enum CSVValue: Equatable {
    case number(Double)
    case missing
    /// Infinity, or a number beyond the largest `Double`.
    case infinite(tooLarge: Bool)
    /// `decimalComma` when it is a number with a decimal comma where commas separate columns.
    case notANumber(decimalComma: Bool)

    init(reading field: String, separator: CSVSeparator) {
        let lowercased = field.lowercased()
        if field.isEmpty || field == "-" || lowercased == "nan" {
            self = .missing
            return
        }
        let unsigned = lowercased.hasPrefix("+") || lowercased.hasPrefix("-") ? lowercased.dropFirst() : lowercased[...]
        if ["inf", "infinity", "∞"].contains(unsigned) {
            self = .infinite(tooLarge: false)
            return
        }
        // Checked by hand: Double("0x1p3") and Double("nan(1)") would take forms a
        // spreadsheet never writes and a student would not mean.
        guard Self.isNumber(field) else {
            self = .notANumber(decimalComma: false)
            return
        }
        guard separator.allowsDecimalComma || !field.contains(",") else {
            self = .notANumber(decimalComma: true)
            return
        }
        guard let value = Double(String(field.map { $0 == "," ? "." : $0 })) else {
            self = .notANumber(decimalComma: false)
            return
        }
        self = value.isFinite ? .number(value) : .infinite(tooLarge: true)
    }

    /// Whether a field is a decimal number: a sign, digits with one decimal point or
    /// comma, an exponent.
    private static func isNumber(_ field: String) -> Bool {
        var rest = field[...]
        func skipDigits() -> Int {
            let digits = rest.prefix(while: \.isDigit).count
            rest = rest.dropFirst(digits)
            return digits
        }
        if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
        var digits = skipDigits()
        if rest.first == "." || rest.first == "," {
            rest = rest.dropFirst()
            digits += skipDigits()
        }
        guard digits > 0 else { return false }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            guard skipDigits() > 0 else { return false }
        }
        return rest.isEmpty
    }
}

// MARK: - Messages

extension CSVError {
    fileprivate static func unreadable(_ path: String, because reason: String) -> CSVError {
        CSVError(line: nil, message: "cannot read \"\(path)\": \(reason)")
    }

    fileprivate static func wrongColumnCount(_ fields: [String], in line: CSVLine, separator: CSVSeparator) -> CSVError {
        var message = "expected two columns (label, value), found \(fields.count): \(line.shown)"
        if separator == .comma, fields.count == 3,
            fields[1].isWholeNumber(signed: true), fields[2].isWholeNumber(signed: false) {
            let (whole, fraction) = (fields[1], fields[2])
            message += "; if \(whole),\(fraction) is one number, write it with a decimal point (\(whole).\(fraction)) "
                + "or separate the columns with semicolons"
        } else if fields.count == 1 {
            message += "; put a \(separator.name) between the label and the value"
        } else if separator != .tab, case .number = CSVValue(reading: fields[fields.count - 1], separator: separator) {
            // The value came last, so the label before it was split at a separator of its own.
            let mark = separator.rawValue
            message += "; a label with a \(separator.name) in it needs double quotes, "
                + "as in \"Jan\(mark) week 1\"\(mark)\(separator.exampleNumber)"
        }
        return CSVError(line: line.number, message: message)
    }

    fileprivate static func badValue(
        _ field: String, _ value: CSVValue, in line: CSVLine, separator: CSVSeparator
    ) -> CSVError {
        let missing = "(for a missing value, leave it empty or write NaN)"
        let examples = separator.allowsDecimalComma ? "4,1, 4.1, -3 or 1.5e3" : "4.1, -3 or 1.5e3"
        let message = switch value {
        case .notANumber(decimalComma: true):
            "the value \"\(field)\" has a decimal comma, but commas separate the columns: \(line.shown); "
                + "write it with a decimal point (\(field.replacingOccurrences(of: ",", with: "."))), "
                + "or separate the columns with semicolons to keep decimal commas"
        case .infinite(tooLarge: true):
            "the value \"\(field)\" is too large for a Double (the largest is about 1.8e308): \(line.shown); "
                + "write a smaller number \(missing)"
        case .infinite(tooLarge: false):
            "the value \"\(field)\" is not a finite number: \(line.shown); "
                + "a chart needs finite values such as 4.1 \(missing)"
        default:
            "the value \"\(field)\" is not a number: \(line.shown); write a number such as \(examples) \(missing)"
        }
        return CSVError(line: line.number, message: message)
    }
}

extension Character {
    fileprivate var isDigit: Bool { ("0"..."9").contains(self) }
}

extension String {
    fileprivate func isWholeNumber(signed: Bool) -> Bool {
        let digits = signed && (hasPrefix("-") || hasPrefix("+")) ? dropFirst() : self[...]
        return !digits.isEmpty && digits.allSatisfy(\.isDigit)
    }
}

import Foundation

/// The title, unit and points of CSV text, read by the rules of
/// ``Dataset/init(csv:name:rowLimit:)``.
///
/// ```
/// let table = try Array("Month,Rain (mm)\nJan,68".utf8).withUnsafeBufferPointer {
///     try CSVTable(reading: $0, rowLimit: 10)
/// }
/// table.title   // "Rain"
/// table.unit    // "mm"
/// table.points  // [DataPoint(label: "Jan", value: 68)]
/// ```
///
/// - Complexity: O(n) in the length of the text: one pass over its bytes, which finds
///   each line and splits it into fields, reading each row's value as it goes. Only the
///   labels are kept as Strings, and the messages are made as Strings when a rule breaks.
struct CSVTable {
    var title: String?
    var unit = ""
    var points: [DataPoint] = []

    init(reading text: UnsafeBufferPointer<UInt8>, rowLimit: Int) throws(CSVError) {
        // Spreadsheets on Windows start UTF-8 files with a byte order mark.
        let body = text.starts(with: [0xEF, 0xBB, 0xBF]) ? UnsafeBufferPointer(rebasing: text[3...]) : text
        var lines = CSVLines(body)
        guard let first = lines.next() else { throw .noRows(hasHeader: false, separator: .comma) }

        // The separator comes from the first data line: when the first line looks like a
        // header, its heading may hold a comma in a file separated by semicolons.
        var separator = CSVSeparator(guessingFrom: first.bytes)
        var fields: [CSVField] = []
        try first.split(separatedBy: separator, into: &fields)
        var second: CSVLine?
        if Self.isHeader(fields, of: first, separator: separator) {
            second = lines.next()
            if let second { separator = CSVSeparator(guessingFrom: second.bytes) }
        }

        try first.split(separatedBy: separator, into: &fields)
        if Self.isHeader(fields, of: first, separator: separator) {
            guard fields.count == 2 else {
                throw .wrongColumnCount(first.strings(of: fields), in: first, separator: separator)
            }
            (title, unit) = Self.titleAndUnit(of: first.string(of: fields[1]))
        } else {
            try appendRow(fields, of: first, separator: separator, rowLimit: rowLimit)
        }
        // The second line was read ahead to find the separator; it is a row like the rest.
        if let second {
            try second.split(separatedBy: separator, into: &fields)
            try appendRow(fields, of: second, separator: separator, rowLimit: rowLimit)
        }
        while let line = lines.next() {
            try line.split(separatedBy: separator, into: &fields)
            try appendRow(fields, of: line, separator: separator, rowLimit: rowLimit)
        }

        guard !points.isEmpty else { throw .noRows(hasHeader: true, separator: separator) }
    }

    private mutating func appendRow(
        _ fields: [CSVField], of line: CSVLine, separator: CSVSeparator, rowLimit: Int
    ) throws(CSVError) {
        guard points.count < rowLimit else { throw .tooManyRows(limit: rowLimit, line: line.number) }
        guard fields.count == 2 else {
            throw .wrongColumnCount(line.strings(of: fields), in: line, separator: separator)
        }
        let hasLabel = line.withBytes(of: fields[0]) { label in
            var index = 0
            while index < label.count {
                let space = label.whitespaceLength(at: index)
                if space == 0 { return true }
                index += space
            }
            return false
        }
        guard hasLabel else { throw .emptyLabel(in: line) }
        let value = line.withBytes(of: fields[1]) { CSVValue(reading: $0, separator: separator) }
        switch value {
        case .number(let value): points.append(DataPoint(label: line.string(of: fields[0]), value: value))
        case .missing: points.append(DataPoint(label: line.string(of: fields[0]), value: .nan))
        case let problem: throw .badValue(line.string(of: fields[1]), problem, in: line, separator: separator)
        }
    }

    /// Whether a first line is a header: its second field is a word rather than a value.
    private static func isHeader(_ fields: [CSVField], of line: CSVLine, separator: CSVSeparator) -> Bool {
        fields.count >= 2
            && line.withBytes(of: fields[1]) { CSVValue(reading: $0, separator: separator) }
                == .notANumber(decimalComma: false)
    }

    /// Splits a heading such as "Temperature (°C)" into its title and its unit.
    static func titleAndUnit(of heading: String) -> (title: String, unit: String) {
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
}

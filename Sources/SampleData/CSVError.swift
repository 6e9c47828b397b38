import Foundation

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

// MARK: - Messages

/// The messages for each broken rule. They are made only when a rule is broken, so they
/// work on Strings; reading the rows works on bytes.
extension CSVError {
    static func unreadable(_ path: String, because reason: String) -> CSVError {
        CSVError(line: nil, message: "cannot read \"\(path)\": \(reason)")
    }

    /// No data rows at all: `hasHeader` when a header stands alone.
    static func noRows(hasHeader: Bool, separator: CSVSeparator) -> CSVError {
        hasHeader
            ? CSVError(
                line: nil,
                message: "no data rows: the text has a header but no rows under it; "
                    + "write one row per line, such as Jan\(separator.rawValue)\(separator.exampleNumber)")
            : CSVError(
                line: nil,
                message: "no data rows: the text is empty or has only blank lines and comments; "
                    + "write one row per line, such as Jan,4.1")
    }

    static func tooManyRows(limit: Int, line: Int) -> CSVError {
        CSVError(
            line: line,
            message: "more than \(grouped(limit)) data rows, the limit, "
                + "set by the memory a chart of them needs; "
                + "split the data into several files or keep fewer rows (every 10th, say)")
    }

    static func unclosedQuote(in line: CSVLine) -> CSVError {
        CSVError(
            line: line.number,
            message: "a double quote is opened but never closed: \(line.shown); "
                + "end the quoted field with another \" (inside quotes, write \"\" for a quote)")
    }

    static func textAfterQuote(in line: CSVLine) -> CSVError {
        CSVError(
            line: line.number,
            message: "text after a closing double quote: \(line.shown); "
                + "a quoted field ends at its closing quote (inside quotes, write \"\" for a quote)")
    }

    static func emptyLabel(in line: CSVLine) -> CSVError {
        CSVError(
            line: line.number,
            message: "the label is empty: \(line.shown); "
                + "every row needs a label, such as a month or a date, before the value")
    }

    static func wrongColumnCount(_ fields: [String], in line: CSVLine, separator: CSVSeparator) -> CSVError {
        var message = "expected two columns (label, value), found \(fields.count): \(line.shown)"
        if separator == .comma, fields.count == 3,
            fields[1].isWholeNumber(signed: true), fields[2].isWholeNumber(signed: false)
        {
            let (whole, fraction) = (fields[1], fields[2])
            message +=
                "; if \(whole),\(fraction) is one number, write it with a decimal point (\(whole).\(fraction)) "
                + "or separate the columns with semicolons"
        } else if fields.count == 1 {
            message += "; put a \(separator.name) between the label and the value"
        } else if separator != .tab, case .number = CSVValue(reading: fields[fields.count - 1], separator: separator) {
            // The value came last, so the label before it was split at a separator of its own.
            let mark = separator.rawValue
            message +=
                "; a label with a \(separator.name) in it needs double quotes, "
                + "as in \"Jan\(mark) week 1\"\(mark)\(separator.exampleNumber)"
        }
        return CSVError(line: line.number, message: message)
    }

    static func badValue(_ field: String, _ value: CSVValue, in line: CSVLine, separator: CSVSeparator) -> CSVError {
        let missing = "(for a missing value, leave it empty or write NaN)"
        let examples = separator.allowsDecimalComma ? "4,1, 4.1, -3 or 1.5e3" : "4.1, -3 or 1.5e3"
        let message =
            switch value {
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

    /// 10000000 as "10,000,000".
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        return String(
            digits.enumerated().flatMap { index, digit in
                index > 0 && (digits.count - index) % 3 == 0 ? [",", digit] : [digit]
            })
    }
}

extension String {
    fileprivate func isWholeNumber(signed: Bool) -> Bool {
        let digits = signed && (hasPrefix("-") || hasPrefix("+")) ? dropFirst() : self[...]
        return !digits.isEmpty && digits.allSatisfy { ("0"..."9").contains($0) }
    }
}

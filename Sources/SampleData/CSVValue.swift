/// What a value field holds: a number, a missing value, or why it is not one.
///
/// ```
/// CSVValue(reading: "4,1", separator: .semicolon)   // .number(4.1)
/// CSVValue(reading: "NaN", separator: .comma)       // .missing
/// CSVValue(reading: "1e999", separator: .comma)     // .infinite(tooLarge: true)
/// ```
///
/// Numbers are written like `4.1`, `-3` or `1.5e3`, with a decimal comma only where the
/// separator is not a comma. Empty, `-` and `NaN` (any case) are missing; infinity
/// (`inf`, `infinity`, `∞`, with a sign or not) and numbers beyond the largest `Double`
/// cannot be placed on a chart.
enum CSVValue: Equatable {
    case number(Double)
    case missing
    /// Infinity, or a number beyond the largest `Double`.
    case infinite(tooLarge: Bool)
    /// `decimalComma` when it is a number with a decimal comma where commas separate columns.
    case notANumber(decimalComma: Bool)

    /// Reads a field given as text, for the error messages.
    init(reading field: String, separator: CSVSeparator) {
        var field = field
        self = field.withUTF8 { CSVValue(reading: $0, separator: separator) }
    }

    /// Reads a field's UTF-8 bytes, unquoted and trimmed.
    ///
    /// - Complexity: O(n) in the field's length; no allocation for numbers of up to 15
    ///   significant digits with an exponent of at most 22 either way.
    init(reading field: UnsafeBufferPointer<UInt8>, separator: CSVSeparator) {
        let count = field.count
        if count == 0 || (count == 1 && field[0] == .minus) || Self.equalsIgnoringCase(field, "nan") {
            self = .missing
            return
        }
        let unsigned = field[0] == .plus || field[0] == .minus ? UnsafeBufferPointer(rebasing: field[1...]) : field
        if Self.equalsIgnoringCase(unsigned, "inf") || Self.equalsIgnoringCase(unsigned, "infinity")
            || unsigned.elementsEqual("∞".utf8)
        {
            self = .infinite(tooLarge: false)
            return
        }
        // Checked by hand: Double("0x1p3") and Double("nan(1)") would take forms a
        // spreadsheet never writes and a student would not mean.
        guard let number = DecimalNumber(field) else {
            self = .notANumber(decimalComma: false)
            return
        }
        guard separator.allowsDecimalComma || !number.hasComma else {
            self = .notANumber(decimalComma: true)
            return
        }
        guard let value = number.exactValue ?? Self.parsedByStandardLibrary(field) else {
            self = .notANumber(decimalComma: false)
            return
        }
        self = value.isFinite ? .number(value) : .infinite(tooLarge: true)
    }

    /// Whether `field` is `word` (lowercase ASCII) in any case.
    private static func equalsIgnoringCase(_ field: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        guard field.count == word.utf8CodeUnitCount else { return false }
        let letters = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for index in 0..<field.count where field[index] | 0x20 != letters[index] { return false }
        return true
    }

    /// The rare number the fast path leaves (more than 15 digits, a large exponent),
    /// read as `Double(String)` reads it, with a decimal comma as a point.
    private static func parsedByStandardLibrary(_ field: UnsafeBufferPointer<UInt8>) -> Double? {
        Double(String(decoding: field.lazy.map { $0 == .comma ? .period : $0 }, as: UTF8.self))
    }
}

/// A field checked to be a decimal number: a sign, digits with one decimal point or
/// comma, an exponent; and its value when that is exact without rounding twice.
///
/// ```
/// DecimalNumber(Array("-1,5e1".utf8))?.exactValue   // -15.0
/// DecimalNumber(Array("1.2.3".utf8))                 // nil
/// ```
struct DecimalNumber {
    /// Whether the decimal mark is a comma.
    var hasComma = false
    /// The value, when the digits (at most 15 significant ones) and the power of ten
    /// (at most 22 either way) are exact as `Double`s: then one multiplication or
    /// division rounds correctly, as `Double(String)` does. `nil` otherwise.
    var exactValue: Double?

    /// - Complexity: O(n) in the field's length.
    init?(_ field: UnsafeBufferPointer<UInt8>) {
        var index = 0
        let count = field.count
        var isNegative = false
        if index < count, field[index] == .plus || field[index] == .minus {
            isNegative = field[index] == .minus
            index += 1
        }
        var significand: UInt64 = 0
        var significantDigits = 0
        var digits = 0
        var fractionDigits = 0
        func readDigits(counting fraction: Bool) {
            while index < count, field[index].isDigit {
                let digit = UInt64(field[index] &- UInt8(ascii: "0"))
                if significantDigits > 0 || digit != 0 {
                    significantDigits += 1
                    if significantDigits <= 19 { significand = significand &* 10 &+ digit }
                }
                if fraction { fractionDigits += 1 }
                digits += 1
                index += 1
            }
        }
        readDigits(counting: false)
        if index < count, field[index] == .period || field[index] == .comma {
            hasComma = field[index] == .comma
            index += 1
            readDigits(counting: true)
        }
        guard digits > 0 else { return nil }
        var exponent = 0
        if index < count, field[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentIsNegative = false
            if index < count, field[index] == .plus || field[index] == .minus {
                exponentIsNegative = field[index] == .minus
                index += 1
            }
            let start = index
            while index < count, field[index].isDigit {
                if exponent < 100_000 { exponent = exponent * 10 + Int(field[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            guard index > start else { return nil }
            if exponentIsNegative { exponent = -exponent }
        }
        guard index == count else { return nil }

        let power = exponent - fractionDigits
        guard significantDigits <= 15, (-22...22).contains(power) else { return }
        let magnitude =
            power < 0
            ? Double(significand) / Self.powersOfTen[-power]
            : Double(significand) * Self.powersOfTen[power]
        exactValue = isNegative ? -magnitude : magnitude
    }

    /// 1e0 to 1e22, each exact as a `Double`.
    private static let powersOfTen: [Double] = (0...22).map { power in
        (0..<power).reduce(1.0) { product, _ in product * 10 }
    }
}

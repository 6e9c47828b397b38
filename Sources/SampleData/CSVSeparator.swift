/// What separates the label from the value: a comma, or a semicolon or tab in files
/// that write decimal commas.
///
/// ```
/// Array("Jan;4,1".utf8).withUnsafeBufferPointer(CSVSeparator.init)   // .semicolon: 4,1 is a decimal comma
/// Array("Jan,4.1".utf8).withUnsafeBufferPointer(CSVSeparator.init)   // .comma
/// ```
enum CSVSeparator: Character {
    case comma = ","
    case semicolon = ";"
    case tab = "\t"

    /// The separator a data line uses: a tab or semicolon when it has one outside quotes
    /// and no comma but decimal commas (a comma between two digits), otherwise a comma.
    ///
    /// - Complexity: O(n) in the line's length.
    init(guessingFrom line: UnsafeBufferPointer<UInt8>) {
        var isQuoted = false
        var hasTab = false
        var hasSemicolon = false
        var hasComma = false
        for index in line.indices {
            let byte = line[index]
            if byte == .quote { isQuoted.toggle() }
            guard !isQuoted else { continue }
            switch byte {
            case .tab: hasTab = true
            case .semicolon: hasSemicolon = true
            case .comma:
                let isDecimalComma =
                    index > 0 && index + 1 < line.count
                    && line[index - 1].isDigit && line[index + 1].isDigit
                if !isDecimalComma { hasComma = true }
            default: break
            }
        }
        self = hasComma ? .comma : hasTab ? .tab : hasSemicolon ? .semicolon : .comma
    }

    /// The separator as a byte: all three are ASCII, so a byte that equals it is never
    /// part of a longer UTF-8 character.
    var byte: UInt8 {
        switch self {
        case .comma: .comma
        case .semicolon: .semicolon
        case .tab: .tab
        }
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

/// The ASCII bytes the CSV reader looks for.
extension UInt8 {
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let comma = UInt8(ascii: ",")
    static let semicolon = UInt8(ascii: ";")
    static let hash = UInt8(ascii: "#")
    static let period = UInt8(ascii: ".")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")

    var isDigit: Bool { self &- UInt8(ascii: "0") < 10 }
}

/// What a key pressed in `workbook watch` asks for.
///
/// ```
/// WatchKey(byte: UInt8(ascii: "h"))   // .hint
/// WatchKey(byte: 3)                   // .quit: Ctrl-C, when the terminal passes it as a key
/// WatchKey(byte: UInt8(ascii: "x"))   // nil: not a key of watch's
/// ```
enum WatchKey: Equatable {
    /// The next hint of the exercise to do next.
    case hint
    /// Every chapter and the student's progress.
    case list
    /// The chapter's chart, drawn by the student's code.
    case preview
    case quit

    init?(byte: UInt8) {
        switch byte {
        case UInt8(ascii: "h"), UInt8(ascii: "H"): self = .hint
        case UInt8(ascii: "l"), UInt8(ascii: "L"): self = .list
        case UInt8(ascii: "p"), UInt8(ascii: "P"): self = .preview
        case UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 4, 27: self = .quit
        default: return nil
        }
    }

    /// The line under the results that says which keys do what.
    static func legend(unicode: Bool) -> String {
        let dot = unicode ? " · " : " - "
        return ["h hint", "l list", "p preview", "q quit"].joined(separator: dot)
    }
}

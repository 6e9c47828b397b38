import Foundation

/// What a key press or a mouse click in the explorer asks for.
enum ExplorerInput: Equatable, Sendable {
    case previous, next, first, last
    /// Enter or Space: selects the point last selected, or clears the selection.
    case toggle
    /// A click on the character cell at (`column`, `row`), counted from 0.
    case click(column: Int, row: Int)
    case quit

    /// The inputs in the bytes one read of the terminal gave.
    ///
    /// ```
    /// ExplorerInput.parse(Array("\u{1B}[C".utf8))        // [.next]
    /// ExplorerInput.parse(Array("\u{1B}[<0;12;5M".utf8)) // [.click(column: 11, row: 4)]
    /// ExplorerInput.parse([3])                           // [.quit]: Ctrl-C
    /// ExplorerInput.parse([13])                          // [.toggle]: Enter
    /// ```
    ///
    /// Arrows come as `ESC [ C` or `ESC O C`; Home and End as `ESC [ H`, `ESC [ 1 ~` and
    /// their kin; Enter and Space toggle the selection; clicks in the SGR mouse format `ESC [ < button ; x ; y M` or the older
    /// `ESC [ M` and three bytes (1-based cells, plus 32); a lone ESC, q, Ctrl-C or Ctrl-D
    /// quits. Anything else is ignored.
    static func parse(_ bytes: [UInt8]) -> [ExplorerInput] {
        if bytes == [0x1B] { return [.quit] }
        var inputs: [ExplorerInput] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 4: inputs.append(.quit)
            case UInt8(ascii: "h"), UInt8(ascii: "a"): inputs.append(.previous)
            case UInt8(ascii: "l"), UInt8(ascii: "d"): inputs.append(.next)
            // Enter comes as CR in raw mode, LF from some terminals, or both: one press.
            case 0x0D, 0x0A, UInt8(ascii: " "):
                inputs.append(.toggle)
                if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            case 0x1B:
                guard index < bytes.count, bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "O") else {
                    continue
                }
                index += 1
                // The older mouse report: ESC [ M, then button, column and row, each plus 32.
                if bytes[index - 1] == UInt8(ascii: "["), index < bytes.count, bytes[index] == UInt8(ascii: "M") {
                    let report = bytes[(index + 1)...].prefix(3).map { Int($0) - 32 }
                    index += 1 + report.count
                    if report.count == 3, report[0] == 0 {
                        inputs.append(.click(column: report[1] - 1, row: report[2] - 1))
                    }
                    continue
                }
                // Collect the sequence up to its final byte (a letter or ~).
                var body: [UInt8] = []
                while index < bytes.count {
                    let next = bytes[index]
                    index += 1
                    if (0x40...0x7E).contains(next) {
                        if let input = sequence(body: body, final: next) { inputs.append(input) }
                        break
                    }
                    body.append(next)
                }
            default: continue
            }
        }
        return inputs
    }

    private static func sequence(body: [UInt8], final: UInt8) -> ExplorerInput? {
        switch final {
        case UInt8(ascii: "D"): return .previous
        case UInt8(ascii: "C"): return .next
        case UInt8(ascii: "H"): return .first
        case UInt8(ascii: "F"): return .last
        case UInt8(ascii: "~"):
            // Home is 1 or 7, End is 4 or 8, depending on the terminal.
            switch String(decoding: body, as: UTF8.self) {
            case "1", "7": return .first
            case "4", "8": return .last
            default: return nil
            }
        case UInt8(ascii: "M"):
            guard body.first == UInt8(ascii: "<") else { return nil }
            let fields = String(decoding: body.dropFirst(), as: UTF8.self).split(separator: ";").compactMap { Int($0) }
            // Button 0 pressed: a plain left click. Drags, wheels and releases are ignored.
            guard fields.count == 3, fields[0] == 0 else { return nil }
            return .click(column: fields[1] - 1, row: fields[2] - 1)
        default: return nil
        }
    }
}

extension ExplorerInput {
    /// The cells where the left button was let go, in the SGR mouse format
    /// `ESC [ < 0 ; x ; y m`: with the press before it, the two ends of a drag. ``parse(_:)``
    /// leaves releases out, so a press alone stays a click.
    ///
    /// ```
    /// ExplorerInput.releases(in: Array("\u{1B}[<0;30;5m".utf8))   // [(column: 29, row: 4)]
    /// ```
    static func releases(in bytes: [UInt8]) -> [(column: Int, row: Int)] {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.components(separatedBy: "\u{1B}[<").dropFirst().compactMap { report in
            guard let end = report.firstIndex(where: { $0 == "m" || $0 == "M" }), report[end] == "m" else { return nil }
            let fields = report[..<end].split(separator: ";").map { Int($0) }
            guard fields.count == 3, fields.allSatisfy({ $0 != nil }), fields[0] == 0 else { return nil }
            return (column: fields[1]! - 1, row: fields[2]! - 1)
        }
    }
}

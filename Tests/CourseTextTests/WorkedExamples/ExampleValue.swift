import Foundation

/// A value as the course's text writes it (`(minimum: 43, average: 67.9166..., maximum: 88)`)
/// or as a solution returns it, so that the two can be compared.
///
///     let written = try ExampleValue.parse("4.1...21.5, give or take the rounding")
///     // (value: .range(4.1, 21.5, closed: true), rest: ", give or take the rounding")
///     written.value.disagreement(with: ExampleValue(describing: 4.100000000000001...21.5))   // nil
///
/// A number written with d decimals stands for every value that rounds to it; followed by
/// `...` ("67.9166...") for every value whose digits start so. A list may end with, or hold
/// once, an element `...`: "these elements on", or "the elements between".
indirect enum ExampleValue: Equatable {
    /// A number as written ("67.9166"), whether `...` follows it, and its value.
    case number(written: String, continued: Bool, value: Double)
    case string(String)
    case bool(Bool)
    case none
    /// `.cheap`, or an enum case the solution returned.
    case symbol(String)
    case list([ExampleValue])
    /// A list's `...`: any number of elements.
    case ellipsis
    case tuple([(label: String?, value: ExampleValue)])
    case range(ExampleValue, ExampleValue, closed: Bool)

    static func == (left: ExampleValue, right: ExampleValue) -> Bool { left.text == right.text }

    // MARK: Reading the text

    struct NotAValue: Error, CustomStringConvertible {
        let description: String
    }

    /// The value at the start of `text`, and the prose after it.
    static func parse(_ text: String) throws -> (value: ExampleValue, rest: String) {
        var parser = Parser(characters: Array(text))
        let value = try parser.value()
        return (value, String(parser.characters[parser.index...]))
    }

    struct Parser {
        let characters: [Character]
        var index = 0

        var current: Character? { index < characters.count ? characters[index] : nil }

        func starts(with text: String) -> Bool {
            let wanted = Array(text)
            return index + wanted.count <= characters.count && Array(characters[index..<index + wanted.count]) == wanted
        }

        mutating func skipSpaces() { while current == " " { index += 1 } }

        mutating func value() throws -> ExampleValue {
            skipSpaces()
            guard let character = current else { throw NotAValue(description: "the result is empty") }
            let first: ExampleValue
            switch character {
            case "[": first = try list()
            case "(": first = try tuple()
            case "\"": first = try string()
            case ".":
                if starts(with: "...") { throw NotAValue(description: "`...` stands only in a list") }
                index += 1
                first = .symbol(identifier())
            case "-", "0"..."9": first = try number()
            default:
                let word = identifier()
                switch word {
                case "nil": first = .none
                case "true": first = .bool(true)
                case "false": first = .bool(false)
                case "nan": first = .number(written: "nan", continued: false, value: .nan)
                case "": throw NotAValue(description: "a result starts with a value, not \"\(character)\"")
                default: throw NotAValue(description: "a result starts with a value, not the word \"\(word)\"")
                }
            }
            // A range: `4.1...21.5`, `0..<3`.
            for (operator_, closed) in [("...", true), ("..<", false)] where starts(with: operator_) {
                let after = index + 3
                guard after < characters.count, "-0123456789".contains(characters[after]) else { continue }
                index = after
                return .range(first, try value(), closed: closed)
            }
            return first
        }

        mutating func identifier() -> String {
            var word = ""
            while let character = current, character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                index += 1
            }
            return word
        }

        mutating func number() throws -> ExampleValue {
            var written = ""
            if current == "-" {
                written.append("-")
                index += 1
            }
            while let character = current,
                character.isNumber
                    || (character == "." && !starts(with: "...") && !starts(with: "..<")
                        && index + 1 < characters.count && characters[index + 1].isNumber)
                    || ((character == "e" || character == "E") && !written.isEmpty)
                    || ((character == "-" || character == "+") && (written.last == "e" || written.last == "E"))
            {
                written.append(character)
                index += 1
            }
            guard let value = Double(written) else { throw NotAValue(description: "\"\(written)\" is not a number") }
            // "67.9166..., ": these digits on. "4.1...21.5" is a range, read by the caller.
            var continued = false
            if starts(with: "...") {
                let after = index + 3
                if after >= characters.count || !"-0123456789".contains(characters[after]) {
                    continued = true
                    index = after
                }
            }
            return .number(written: written, continued: continued, value: value)
        }

        mutating func string() throws -> ExampleValue {
            index += 1
            var text = ""
            while let character = current, character != "\"" {
                if character == "\\", index + 1 < characters.count {
                    index += 1
                    let escaped = characters[index]
                    text.append(escaped == "n" ? "\n" : escaped == "t" ? "\t" : escaped)
                } else {
                    text.append(character)
                }
                index += 1
            }
            guard current == "\"" else { throw NotAValue(description: "a string is not closed") }
            index += 1
            return .string(text)
        }

        mutating func list() throws -> ExampleValue {
            index += 1
            var elements: [ExampleValue] = []
            skipSpaces()
            if current == "]" {
                index += 1
                return .list([])
            }
            while true {
                skipSpaces()
                if starts(with: "...") {
                    index += 3
                    elements.append(.ellipsis)
                } else {
                    elements.append(try value())
                }
                skipSpaces()
                if current == "," {
                    index += 1
                } else if current == "]" {
                    index += 1
                    return .list(elements)
                } else {
                    throw NotAValue(description: "a list goes on with \",\" or ends with \"]\"")
                }
            }
        }

        mutating func tuple() throws -> ExampleValue {
            index += 1
            var items: [(label: String?, value: ExampleValue)] = []
            while true {
                skipSpaces()
                if current == ")" && items.isEmpty {
                    index += 1
                    return .tuple([])
                }
                var label: String?
                let start = index
                let word = identifier()
                if !word.isEmpty, current == ":" {
                    label = word
                    index += 1
                } else {
                    index = start
                }
                items.append((label, try value()))
                skipSpaces()
                if current == "," {
                    index += 1
                } else if current == ")" {
                    index += 1
                    return items.count == 1 && label == nil ? items[0].value : .tuple(items)
                } else {
                    throw NotAValue(description: "a tuple goes on with \",\" or ends with \")\"")
                }
            }
        }
    }

    // MARK: Describing what came back

    /// What the solution returned, as the text would write it.
    init(describing value: Any) {
        switch value {
        case let number as Double: self = .exact(number)
        case let number as CGFloat: self = .exact(Double(number))
        case let number as Float: self = .exact(Double(number))
        case let number as Int: self = .exact(Double(number))
        case let flag as Bool: self = .bool(flag)
        case let text as String: self = .string(text)
        case let text as Substring: self = .string(String(text))
        case let point as CGPoint: self = .tuple([("x", .exact(point.x)), ("y", .exact(point.y))])
        case let size as CGSize: self = .tuple([("width", .exact(size.width)), ("height", .exact(size.height))])
        case let rect as CGRect:
            self = .tuple([
                ("x", .exact(rect.origin.x)), ("y", .exact(rect.origin.y)), ("width", .exact(rect.size.width)),
                ("height", .exact(rect.size.height)),
            ])
        default: self = Self.mirrored(value)
        }
    }

    private static func exact(_ number: Double) -> ExampleValue {
        .number(written: Self.shortest(number), continued: false, value: number)
    }

    private static func exact(_ number: CGFloat) -> ExampleValue { exact(Double(number)) }

    /// 43 rather than 43.0, and Swift's shortest digits otherwise.
    static func shortest(_ number: Double) -> String {
        if number.isNaN { return "nan" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    private static func mirrored(_ value: Any) -> ExampleValue {
        let mirror = Mirror(reflecting: value)
        let typeName = String(describing: type(of: value))
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.map { ExampleValue(describing: $0.value) } ?? .none
        case .collection, .set:
            return .list(mirror.children.map { ExampleValue(describing: $0.value) })
        case .tuple:
            return .tuple(
                mirror.children.map { child in
                    (child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, ExampleValue(describing: child.value))
                })
        case .enum:
            return .symbol(String(describing: value))
        case .dictionary:
            return .list(mirror.children.map { ExampleValue(describing: $0.value) })
        default:
            let children = Array(mirror.children)
            if typeName.hasPrefix("ClosedRange<") || typeName.hasPrefix("Range<"), children.count == 2 {
                return .range(
                    ExampleValue(describing: children[0].value), ExampleValue(describing: children[1].value),
                    closed: typeName.hasPrefix("ClosedRange<"))
            }
            if children.isEmpty { return .symbol(String(describing: value)) }
            return .tuple(children.map { ($0.label, ExampleValue(describing: $0.value)) })
        }
    }

    // MARK: Comparing

    /// Why `actual` is not what this written value says, or nil when it is.
    func disagreement(with actual: ExampleValue, at place: String = "the result") -> String? {
        switch (self, actual) {
        case (.number(let written, let continued, let expected), .number(_, _, let value)):
            return Self.number(written, continued: continued, expected: expected, matches: value)
                ? nil : "\(place) is \(actual.text), not \(text)"
        case (.string(let expected), .string(let value)), (.symbol(let expected), .symbol(let value)):
            return expected == value ? nil : "\(place) is \(actual.text), not \(text)"
        case (.bool(let expected), .bool(let value)):
            return expected == value ? nil : "\(place) is \(actual.text), not \(text)"
        case (.none, .none):
            return nil
        case (.range(let low, let high, let closed), .range(let actualLow, let actualHigh, let actualClosed)):
            guard closed == actualClosed else { return "\(place) is \(actual.text), not \(text)" }
            return low.disagreement(with: actualLow, at: "the lower bound of \(place)")
                ?? high.disagreement(with: actualHigh, at: "the upper bound of \(place)")
        case (.list(let expected), .list(let values)):
            return Self.list(expected, values, at: place, actual: actual)
        case (.tuple(let expected), .tuple(let values)):
            guard expected.count == values.count else {
                return "\(place) has \(values.count) parts, \(actual.text), not \(expected.count)"
            }
            for (offset, (item, value)) in zip(expected, values).enumerated() {
                if let label = item.label, let actualLabel = value.label, label != actualLabel {
                    return "part \(offset + 1) of \(place) is labelled \(actualLabel), not \(label)"
                }
                let part = item.label ?? value.label.map { $0 } ?? "part \(offset + 1)"
                if let problem = item.value.disagreement(with: value.value, at: "\(part) of \(place)") {
                    return problem
                }
            }
            return nil
        default:
            return "\(place) is \(actual.text), not \(text)"
        }
    }

    private static func list(
        _ expected: [ExampleValue], _ values: [ExampleValue], at place: String, actual: ExampleValue
    ) -> String? {
        let gaps = expected.indices.filter { expected[$0] == .ellipsis }
        guard gaps.count <= 1 else { return "a list holds `...` once at most" }
        let head = gaps.first.map { Array(expected[..<$0]) } ?? expected
        let tail = gaps.first.map { Array(expected[($0 + 1)...]) } ?? []
        let fits = gaps.isEmpty ? values.count == expected.count : values.count >= head.count + tail.count
        guard fits else {
            return
                "\(place) has \(values.count) elements, not \(gaps.isEmpty ? "" : "at least ")\(head.count + tail.count)"
        }
        for (offset, item) in head.enumerated() {
            if let problem = item.disagreement(with: values[offset], at: "element [\(offset)] of \(place)") {
                return problem
            }
        }
        for (offset, item) in tail.enumerated() {
            let position = values.count - tail.count + offset
            if let problem = item.disagreement(with: values[position], at: "element [\(position)] of \(place)") {
                return problem
            }
        }
        return nil
    }

    /// Whether `value` is what `written` says: rounded to its decimals, or with `...`
    /// starting with its digits.
    static func number(_ written: String, continued: Bool, expected: Double, matches value: Double) -> Bool {
        if expected.isNaN || value.isNaN { return expected.isNaN && value.isNaN }
        if written.lowercased().contains("e") { return abs(value - expected) <= 1e-12 * max(1, abs(expected)) }
        let decimals = written.split(separator: ".").dropFirst().first?.count ?? 0
        let sign = { (text: String) in
            text.hasPrefix("-") && text.contains { "123456789".contains($0) }
                ? text : text.replacingOccurrences(of: "-", with: "")
        }
        if continued {
            return sign(String(format: "%.\(decimals + 6)f", value)).hasPrefix(written)
        }
        return sign(String(format: "%.\(decimals)f", value)) == written
    }

    // MARK: Showing

    /// The value as the text would write it.
    var text: String {
        switch self {
        case .number(let written, let continued, _): written + (continued ? "..." : "")
        case .string(let text): "\"\(text)\""
        case .bool(let flag): flag ? "true" : "false"
        case .none: "nil"
        case .symbol(let name): "." + name
        case .list(let elements): "[" + elements.map(\.text).joined(separator: ", ") + "]"
        case .ellipsis: "..."
        case .tuple(let items):
            "(" + items.map { item in (item.label.map { "\($0): " } ?? "") + item.value.text }.joined(separator: ", ")
                + ")"
        case .range(let low, let high, let closed): low.text + (closed ? "..." : "..<") + high.text
        }
    }
}

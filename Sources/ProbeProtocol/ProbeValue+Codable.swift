import Foundation

/// On the wire each value is a one-key object that names its kind, `{"n": 1.5}`,
/// because JSON alone tells neither an integer from a number nor a date from either,
/// and has no NaN. A number travels as its 64 bits in hex, so it comes back exactly.
///
/// A list of numbers, or of records of one shape whose fields are all numbers (points,
/// rectangles), travels packed: `{"N": "<16 hex digits a number>"}`, or
/// `{"R": {"t": "CGPoint", "f": ["x", "y"], "N": "..."}}`. A chart's day of readings is
/// 86,400 of them, and one object a number took seconds to read.
extension ProbeValue: Codable {
    private enum Kind: String, CodingKey {
        case bool = "b"
        case int = "i"
        case number = "n"
        case date = "d"
        case string = "s"
        case list = "l"
        case record = "r"
        case type = "t"
        case numbers = "N"
        case records = "R"
    }

    /// Records of one shape, packed: their type, their fields' names, and the numbers.
    private struct PackedRecords: Codable {
        let type: String
        let fields: [String]
        let numbers: String

        // One letter each on the wire, as the other kinds' keys.
        enum CodingKeys: String, CodingKey {
            case type = "t"
            case fields = "f"
            case numbers = "N"
        }
    }

    public init(from decoder: any Decoder) throws {
        if try decoder.singleValueContainer().decodeNil() {
            self = .null
            return
        }
        let container = try decoder.container(keyedBy: Kind.self)
        if let value = try container.decodeIfPresent(Bool.self, forKey: .bool) {
            self = .bool(value)
        } else if let value = try container.decodeIfPresent(Int.self, forKey: .int) {
            self = .int(value)
        } else if let bits = try container.decodeIfPresent(String.self, forKey: .number) {
            self = .number(try Self.double(fromBits: bits, in: container, key: .number))
        } else if let bits = try container.decodeIfPresent(String.self, forKey: .date) {
            self = .date(try Self.double(fromBits: bits, in: container, key: .date))
        } else if let value = try container.decodeIfPresent(String.self, forKey: .string) {
            self = .string(value)
        } else if let values = try container.decodeIfPresent([ProbeValue].self, forKey: .list) {
            self = .list(values)
        } else if let packed = try container.decodeIfPresent(String.self, forKey: .numbers) {
            self = .list(try Self.numbers(unpacking: packed, in: container, key: .numbers).map(ProbeValue.number))
        } else if let packed = try container.decodeIfPresent(PackedRecords.self, forKey: .records) {
            let numbers = try Self.numbers(unpacking: packed.numbers, in: container, key: .records)
            guard !packed.fields.isEmpty, numbers.count.isMultiple(of: packed.fields.count) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .records, in: container, debugDescription: "not whole records")
            }
            self = .list(
                stride(from: 0, to: numbers.count, by: packed.fields.count).map { start in
                    .record(
                        type: packed.type,
                        fields: packed.fields.enumerated().map { Field($1, .number(numbers[start + $0])) })
                })
        } else if let pairs = try container.decodeIfPresent([FieldPair].self, forKey: .record) {
            let type = try container.decodeIfPresent(String.self, forKey: .type) ?? ""
            self = .record(type: type, fields: pairs.map { ProbeValue.Field($0.name, $0.value) })
        } else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a probe value"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        if case .null = self {
            var single = encoder.singleValueContainer()
            try single.encodeNil()
            return
        }
        var container = encoder.container(keyedBy: Kind.self)
        switch self {
        case .null: break
        case .bool(let value): try container.encode(value, forKey: .bool)
        case .int(let value): try container.encode(value, forKey: .int)
        case .number(let value): try container.encode(String(value.bitPattern, radix: 16), forKey: .number)
        case .date(let value): try container.encode(String(value.bitPattern, radix: 16), forKey: .date)
        case .string(let value): try container.encode(value, forKey: .string)
        case .list(let values):
            if let numbers = Self.numbers(in: values) {
                try container.encode(Self.packed(numbers), forKey: .numbers)
            } else if let (type, names, numbers) = Self.recordsOfNumbers(in: values) {
                try container.encode(
                    PackedRecords(type: type, fields: names, numbers: Self.packed(numbers)), forKey: .records)
            } else {
                try container.encode(values, forKey: .list)
            }
        case .record(let type, let fields):
            try container.encode(type, forKey: .type)
            try container.encode(fields.map { FieldPair(name: $0.name, value: $0.value) }, forKey: .record)
        }
    }

    /// The list's numbers, when it has two or more and holds nothing else.
    private static func numbers(in values: [ProbeValue]) -> [Double]? {
        guard values.count > 1 else { return nil }
        var numbers: [Double] = []
        numbers.reserveCapacity(values.count)
        for value in values {
            guard case .number(let number) = value else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    /// The list's records' type, field names and numbers, field after field, when it has
    /// two or more records of one shape whose every field is a number.
    private static func recordsOfNumbers(in values: [ProbeValue]) -> (String, [String], [Double])? {
        guard values.count > 1, case .record(let type, let first) = values[0], !first.isEmpty else { return nil }
        let names = first.map(\.name)
        var numbers: [Double] = []
        numbers.reserveCapacity(values.count * names.count)
        for value in values {
            guard case .record(type, let fields) = value, fields.count == names.count else { return nil }
            for (field, name) in zip(fields, names) {
                guard field.name == name, case .number(let number) = field.value else { return nil }
                numbers.append(number)
            }
        }
        return (type, names, numbers)
    }

    /// Each number's 64 bits as 16 hex digits, one after another.
    private static func packed(_ numbers: [Double]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes = [UInt8](repeating: 0, count: numbers.count * 16)
        for (index, number) in numbers.enumerated() {
            var bits = number.bitPattern
            for place in (0..<16).reversed() {
                bytes[index * 16 + place] = digits[Int(bits & 0xF)]
                bits >>= 4
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func numbers(unpacking text: String, in container: KeyedDecodingContainer<Kind>, key: Kind) throws
        -> [Double]
    {
        let bytes = Array(text.utf8)
        guard bytes.count.isMultiple(of: 16) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "not 16 hex digits a number")
        }
        var numbers: [Double] = []
        numbers.reserveCapacity(bytes.count / 16)
        var bits: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            default:
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not hex digits")
            }
            bits = bits << 4 | UInt64(digit)
            if index % 16 == 15 {
                numbers.append(Double(bitPattern: bits))
                bits = 0
            }
        }
        return numbers
    }

    private static func double(fromBits bits: String, in container: KeyedDecodingContainer<Kind>, key: Kind) throws
        -> Double
    {
        guard let pattern = UInt64(bits, radix: 16) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not 64 bits in hex")
        }
        return Double(bitPattern: pattern)
    }

    /// A field on the wire: `["x", {"n": "0"}]`.
    private struct FieldPair: Codable {
        let name: String
        let value: ProbeValue

        init(name: String, value: ProbeValue) {
            self.name = name
            self.value = value
        }

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            name = try container.decode(String.self)
            value = try container.decode(ProbeValue.self)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(name)
            try container.encode(value)
        }
    }
}

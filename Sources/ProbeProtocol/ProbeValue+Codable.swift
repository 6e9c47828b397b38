import Foundation

/// On the wire each value is a one-key object that names its kind, `{"n": 1.5}`,
/// because JSON alone tells neither an integer from a number nor a date from either,
/// and has no NaN. A number travels as its 64 bits in hex, so it comes back exactly.
extension ProbeValue: Codable {
    private enum Kind: String, CodingKey {
        case bool = "b", int = "i", number = "n", date = "d", string = "s", list = "l", record = "r", type = "t"
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
        } else if let pairs = try container.decodeIfPresent([FieldPair].self, forKey: .record) {
            let type = try container.decodeIfPresent(String.self, forKey: .type) ?? ""
            self = .record(type: type, fields: pairs.map { ProbeValue.Field($0.name, $0.value) })
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a probe value"))
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
        case .list(let values): try container.encode(values, forKey: .list)
        case .record(let type, let fields):
            try container.encode(type, forKey: .type)
            try container.encode(fields.map { FieldPair(name: $0.name, value: $0.value) }, forKey: .record)
        }
    }

    private static func double(fromBits bits: String, in container: KeyedDecodingContainer<Kind>, key: Kind) throws -> Double {
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

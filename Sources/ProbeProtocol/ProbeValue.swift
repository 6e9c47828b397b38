import Foundation

/// A value that crosses between the grader and the probe: an argument of a student's
/// function, or what it returned.
///
/// ```
/// let rect = ProbeValue.record("CGRect", ["x": .number(0), "y": .number(0), "width": .number(300), "height": .number(200)])
/// rect.swiftText   // "CGRect(x: 0, y: 0, width: 300, height: 200)"
/// ```
///
/// Numbers keep their exact bits across the wire (NaN and the infinities included), and
/// integers, numbers and dates keep their kind, so that the grader compares like with like.
public indirect enum ProbeValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case number(Double)
    /// Seconds since 2001-01-01 00:00 UTC, as `Date.timeIntervalSinceReferenceDate`.
    case date(Double)
    case string(String)
    case list([ProbeValue])
    /// A value with named fields, such as a `CGRect` or a tuple (`type` "").
    case record(type: String, fields: [Field])

    /// One named field of a record.
    public struct Field: Sendable, Equatable {
        public var name: String
        public var value: ProbeValue

        public init(_ name: String, _ value: ProbeValue) {
            self.name = name
            self.value = value
        }
    }

    /// A record from its fields in order: `.record("CGPoint", ["x": .number(1), "y": .number(2)])`.
    public static func record(_ type: String, _ fields: KeyValuePairs<String, ProbeValue>) -> ProbeValue {
        .record(type: type, fields: fields.map { Field($0.key, $0.value) })
    }

    /// The field called `name`, when this is a record that has one.
    public subscript(field name: String) -> ProbeValue? {
        guard case .record(_, let fields) = self else { return nil }
        return fields.first { $0.name == name }?.value
    }
}

extension ProbeValue {
    /// The value as Swift source, for a report: `[1.5, nan]`, `CGPoint(x: 1, y: 2)`,
    /// `(minimum: 1, maximum: 2)`. Long lists are cut after `limit` elements.
    public func swiftText(limit: Int = 8) -> String {
        switch self {
        case .null: return "nil"
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .number(let value): return Self.text(of: value)
        case .date(let seconds):
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            return "Date(\"\(date.formatted(.iso8601))\")"
        case .string(let text): return String(reflecting: text)
        case .list(let values):
            let shown = values.prefix(limit).map { $0.swiftText(limit: limit) }
            let more = values.count > limit ? ", … \(values.count - limit) more" : ""
            return "[" + shown.joined(separator: ", ") + more + "]"
        case .record("Optional", let fields):
            return fields.first?.value.swiftText(limit: limit) ?? "nil"
        case .record(let type, let fields):
            let inside = fields.map { "\($0.name): \($0.value.swiftText(limit: limit))" }.joined(separator: ", ")
            return type + "(" + inside + ")"
        }
    }

    /// A number as a person reads it, to six digits: "300", "103.333", "nan".
    static func text(of value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-infinity" : "infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(format: "%.6g", value)
    }
}

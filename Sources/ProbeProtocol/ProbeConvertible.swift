import Foundation

/// A type that crosses the probe's wire: it becomes a ``ProbeValue`` and is read back
/// from one.
///
/// ```
/// CGPoint(x: 1, y: 2).probeValue                 // .record("CGPoint", ["x": .number(1), "y": .number(2)])
/// try CGPoint(probeValue: point.probeValue)      // CGPoint(x: 1, y: 2)
/// ```
///
/// Foundation's geometry, numbers, dates, optionals, arrays and ranges conform here; a
/// chapter's own types conform in the probe program, which is the one place that knows them.
public protocol ProbeConvertible {
    var probeValue: ProbeValue { get }
    init(probeValue: ProbeValue) throws(ProbeValueError)
}

/// A value that is not of the kind the probe expected.
public struct ProbeValueError: Error, Sendable, CustomStringConvertible {
    public let description: String

    public init(expected: String, got value: ProbeValue) {
        description = "expected \(expected), got \(value.swiftText())"
    }
}

extension Int: ProbeConvertible {
    public var probeValue: ProbeValue { .int(self) }
    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        guard case .int(let value) = probeValue else { throw ProbeValueError(expected: "an Int", got: probeValue) }
        self = value
    }
}

extension Double: ProbeConvertible {
    public var probeValue: ProbeValue { .number(self) }
    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        switch probeValue {
        case .number(let value): self = value
        case .int(let value): self = Double(value)
        default: throw ProbeValueError(expected: "a Double", got: probeValue)
        }
    }
}

extension CGFloat: ProbeConvertible {
    public var probeValue: ProbeValue { .number(Double(self)) }
    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        self = CGFloat(try Double(probeValue: probeValue))
    }
}

extension Float: ProbeConvertible {
    public var probeValue: ProbeValue { .number(Double(self)) }
    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        self = Float(try Double(probeValue: probeValue))
    }
}

extension Bool: ProbeConvertible {
    public var probeValue: ProbeValue { .bool(self) }
    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        guard case .bool(let value) = probeValue else { throw ProbeValueError(expected: "a Bool", got: probeValue) }
        self = value
    }
}

extension String: ProbeConvertible {
    public var probeValue: ProbeValue { .string(self) }
    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        guard case .string(let value) = probeValue else { throw ProbeValueError(expected: "a String", got: probeValue) }
        self = value
    }
}

extension Date: ProbeConvertible {
    public var probeValue: ProbeValue { .date(timeIntervalSinceReferenceDate) }
    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        guard case .date(let seconds) = probeValue else { throw ProbeValueError(expected: "a Date", got: probeValue) }
        self = Date(timeIntervalSinceReferenceDate: seconds)
    }
}

extension TimeZone: ProbeConvertible {
    /// By its identifier, "Europe/Amsterdam", or its offset from GMT in seconds.
    public var probeValue: ProbeValue { .record("TimeZone", ["identifier": .string(identifier)]) }
    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        guard case .string(let identifier)? = probeValue[field: "identifier"],
            let zone = TimeZone(identifier: identifier)
        else {
            throw ProbeValueError(expected: "a TimeZone", got: probeValue)
        }
        self = zone
    }
}

extension Calendar: ProbeConvertible {
    /// A Gregorian calendar, by its time zone, first weekday and locale.
    public var probeValue: ProbeValue {
        .record(
            "Calendar",
            [
                "timeZone": timeZone.probeValue, "firstWeekday": .int(firstWeekday),
                "locale": .string(locale?.identifier ?? "en_US_POSIX"),
            ])
    }
    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        guard let zone = probeValue[field: "timeZone"], let first = probeValue[field: "firstWeekday"],
            case .string(let locale)? = probeValue[field: "locale"]
        else { throw ProbeValueError(expected: "a Calendar", got: probeValue) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try TimeZone(probeValue: zone)
        calendar.firstWeekday = try Int(probeValue: first)
        calendar.locale = Locale(identifier: locale)
        self = calendar
    }
}

extension CGPoint: ProbeConvertible {
    public var probeValue: ProbeValue { .record("CGPoint", ["x": x.probeValue, "y": y.probeValue]) }
    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        guard let x = probeValue[field: "x"], let y = probeValue[field: "y"] else {
            throw ProbeValueError(expected: "a CGPoint", got: probeValue)
        }
        self.init(x: try CGFloat(probeValue: x), y: try CGFloat(probeValue: y))
    }
}

extension CGSize: ProbeConvertible {
    public var probeValue: ProbeValue { .record("CGSize", ["width": width.probeValue, "height": height.probeValue]) }
    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        guard let width = probeValue[field: "width"], let height = probeValue[field: "height"] else {
            throw ProbeValueError(expected: "a CGSize", got: probeValue)
        }
        self.init(width: try CGFloat(probeValue: width), height: try CGFloat(probeValue: height))
    }
}

extension CGRect: ProbeConvertible {
    /// As it was made: a rectangle of negative width keeps it, and `CGRect.null` is `nil`.
    public var probeValue: ProbeValue {
        if isNull { return .null }
        return .record(
            "CGRect",
            [
                "x": origin.x.probeValue, "y": origin.y.probeValue, "width": size.width.probeValue,
                "height": size.height.probeValue,
            ])
    }
    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        if case .null = probeValue {
            self = .null
            return
        }
        guard let x = probeValue[field: "x"], let y = probeValue[field: "y"],
            let width = probeValue[field: "width"], let height = probeValue[field: "height"]
        else { throw ProbeValueError(expected: "a CGRect", got: probeValue) }
        self.init(
            x: try CGFloat(probeValue: x), y: try CGFloat(probeValue: y),
            width: try CGFloat(probeValue: width), height: try CGFloat(probeValue: height))
    }
}

extension Optional: ProbeConvertible where Wrapped: ProbeConvertible {
    public var probeValue: ProbeValue {
        switch self {
        case .none: .record("Optional", ["none": .null])
        case .some(let value): .record("Optional", ["some": value.probeValue])
        }
    }
    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        if let value = probeValue[field: "some"] {
            self = .some(try Wrapped(probeValue: value))
        } else if probeValue[field: "none"] != nil {
            self = .none
        } else {
            throw ProbeValueError(expected: "an Optional", got: probeValue)
        }
    }
}

extension Array: ProbeConvertible where Element: ProbeConvertible {
    public var probeValue: ProbeValue { .list(map(\.probeValue)) }
    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        guard case .list(let values) = probeValue else { throw ProbeValueError(expected: "an Array", got: probeValue) }
        var elements: [Element] = []
        elements.reserveCapacity(values.count)
        for value in values { elements.append(try Element(probeValue: value)) }
        self = elements
    }
}

extension ClosedRange: ProbeConvertible where Bound: ProbeConvertible {
    public var probeValue: ProbeValue {
        .record("ClosedRange", ["lowerBound": lowerBound.probeValue, "upperBound": upperBound.probeValue])
    }
    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        guard let lower = probeValue[field: "lowerBound"], let upper = probeValue[field: "upperBound"] else {
            throw ProbeValueError(expected: "a ClosedRange", got: probeValue)
        }
        let (low, high) = (try Bound(probeValue: lower), try Bound(probeValue: upper))
        guard low <= high else {
            throw ProbeValueError(expected: "a range whose lower bound is not above its upper", got: probeValue)
        }
        self = low...high
    }
}

extension Range: ProbeConvertible where Bound: ProbeConvertible {
    public var probeValue: ProbeValue {
        .record("Range", ["lowerBound": lowerBound.probeValue, "upperBound": upperBound.probeValue])
    }
    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        guard let lower = probeValue[field: "lowerBound"], let upper = probeValue[field: "upperBound"] else {
            throw ProbeValueError(expected: "a Range", got: probeValue)
        }
        let (low, high) = (try Bound(probeValue: lower), try Bound(probeValue: upper))
        guard low <= high else {
            throw ProbeValueError(expected: "a range whose lower bound is not above its upper", got: probeValue)
        }
        self = low..<high
    }
}

extension ProbeValue: ProbeConvertible {
    /// A value already on the wire's terms, such as a chapter's own type written as a record.
    public var probeValue: ProbeValue { self }
    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        self = probeValue
    }
}

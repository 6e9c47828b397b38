import AxesAndScale
import Foundation
import ProbeProtocol

// Chapter 5's own type on the probe's wire, read from the grader's calls and written by
// the grader's replay of a chart.

extension TickUnit: ProbeConvertible {
    /// The case's name as the field's name, as with an optional: `.record("TickUnit",
    /// ["hours": .int(3)])` for `.hours(3)`, `["weeks": .null]` for `.weeks`.
    public var probeValue: ProbeValue {
        switch self {
        case .hours(let count): .record("TickUnit", ["hours": .int(count)])
        case .days: .record("TickUnit", ["days": .null])
        case .weeks: .record("TickUnit", ["weeks": .null])
        case .months: .record("TickUnit", ["months": .null])
        }
    }

    public init(probeValue: ProbeValue) throws(ProbeValueError) {
        if let count = probeValue[field: "hours"] {
            self = .hours(try Int(probeValue: count))
        } else if probeValue[field: "days"] != nil {
            self = .days
        } else if probeValue[field: "weeks"] != nil {
            self = .weeks
        } else if probeValue[field: "months"] != nil {
            self = .months
        } else {
            throw ProbeValueError(expected: "a TickUnit", got: probeValue)
        }
    }
}

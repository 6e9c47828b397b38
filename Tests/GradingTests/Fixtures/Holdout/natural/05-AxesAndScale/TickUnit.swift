import Foundation

/// How far apart date ticks are, as `AxisMarks(values: .stride(by:count:))` says it.
///
///     .hours(3): a tick at 00:00, 03:00, 06:00, ...
///     .weeks:    a tick every Monday at midnight
public enum TickUnit: Hashable, Sendable {
    /// Every local hour that is a whole multiple of the count: `.hours(3)` is 00:00, 03:00, ...
    case hours(Int)
    /// Every local midnight.
    case days
    /// Every Monday at midnight.
    case weeks
    /// Every first of the month at midnight.
    case months
}

import ExerciseSupport
import Foundation

/// Exercise 5.9 · The chart in words
///
/// Returns a description of the whole chart for a screen reader, in the spirit of
/// `AXChartDescriptor`: someone who cannot see the line still wants its shape.
///
/// Five sentences, separated by single spaces, each value spoken through exercise 5.8's
/// `accessibilityValue(for:unit:)`, and only the measured (finite) values counted:
///
///     Mean temperature. X axis: Jan to Dec. Y axis: 4.1 to 21.5 degrees Celsius.
///     Lowest 4.1 degrees Celsius at Jan, highest 21.5 degrees Celsius at Jul.
///     Rises from Jan to Jul, then falls.
///
/// 1. The title and a full stop.
/// 2. "X axis: <first label> to <last label>." (of the measured values).
/// 3. "Y axis: <lowest, without unit> to <highest, with unit>."
/// 4. "Lowest <value> at <label>, highest <value> at <label>." The first one on a tie.
/// 5. The trend. When every measured value is the same there is no move at all, and the
///    trend is "Stays level.": decide that first, because the range is then 0, and so
///    is a tenth of it, and every value would be "at least 0" from the first. Otherwise
///    ignore wiggles smaller than a tenth of the range (`threshold`): start at the
///    first value; the direction is set by the first value at least `threshold` above
///    or below it. While rising, a new high moves the turning point; a fall of at least
///    `threshold` from it ends the rise there and starts a fall (and the other way
///    round). Write the first move as "Rises from <first> to <turn>" (or "Falls"), with
///    its "to <turn>" even when it is the only move (`[5, 4, 3, 2, 1]` labelled a to e:
///    "Falls from a to e."); each later move as ", then falls to <turn>" ("rises"),
///    except the last of those, which is just ", then falls"; end with a full stop.
///
/// With no measured value at all the summary is "<title>. No values."
///
/// - Parameters:
///   - title: The chart's title.
///   - labels: The label of each value.
///   - values: The values, NaN where one is missing.
///   - unit: The values' unit.
/// - Returns: The description.
public func chartSummary(title: String, labels: [String], values: [Double], unit: String) -> String {
    todo("describe the title, the axes, the lowest and highest values and the trend in words")
}

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
/// 5. The trend. Ignore wiggles smaller than a tenth of the range (`threshold`):
///    start at the first value; the direction is set by the first value at least
///    `threshold` above or below it. While rising, a new high moves the turning point;
///    a fall of at least `threshold` from it ends the rise there and starts a fall (and
///    the other way round). Write the first move as "Rises from <first> to <turn>" (or
///    "Falls"), each later move as ", then falls to <turn>" ("rises"), except the last,
///    which is just ", then falls"; end with a full stop. With no move at all (every
///    measured value the same), "Stays level."
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
    let points = zip(labels, values).filter { $0.1.isFinite }
    guard let first = points.first, let last = points.last,
        let low = points.min(by: { $0.1 < $1.1 }), let high = points.max(by: { $0.1 < $1.1 })
    else { return "\(title). No values." }
    let say = { accessibilityValue(for: $0, unit: unit) }
    return [
        "\(title).",
        "X axis: \(first.0) to \(last.0).",
        "Y axis: \(accessibilityValue(for: low.1, unit: "")) to \(say(high.1)).",
        "Lowest \(say(low.1)) at \(low.0), highest \(say(high.1)) at \(high.0).",
        trend(points, threshold: (high.1 - low.1) / 10),
    ].joined(separator: " ")
}

private func trend(_ points: [(String, Double)], threshold t: Double) -> String {
    // dir: 1 rising, -1 falling, 0 not yet moved; turn: the current extreme; turns: where moves ended
    let s = points.indices.dropFirst().reduce(into: (dir: 0.0, turn: 0, turns: [Int]())) { s, i in
        let d = points[i].1 - points[s.turn].1
        if s.dir == 0 {
            if d != 0, abs(d) >= t { s = (d > 0 ? 1 : -1, i, []) }
        } else if d * s.dir > 0 {
            s.turn = i
        } else if -d * s.dir >= t {
            s = (-s.dir, i, s.turns + [s.turn])
        }
    }
    guard s.dir != 0 else { return "Stays level." }
    let ends = s.turns + [s.turn], moves = ends.count
    let verb = { (k: Int) in (moves - 1 - k).isMultiple(of: 2) == (s.dir > 0) ? "rises" : "falls" }
    let middle = (1..<max(moves - 1, 1)).map { ", then \(verb($0)) to \(points[ends[$0]].0)" }.joined()
    return "\(verb(0).capitalized) from \(points[0].0) to \(points[ends[0]].0)\(middle)"
        + (moves > 1 ? ", then \(verb(moves - 1))." : ".")
}

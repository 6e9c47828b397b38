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
    let measured = zip(labels, values)
        .filter { $0.1.isFinite }
        .map { (label: $0, value: $1) }
    guard let first = measured.first, let last = measured.last else {
        return "\(title). No values."
    }

    var lowest = first
    var highest = first
    for point in measured {
        if point.value < lowest.value { lowest = point }
        if point.value > highest.value { highest = point }
    }

    let sentences = [
        "\(title).",
        "X axis: \(first.label) to \(last.label).",
        "Y axis: \(accessibilityValue(for: lowest.value, unit: "")) to \(accessibilityValue(for: highest.value, unit: unit)).",
        "Lowest \(accessibilityValue(for: lowest.value, unit: unit)) at \(lowest.label), "
            + "highest \(accessibilityValue(for: highest.value, unit: unit)) at \(highest.label).",
        trendSentence(for: measured, threshold: (highest.value - lowest.value) / 10),
    ]
    return sentences.joined(separator: " ")
}

private typealias Reading = (label: String, value: Double)

private struct Move {
    var rising: Bool
    var turn: Reading
}

private func trendSentence(for measured: [Reading], threshold: Double) -> String {
    guard threshold > 0, let first = measured.first else { return "Stays level." }

    var moves: [Move] = []
    for point in measured.dropFirst() {
        guard var current = moves.last else {
            if point.value - first.value >= threshold {
                moves.append(Move(rising: true, turn: point))
            } else if first.value - point.value >= threshold {
                moves.append(Move(rising: false, turn: point))
            }
            continue
        }

        let pastTurn = current.rising ? point.value > current.turn.value : point.value < current.turn.value
        let cameBack = current.rising
            ? current.turn.value - point.value >= threshold
            : point.value - current.turn.value >= threshold

        if pastTurn {
            current.turn = point
            moves[moves.count - 1] = current
        } else if cameBack {
            moves.append(Move(rising: !current.rising, turn: point))
        }
    }

    guard let opening = moves.first else { return "Stays level." }

    var sentence = "\(opening.rising ? "Rises" : "Falls") from \(first.label) to \(opening.turn.label)"
    for (index, move) in moves.enumerated().dropFirst() {
        let verb = move.rising ? "rises" : "falls"
        if index == moves.count - 1 {
            sentence += ", then \(verb)"
        } else {
            sentence += ", then \(verb) to \(move.turn.label)"
        }
    }
    return sentence + "."
}

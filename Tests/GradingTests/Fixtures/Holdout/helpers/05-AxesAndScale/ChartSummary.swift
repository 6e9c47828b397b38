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
    let measured = values.indices.filter { values[$0].isFinite }
    guard let firstIndex = measured.first, let lastIndex = measured.last else {
        return "\(title). No values."
    }

    // Lowest and highest, the first one of equals on a tie (strict comparisons).
    var lowestIndex = firstIndex
    var highestIndex = firstIndex
    for index in measured {
        if values[index] < values[lowestIndex] { lowestIndex = index }
        if values[index] > values[highestIndex] { highestIndex = index }
    }
    let lowest = values[lowestIndex]
    let highest = values[highestIndex]

    func name(_ index: Int) -> String { label(at: index, in: labels) }

    let sentences = [
        "\(title).",
        "X axis: \(name(firstIndex)) to \(name(lastIndex)).",
        "Y axis: \(accessibilityValue(for: lowest, unit: "")) to \(accessibilityValue(for: highest, unit: unit)).",
        "Lowest \(accessibilityValue(for: lowest, unit: unit)) at \(name(lowestIndex)), "
            + "highest \(accessibilityValue(for: highest, unit: unit)) at \(name(highestIndex)).",
        trendSentence(
            moves: trendMoves(values: values, measured: measured, range: highest - lowest),
            startLabel: name(firstIndex),
            labelFor: name),
    ]
    return sentences.joined(separator: " ")
}

/// Moves smaller than this share of the range are wiggles, not a trend.
private let wiggleShareOfRange = 0.1

/// Which way the line is heading.
private enum Heading {
    case rising
    case falling
}

/// One leg of the trend: where it heads, and the index it turns at (its highest point
/// for a rise, its lowest for a fall).
private struct Move {
    let heading: Heading
    var turnIndex: Int
}

/// A label that is there, or a stand-in made from the position for one that is missing.
private func label(at index: Int, in labels: [String]) -> String {
    labels.indices.contains(index) ? labels[index] : "\(index + 1)"
}

/// Walks the measured values and splits them into rises and falls, ignoring any move
/// smaller than a tenth of the range. Flat data has no moves at all.
private func trendMoves(values: [Double], measured: [Int], range: Double) -> [Move] {
    guard range > 0, let startIndex = measured.first else { return [] }
    let threshold = range * wiggleShareOfRange
    let startValue = values[startIndex]

    var moves: [Move] = []
    for index in measured.dropFirst() {
        let value = values[index]
        guard var current = moves.last else {
            // No direction yet: wait for the first value far enough from the start.
            if value >= startValue + threshold {
                moves.append(Move(heading: .rising, turnIndex: index))
            } else if value <= startValue - threshold {
                moves.append(Move(heading: .falling, turnIndex: index))
            }
            continue
        }

        let turnValue = values[current.turnIndex]
        switch current.heading {
        case .rising:
            if value > turnValue {
                current.turnIndex = index
                moves[moves.count - 1] = current
            } else if turnValue - value >= threshold {
                moves.append(Move(heading: .falling, turnIndex: index))
            }
        case .falling:
            if value < turnValue {
                current.turnIndex = index
                moves[moves.count - 1] = current
            } else if value - turnValue >= threshold {
                moves.append(Move(heading: .rising, turnIndex: index))
            }
        }
    }
    return moves
}

/// Puts the moves into one sentence: "Rises from Jan to Jul, then falls."
private func trendSentence(moves: [Move], startLabel: String, labelFor: (Int) -> String) -> String {
    guard let first = moves.first else { return "Stays level." }

    let opening = first.heading == .rising ? "Rises" : "Falls"
    var sentence = "\(opening) from \(startLabel) to \(labelFor(first.turnIndex))"
    for (position, move) in moves.enumerated().dropFirst() {
        let verb = move.heading == .rising ? "rises" : "falls"
        let isLast = position == moves.count - 1
        sentence += isLast ? ", then \(verb)" : ", then \(verb) to \(labelFor(move.turnIndex))"
    }
    return sentence + "."
}

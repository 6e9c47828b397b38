import Foundation

/// Exercise 5.9: a chart described in words for a screen reader: title, axes, extremes
/// and the trend, ignoring wiggles smaller than a tenth of the range.
public func chartSummary(title: String, labels: [String], values: [Double], unit: String) -> String {
    let measured = values.indices.filter { values[$0].isFinite && labels.indices.contains($0) }
    guard let first = measured.first, let lowest = measured.min(by: { values[$0] < values[$1] }),
        let highest = measured.max(by: { values[$0] < values[$1] })
    else { return "\(title). No values." }
    let xAxis = "X axis: \(labels[first]) to \(labels[measured[measured.count - 1]])."
    let yAxis =
        "Y axis: \(accessibilityValue(for: values[lowest], unit: "")) to \(accessibilityValue(for: values[highest], unit: unit))."
    let extremes =
        "Lowest \(accessibilityValue(for: values[lowest], unit: unit)) at \(labels[lowest]), "
        + "highest \(accessibilityValue(for: values[highest], unit: unit)) at \(labels[highest])."
    return [title + ".", xAxis, yAxis, extremes, trend(labels: labels, values: values, measured: measured)].joined(
        separator: " ")
}

/// "Rises from January to July, then falls.": the moves of at least a tenth of the range.
private func trend(labels: [String], values: [Double], measured: [Int]) -> String {
    let lows = measured.map { values[$0] }
    let threshold = ((lows.max() ?? 0) - (lows.min() ?? 0)) / 10
    guard threshold > 0 else { return "Stays level." }
    // Each move: up or down, and the index of its turning point.
    var moves: [(rising: Bool, end: Int)] = []
    let start = measured[0]
    var extreme = measured[0]
    var rising: Bool?
    for index in measured.dropFirst() {
        let value = values[index]
        switch rising {
        case nil:
            if abs(value - values[start]) >= threshold {
                rising = value > values[start]
                extreme = index
            }
        case true?:
            if value > values[extreme] {
                extreme = index
            } else if values[extreme] - value >= threshold {
                moves.append((true, extreme))
                rising = false
                extreme = index
            }
        case false?:
            if value < values[extreme] {
                extreme = index
            } else if value - values[extreme] >= threshold {
                moves.append((false, extreme))
                rising = true
                extreme = index
            }
        }
    }
    guard let last = rising else { return "Stays level." }
    moves.append((last, extreme))
    var words = (moves[0].rising ? "Rises" : "Falls") + " from \(labels[start]) to \(labels[moves[0].end])"
    for (offset, move) in moves.enumerated().dropFirst() {
        words +=
            ", then " + (move.rising ? "rises" : "falls") + (offset == moves.count - 1 ? "" : " to \(labels[move.end])")
    }
    return words + "."
}

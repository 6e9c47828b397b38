import Foundation

/// How a part of the student's chart compares with the reference's, point by point.
///
/// ```
/// PartComparison(part: "line", points: mine, expected: reference, labels: months).summary
/// // "2 of 12 points differ from the expected line: Mar, Apr, up to 14 pixels off"
/// ```
///
/// A point within half a pixel of its expected place matches. A missing value is NaN in
/// both, and that counts as a match; a point that is NaN in one only counts as a difference.
///
/// - Complexity: O(*n*) in the number of points.
struct PartComparison {
    /// What the points draw, such as "line".
    let part: String
    let points: [CGPoint]
    let expected: [CGPoint]
    /// A name for each point, such as its month.
    let labels: [String]

    /// The indices of the points that differ, each with how far it is off (not a finite
    /// number where one of the two is missing).
    var differences: [(index: Int, distance: CGFloat)] {
        zip(points, expected).enumerated().compactMap { index, pair in
            let (point, wanted) = pair
            let bothMissing = !point.y.isFinite && !wanted.y.isFinite && point.x.isFinite == wanted.x.isFinite
            if bothMissing { return nil }
            let distance = hypot(point.x - wanted.x, point.y - wanted.y)
            return distance <= 0.5 ? nil : (index, distance)
        }
    }

    /// One line for the footer.
    var summary: String {
        guard points.count == expected.count else {
            return "your \(part) has \(points.count) points; the expected one has \(expected.count)"
        }
        let differing = differences
        guard !differing.isEmpty else { return "your \(part) matches the expected one" }
        let names = differing.prefix(4).map { labels.indices.contains($0.index) ? labels[$0.index] : "#\($0.index)" }
        let more = differing.count > 4 ? " and \(differing.count - 4) more" : ""
        let largest = differing.map(\.distance).filter(\.isFinite).max().map { ", up to \(formatted($0)) pixels off" } ?? ""
        return "\(differing.count) of \(points.count) points differ from the expected \(part): "
            + names.joined(separator: ", ") + more + largest
    }
}

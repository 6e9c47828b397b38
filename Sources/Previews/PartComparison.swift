import Foundation

/// One thing of a chart that `--compare` checks, such as a bar or a day's box: its name,
/// and the values that the exercise's tests compare, as points in pixels.
///
/// A bar is compared as its `CGRect` is in the tests, by origin and size, so a bar drawn
/// with a negative height differs from the expected one even where the drawing is the same.
///
/// ```
/// ComparedItem("03-15", points: [box.origin, CGPoint(x: box.width, y: box.height)], names: ["box origin", "box size"])
/// ```
struct ComparedItem: Codable, Equatable, Sendable {
    /// What the item is called in the footer, such as its month or its day.
    var label: String
    var points: [CGPoint]
    /// A name for each point, where an item has several: "box origin", "box size".
    var names: [String]?

    init(_ label: String, points: [CGPoint], names: [String]? = nil) {
        self.label = label
        self.points = points
        self.names = names
    }

    /// One item per point, each named by its label: the points of a line.
    static func each(_ points: [CGPoint], labels: [String]) -> [ComparedItem] {
        points.enumerated().map { index, point in
            ComparedItem(labels.indices.contains(index) ? labels[index] : "#\(index)", points: [point])
        }
    }
}

/// What the items of a compared part are called, for the footer's sentence: "bar" and "bars".
struct ComparedNoun: Equatable, Sendable {
    var singular: String
    var plural: String

    init(_ singular: String, plural: String? = nil) {
        self.singular = singular
        self.plural = plural ?? singular + "s"
    }

    func counted(_ count: Int) -> String { "\(count) \(count == 1 ? singular : plural)" }
}

/// How the student's items of a part compare with the reference's, value by value.
///
/// ```
/// PartComparison(noun: ComparedNoun("point"), items: mine, expected: reference).summary
/// // "2 of your 12 points differ, by up to 14.0 px: Mar, Apr"
/// ```
///
/// The student's values are compared as the tests compare them, within ``tolerance``,
/// not by the cells they fall in: a bar a third of a pixel off differs on every canvas,
/// even where it is drawn on the same cell as the expected one. A missing value is NaN in
/// both, and that counts as a match; a point that is NaN in one only counts as a difference.
///
/// - Complexity: O(*n*) in the number of points.
struct PartComparison {
    /// What each item is, such as "bar".
    let noun: ComparedNoun
    let items: [ComparedItem]
    let expected: [ComparedItem]

    /// The tests' own tolerance: values closer than this are the same.
    static let tolerance: CGFloat = 1e-6

    /// The items that differ, each with its first differing point and how far it is off
    /// at most (not a finite number where one of the two is missing).
    var differences: [(index: Int, point: Int, distance: CGFloat)] {
        zip(items, expected).enumerated().compactMap { index, pair in
            let (item, wanted) = pair
            guard item.points.count == wanted.points.count else {
                return (index, min(item.points.count, wanted.points.count), .infinity)
            }
            var first: Int?
            var largest = CGFloat.zero
            for (offset, (point, target)) in zip(item.points, wanted.points).enumerated() {
                guard let distance = Self.distance(point, target) else { continue }
                if first == nil { first = offset }
                largest = distance.isFinite && largest.isFinite ? max(largest, distance) : .infinity
            }
            return first.map { (index, $0, largest) }
        }
    }

    /// How far `point` is from `target`, or `nil` when they are the same within the
    /// tolerance, both missing included.
    private static func distance(_ point: CGPoint, _ target: CGPoint) -> CGFloat? {
        func same(_ a: CGFloat, _ b: CGFloat) -> Bool {
            a.isNaN && b.isNaN || a == b || abs(a - b) <= tolerance
        }
        if same(point.x, target.x) && same(point.y, target.y) { return nil }
        let distance = hypot(point.x - target.x, point.y - target.y)
        return distance.isFinite ? distance : .infinity
    }

    /// The name of item `index` in the footer, with its point's name if it has several.
    private func name(of index: Int, point: Int) -> String {
        let item = items[index]
        guard let names = item.names, names.indices.contains(point) else { return item.label }
        return item.label + " " + names[point]
    }

    /// One line for the footer.
    var summary: String {
        guard items.count == expected.count else {
            return
                "you drew \(noun.counted(items.count)), where \(expected.count) \(expected.count == 1 ? "is" : "are") expected"
        }
        guard !items.isEmpty else { return "there are no \(noun.plural) to compare" }
        let differing = differences
        let largest = differing.map(\.distance).filter(\.isFinite).max()
        if items.count == 1 {
            guard let only = differing.first else { return "your \(noun.singular) matches the expected one" }
            let part = items[0].names.flatMap { $0.indices.contains(only.point) ? " (\($0[only.point]))" : nil } ?? ""
            return "your \(noun.singular) differs from the expected one"
                + (largest.map { " by \(formatted($0)) px" } ?? "") + part
        }
        guard !differing.isEmpty else { return "your \(noun.counted(items.count)) match the expected ones" }
        let names = differing.prefix(4).map { name(of: $0.index, point: $0.point) }
        let more = differing.count > 4 ? " and \(differing.count - 4) more" : ""
        let verb = differing.count == 1 ? "differs" : "differ"
        // The count and the distance first: a footer too narrow for the line cuts the names.
        return "\(differing.count) of your \(noun.counted(items.count)) \(verb)"
            + (largest.map { ", by up to \(formatted($0)) px" } ?? "")
            + ": " + names.joined(separator: ", ") + more
    }
}

import Foundation
import SampleData
import Testing

/// The rectangles the chapter's functions are tried in.
///
/// A chart's rectangle rarely starts at (0, 0): SwiftUI insets it by margins for the axis
/// labels, so every function must work from `rect.minX` and `rect.minY`.
enum ChartRects {
    /// At the origin, as in a `Shape`'s `path(in:)` without margins.
    static let atOrigin = CGRect(x: 0, y: 0, width: 300, height: 200)
    /// Inset by the lesson's margins: 48 points on the left, 16 on top.
    static let withMargins = CGRect(x: 48, y: 16, width: 300, height: 200)
    /// Narrow, with a negative x and fractional sizes.
    static let awkward = CGRect(x: -20, y: 35.5, width: 120.5, height: 64)

    static let all = [atOrigin, withMargins, awkward]
    /// The ones that do not start at the origin, where forgetting `rect.origin` shows.
    static let offset = [withMargins, awkward]
}

// Test arguments show as the dataset's name, not its twelve points.
extension Dataset: CustomTestStringConvertible {
    public var testDescription: String { name }
}

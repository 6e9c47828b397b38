import Foundation

/// A label under one bar, such as "06:00".
///
/// ```
/// HourLabel(index: 7, text: "06:00", x: 112.5)   // on the day the clocks go back
/// ```
public struct HourLabel: Hashable, Sendable {
    /// The index of the bar it belongs to.
    public let index: Int
    /// The local clock time, "HH:00".
    public let text: String
    /// Where its centre goes: the middle of its bar's slot.
    public let x: CGFloat

    public init(index: Int, text: String, x: CGFloat) {
        self.index = index
        self.text = text
        self.x = x
    }
}

import Foundation

/// A label under one bar, such as "06:00".
///
/// On 25 October 2026, the day the clocks go back, 06:00 is the 8th bar, index 7. In a
/// chart 300 points wide its 25 slots are 12 wide, so the label's centre is at
/// (7 + 0.5) × 12 = 90:
///
///     HourLabel(index: 7, text: "06:00", x: 90)
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

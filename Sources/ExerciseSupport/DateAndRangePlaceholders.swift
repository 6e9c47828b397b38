import Foundation

extension Date: Placeholder {
    /// `Date.distantPast`, the first of January in the year 1: no chart's data starts there.
    public static var placeholder: Date { .distantPast }
}

extension Range: Placeholder where Bound == Int {
    /// The empty `0..<0`: no indices at all.
    public static var placeholder: Range<Int> { 0..<0 }
}

import Foundation

/// Common mistake "ignoring rect origin": measures from 0 instead of from `rect.minX`,
/// which only works while the chart's rectangle starts at the left edge of the view.
public func xPosition(index: Int, count: Int, in rect: CGRect) -> CGFloat {
    guard count > 1 else { return rect.width / 2 }
    return rect.width * CGFloat(index) / CGFloat(count - 1)
}

import Foundation

/// Common mistake "unflipped y axis": measures from the top, as a maths graph would, and
/// so draws the chart upside down on a screen whose y grows downward.
public func yPosition(
    for value: Double, minimum: Double, maximum: Double, in rect: CGRect
) -> CGFloat {
    guard maximum != minimum else { return value.isNaN ? .nan : rect.midY }
    return rect.minY + rect.height * CGFloat((value - minimum) / (maximum - minimum))
}

import Foundation

/// Common mistake "hiding a gap on flat data": returns `rect.midY` for every value of flat
/// data, a missing one (NaN) too, so the flat line runs through the gap it should leave.
public func yPosition(
    for value: Double, minimum: Double, maximum: Double, in rect: CGRect
) -> CGFloat {
    guard maximum != minimum else { return rect.midY }
    let fraction = (value - minimum) / (maximum - minimum)
    return rect.maxY - rect.height * CGFloat(fraction)
}

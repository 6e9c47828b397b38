import Foundation

/// Common mistake "dropping missing values": filters the NaNs out before drawing, so every
/// value after a gap moves one place to the left and the gap disappears.
public func linePoints(for values: [Double], in rect: CGRect) -> [CGPoint] {
    let measured = values.filter { !$0.isNaN }
    guard measured.count > 1 else { return [] }
    let range = valueRange(of: measured)
    return measured.enumerated().map { index, value in
        CGPoint(
            x: xPosition(index: index, count: measured.count, in: rect),
            y: yPosition(for: value, minimum: range.lowerBound, maximum: range.upperBound, in: rect))
    }
}

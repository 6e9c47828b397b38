import ExerciseSupport
import Foundation

/// Exercise 4.5 · Tooltip placement
///
/// Returns where the centre of a tooltip card goes for the selected `point`: `gap` above
/// the point, kept inside `rect` from left to right, and below the point when there is
/// no room above.
///
/// SwiftUI's `.position(x:y:)` places a view's *centre*. The line graph lesson positions
/// its 120 by 60 point card with
///
///     .position(x: min(max(x, 60), width - 60), y: max(y - 40, 30))
///
/// The x part is a *clamp*: the centre stays at least half the card's width (60) from
/// either side, so the card never sticks out. Write it for any card and any rectangle:
/// between `rect.minX + size.width / 2` and `rect.maxX - size.width / 2`. (A card wider
/// than the chart cannot fit at all: centre it, at `rect.midX`.)
///
/// The y part puts the centre `gap + size.height / 2` above the point (10 + 30 = 40 in
/// the lesson). Near the top, the lesson pushes the card down with `max(..., 30)`, and
/// then it covers the very point the finger is on. Do better: when the card's top edge
/// (centre y - height / 2) would be above `rect.minY`, *flip* the card below the point,
/// its centre `gap + size.height / 2` under it.
///
/// Worked example: the lesson's card, `CGSize(width: 120, height: 60)`, gap 10, in
/// `CGRect(x: 0, y: 0, width: 390, height: 260)`.
///
///     let card = CGSize(width: 120, height: 60)
///     let chart = CGRect(x: 0, y: 0, width: 390, height: 260)
///     tooltipCenter(for: CGPoint(x: 200, y: 150), size: card, gap: 10, in: chart)   // (x: 200, y: 110): centred, 40 above
///     tooltipCenter(for: CGPoint(x: 20, y: 150), size: card, gap: 10, in: chart)    // (x: 60, y: 110): kept inside
///     tooltipCenter(for: CGPoint(x: 200, y: 50), size: card, gap: 10, in: chart)    // (x: 200, y: 90): flipped below
///
/// Swift hint: `min(max(value, low), high)` clamps a value between `low` and `high`.
///
/// - Parameters:
///   - point: The selected point, where the finger is.
///   - size: The card's size.
///   - gap: The space between the point and the card's nearest edge.
///   - rect: The chart's rectangle, which the card must stay inside horizontally.
/// - Returns: The centre of the card.
public func tooltipCenter(for point: CGPoint, size: CGSize, gap: CGFloat, in rect: CGRect) -> CGPoint {
    let (w, h) = (size.width / 2, size.height / 2)
    let x = size.width > rect.width ? rect.midX : min(max(point.x, rect.minX + w), rect.maxX - w)
    let above = point.y - gap - h
    return CGPoint(x: x, y: above - h < rect.minY ? point.y + gap + h : above)
}

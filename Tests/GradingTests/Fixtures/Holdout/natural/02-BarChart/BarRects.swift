import ExerciseSupport
import Foundation

/// Exercise 2.2 · The bars
///
/// Returns the rectangle of each hour's bar in `rect`, one per price, in order; `nil`
/// where the price is missing, so that hour's slot stays empty.
///
/// Cut the width into equal *slots*, one per hour: `slot = rect.width / count`. Each bar
/// is the slot less the `gap`, and stands in the middle of its slot, with half the gap
/// on its left and half on its right, so that two neighbouring bars are one whole gap
/// apart:
///
///     |<------ slot ------>|<------ slot ------>|
///     | gap/2 |  bar  | gap/2 | gap/2 |  bar  | gap/2 |
///
///     width  = max(0, slot - gap)
///     x      = rect.minX + index × slot + (slot - width) / 2
///
/// In a chart of ordinary width, `(slot - width) / 2` is simply `gap / 2`. In a very
/// narrow one the gap is wider than a slot: `slot - gap` would be a negative width, so
/// the bar is 0 wide instead, and the same formula puts it in the middle of its slot.
///
/// The bars stand on the bottom edge and grow up. Screen y grows *downward*, so a bar of
/// height `h` starts at `y = rect.maxY - h`. The height is exercise 2.1's
/// `barHeight(for:maximum:height:)`, with the day's highest known price as the maximum.
///
/// Worked example, the winter day (24 prices, highest €0.326) in a 300 × 200 rectangle at
/// the origin, gap 2. The slots are 300 / 24 = 12.5 wide, so every bar is 10.5 wide. The
/// 00:00 bar (€0.098) is 0.098 / 0.326 × 180 ≈ 54.11 tall; the 18:00 bar, the tallest, is
/// 180 tall, with a tenth of the height free above it:
///
///     let winter = HourlyPriceDay.winterWeekday2026
///     let winterDay = zip(winter.hourStarts, winter.prices).map { EnergyPrice(start: $0, price: $1) }
///     let rect = CGRect(x: 0, y: 0, width: 300, height: 200)
///     barRects(for: winterDay, in: rect, gap: 2)[0]!    // (x: 1, y: 145.89, width: 10.5, height: 54.11)
///     barRects(for: winterDay, in: rect, gap: 2)[18]!   // (x: 226, y: 20, width: 10.5, height: 180)
///
/// The gap is whatever the caller gives. With a gap of 5 the same bars are 7.5 wide and
/// start 2.5 into their slots; with a gap of 0 they fill their slots and touch:
///
///     barRects(for: winterDay, in: rect, gap: 5)[18]!   // (x: 227.5, y: 20, width: 7.5, height: 180)
///     barRects(for: winterDay, in: rect, gap: 0)[18]!   // (x: 225, y: 20, width: 12.5, height: 180)
///
/// Here all prices are zero or more; exercise 2.3 adds prices below zero. A chart 20
/// points wide has slots of 20 / 24 ≈ 0.83, narrower than the gap of 2: each bar is 0
/// wide, at the middle of its slot, `x = rect.minX + (index + 0.5) × 20 / 24`.
///
/// Swift hints: `prices.compactMap(\.price)` gives the prices that are not `nil`, and
/// `.max()` their maximum. `Double(count)` or `CGFloat(count)` before you divide: an `Int`
/// divided by an `Int` drops the fraction.
///
/// - Parameters:
///   - prices: The day's prices, one per hour.
///   - rect: The rectangle the chart is drawn in.
///   - gap: The space between two bars.
/// - Returns: One rectangle per hour, `nil` where the price is missing.
public func barRects(for prices: [EnergyPrice], in rect: CGRect, gap: CGFloat = 2) -> [CGRect?] {
    guard !prices.isEmpty else { return [] }
    let highest = prices.compactMap(\.price).max() ?? 0
    let slot = rect.width / CGFloat(prices.count)
    let width = max(0, slot - gap)
    let inset = (slot - width) / 2

    return prices.enumerated().map { index, hour in
        guard let price = hour.price else { return nil }
        let height = barHeight(for: price, maximum: highest, height: rect.height)
        return CGRect(
            x: rect.minX + CGFloat(index) * slot + inset,
            y: rect.maxY - height,
            width: width,
            height: height
        )
    }
}

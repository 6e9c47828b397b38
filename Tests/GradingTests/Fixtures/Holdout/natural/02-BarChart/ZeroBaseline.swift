import ExerciseSupport
import Foundation

/// Exercise 2.3 · Below zero
///
/// On a sunny spring day, solar panels make more power than anyone needs and the price
/// drops below zero: the buyer is paid to take electricity. A bar of a negative price
/// hangs *down* from a zero line, and the zero line moves up to make room.
///
/// `priceY(for:minimum:maximum:in:)` returns the y of any price on a scale that holds the
/// day's lowest price, its highest price and zero. Stretch the range to include zero,
/// then reuse exercise 2.1 with the whole span as the "maximum":
///
///     lower = min(minimum, 0),  upper = max(maximum, 0),  span = upper - lower
///     zero line:  zeroY = rect.maxY - barHeight(for: -lower, maximum: span, height: rect.height)
///     a price:    y     = zeroY     - barHeight(for: value,  maximum: span, height: rect.height)
///
/// A negative value makes `barHeight` negative, so its y lands *below* the zero line.
/// With no negative prices, `lower` is 0 and the zero line is the bottom edge, as in 2.2.
///
/// `barRectsAroundZero(for:in:gap:)` is 2.2's bars on that scale: each bar spans from the
/// zero line to its price's y, whichever is higher on screen being its top (`min` of the
/// two), and its height the distance between them. Missing prices stay `nil`; with no
/// known price at all every slot is `nil`.
///
/// Worked example, the sunny Sunday of 19 April 2026 (lowest €-0.052 at 12:00, highest
/// €0.171 at 20:00) in a 300 × 200 rectangle at the origin. The span is 0.223, and the
/// zero line 0.052 / 0.223 × 180 ≈ 41.97 points above the bottom:
///
///     let rect = CGRect(x: 0, y: 0, width: 300, height: 200)
///     priceY(for: 0, minimum: -0.052, maximum: 0.171, in: rect)       // 158.03: the zero line
///     priceY(for: 0.171, minimum: -0.052, maximum: 0.171, in: rect)   // 20: the top bar, headroom above
///     priceY(for: -0.052, minimum: -0.052, maximum: 0.171, in: rect)  // 200: the deepest bar, on the bottom
///
/// The 12:00 bar hangs from 158.03 down to 200; the 20:00 bar stands from 20 to 158.03.
/// Their slots and widths are 2.2's, with the gap you are given:
///
///     let sunny = HourlyPriceDay.sunnySpringSunday2026
///     let sunnyDay = zip(sunny.hourStarts, sunny.prices).map { EnergyPrice(start: $0, price: $1) }
///     barRectsAroundZero(for: sunnyDay, in: rect, gap: 2)[12]!   // (x: 151, y: 158.03, width: 10.5, height: 41.97)
///     barRectsAroundZero(for: sunnyDay, in: rect, gap: 2)[20]!   // (x: 251, y: 20, width: 10.5, height: 138.03)
///     barRectsAroundZero(for: sunnyDay, in: rect, gap: 6)[20]!   // (x: 253, y: 20, width: 6.5, height: 138.03)
///
/// A day whose prices are all negative has its zero line near the top (`rect.maxY -
/// 0.9 × height`) and every bar hangs from it.
///
/// - Parameters:
///   - value: The price to place.
///   - minimum: The lowest price of the day.
///   - maximum: The highest price of the day.
///   - rect: The rectangle the chart is drawn in.
/// - Returns: The price's y.
public func priceY(for value: Double, minimum: Double, maximum: Double, in rect: CGRect) -> CGFloat {
    let lower = min(minimum, 0)
    let upper = max(maximum, 0)
    let span = upper - lower
    let zeroY = rect.maxY - barHeight(for: -lower, maximum: span, height: rect.height)
    return zeroY - barHeight(for: value, maximum: span, height: rect.height)
}

/// Exercise 2.3 · Below zero: each hour's bar, growing up from the zero line or down
/// from it; `nil` where the price is missing. See ``priceY(for:minimum:maximum:in:)``.
///
/// - Parameters:
///   - prices: The day's prices, one per hour.
///   - rect: The rectangle the chart is drawn in.
///   - gap: The space between two bars, split on both sides as in exercise 2.2.
/// - Returns: One rectangle per hour, `nil` where the price is missing.
public func barRectsAroundZero(for prices: [EnergyPrice], in rect: CGRect, gap: CGFloat = 2) -> [CGRect?] {
    let known = prices.compactMap(\.price)
    guard let lowest = known.min(), let highest = known.max() else {
        return Array(repeating: nil, count: prices.count)
    }

    let slot = rect.width / CGFloat(prices.count)
    let width = max(0, slot - gap)
    let zeroY = priceY(for: 0, minimum: lowest, maximum: highest, in: rect)

    var bars: [CGRect?] = []
    for (index, hour) in prices.enumerated() {
        guard let price = hour.price else {
            bars.append(nil)
            continue
        }
        let y = priceY(for: price, minimum: lowest, maximum: highest, in: rect)
        let x = rect.minX + CGFloat(index) * slot + (slot - width) / 2
        bars.append(CGRect(x: x, y: min(y, zeroY), width: width, height: abs(zeroY - y)))
    }
    return bars
}

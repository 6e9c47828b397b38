import Foundation

/// Exercise 2.2, as hint 2 puts it: each bar `max(0, slot - gap)` wide, its x the slot's
/// left edge plus `(slot - width) / 2`.
public func barRects(for prices: [EnergyPrice], in rect: CGRect, gap: CGFloat = 2) -> [CGRect?] {
    if prices.isEmpty { return [] }
    let highest = prices.compactMap(\.price).max() ?? 0
    let slot = rect.width / CGFloat(prices.count)
    let width = max(0, slot - gap)
    var bars: [CGRect?] = []
    for (index, hour) in prices.enumerated() {
        guard let price = hour.price else {
            bars.append(nil)
            continue
        }
        let slotLeft = rect.minX + CGFloat(index) * slot
        let x = slotLeft + (slot - width) / 2
        let h = barHeight(for: price, maximum: highest, height: rect.height)
        bars.append(CGRect(x: x, y: rect.maxY - h, width: width, height: h))
    }
    return bars
}

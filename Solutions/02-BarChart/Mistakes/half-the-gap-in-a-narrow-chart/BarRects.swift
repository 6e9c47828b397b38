import Foundation

/// Exercise 2.2: one bar per hour in equal slots, standing on the bottom edge.
public func barRects(for prices: [EnergyPrice], in rect: CGRect, gap: CGFloat = 2) -> [CGRect?] {
    guard !prices.isEmpty else { return [] }
    let maximum = prices.compactMap(\.price).max() ?? 0
    let slotWidth = rect.width / CGFloat(prices.count)
    let barWidth = max(0, slotWidth - gap)
    return prices.enumerated().map { index, hour in
        guard let price = hour.price else { return nil }
        let height = barHeight(for: price, maximum: maximum, height: rect.height)
        // Mistake: half the gap is the offset only while the slot is wider than the gap.
        let x = rect.minX + CGFloat(index) * slotWidth + gap / 2
        return CGRect(x: x, y: rect.maxY - height, width: barWidth, height: height)
    }
}

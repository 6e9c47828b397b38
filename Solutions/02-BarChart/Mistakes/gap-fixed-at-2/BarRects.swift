import Foundation

/// Exercise 2.2: one bar per hour in equal slots, standing on the bottom edge.
public func barRects(for prices: [EnergyPrice], in rect: CGRect, gap: CGFloat = 2) -> [CGRect?] {
    guard !prices.isEmpty else { return [] }
    let maximum = prices.compactMap(\.price).max() ?? 0
    let slotWidth = rect.width / CGFloat(prices.count)
    // Mistake: 2, the default gap, whatever gap is given.
    let barWidth = max(0, slotWidth - 2)
    return prices.enumerated().map { index, hour in
        guard let price = hour.price else { return nil }
        let height = barHeight(for: price, maximum: maximum, height: rect.height)
        let x = rect.minX + CGFloat(index) * slotWidth + (slotWidth - barWidth) / 2
        return CGRect(x: x, y: rect.maxY - height, width: barWidth, height: height)
    }
}

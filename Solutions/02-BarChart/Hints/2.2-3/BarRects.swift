import Foundation

/// Exercise 2.2, as hint 3 puts it: a bar of height h starts at `rect.maxY - h`, and a
/// missing price gives `nil`.
public func barRects(for prices: [EnergyPrice], in rect: CGRect, gap: CGFloat = 2) -> [CGRect?] {
    guard prices.count > 0 else { return [] }
    let maximum = prices.compactMap(\.price).max() ?? 0
    let slot = rect.width / CGFloat(prices.count)
    let width = max(0, slot - gap)
    return prices.indices.map { index in
        guard let price = prices[index].price else { return nil }
        let h = barHeight(for: price, maximum: maximum, height: rect.height)
        let x = rect.minX + CGFloat(index) * slot + (slot - width) / 2
        return CGRect(x: x, y: rect.maxY - h, width: width, height: h)
    }
}

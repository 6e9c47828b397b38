import Foundation

/// Exercise 2.3: the y of a price on a scale that holds both the lowest and the highest
/// price and zero.
public func priceY(for value: Double, minimum: Double, maximum: Double, in rect: CGRect) -> CGFloat {
    let lower = min(minimum, 0)
    let upper = max(maximum, 0)
    let span = upper - lower
    let zeroY = rect.maxY - barHeight(for: -lower, maximum: span, height: rect.height)
    return zeroY - barHeight(for: value, maximum: span, height: rect.height)
}

/// Exercise 2.3: bars that grow up from the zero baseline, or down from it.
public func barRectsAroundZero(for prices: [EnergyPrice], in rect: CGRect, gap: CGFloat = 2) -> [CGRect?] {
    let known = prices.compactMap(\.price)
    guard let minimum = known.min(), let maximum = known.max() else { return prices.map { _ in nil } }
    let slotWidth = rect.width / CGFloat(prices.count)
    let barWidth = max(0, slotWidth - gap)
    let zeroY = priceY(for: 0, minimum: minimum, maximum: maximum, in: rect)
    return prices.enumerated().map { index, hour in
        guard let price = hour.price else { return nil }
        let y = priceY(for: price, minimum: minimum, maximum: maximum, in: rect)
        let x = rect.minX + CGFloat(index) * slotWidth + (slotWidth - barWidth) / 2
        return CGRect(x: x, y: min(y, zeroY), width: barWidth, height: abs(zeroY - y))
    }
}

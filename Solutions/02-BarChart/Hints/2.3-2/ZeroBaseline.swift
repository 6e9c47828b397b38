import Foundation

/// Exercise 2.3, as hint 2 puts it: the zero line `barHeight(for: -lower, maximum: span,
/// height: rect.height)` above `rect.maxY`, and a price its own `barHeight` above the zero
/// line.
public func priceY(for value: Double, minimum: Double, maximum: Double, in rect: CGRect) -> CGFloat {
    let lower = min(minimum, 0)
    let span = max(maximum, 0) - lower
    let zeroLine = rect.maxY - barHeight(for: -lower, maximum: span, height: rect.height)
    let above = barHeight(for: value, maximum: span, height: rect.height)
    return zeroLine - above
}

/// Exercise 2.3: bars that grow up from the zero baseline, or down from it.
public func barRectsAroundZero(for prices: [EnergyPrice], in rect: CGRect, gap: CGFloat = 2) -> [CGRect?] {
    let known = prices.compactMap(\.price)
    guard let lowest = known.min(), let highest = known.max() else { return prices.map { _ in nil } }
    let slot = rect.width / CGFloat(prices.count)
    let width = max(0, slot - gap)
    let zero = priceY(for: 0, minimum: lowest, maximum: highest, in: rect)
    return prices.enumerated().map { index, hour in
        guard let price = hour.price else { return nil }
        let y = priceY(for: price, minimum: lowest, maximum: highest, in: rect)
        let x = rect.minX + CGFloat(index) * slot + (slot - width) / 2
        return CGRect(x: x, y: min(y, zero), width: width, height: abs(zero - y))
    }
}

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

/// Exercise 2.3, as hint 3 puts it: the zero line is `priceY(for: 0, ...)`; a bar runs from
/// there to its price's y, its top the smaller of the two, its height their distance;
/// slots, widths and the gap as in 2.2.
public func barRectsAroundZero(for prices: [EnergyPrice], in rect: CGRect, gap: CGFloat = 2) -> [CGRect?] {
    let known = prices.compactMap(\.price)
    guard !known.isEmpty else { return Array(repeating: nil, count: prices.count) }
    let minimum = known.min()!
    let maximum = known.max()!
    let zeroLine = priceY(for: 0, minimum: minimum, maximum: maximum, in: rect)
    let slot = rect.width / CGFloat(prices.count)
    let width = max(0, slot - gap)
    var bars: [CGRect?] = []
    for (index, hour) in prices.enumerated() {
        if let price = hour.price {
            let y = priceY(for: price, minimum: minimum, maximum: maximum, in: rect)
            let top = min(zeroLine, y)
            let height = abs(y - zeroLine)
            bars.append(
                CGRect(x: rect.minX + CGFloat(index) * slot + (slot - width) / 2, y: top, width: width, height: height))
        } else {
            bars.append(nil)
        }
    }
    return bars
}

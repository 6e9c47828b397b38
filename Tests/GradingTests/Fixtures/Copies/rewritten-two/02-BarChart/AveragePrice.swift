import Foundation

/// Exercise 2.4: the mean of the prices that are known.
public func averagePrice(of prices: [EnergyPrice]) -> Double? {
    let known = prices.compactMap(\.price)
    guard !known.isEmpty else { return nil }
    return known.reduce(0, +) / Double(known.count)
}

/// Exercise 2.4: the y of the average's reference line, on the bars' scale.
public func averageLineY(for prices: [EnergyPrice], in rect: CGRect) -> CGFloat? {
    let known = prices.compactMap(\.price)
    guard let average = averagePrice(of: prices), let minimum = known.min(), let maximum = known.max() else {
        return nil
    }
    return priceY(for: average, minimum: minimum, maximum: maximum, in: rect)
}

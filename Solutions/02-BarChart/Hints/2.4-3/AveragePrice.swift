import Foundation

/// Exercise 2.4: the mean of the prices that are known.
public func averagePrice(of prices: [EnergyPrice]) -> Double? {
    let known = prices.compactMap(\.price)
    guard !known.isEmpty else { return nil }
    return known.reduce(0, +) / Double(known.count)
}

/// Exercise 2.4, as hint 3 puts it: 2.3's `priceY` of the average, with the lowest and the
/// highest known price as its `minimum` and `maximum`; `nil` without a known price.
public func averageLineY(for prices: [EnergyPrice], in rect: CGRect) -> CGFloat? {
    guard let average = averagePrice(of: prices) else { return nil }
    let known = prices.compactMap(\.price)
    return priceY(for: average, minimum: known.min()!, maximum: known.max()!, in: rect)
}

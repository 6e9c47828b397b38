import Foundation

/// Exercise 2.4, as hint 2 puts it: `compactMap` drops the `nil` prices, then the mean of
/// what is left.
public func averagePrice(of prices: [EnergyPrice]) -> Double? {
    let known = prices.compactMap { $0.price }
    if known.count == 0 { return nil }
    var sum = 0.0
    for price in known { sum += price }
    return sum / Double(known.count)
}

/// Exercise 2.4: the y of the average's reference line, on the bars' scale.
public func averageLineY(for prices: [EnergyPrice], in rect: CGRect) -> CGFloat? {
    let known = prices.compactMap { $0.price }
    guard let average = averagePrice(of: prices), let lowest = known.min(), let highest = known.max() else {
        return nil
    }
    return priceY(for: average, minimum: lowest, maximum: highest, in: rect)
}

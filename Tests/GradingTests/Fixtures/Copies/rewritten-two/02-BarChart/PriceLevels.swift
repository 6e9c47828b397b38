/// Exercise 2.8: the level of an hour's price; `nil` when the price is missing.
public func priceLevel(for hour: EnergyPrice) -> PriceLevel? {
    guard let price = hour.price else { return nil }
    guard price >= 0 else { return .negative }
    if price < 0.10 { return .cheap }
    if price < 0.20 { return .normal }
    if price < 0.30 { return .expensive }
    return .veryExpensive
}

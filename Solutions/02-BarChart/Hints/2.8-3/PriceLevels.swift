/// Exercise 2.8, as hint 3 puts it: `<` against the next level's lower bound.
public func priceLevel(for hour: EnergyPrice) -> PriceLevel? {
    guard let price = hour.price else { return nil }
    if price < 0 {
        return .negative
    } else if price < 0.10 {
        return .cheap
    } else if price < 0.20 {
        return .normal
    } else if price < 0.30 {
        return .expensive
    } else {
        return .veryExpensive
    }
}

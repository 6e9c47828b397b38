import ExerciseSupport

/// Exercise 2.8 · Price levels
///
/// Returns the level of an hour's price, which picks its bar's colour; `nil` when the
/// price is missing, because an unknown price is neither cheap nor expensive.
///
/// The thresholds are fixed, in euro per kWh, and each lower bound belongs to the level
/// it starts (see ``PriceLevel``):
///
///     below 0           .negative
///     0 up to 0.10      .cheap
///     0.10 up to 0.20   .normal
///     0.20 up to 0.30   .expensive
///     0.30 and above    .veryExpensive
///
/// Worked example, hours of the winter day and the sunny Sunday (a level's `rawValue` is
/// its name as a `String`, "cheap" for `.cheap`):
///
///     let t = Date(timeIntervalSince1970: 1_768_345_200)
///     priceLevel(for: EnergyPrice(start: t, price: 0.098))?.rawValue    // "cheap": 00:00 in winter
///     priceLevel(for: EnergyPrice(start: t, price: 0.10))?.rawValue     // "normal": the bound belongs to normal
///     priceLevel(for: EnergyPrice(start: t, price: 0.326))?.rawValue    // "veryExpensive": 18:00 in winter
///     priceLevel(for: EnergyPrice(start: t, price: -0.052))?.rawValue   // "negative": sunny noon
///     priceLevel(for: EnergyPrice(start: t, price: 0))?.rawValue        // "cheap": free is not negative
///     priceLevel(for: EnergyPrice(start: t, price: nil))                // nil: a missing price
///
/// Swift hint: test from the bottom up, `if price < 0.10 { return .cheap }`, and each
/// later test can assume the earlier ones failed.
///
/// - Parameter hour: One hour's price.
/// - Returns: The price's level, or `nil` when the price is missing.
public func priceLevel(for hour: EnergyPrice) -> PriceLevel? {
    // a missing price has no level
    if hour.price == nil {
        return nil
    }
    let priceOfTheHour = hour.price!

    // check from the bottom up; a price on a threshold goes up a level
    if priceOfTheHour < 0 {
        return .negative
    } else if priceOfTheHour < 0.10 {
        return .cheap
    } else if priceOfTheHour < 0.20 {
        return .normal
    } else if priceOfTheHour < 0.30 {
        return .expensive
    } else {
        return .veryExpensive
    }
}

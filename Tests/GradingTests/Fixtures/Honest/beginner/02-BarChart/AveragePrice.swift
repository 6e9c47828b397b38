import ExerciseSupport
import Foundation

/// Exercise 2.4 · Average line (the lesson's first assignment)
///
/// `averagePrice(of:)` returns the day's mean price: the sum of the known prices divided
/// by *how many are known*. A missing hour is not free; it is unknown, so it is left out
/// of the sum *and* of the count. With no known price there is no average: `nil`.
///
/// Worked example, the summer day of 10 June 2026, whose 14:00 price is missing. Its 23
/// known prices add up to €2.268, so the average is 2.268 / 23 ≈ €0.0986. Dividing by 24
/// would give €0.0945, as though the missing hour had cost nothing.
///
///     let winter = HourlyPriceDay.winterWeekday2026
///     let winterDay = zip(winter.hourStarts, winter.prices).map { EnergyPrice(start: $0, price: $1) }
///     let june = HourlyPriceDay.missingHour2026
///     let missingHour = zip(june.hourStarts, june.prices).map { EnergyPrice(start: $0, price: $1) }
///     averagePrice(of: winterDay)    // 0.17575: 4.218 / 24
///     averagePrice(of: missingHour)  // 0.098608...: 2.268 / 23
///
/// `averageLineY(for:in:)` returns the y of the dashed reference line drawn across the
/// chart at that average, on the same scale as the bars: exercise 2.3's
/// `priceY(for:minimum:maximum:in:)` with the day's lowest and highest known prices. In a
/// 300 × 200 rectangle at the origin, the winter day's line lies at
/// 200 - 0.17575 / 0.326 × 200 × 0.9 ≈ 102.96. `nil` when there is no average:
///
///     averageLineY(for: winterDay, in: CGRect(x: 0, y: 0, width: 300, height: 200))   // 102.96
///     averageLineY(for: [], in: CGRect(x: 0, y: 0, width: 300, height: 200))          // nil
///
/// - Parameter prices: The day's prices, one per hour.
/// - Returns: The average of the known prices, or `nil` when none is known.
public func averagePrice(of prices: [EnergyPrice]) -> Double? {
    var sumOfKnownPrices: Double = 0
    var numberOfKnownPrices = 0

    for i in 0..<prices.count {
        // a missing price is unknown, so it is left out of the sum and the count
        if let priceOfThisHour = prices[i].price {
            sumOfKnownPrices = sumOfKnownPrices + priceOfThisHour
            numberOfKnownPrices = numberOfKnownPrices + 1
        }
    }

    if numberOfKnownPrices == 0 {
        return nil
    }
    let averageOfKnownPrices = sumOfKnownPrices / Double(numberOfKnownPrices)
    return averageOfKnownPrices
}

/// Exercise 2.4 · Average line: the y of the average's reference line; see
/// ``averagePrice(of:)``.
///
/// - Parameters:
///   - prices: The day's prices, one per hour.
///   - rect: The rectangle the chart is drawn in.
/// - Returns: The line's y, or `nil` when no price is known.
public func averageLineY(for prices: [EnergyPrice], in rect: CGRect) -> CGFloat? {
    // first the average itself
    let averageOfTheDay = averagePrice(of: prices)
    if averageOfTheDay == nil {
        return nil
    }

    // then the lowest and the highest known price, for the same scale as the bars
    var lowestKnownPrice: Double = 0
    var highestKnownPrice: Double = 0
    var foundAKnownPrice = false
    for i in 0..<prices.count {
        if let priceOfThisHour = prices[i].price {
            if foundAKnownPrice == false {
                lowestKnownPrice = priceOfThisHour
                highestKnownPrice = priceOfThisHour
                foundAKnownPrice = true
            } else {
                if priceOfThisHour < lowestKnownPrice {
                    lowestKnownPrice = priceOfThisHour
                }
                if priceOfThisHour > highestKnownPrice {
                    highestKnownPrice = priceOfThisHour
                }
            }
        }
    }

    let yOfTheAverageLine = priceY(for: averageOfTheDay!, minimum: lowestKnownPrice, maximum: highestKnownPrice, in: rect)
    return yOfTheAverageLine
}

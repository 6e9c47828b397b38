import Foundation

/// The price of electricity for one hour of the day, as the bars of the chart show it.
///
/// A missing price is `nil`, not zero: an hour the exchange did not publish is unknown,
/// and a bar of height zero would say that it was free.
///
/// ```
/// let hour = EnergyPrice(start: midnight, price: 0.098)   // 9.8 cents per kWh
/// let gap = EnergyPrice(start: midnight, price: nil)      // no price for this hour
/// ```
public struct EnergyPrice: Hashable, Sendable {
    /// The instant the hour begins.
    public let start: Date
    /// The price in euro per kWh, or `nil` when it is missing. It can be below zero.
    public let price: Double?

    public init(start: Date, price: Double?) {
        self.start = start
        self.price = price
    }
}

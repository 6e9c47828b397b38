import Foundation

/// The price of electricity for one hour of the day, as the bars of the chart show it.
///
/// A missing price is `nil`, not zero: an hour the exchange did not publish is unknown,
/// and a bar of height zero would say that it was free.
///
/// Midnight of 14 January 2026 in Amsterdam, at 9.8 cents per kWh, and an hour whose
/// price never arrived:
///
///     let midnight = Date(timeIntervalSince1970: 1_768_345_200)
///     let hour = EnergyPrice(start: midnight, price: 0.098)
///     let missing = EnergyPrice(start: midnight.addingTimeInterval(3600), price: nil)
///     hour.price      // 0.098
///     missing.price   // nil
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

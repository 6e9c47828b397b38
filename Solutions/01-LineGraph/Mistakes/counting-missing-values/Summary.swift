import Foundation

/// Common mistake "counting missing values": leaves the NaNs out of the sum but still
/// divides by the number of all values, which pulls the average down.
public func summary(of values: [Double]) -> (minimum: Double, average: Double, maximum: Double)? {
    let measured = values.filter { !$0.isNaN }
    guard let minimum = measured.min(), let maximum = measured.max() else { return nil }
    return (minimum, measured.reduce(0, +) / Double(values.count), maximum)
}

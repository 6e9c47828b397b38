import Foundation

/// Hint 1.6-3 followed literally: line `i` is `maximum - Double(i) * step`, with the
/// one-line case kept apart.
public func gridLineValues(count: Int, minimum: Double, maximum: Double) -> [Double] {
    if count < 1 { return [] }
    if count == 1 { return [maximum] }
    let step = (maximum - minimum) / Double(count - 1)
    var values: [Double] = []
    for i in 0..<count {
        values.append(maximum - Double(i) * step)
    }
    return values
}

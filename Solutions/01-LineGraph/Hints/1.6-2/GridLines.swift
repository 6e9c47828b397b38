import Foundation

/// Hint 1.6-2 followed literally: the cases of the doc comment first, then from `maximum`
/// down by `(maximum - minimum) / (count - 1)`, one subtraction after another.
public func gridLineValues(count: Int, minimum: Double, maximum: Double) -> [Double] {
    if count <= 0 { return [] }
    if count == 1 { return [maximum] }
    let step = (maximum - minimum) / Double(count - 1)
    var values: [Double] = []
    var value = maximum
    while values.count < count {
        values.append(value)
        value -= step
    }
    return values
}

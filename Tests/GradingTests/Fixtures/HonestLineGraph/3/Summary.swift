import Foundation

public func summary(of values: [Double]) -> (minimum: Double, average: Double, maximum: Double)? {
    let present = values.filter { !$0.isNaN }.sorted()
    guard !present.isEmpty else {
        return nil
    }
    var sum: Double = 0
    for value in present {
        sum += value
    }
    return (minimum: present[0], average: sum / Double(present.count), maximum: present[present.count - 1])
}

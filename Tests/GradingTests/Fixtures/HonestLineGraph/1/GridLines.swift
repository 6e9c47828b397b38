import Foundation

public func gridLineValues(count: Int, minimum: Double, maximum: Double) -> [Double] {
    var result: [Double] = []
    if count <= 0 {
        return result
    }
    if count == 1 {
        result.append(maximum)
        return result
    }
    let gap = (maximum - minimum) / Double(count - 1)
    var i = 0
    while i < count {
        result.append(maximum - Double(i) * gap)
        i += 1
    }
    return result
}

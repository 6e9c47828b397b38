import Foundation

public func gridLineValues(count: Int, minimum: Double, maximum: Double) -> [Double] {
    if count < 1 {
        return []
    } else if count == 1 {
        return [maximum]
    }
    var lines: [Double] = [Double]()
    let difference: Double = maximum - minimum
    let pieces: Double = Double(count) - 1.0
    for number in 0..<count {
        let value: Double = maximum - difference * Double(number) / pieces
        lines.append(value)
    }
    return lines
}

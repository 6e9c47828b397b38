import Foundation

public func gridLineValues(count: Int, minimum: Double, maximum: Double) -> [Double] {
    guard count > 0 else {
        return []
    }
    guard count > 1 else {
        return [maximum]
    }
    let intervals = Double(count - 1)
    return Array(0..<count).map { line in
        let t = Double(line) / intervals
        return maximum + (minimum - maximum) * t
    }
}

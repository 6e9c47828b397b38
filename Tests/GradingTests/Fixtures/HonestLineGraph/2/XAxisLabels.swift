import Foundation

public func visibleLabelIndices(count: Int) -> [Int] {
    let every = count > 12 ? 2 : 1
    return (0..<Swift.max(0, count)).filter { $0 % every == 0 }
}

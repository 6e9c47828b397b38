import Foundation

public func visibleLabelIndices(count: Int) -> [Int] {
    var indices: [Int] = [Int]()
    if count <= 0 {
        return indices
    }
    for index in 0..<count {
        if count <= 12 {
            indices.append(index)
        } else if index % 2 == 0 {
            indices.append(index)
        }
    }
    return indices
}

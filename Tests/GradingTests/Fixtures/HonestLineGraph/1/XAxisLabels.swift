import Foundation

public func visibleLabelIndices(count: Int) -> [Int] {
    var shown: [Int] = []
    var i = 0
    while i < count {
        shown.append(i)
        if count > 12 {
            i += 2
        } else {
            i += 1
        }
    }
    return shown
}

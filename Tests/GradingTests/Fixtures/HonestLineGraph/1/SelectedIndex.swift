import Foundation

public func selectedIndex(forTapAt x: CGFloat, count: Int, in rect: CGRect) -> Int? {
    if count == 0 || count < 0 {
        return nil
    }
    if count == 1 || rect.width <= 0 {
        return 0
    }
    let spacing = rect.width / CGFloat(count - 1)
    var index = Int(((x - rect.minX) / spacing).rounded())
    if index < 0 {
        index = 0
    }
    if index > count - 1 {
        index = count - 1
    }
    return index
}

import Foundation

public func gridLineValues(count: Int, minimum: Double, maximum: Double) -> [Double] {
    switch count {
    case ..<1:
        return []
    case 1:
        return [maximum]
    default:
        let spacing = (maximum - minimum) / Double(count - 1)
        return (0..<count).reversed().map { minimum + spacing * Double($0) }
    }
}

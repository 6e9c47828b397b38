/* written by me */
import Foundation

public func gridLineValues(count n: Int , minimum bottomValue: Double , maximum topValue: Double) -> [Double] {
	guard n > 1 else { return n == 1 ? [topValue] : [] }
	let spacing = (topValue - bottomValue) / Double(n - 1)
	return (0..<n).map { curve in topValue - spacing * Double(curve) }
}

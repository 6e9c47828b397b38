/* written by me */
import Foundation

public func yPosition(
	for v: Double , minimum bottomValue: Double , maximum topValue: Double , in box: CGRect
) -> CGFloat {
	guard topValue != bottomValue else { return v.isNaN ? .nan : box.midY }
	let t = (v - bottomValue) / (topValue - bottomValue)
	return box.maxY - box.height * CGFloat(t)
}

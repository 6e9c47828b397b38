/* written by me */
import Foundation

public func selectedIndex(forTapAt location: CGFloat , count n: Int , in box: CGRect) -> Int? {
	guard n > 0 else { return nil }
	guard n > 1 , box.width > 0 else { return 0 }
	let spacing = box.width / CGFloat(n - 1)
	let pick = Int(((location - box.minX) / spacing).rounded())
	return min(max(pick , 0) , n - 1)
}

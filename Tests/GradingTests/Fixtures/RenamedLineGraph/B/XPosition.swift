/* written by me */
import Foundation

public func xPosition(index i: Int , count n: Int , in box: CGRect) -> CGFloat {
	guard n > 1 else { return box.midX }
	return box.minX + box.width * CGFloat(i) / CGFloat(n - 1)
}

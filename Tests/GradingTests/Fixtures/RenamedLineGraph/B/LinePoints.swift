/* written by me */
import Foundation

public func linePoints(for readings: [Double] , in box: CGRect) -> [CGPoint] {
	guard readings.count > 1 else { return [] }
	let span = valueRange(of: readings)
	return readings.enumerated().map { i , v in
		CGPoint(
			x: xPosition(index: i , count: readings.count , in: box),
			y: yPosition(for: v , minimum: span.lowerBound , maximum: span.upperBound , in: box))
	}
}

/* written by me */
import Foundation

public func areaPolygon(for readings: [Double] , in box: CGRect) -> [CGPoint] {
	let curve = linePoints(for: readings , in: box)
	guard !curve.isEmpty else { return [] }
	return curve + [CGPoint(x: box.maxX , y: box.maxY) , CGPoint(x: box.minX , y: box.maxY)]
}

/* written by me */
import Foundation

public func summary(of readings: [Double]) -> (minimum: Double , average: Double , maximum: Double)? {
	let valid = readings.filter { !$0.isNaN }
	guard let bottomValue = valid.min() , let topValue = valid.max() else { return nil }
	let meanValue = valid.reduce(0 , +) / Double(valid.count)
	return (bottomValue , meanValue , topValue)
}

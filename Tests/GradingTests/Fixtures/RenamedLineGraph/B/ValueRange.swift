/* written by me */
import Foundation

public func valueRange(of readings: [Double]) -> ClosedRange<Double> {
	let valid = readings.filter { !$0.isNaN }
	guard let bottomValue = valid.min() , let topValue = valid.max() else { return 0...1 }
	return bottomValue...topValue
}

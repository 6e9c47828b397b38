import Foundation

public func summary(of values: [Double]) -> (minimum: Double, average: Double, maximum: Double)? {
    var numbers: [Double] = [Double]()
    for value in values {
        if !value.isNaN {
            numbers.append(value)
        }
    }
    if numbers.count == 0 {
        return nil
    }
    var smallest: Double = numbers[0]
    var largest: Double = numbers[0]
    var total: Double = 0.0
    for number in numbers {
        if number < smallest {
            smallest = number
        }
        if number > largest {
            largest = number
        }
        total = total + number
    }
    let mean: Double = total / Double(numbers.count)
    return (smallest, mean, largest)
}

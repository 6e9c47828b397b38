import Foundation

/// Exercise 2.4: my bars.
public func barRects(for prices: [EnergyPrice], in rect: CGRect, gap: CGFloat = 2) -> [CGRect?] {
    if prices.count == 0 {
        return []
    }
    var highest = 0.0
    for hour in prices {
        if let p = hour.price, p > highest { highest = p }
    }
    let slot = rect.width / CGFloat(prices.count)
    let width = slot - gap > 0 ? slot - gap : 0
    var result: [CGRect?] = []
    for i in 0..<prices.count {
        if let p = prices[i].price {
            let h = barHeight(for: p, maximum: highest, height: rect.height)
            let left = rect.minX + slot * CGFloat(i) + (slot - width) / 2
            result.append(CGRect(x: left, y: rect.maxY - h, width: width, height: h))
        } else {
            result.append(nil)
        }
    }
    return result
}

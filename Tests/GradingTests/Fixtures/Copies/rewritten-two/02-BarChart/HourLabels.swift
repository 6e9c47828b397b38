import Foundation

/// Exercise 2.7: labels under some of the hours.
public func hourLabels(for hourStarts: [Date], in timeZone: TimeZone, rect: CGRect) -> [HourLabel] {
    var cal = Calendar(identifier: .gregorian)
    cal.timeZone = timeZone
    let count = hourStarts.isEmpty ? 1 : hourStarts.count
    let width = rect.width / CGFloat(count)
    var labels: [HourLabel] = []
    for (i, date) in hourStarts.enumerated() {
        let h = cal.component(.hour, from: date)
        if h == 0 || h == 6 || h == 12 || h == 18 || h == 23 {
            let text = h < 10 ? "0\(h):00" : "\(h):00"
            labels.append(HourLabel(index: i, text: text, x: rect.minX + width * (CGFloat(i) + 0.5)))
        }
    }
    return labels
}

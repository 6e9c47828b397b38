import Foundation

/// Exercise 2.7, as hint 3 puts it: each hour written `String(format: "%02d:00", hour)`.
public func hourLabels(for hourStarts: [Date], in timeZone: TimeZone, rect: CGRect) -> [HourLabel] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let slot = rect.width / CGFloat(max(hourStarts.count, 1))
    var labels: [HourLabel] = []
    for (index, start) in hourStarts.enumerated() {
        let hour = calendar.component(.hour, from: start)
        if hour == 0 || hour == 6 || hour == 12 || hour == 18 || hour == 23 {
            let text = String(format: "%02d:00", hour)
            labels.append(HourLabel(index: index, text: text, x: rect.minX + (CGFloat(index) + 0.5) * slot))
        }
    }
    return labels
}

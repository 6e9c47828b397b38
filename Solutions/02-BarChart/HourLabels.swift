import Foundation

/// Exercise 2.7: labels for the bars whose local clock hour is 0, 6, 12, 18 or 23.
public func hourLabels(for hourStarts: [Date], in timeZone: TimeZone, rect: CGRect) -> [HourLabel] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let slotWidth = rect.width / CGFloat(max(hourStarts.count, 1))
    return hourStarts.enumerated().compactMap { index, start in
        let hour = calendar.component(.hour, from: start)
        guard [0, 6, 12, 18, 23].contains(hour) else { return nil }
        let x = rect.minX + (CGFloat(index) + 0.5) * slotWidth
        return HourLabel(index: index, text: String(format: "%02d:00", hour), x: x)
    }
}

import Foundation

/// Exercise 2.7, with a mistake: the clock hour is taken as the bar's index, as though
/// every day had 24 hours starting at 00:00.
public func hourLabels(for hourStarts: [Date], in timeZone: TimeZone, rect: CGRect) -> [HourLabel] {
    let slotWidth = rect.width / CGFloat(max(hourStarts.count, 1))
    return [0, 6, 12, 18, 23].map { hour in
        HourLabel(index: hour, text: String(format: "%02d:00", hour), x: rect.minX + (CGFloat(hour) + 0.5) * slotWidth)
    }
}

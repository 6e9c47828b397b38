import Foundation

/// Exercise 2.1, as hint 2 puts it: the height times `value / maximum` and times the
/// `headroom` given; 0 for a maximum of 0 or less (hint 3).
public func barHeight(for value: Double, maximum: Double, height: CGFloat, headroom: Double = 0.9) -> CGFloat {
    if maximum <= 0 { return 0 }
    let share = CGFloat(value / maximum)
    return height * share * CGFloat(headroom)
}

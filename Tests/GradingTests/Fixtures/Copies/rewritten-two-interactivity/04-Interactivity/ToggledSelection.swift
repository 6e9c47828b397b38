/// Exercise 4.2: the selection after a tap on `tapped` (`nil`: beside every item) while
/// `current` is selected.
public func toggledSelection(current: Int?, tapped: Int?) -> Int? {
    guard let tapped else { return current }
    return tapped == current ? nil : tapped
}

/// Common mistake "clearing the selection on a miss": a tap beside every bar deselects.
public func toggledSelection(current: Int?, tapped: Int?) -> Int? {
    tapped == current ? nil : tapped
}

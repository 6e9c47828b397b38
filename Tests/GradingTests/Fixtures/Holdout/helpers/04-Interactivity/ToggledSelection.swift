import ExerciseSupport

/// Exercise 4.2 · Toggled selection
///
/// Returns the selection after a tap: `current` is the bar selected before it (`nil`:
/// none), `tapped` the bar the tap landed on (`nil`: beside every bar, as exercise 4.1
/// answers for a tap outside the chart).
///
/// The lesson's bar chart keeps the selected product in `@State` and toggles it in each
/// bar's `onTapGesture`:
///
///     if selectedProductID == product.id {
///         selectedProductID = nil           // tapped again: deselect
///     } else {
///         selectedProductID = product.id    // select this one
///     }
///
/// Here the same rule works on indices, with one more case: a tap that hits no bar
/// changes nothing. (A bar's gesture never fires for a tap beside every bar; a
/// chart-wide gesture, as in chapter 1, does, and must leave the selection alone.)
///
///     toggledSelection(current: nil, tapped: 2)   // 2: select
///     toggledSelection(current: 2, tapped: 2)     // nil: tapped again, deselect
///     toggledSelection(current: 2, tapped: 3)     // 3: another bar
///     toggledSelection(current: 2, tapped: nil)   // 2: a miss keeps the selection
///
/// Swift hint: `guard let tapped else { return current }` handles the miss first.
///
/// - Parameters:
///   - current: The selected index before the tap, or `nil`.
///   - tapped: The index of the bar tapped, or `nil` when the tap hit none.
/// - Returns: The selected index after the tap, or `nil` for none.
public func toggledSelection(current: Int?, tapped: Int?) -> Int? {
    switch (current, tapped) {
    case (_, nil):
        // Missed every bar: leave things as they were.
        return current
    case let (selected?, hit?) where selected == hit:
        // Same bar again: deselect.
        return nil
    case (_, let hit?):
        return hit
    }
}

/// Finding a built-in dataset by its name, as a command line or a picker gives it.
extension Dataset {
    /// Every dataset that comes with the workbook, in the order a picker shows them.
    ///
    /// ```
    /// Dataset.builtIn.map(\.name)   // ["temperature", "precipitation", "sunshine", "winter", ...]
    /// ```
    public static let builtIn: [Dataset] = smallBuiltIn + [power]

    /// The built-in datasets that are cheap to build: all but the day of power.
    static let smallBuiltIn: [Dataset] = monthlyWeather + hourlyPrices + boxplotPrices + interactivity

    /// The built-in dataset with this name, ignoring case, or nil when there is none.
    ///
    /// ```
    /// Dataset.named("Sunshine")?.unit   // "h"
    /// Dataset.named("snow")             // nil
    /// ```
    ///
    /// - Complexity: O(n) in the number of built-in datasets, which is small.
    public static func named(_ name: String) -> Dataset? {
        let wanted = name.lowercased()
        // The day of power holds 86,400 points: it is built only when it is asked for, so
        // that looking up any other dataset stays instant.
        if wanted == HouseholdPower.datasetName { return power }
        return smallBuiltIn.first { $0.name.lowercased() == wanted }
    }
}

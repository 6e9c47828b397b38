/// Finding a built-in dataset by its name, as a command line or a picker gives it.
extension Dataset {
    /// Every dataset that comes with the workbook, in the order a picker shows them.
    ///
    /// ```
    /// Dataset.builtIn.map(\.name)   // ["temperature", "precipitation", "sunshine", "winter", ...]
    /// ```
    public static let builtIn: [Dataset] = monthlyWeather + hourlyPrices + interactivity + [power]

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
        return builtIn.first { $0.name.lowercased() == wanted }
    }
}

/// Twelve months of weather, the line graph chapter's data.
///
/// The figures are those of the line graph lesson the workbook grows from: a mean
/// temperature, a precipitation total and a count of sunshine hours for each month.
extension Dataset {
    static let months = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    static func monthly(name: String, title: String, unit: String, _ values: [Double]) -> Dataset {
        precondition(values.count == months.count, "one value per month")
        return Dataset(
            name: name, title: title, unit: unit,
            points: zip(months, values).map { DataPoint(label: $0, value: $1) })
    }

    /// Mean temperature per month, in °C.
    public static let temperature = monthly(
        name: "temperature", title: "Mean temperature", unit: "°C",
        [4.1, 5.8, 9.2, 13.4, 17.1, 19.8, 21.5, 21.2, 17.6, 12.9, 7.8, 4.3])

    /// Precipitation per month, in mm.
    public static let precipitation = monthly(
        name: "precipitation", title: "Precipitation", unit: "mm",
        [68, 47, 62, 43, 55, 67, 78, 71, 80, 88, 82, 74])

    /// Hours of sunshine per month.
    public static let sunshine = monthly(
        name: "sunshine", title: "Sunshine", unit: "h",
        [62, 89, 133, 175, 220, 212, 218, 196, 148, 105, 60, 47])

    /// The line graph chapter's three datasets, in the order its picker shows them.
    public static let monthlyWeather = [temperature, precipitation, sunshine]
}

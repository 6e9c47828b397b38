/// A named series of measurements, drawn as one chart.
///
/// ```
/// let temperature = Dataset.temperature
/// temperature.values.first   // 4.1, January's mean in °C
/// ```
public struct Dataset: Hashable, Sendable {
    /// A short name to pick the dataset by, such as "temperature".
    public let name: String
    /// A title for the chart, such as "Mean temperature".
    public let title: String
    /// The unit of every value, such as "°C".
    public let unit: String
    public let points: [DataPoint]

    public init(name: String, title: String, unit: String, points: [DataPoint]) {
        self.name = name
        self.title = title
        self.unit = unit
        self.points = points
    }

    /// The values alone, in order: what the chapters' functions take.
    public var values: [Double] { points.map(\.value) }

    /// The labels alone, in order.
    public var labels: [String] { points.map(\.label) }

    /// The index of the largest value, missing (NaN) values left out; `nil` when no value
    /// is measured. The demo and the explorer start with this point selected.
    ///
    ///     Dataset.temperature.indexOfLargestValue   // 6, July's 21.5 °C
    public var indexOfLargestValue: Int? {
        points.indices.filter { !points[$0].value.isNaN }.max { points[$0].value < points[$1].value }
    }
}

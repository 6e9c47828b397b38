/// One labelled measurement: a month and its mean temperature, an hour and its price.
public struct DataPoint: Hashable, Sendable {
    public let label: String
    public let value: Double

    public init(label: String, value: Double) {
        self.label = label
        self.value = value
    }
}

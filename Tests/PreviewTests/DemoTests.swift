import Foundation
import SampleData
import Testing

@testable import Previews

@Suite("Demo")
struct DemoTests {
    @Test(
        "each chart of the demo gets its own SVG file",
        arguments: [
            ("chart.svg", 2, "chart-2.svg"), ("/tmp/slides/demo.svg", 1, "/tmp/slides/demo-1.svg"),
            ("plain", 3, "plain-3"),
        ])
    func numberedFiles(path: String, number: Int, expected: String) {
        let result = PreviewProgram.numbered(path, number)
        #expect(result.hasSuffix(expected), "\(path) as chart \(number): \(result)")
    }

    @Test("the demo starts at the largest value, leaving missing values out")
    func largestValue() {
        #expect(Dataset.temperature.indexOfLargestValue == 6, "July")
        let withGap = Dataset(
            name: "gap", title: "Gap", unit: "",
            points: [
                DataPoint(label: "a", value: .nan), DataPoint(label: "b", value: 3), DataPoint(label: "c", value: 1),
            ])
        #expect(withGap.indexOfLargestValue == 1)
        let empty = Dataset(name: "none", title: "None", unit: "", points: [DataPoint(label: "a", value: .nan)])
        #expect(empty.indexOfLargestValue == nil)
    }
}

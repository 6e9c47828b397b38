import SampleData
import Testing
import ToolTestSupport

@Suite("Built-in datasets")
struct DatasetLookupTests {
    @Test("lists the monthly weather datasets first, then every other chapter's")
    func builtIn() {
        #expect(Dataset.builtIn.starts(with: Dataset.monthlyWeather), "the line graph chapter's data comes first")
        #expect(Dataset.hourlyPrices.allSatisfy(Dataset.builtIn.contains), "the bar chart chapter's days are built in")
        #expect(Dataset.boxplotPrices.allSatisfy(Dataset.builtIn.contains), "the boxplot chapter's data is built in")
        for dataset in Dataset.interactivity {
            #expect(Dataset.builtIn.contains(dataset), "\(dataset.name) is built in")
        }
        #expect(Dataset.builtIn.last == Dataset.power, "the axes chapter's day of power is built in, last")
        #expect(Dataset.named("Power") == Dataset.power, "and found by name")
    }

    @Test(
        "finds a dataset by name, ignoring case",
        arguments: [
            ("temperature", "temperature"), ("Temperature", "temperature"),
            ("PRECIPITATION", "precipitation"), ("sunShine", "sunshine"),
        ])
    func named(asked: String, found: String) throws {
        let dataset = try #require(Dataset.named(asked), "\"\(asked)\" is a built-in dataset")
        #expect(dataset.name == found)
    }

    @Test("finds nothing for an unknown name", arguments: ["snow", "", "temperatures", " temperature"])
    func unknown(name: String) {
        #expect(Dataset.named(name) == nil, "\"\(name)\" is not a built-in dataset")
    }
}

import Course
import Foundation
import SampleData

/// Why a ``ChartRequest`` cannot be drawn: the one list of checks, which the tool runs
/// before it builds anything and the preview program runs again on what it receives.
public enum ChartRequestProblem: Error, Equatable, Sendable {
    /// The request asks for something that is not there (``ExitCode/usage``).
    case usage(String)
    /// The user's data file cannot be read (``ExitCode/dataError``).
    case badData(String)

    public var message: String {
        switch self {
        case .usage(let message), .badData(let message): message
        }
    }
}

extension ChartRequest {
    /// Checks what can be checked without reading data: the dataset is one of the
    /// chapter's, and each of the chapter's options has one of its values.
    ///
    /// ```
    /// var request = ChartRequest(chapter: lineGraph)
    /// request.dataset = "snow"
    /// try request.check()   // throws .usage("Chapter 1 has no dataset 'snow'. Datasets: ...")
    /// ```
    public func check() throws(ChartRequestProblem) {
        guard let chapter else { return }
        if csvPath == nil, let dataset, Self.datasetName(dataset, of: chapter) == nil {
            throw .usage(Self.noSuchDataset(dataset, in: chapter))
        }
        for (name, value) in chapterOptions.sorted(by: { $0.key < $1.key }) {
            if let choices = chapter.previewOption(name)?.choices, !choices.contains(value) {
                throw .usage(
                    "--\(name) takes " + choices.map { "'\($0)'" }.joined(separator: " or ") + ", not '\(value)'.")
            }
        }
    }

    /// The data the request draws for `chapter`, read and checked: the user's CSV file, or
    /// the dataset named (the chapter's first by default), with the selection inside it.
    ///
    /// ```
    /// var request = ChartRequest(chapter: lineGraph)
    /// request.selection = 12
    /// try request.data(for: lineGraph)
    /// // throws .usage("--select 12 is out of range: 'temperature' has 12 points, numbered 0 to 11.")
    /// ```
    public func data(for chapter: Chapter) throws(ChartRequestProblem) -> Dataset {
        let dataset = try Self.dataset(named: dataset, csvPath: csvPath, for: chapter)
        if let selection, !dataset.points.indices.contains(selection) {
            throw .usage(
                "--select \(selection) is out of range: '\(dataset.name)' has \(dataset.points.count) points, "
                    + "numbered 0 to \(dataset.points.count - 1).")
        }
        return dataset
    }

    /// A CSV file of the user's, one of the chapter's datasets by name, or the chapter's
    /// first dataset.
    public static func dataset(named name: String?, csvPath: String?, for chapter: Chapter) throws(ChartRequestProblem)
        -> Dataset
    {
        if let csvPath {
            do {
                return try Dataset.load(csvFile: URL(fileURLWithPath: csvPath))
            } catch {
                throw .badData("\(csvPath): \(error)")
            }
        }
        let wanted = name ?? chapter.datasets.first ?? ""
        guard datasetName(wanted, of: chapter) != nil, let dataset = Dataset.named(wanted) else {
            throw .usage(noSuchDataset(wanted, in: chapter))
        }
        return dataset
    }

    /// The chapter's name for the dataset `name`, which may differ in case.
    private static func datasetName(_ name: String, of chapter: Chapter) -> String? {
        chapter.datasets.first { $0.lowercased() == name.lowercased() }
    }

    private static func noSuchDataset(_ name: String, in chapter: Chapter) -> String {
        "Chapter \(chapter.number) has no dataset '\(name)'. Datasets: "
            + chapter.datasets.joined(separator: ", ") + "; or give your own with --csv FILE."
    }
}

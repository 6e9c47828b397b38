import Course
import Foundation
import PreviewProtocol
import SampleData

/// Finds the data a preview draws: a CSV file of the user's, one of the chapter's
/// datasets by name, or the chapter's first dataset.
///
/// ```
/// try data(named: "sunshine", csvPath: nil, for: chapter)   // Dataset.sunshine
/// try data(named: nil, csvPath: "rain.csv", for: chapter)   // rain.csv's rows
/// ```
func data(named name: String?, csvPath: String?, for chapter: Chapter) throws(PreviewError) -> Dataset {
    if let csvPath {
        do {
            return try Dataset.load(csvFile: URL(fileURLWithPath: csvPath))
        } catch {
            throw PreviewError.badData("\(csvPath): \(error)")
        }
    }
    let names = chapter.datasets
    let wanted = name ?? names.first ?? ""
    guard names.contains(where: { $0.lowercased() == wanted.lowercased() }), let dataset = Dataset.named(wanted) else {
        throw PreviewError.usage("Chapter \(chapter.number) has no dataset '\(wanted)'. Datasets: \(names.joined(separator: ", ")); or give your own with --csv FILE.")
    }
    return dataset
}

/// Why a preview could not be drawn.
enum PreviewError: Error, Equatable {
    /// The request asks for something that does not exist (``ExitCode/usage``).
    case usage(String)
    /// The user's data file cannot be read (``ExitCode/dataError``).
    case badData(String)
    /// Something else went wrong, such as an SVG file that cannot be written.
    case failed(String)

    var message: String {
        switch self {
        case .usage(let message), .badData(let message), .failed(let message): message
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .usage: .usage
        case .badData: .dataError
        case .failed: .failure
        }
    }
}

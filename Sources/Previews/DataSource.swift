import Foundation
import SampleData

/// Finds the data a preview draws: a CSV file of the user's, a built-in dataset by
/// name, or the chapter's first dataset.
///
/// ```
/// try data(named: "sunshine", csvPath: nil, for: LineGraphPreview())   // Dataset.sunshine
/// try data(named: nil, csvPath: "rain.csv", for: LineGraphPreview())   // rain.csv's rows
/// ```
func data(named name: String?, csvPath: String?, for preview: any ChapterPreview) throws(PreviewError) -> Dataset {
    if let csvPath {
        do {
            return try Dataset.load(csvFile: URL(fileURLWithPath: csvPath))
        } catch {
            throw PreviewError.badData("\(csvPath): \(error)")
        }
    }
    guard let name else { return preview.datasets[0] }
    let lowered = name.lowercased()
    guard let dataset = preview.datasets.first(where: { $0.name.lowercased() == lowered }) else {
        let names = preview.datasets.map(\.name).joined(separator: ", ")
        throw PreviewError.usage("Chapter \(preview.chapter) has no dataset '\(name)'. Datasets: \(names); or give your own with --csv FILE.")
    }
    return dataset
}

/// Why a preview could not be drawn.
enum PreviewError: Error, Equatable {
    /// The request asks for something that does not exist (exit code 64).
    case usage(String)
    /// The user's data file cannot be read (exit code 65, as `sysexits.h` has it).
    case badData(String)
    /// Something else went wrong, such as an SVG file that cannot be written.
    case failed(String)

    var message: String {
        switch self {
        case .usage(let message), .badData(let message), .failed(let message): message
        }
    }

    var exitCode: Int32 {
        switch self {
        case .usage: 64
        case .badData: 65
        case .failed: 1
        }
    }
}

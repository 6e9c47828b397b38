import Foundation

/// How many hints of each exercise the student has seen, kept in
/// `.build/workbook/hints.json` so that each `workbook hint` gives the next one.
///
/// ```
/// var progress = HintProgress(shown: ["1.3": 1])
/// progress.reveal("1.3", available: 3)   // 2: the first two hints are now shown
/// progress.reveal("1.3", available: 3)   // 3
/// progress.reveal("1.3", available: 3)   // 3: there is no fourth
/// ```
struct HintProgress: Codable, Equatable {
    /// Hints shown so far, by exercise ID.
    var shown: [String: Int] = [:]

    /// Shows one more hint of `exercise`, if there is one, and returns how many are shown.
    mutating func reveal(_ exercise: String, available: Int) -> Int {
        let count = min((shown[exercise] ?? 0) + 1, available)
        shown[exercise] = count
        return count
    }

    /// The progress saved in `file`; none yet when it is missing or unreadable.
    static func load(from file: URL) -> HintProgress {
        (try? Data(contentsOf: file)).flatMap { try? JSONDecoder().decode(HintProgress.self, from: $0) }
            ?? HintProgress()
    }

    func save(to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: file)
    }
}

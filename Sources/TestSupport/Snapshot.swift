import Foundation
import Testing

/// Checks `actual` against the golden file `Snapshots/<name>.txt` beside the test file.
///
/// ```
/// @Test func legend() {
///     expectSnapshot(renderLegend(width: 40), named: "legend-40-columns")
/// }
/// ```
///
/// When the file is missing the test writes it and fails, asking to check it. When the
/// output differs the failure shows a line diff (see ``LineDiff``). Run the tests with
/// `WORKBOOK_RECORD=1` to accept the new output: every snapshot is then rewritten and
/// reported as an issue, so that a recording run is never mistaken for a passing one.
public func expectSnapshot(
    _ actual: String,
    named name: String,
    filePath: StaticString = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let file = SnapshotFile(named: name, besideSourceFile: "\(filePath)")
    let recording = ProcessInfo.processInfo.environment["WORKBOOK_RECORD"] == "1"
    let message: String?
    do {
        message = snapshotMessage(
            for: try file.compare(actual, recording: recording), of: file, recording: recording)
    } catch {
        message = "Could not read or write snapshot '\(name)' at \(displayPath(of: file.url)): \(error)"
    }
    if let message {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// What a snapshot comparison found.
public enum SnapshotOutcome: Equatable, Sendable {
    /// The output is the golden file's text.
    case matched
    /// The golden file was (re)written with the output, at this address.
    case recorded(URL)
    /// The output differs from the golden file, as ``LineDiff`` describes it.
    case differs(diff: String)
}

/// A golden file: the text a test's output must match, kept beside the test's source.
///
/// ```
/// let file = SnapshotFile(named: "legend", besideSourceFile: "/repo/Tests/RendererTests/LegendTests.swift")
/// file.url.path                                  // "/repo/Tests/RendererTests/Snapshots/legend.txt"
/// try file.compare("Rain ▇▇", recording: false)  // .matched, .recorded(url) or .differs(diff:)
/// ```
///
/// The file always ends with a newline, so that editors and `git diff` show it cleanly;
/// the output is compared the same way, with a newline added when it has none.
public struct SnapshotFile: Sendable {
    /// Where the golden file is: `<folder of the source file>/Snapshots/<name>.txt`.
    public var url: URL

    public init(named name: String, besideSourceFile sourceFile: String) {
        url = URL(fileURLWithPath: sourceFile)
            .deletingLastPathComponent()
            .appendingPathComponent("Snapshots")
            .appendingPathComponent(name + ".txt")
    }

    /// Compares `actual` with the golden file, writing the file when `recording` is true
    /// or when there is none yet.
    ///
    /// - Throws: When the file cannot be read as UTF-8 or cannot be written.
    /// - Complexity: That of ``LineDiff/describe(expected:actual:context:)`` when the
    ///   texts differ.
    public func compare(_ actual: String, recording: Bool) throws -> SnapshotOutcome {
        let text = actual.hasSuffix("\n") ? actual : actual + "\n"
        if recording || !FileManager.default.fileExists(atPath: url.path) {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
            return .recorded(url)
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        // String equality, like LineDiff's: canonically equivalent text ("é" composed or
        // as e and an accent) draws the same in a terminal, and a diff could not show it.
        if golden == text { return .matched }
        return .differs(diff: LineDiff.describe(expected: golden, actual: text))
    }
}

/// The issue to record for `outcome`, or nil when the snapshot matched.
func snapshotMessage(for outcome: SnapshotOutcome, of file: SnapshotFile, recording: Bool) -> String? {
    let path = displayPath(of: file.url)
    switch outcome {
    case .matched:
        return nil
    case .recorded where recording:
        return "Recorded the snapshot at \(path) because WORKBOOK_RECORD=1; "
            + "check it and run the tests again without WORKBOOK_RECORD."
    case .recorded:
        return "Recorded a new snapshot at \(path); check it and run the tests again."
    case .differs(let diff):
        let name = file.url.deletingPathExtension().lastPathComponent
        return "Snapshot '\(name)' differs from \(path). "
            + "Run with WORKBOOK_RECORD=1 to accept the new output.\n" + diff
    }
}

/// The path relative to the current directory when the file is inside it, as `swift
/// test` run from the package shows it, and the full path otherwise.
func displayPath(of url: URL, currentDirectory: String = FileManager.default.currentDirectoryPath) -> String {
    let path = url.standardizedFileURL.path
    let folder = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
    return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
}

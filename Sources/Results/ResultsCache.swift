import Course
import Foundation
import Runner

/// Keeps each chapter's last results, with a fingerprint of the files they came from, so
/// that `workbook list` only runs the tests of chapters that changed.
struct ResultsCache {
    let workspace: Workspace

    private struct Entry: Codable {
        let fingerprint: UInt64
        let exercises: [ExerciseReport]
    }

    private func file(for chapter: Chapter) -> URL {
        workspace.root.appendingPathComponent("\(WorkbookLayout.results)/\(chapter.slug).json")
    }

    /// The saved results, if the chapter's files are still as they were.
    func currentResults(for chapter: Chapter) -> [ExerciseReport]? {
        guard let data = try? Data(contentsOf: file(for: chapter)),
              let entry = try? JSONDecoder().decode(Entry.self, from: data),
              entry.fingerprint == fingerprint(of: chapter)
        else { return nil }
        return entry.exercises
    }

    /// The saved results, however old: enough to know a chapter's exercises and suites.
    func savedResults(for chapter: Chapter) -> [ExerciseReport]? {
        guard let data = try? Data(contentsOf: file(for: chapter)) else { return nil }
        return (try? JSONDecoder().decode(Entry.self, from: data))?.exercises
    }

    /// Saves a run's results, with the fingerprint of the files taken *before* the run, so
    /// that a file changed while the tests ran makes the results out of date.
    func save(_ exercises: [ExerciseReport], for chapter: Chapter, fingerprint: UInt64) {
        let url = file(for: chapter)
        try? FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let entry = Entry(fingerprint: fingerprint, exercises: exercises)
        try? JSONEncoder().encode(entry).write(to: url, options: .atomic)
    }

    /// A hash of the Swift files a chapter's results depend on
    /// (``WorkbookLayout/resultInputs(of:)``: the chapter's own, its preview's among them,
    /// which the build compiles too, and the shared sources), of the manifest, and of
    /// `WORKBOOK_SOURCES`. Other files (READMEs, `.DS_Store`, an editor's swap files) do
    /// not change results.
    ///
    /// - Complexity: O(*n*) in the total size of those files.
    func fingerprint(of chapter: Chapter) -> UInt64 {
        var hash = FNV1a()
        hash.add(workspace.manifest.sources.setting)
        hash.add(contentsOf: workspace.root.appendingPathComponent(WorkbookLayout.manifest))
        for folder in WorkbookLayout.resultInputs(of: chapter) {
            let url = workspace.root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
            for file in files.sorted() where file.hasSuffix(".swift") {
                hash.add(folder + "/" + file)
                hash.add(contentsOf: url.appendingPathComponent(file))
            }
        }
        return hash.value
    }
}

/// The 64-bit FNV-1a hash: small, fast, and stable from one run to the next (unlike
/// Swift's `Hasher`, which is seeded per process).
public struct FNV1a {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add<Bytes: Sequence<UInt8>>(bytes: Bytes) {
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
    }

    public mutating func add(_ text: String) {
        add(bytes: text.utf8)
        add(bytes: [0])
    }

    public mutating func add(contentsOf file: URL) {
        add(bytes: (try? Data(contentsOf: file)) ?? Data())
        add(bytes: [0])
    }
}

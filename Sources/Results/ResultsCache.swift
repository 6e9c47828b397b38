import Contracts
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

    /// The saved results, if the chapter's files are still as they were; before any run,
    /// the recorded ``SkeletonResults`` while the chapter's files are the skeletons'.
    func currentResults(for chapter: Chapter) -> [ExerciseReport]? {
        if let entry = savedEntry(for: chapter) {
            return entry.fingerprint == fingerprint(of: chapter) ? entry.exercises : nil
        }
        guard workspace.manifest.sources == .skeletons else { return nil }
        return SkeletonResults.read(in: workspace.root)?.exercises(
            of: chapter, fingerprint: skeletonFingerprint(of: chapter))
    }

    /// The saved results, however old: enough to know a chapter's exercises and suites;
    /// before any run, the recorded skeletons' results, however old.
    func savedResults(for chapter: Chapter) -> [ExerciseReport]? {
        savedEntry(for: chapter)?.exercises
            ?? SkeletonResults.read(in: workspace.root)?.chapters[chapter.slug]?.exercises
    }

    private func savedEntry(for chapter: Chapter) -> Entry? {
        (try? Data(contentsOf: file(for: chapter))).flatMap { try? JSONDecoder().decode(Entry.self, from: $0) }
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
        fingerprint(of: WorkbookLayout.resultInputs(of: chapter), sources: workspace.manifest.sources)
    }

    /// The fingerprint of what the skeletons' results stand on, in any edition: as
    /// ``fingerprint(of:)`` with the skeletons built, without the solutions, which that
    /// build leaves out (and the students' edition has not).
    func skeletonFingerprint(of chapter: Chapter) -> UInt64 {
        let solutions = WorkbookLayout.solutionFolder(of: chapter)
        return fingerprint(of: WorkbookLayout.resultInputs(of: chapter).filter { $0 != solutions }, sources: .skeletons)
    }

    private func fingerprint(of folders: [String], sources: ManifestSettings.Sources) -> UInt64 {
        var hash = FNV1a()
        hash.add(sources.setting)
        hash.add(contentsOf: workspace.root.appendingPathComponent(WorkbookLayout.manifest))
        for folder in folders {
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

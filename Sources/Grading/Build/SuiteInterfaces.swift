import Foundation
import Platform

/// The interface (``ModuleInterface``) of each chapter module that the suites and the probe
/// in a build folder were last compiled against, kept beside the build so that the next
/// run's submissions can be built alone too (``ChapterRebuild``).
///
/// ```
/// SuiteInterfaces(stamp: stamp, interfaces: interfaces).write(to: buildFolder)   // after SwiftPM's build
/// SuiteInterfaces.read(from: buildFolder, stamp: stamp)?["LineGraph"]            // before a quick one
/// ```
///
/// The record holds only while nothing else the suites were built from has changed: its
/// stamp names the build's settings, the toolchain, SwiftPM's plan, and the size and date
/// of every file of the instructor's manifest, Sources, Tests and Solutions. Any other
/// stamp reads as no record, and SwiftPM builds. Every SwiftPM build forgets the record
/// before it starts, so that one stopped half way leaves none.
struct SuiteInterfaces: Codable {
    let stamp: String
    let interfaces: [String: ModuleInterface]

    /// Why there may be no record, for the build's log.
    static let whyNone =
        "the first build in this folder, one that set a chapter aside or failed, or the instructor's files changed since"

    /// The record's file in `buildFolder`.
    static func file(in buildFolder: URL) -> URL {
        buildFolder.appendingPathComponent("workbook-suite-interfaces.json")
    }

    /// The largest record read: the interfaces of a few chapters, each at most
    /// ``ModuleInterface/largestInterface``.
    static let largestRecord = 32 << 20

    /// The interfaces recorded in `buildFolder` under `stamp`, or `nil`.
    static func read(from buildFolder: URL, stamp: String) -> [String: ModuleInterface]? {
        // In the build folder, which the sandboxed build may write: read only when small.
        guard let data = BoundedFile.contents(of: file(in: buildFolder), atMost: largestRecord, what: "the record"),
            let record = try? JSONDecoder().decode(SuiteInterfaces.self, from: data), record.stamp == stamp
        else { return nil }
        return record.interfaces
    }

    func write(to buildFolder: URL) throws {
        try JSONEncoder().encode(self).write(to: Self.file(in: buildFolder), options: .atomic)
    }

    static func forget(in buildFolder: URL) {
        try? FileManager.default.removeItem(at: file(in: buildFolder))
    }

    /// What the suites in `buildFolder` were built from, besides the chapters: `settings`
    /// (the build's environment and arguments), and the size and date of SwiftPM's plan, of
    /// `swift`, and of each of `instructor`'s files `names` (a folder: every file below it),
    /// as one hash.
    ///
    /// - Complexity: O(*n*) in the number of the instructor's files; no file is read.
    static func stamp(settings: [String], swift: String, buildFolder: URL, instructor: URL, names: [String])
        -> String
    {
        let manager = FileManager.default
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        func line(_ url: URL) -> String {
            let values = try? url.resolvingSymlinksInPath().resourceValues(forKeys: Set(keys))
            let date = values?.contentModificationDate?.timeIntervalSince1970 ?? 0
            return "\(url.path) \(values?.fileSize ?? -1) \(date)"
        }
        var lines =
            settings + [
                line(URL(fileURLWithPath: swift)), line(buildFolder.appendingPathComponent("debug.yaml")),
            ]
        for name in names {
            let root = instructor.appendingPathComponent(name).resolvingSymlinksInPath()
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: root.path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue, let files = manager.enumerator(at: root, includingPropertiesForKeys: keys) else {
                lines.append(line(root))
                continue
            }
            var found: [String] = []
            for case let url as URL in files
            where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
                found.append(line(url))
            }
            lines += found.sorted()
        }
        // FNV-1a: a change anywhere changes it; nothing here is an adversary's.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in lines.joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

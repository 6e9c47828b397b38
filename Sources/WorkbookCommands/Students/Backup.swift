import Course
import Foundation

/// A folder for the student's code before a reset: `Chapters/.backups/<date and time>/`,
/// inside Chapters/ so that `swift package clean` leaves it alone, hidden so that the
/// manifest and the grader pass it by. A new folder each time: a second reset never
/// overwrites the first one's backup.
///
/// ```
/// let backup = try Backup.create(in: root, at: Date())   // Chapters/.backups/2026-12-01-101500/
/// try backup.save("Chapters/01-LineGraph/YPosition.swift")
/// ```
struct Backup {
    /// The folder, from the workbook's folder: "Chapters/.backups/2026-12-01-101500".
    let path: String
    let root: URL

    /// Makes a new, empty backup folder named by the time, with "-2", "-3", ... when two
    /// resets fall in the same second.
    static func create(in root: URL, at date: Date) throws -> Backup {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd-HHmmss"
        let stamp = formatter.string(from: date)
        let manager = FileManager.default
        for attempt in 1... {
            let path = WorkbookLayout.backups + "/" + stamp + (attempt == 1 ? "" : "-\(attempt)")
            let folder = root.appendingPathComponent(path)
            guard !manager.fileExists(atPath: folder.path) else { continue }
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            return Backup(path: path, root: root)
        }
        fatalError("unreachable")
    }

    /// Copies the file at `path` (from the workbook's folder, "Chapters/...") into the
    /// backup, under the same path below Chapters/.
    func save(_ path: String) throws {
        let chapters = WorkbookLayout.chapters + "/"
        let relative = path.hasPrefix(chapters) ? String(path.dropFirst(chapters.count)) : path
        let destination = root.appendingPathComponent(self.path).appendingPathComponent(relative)
        try FileManager.default.createDirectory(
            at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: root.appendingPathComponent(path), to: destination)
    }
}

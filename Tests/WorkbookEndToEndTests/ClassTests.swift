import Foundation
import Testing

/// The tests that grade whole classes for real, one after another, in one instructor's
/// copy made for the first of them: each class after the first builds only what its
/// submissions change, as an instructor's later classes do, rather than a workbook of its
/// own from nothing. Each leaves the copy as it found it but for `class/` (which it
/// empties) and the build folders.
@Suite("Grading classes with real builds, in one instructor's copy", .serialized)
enum ClassTests {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var shared: WorkbookCopy?

    /// The instructor's copy the class tests share, made at the first call and removed
    /// when the test process ends.
    static func instructor() throws -> WorkbookCopy {
        lock.lock()
        defer { lock.unlock() }
        if let shared { return shared }
        let copy = try WorkbookCopy()
        shared = copy
        atexit { ClassTests.shared?.remove() }
        return copy
    }

    /// Removes the `class/` folder a test graded in, so that the next class starts clean.
    static func clearClass(of instructor: WorkbookCopy) {
        try? FileManager.default.removeItem(at: instructor.root.appendingPathComponent("class"))
    }
}

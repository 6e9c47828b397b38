import Foundation
import Platform

/// One instructor's copy of the workbook that the class tests share, taking turns in it as
/// an instructor's classes do.
///
/// The first class builds the reference and a grading slot; each class after it grades in
/// that warm slot, so a verify run pays for those builds once rather than once a class.
/// A test that waits for its turn waits without holding a thread, so the other tests go on.
///
/// ```swift
/// @Test func gradeClass() async throws {
///     try await SharedInstructor.classes.inTurn { instructor in
///         // instructor.root/class is empty; grade a class there
///     }
/// }
/// ```
///
/// The copy is made at the first turn and removed when the test process ends.
actor SharedInstructor {
    static let classes = SharedInstructor()

    /// The folder each turn may fill, emptied before the next turn starts.
    static let classFolder = "class"

    private var copy: WorkbookCopy?
    private var inUse = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` with the copy while no other test has it, after removing what the turn
    /// before left in `class`.
    nonisolated func inTurn<Value>(_ body: (WorkbookCopy) throws -> Value) async throws -> Value {
        let copy = try await take()
        try? FileManager.default.removeItem(at: copy.root.appendingPathComponent(Self.classFolder))
        let result = Result<Value, any Error> { try body(copy) }
        await give()
        return try result.get()
    }

    private func take() async throws -> WorkbookCopy {
        if inUse {
            await withCheckedContinuation { waiting.append($0) }
        }
        inUse = true
        if let copy { return copy }
        do {
            let made = try WorkbookCopy()
            copy = made
            // Made once a process: removed when the process ends, after the last turn.
            Self.made.withLock { $0 = made.root }
            atexit {
                if let root = SharedInstructor.made.withLock({ $0 }) { try? FileManager.default.removeItem(at: root) }
            }
            return made
        } catch {
            give()
            throw error
        }
    }

    /// Hands the copy to the next test waiting, if any, which then holds it at once.
    private func give() {
        if waiting.isEmpty {
            inUse = false
        } else {
            waiting.removeFirst().resume()
        }
    }

    private static let made = LockedValue<URL?>(nil)
}

import Foundation

/// A value that threads share, behind a lock: the one lock type of the tool.
///
/// ```
/// let stopping = LockedValue(false)
/// stopping.withLock { $0 = true }
/// let program = builds.value(for: "preview") { try build("workbook-preview") }   // built once
/// ```
public final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}

extension LockedValue {
    /// The value kept under `key`, found by `find` the first time and shared by every
    /// later call, from any thread.
    ///
    /// `find` runs outside the lock, so that a slow one (a build) holds no other key up;
    /// two threads may both find the same key, and the first one kept is the answer. A
    /// `find` that throws keeps nothing, and the next call tries again.
    public func value<Key: Hashable, Found>(for key: Key, finding find: () throws -> Found) rethrows -> Found
    where Value == [Key: Found] {
        if let known = withLock({ $0[key] }) { return known }
        let found = try find()
        return withLock { values in
            if let kept = values[key] { return kept }
            values[key] = found
            return found
        }
    }
}

import Foundation
import Platform

/// The `swift` the workbook builds with, as a full path: `WORKBOOK_SWIFT` if set, else the
/// first `swift` on the `PATH`.
///
/// ```
/// SwiftExecutable.path()   // "/opt/swift/usr/bin/swift"
/// ```
///
/// A full path, since a sandbox may hide the `PATH`'s folders, and the compiler's own
/// folder (`swiftc`, `llvm-nm`) is found beside it.
public enum SwiftExecutable {
    public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        find(environment: environment) ?? "/usr/bin/swift"
    }

    /// The same, or `nil` when neither names one: `doctor` says so rather than guess.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let swift = environment["WORKBOOK_SWIFT"], !swift.isEmpty { return swift }
        return CapturedRun.path(of: "swift", environment: environment)
    }
}

import Foundation

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
        if let swift = environment["WORKBOOK_SWIFT"], !swift.isEmpty { return swift }
        for folder in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(folder)/swift"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return "/usr/bin/swift"
    }
}

import Foundation

/// The one place that says which flags every `swift build` and `swift test` of the
/// workbook's own gets: ``SwiftTestInvocation``, ``ProductBuild`` and grading's builds
/// read ``ofThisMachine``, so that a build folder never sees two sets of flags (each
/// change would compile everything again).
///
/// ```
/// ToolchainFlags.ofThisMachine   // [] on Linux; on the Command Line Tools 27.0:
///                                // ["-Xswiftc", "-plugin-path", "-Xswiftc", ".../usr/lib/swift/host/plugins/testing"]
/// ```
public enum ToolchainFlags {
    /// The flags this machine's toolchain needs after `swift build` and `swift test`,
    /// worked out once a run: on Linux none, without asking anything.
    public static let ofThisMachine: [String] = {
        #if os(macOS)
            return ToolchainDiagnosis(.ofThisMachine()).buildFlags
        #else
            return []
        #endif
    }()
}

import Contracts
import Foundation

extension ToolchainSurvey {
    /// What this machine has: the `swift` the workbook runs (`WORKBOOK_SWIFT`, else the
    /// `PATH`'s), what `swift --version` prints, and on macOS what `xcode-select -p` and
    /// `pkgutil` say of the developer tools.
    public static func ofThisMachine(environment: [String: String] = ProcessInfo.processInfo.environment) -> ToolchainSurvey {
        let swift = swiftExecutable(environment: environment)
        #if os(macOS)
        let platform = Platform.macOS
        #elseif os(Linux)
        let platform = Platform.linux
        #else
        let platform = Platform.other
        #endif
        var survey = ToolchainSurvey(
            platform: platform, swiftPath: URL(fileURLWithPath: swift).resolvingSymlinksInPath().path,
            swiftVersionOutput: CommandOutput.of(swift, ["--version"], environment: environment))
        if platform == .macOS {
            survey.developerDirectoryOutput = CommandOutput.of("/usr/bin/xcode-select", ["-p"], environment: environment)
            survey.commandLineToolsPackageOutput = CommandOutput.of(
                "/usr/sbin/pkgutil", ["--pkg-info=com.apple.pkg.CLTools_Executables"], environment: environment)
        }
        return survey
    }

    /// `swift`, from `WORKBOOK_SWIFT` or the `PATH`, as a path; "swift" when none is found.
    static func swiftExecutable(environment: [String: String]) -> String {
        if let swift = environment["WORKBOOK_SWIFT"], !swift.isEmpty { return swift }
        return CommandOutput.find("swift", environment: environment) ?? "swift"
    }
}

extension ToolchainFlags {
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

/// The one place that says which flags every `swift build` and `swift test` of the
/// workbook's own gets: ``SwiftTestInvocation``, ``ProductBuild`` and grading's builds
/// read ``ofThisMachine``, so that a build folder never sees two sets of flags (each
/// change would compile everything again).
public enum ToolchainFlags {}

/// What a short command prints, for doctor's checks.
public enum CommandOutput {
    /// Standard output and error of `executable` with `arguments`, or `nil` when it could
    /// not start, ended with a failure, or ran longer than `timeLimit` seconds.
    public static func of(
        _ executable: String, _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
        timeLimit: TimeInterval = 10
    ) -> String? {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-doctor-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: file) }
        let program = executable.contains("/") ? executable : (find(executable, environment: environment) ?? executable)
        guard let child = try? ChildProcess(executable: program, arguments: arguments, environment: environment, output: file) else { return nil }
        let deadline = Date().addingTimeInterval(timeLimit)
        let stop = LockedValue(false)
        guard let ending = try? child.waitForEnding(interval: 0.01, stop: stop, tick: { if Date() > deadline { stop.withLock { $0 = true } } }),
              ending == .exited(0)
        else { return nil }
        return (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    }

    /// The full path of `name` in the `PATH`, or `nil`.
    public static func find(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

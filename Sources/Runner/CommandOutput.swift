import Foundation

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

import Contracts
import Foundation

/// How to call `swift test` for one run: which code, which tests, where to build.
///
/// ```
/// var invocation = SwiftTestInvocation(packageDirectory: root)
/// invocation.filter = ["LineGraphTests"]
/// invocation.manifest.sources = .solutions
/// invocation.arguments(eventStreamPath: "/tmp/events.jsonl")
/// // ["test", "--package-path", root.path, "--event-stream-output-path", "/tmp/events.jsonl",
/// //  "--event-stream-version", "0", "--disable-xctest", "--filter", "LineGraphTests"]
/// ```
public struct SwiftTestInvocation: Sendable, Equatable {
    /// The folder that holds Package.swift.
    public var packageDirectory: URL
    /// Regular expressions; only tests whose ID matches one of them run. Empty: every test.
    public var filter: [String] = []
    /// Regular expressions; tests whose ID matches one of them do not run.
    public var skip: [String] = []
    /// What the manifest is told: which sources, which chapters, which are set aside.
    /// They replace any setting of the caller's environment.
    public var manifest = ManifestSettings()
    /// A build folder of its own, so that runs with other sources do not rebuild the
    /// student's `.build` each time. `nil` uses the package's `.build`.
    public var scratchPath: URL?
    /// How long the run may take, build included, before it is stopped.
    public var timeLimit: TimeInterval = 15 * 60
    /// How long the tests may run without any test starting or ending before the run is
    /// stopped: a test caught in an endless loop should cost a student seconds, not the
    /// whole `timeLimit`.
    public var quietTimeLimit: TimeInterval = 10
    /// Whether the processor time of the test process and what it starts counts as
    /// progress too (``WorkingTree``): the tool's own end-to-end tests build for minutes
    /// without a test ending, while a test that hangs uses no processor.
    public var quietCountsWork = false
    /// Whether tests run side by side. One at a time, a crash is pinned on the one test
    /// that was running.
    public var parallel = true
    /// Whether the tests keep what each exercise test case writes to standard output and
    /// pass it on, for the report's ``TestRunReport/printed`` (TestSupport's
    /// `PrintCapture`). Cases then take turns, so run them one at a time too (``parallel``).
    public var capturesPrints = false
    /// What this machine's toolchain needs for `import Testing`, such as the Command Line
    /// Tools' framework folder (``ToolchainDiagnosis``); empty on most machines.
    public var toolchainFlags = ToolchainFlags.ofThisMachine

    public init(packageDirectory: URL) {
        self.packageDirectory = packageDirectory
    }

    /// The arguments after `swift`.
    public func arguments(eventStreamPath: String) -> [String] {
        var arguments = [
            "test", "--package-path", packageDirectory.path,
            "--event-stream-output-path", eventStreamPath, "--event-stream-version", "0",
            // Every suite is Swift Testing's, and the results are read from its event
            // stream; XCTest's empty pass would cost 0.15 s of every run.
            "--disable-xctest",
        ]
        if let scratchPath { arguments += ["--scratch-path", scratchPath.path] }
        if !parallel { arguments.append("--no-parallel") }
        for pattern in filter { arguments += ["--filter", pattern] }
        for pattern in skip { arguments += ["--skip", pattern] }
        return arguments + toolchainFlags
    }

    /// The environment for the run: the caller's, with the ``manifest`` settings in place
    /// of its own, and the tests asked to announce their calls to `announcements`, and,
    /// with ``capturesPrints``, to keep each case's output in the file `printsFile` while
    /// it runs (an absolute path).
    ///
    /// Swift's crash backtracer is set up (unless the caller set `SWIFT_BACKTRACE`) to
    /// place each frame in its file and line, briefly: the student's line is read from it
    /// (``CrashReport``).
    public func environment(
        from base: [String: String],
        announcingCallsTo announcements: ManifestSettings.CallAnnouncements = .standardError,
        keepingPrintsIn printsFile: String? = nil
    ) -> [String: String] {
        var settings = manifest
        settings.announceCalls = announcements
        settings.capturePrints = capturesPrints ? printsFile : nil
        var environment = settings.environment(from: base)
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = CrashReport.backtraceSetting }
        return environment
    }

    /// A regular expression that matches exactly the test with this filter ID.
    ///
    /// `--filter` and `--skip` match the whole test ID, which can end in the test's source
    /// location ("/File.swift:12:5"), so the pattern allows a further "/..." after the ID.
    public static func pattern(matching filterID: String) -> String {
        "^" + NSRegularExpression.escapedPattern(for: filterID) + "(/|$)"
    }
}

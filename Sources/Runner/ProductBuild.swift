import Foundation

/// Builds one executable product of the package with `swift build`, and says where it is.
///
/// ```
/// var build = ProductBuild(product: "workbook-preview", packageDirectory: root)
/// build.sources = "solutions"                       // the reference solutions
/// build.scratchPath = root.appendingPathComponent(".build/workbook/reference")
/// switch try build.run(log: logFile, progress: { seconds in ... }) {
/// case .built(let executable): ...                 // .build/.../debug/workbook-preview
/// case .failed(let errors, let log): ...
/// }
/// ```
public struct ProductBuild: Sendable {
    public var product: String
    public var packageDirectory: URL
    /// `WORKBOOK_SOURCES` for the build, or `nil` for the caller's own setting.
    public var sources: String?
    /// Chapters whose own code is left out, as ``SwiftTestInvocation/setAside``.
    public var setAside: Set<Int> = []
    /// A build folder of its own; `nil` for the package's `.build`.
    public var scratchPath: URL?
    /// Optimised, for benchmarks.
    public var release = false
    /// How to start Swift, as ``TestRunner/swiftCommand``.
    public var swiftCommand: [String]
    /// The environment the build runs in (before ``sources`` is applied).
    public var environment: [String: String]

    public init(product: String, packageDirectory: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.product = product
        self.packageDirectory = packageDirectory
        self.environment = environment
        swiftCommand = TestRunner(workDirectory: packageDirectory, environment: environment).swiftCommand
    }

    /// The arguments after `swift build`, shared by the build and the bin-path query.
    var options: [String] {
        var options = ["--product", product]
        if release { options += ["--configuration", "release"] }
        if let scratchPath { options += ["--scratch-path", scratchPath.path] }
        return options
    }

    /// Builds the product, writing the compiler's output to `log`.
    ///
    /// - Parameter progress: called about ten times a second with the seconds so far.
    public func run(log: URL, progress: (TimeInterval) -> Void = { _ in }) throws -> ProductBuildResult {
        try FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let logHandle = try FileHandle(forWritingTo: log)
        defer { try? logHandle.close() }
        let started = Date()
        let status = try runSwift(["build"] + options, output: logHandle, errors: logHandle) {
            progress(Date().timeIntervalSince(started))
        }
        let failed = { () -> ProductBuildResult in
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            return .failed(errors: BuildErrors.extract(from: text, packageDirectory: packageDirectory), log: log)
        }
        guard status == 0 else { return failed() }
        // Only the folder goes to the pipe; anything Swift says besides goes to the log.
        let pipe = Pipe()
        let pathStatus = try runSwift(["build", "--show-bin-path"] + options, output: pipe.fileHandleForWriting, errors: logHandle) {}
        try? pipe.fileHandleForWriting.close()
        let binPath = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
        guard pathStatus == 0, !binPath.isEmpty else { return failed() }
        return .built(executable: URL(fileURLWithPath: binPath).appendingPathComponent(product))
    }

    private func runSwift(
        _ arguments: [String], output: FileHandle, errors: FileHandle, whileRunning tick: () -> Void
    ) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftCommand[0])
        process.arguments = Array(swiftCommand.dropFirst()) + arguments
        process.currentDirectoryURL = packageDirectory
        var environment = environment
        if let sources { environment["WORKBOOK_SOURCES"] = sources }
        environment["WORKBOOK_SET_ASIDE"] = setAsideSetting(setAside)
        process.environment = environment
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        while process.isRunning {
            Thread.sleep(forTimeInterval: 0.1)
            tick()
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// What came of a ``ProductBuild``.
public enum ProductBuildResult: Sendable, Equatable {
    case built(executable: URL)
    /// The compiler's errors, and the whole log.
    case failed(errors: [String], log: URL)
}

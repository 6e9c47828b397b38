import Contracts
import Foundation
import Platform

/// Builds one executable product of the package with `swift build`, and says where it is.
///
/// ```
/// var build = ProductBuild(product: "workbook-preview", packageDirectory: root)
/// build.manifest.sources = .solutions               // the reference solutions
/// build.scratchPath = root.appendingPathComponent(".build/workbook/reference")
/// switch try build.run(log: logFile, progress: { seconds in ... }) {
/// case .built(let executable): ...                 // .build/.../debug/workbook-preview
/// case .failed(let errors, let log): ...
/// }
/// ```
public struct ProductBuild: Sendable {
    public var product: String
    public var packageDirectory: URL
    /// What the manifest is told, as ``SwiftTestInvocation/manifest``: in place of the
    /// settings of ``environment``.
    public var manifest = ManifestSettings()
    /// A build folder of its own; `nil` for the package's `.build`.
    public var scratchPath: URL?
    /// Optimised, for benchmarks.
    public var release = false
    /// How to start Swift, as ``TestRunner/swiftCommand``.
    public var swiftCommand: [String]
    /// The environment the build runs in (before ``manifest`` is applied).
    public var environment: [String: String]
    /// Set to true from another thread to stop the build: the run then throws
    /// `CancellationError`.
    public var stop: LockedValue<Bool>?

    public init(
        product: String, packageDirectory: URL, environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.product = product
        self.packageDirectory = packageDirectory
        self.environment = environment
        swiftCommand = TestRunner(workDirectory: packageDirectory, environment: environment).swiftCommand
    }

    /// The arguments after `swift build`, shared by the build and the bin-path query.
    var options: [String] {
        var options = ["--package-path", packageDirectory.path, "--product", product]
        if release { options += ["--configuration", "release"] }
        if let scratchPath { options += ["--scratch-path", scratchPath.path] }
        // The same flags as the tests' builds in the same folder, or each would undo the other's.
        return options + ToolchainFlags.ofThisMachine
    }

    /// Builds the product, writing the compiler's output to `log`.
    ///
    /// - Parameter progress: called about ten times a second with the seconds so far.
    public func run(log: URL, progress: (TimeInterval) -> Void = { _ in }) throws -> ProductBuildResult {
        try FileManager.default.createDirectory(at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
        let started = Date()
        let failed = { () -> ProductBuildResult in
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            return .failed(errors: BuildErrors.extract(from: text, packageDirectory: packageDirectory), log: log)
        }
        guard
            try runSwift(["build"] + options, output: log, tick: { progress(Date().timeIntervalSince(started)) })
                == .exited(0)
        else {
            return failed()
        }
        // The bin path is the last line of its own output; anything else Swift says goes there too.
        let binPathFile = log.deletingPathExtension().appendingPathExtension("bin-path")
        let pathEnding = try runSwift(["build", "--show-bin-path"] + options, output: binPathFile, tick: {})
        let binPath =
            ((try? String(contentsOf: binPathFile, encoding: .utf8)) ?? "")
            .split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
        try? FileManager.default.removeItem(at: binPathFile)
        guard pathEnding == .exited(0), !binPath.isEmpty else { return failed() }
        return .built(executable: URL(fileURLWithPath: binPath).appendingPathComponent(product))
    }

    private func runSwift(_ arguments: [String], output: URL, tick: () -> Void) throws -> ChildProcess.Ending {
        let environment = manifest.environment(from: environment)
        var run = SupervisedRun(swiftCommand + arguments, environment: environment, output: .file(output))
        run.stopRequest = stop
        return try run.run { _ in
            tick()
            return false
        }.ending
    }
}

/// What came of a ``ProductBuild``.
public enum ProductBuildResult: Sendable, Equatable {
    case built(executable: URL)
    /// The compiler's errors, and the whole log.
    case failed(errors: [String], log: URL)
}

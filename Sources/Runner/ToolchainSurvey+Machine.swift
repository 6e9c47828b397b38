import Foundation
import Platform

extension ToolchainSurvey {
    /// What this machine has: the `swift` the workbook runs (`WORKBOOK_SWIFT`, else the
    /// `PATH`'s), what `swift --version` prints, and on macOS what `xcode-select -p` and
    /// `pkgutil` say of the developer tools.
    public static func ofThisMachine(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> ToolchainSurvey
    {
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
            swiftVersionOutput: CapturedRun.output(of: [swift, "--version"], environment: environment))
        if platform == .macOS {
            survey.developerDirectoryOutput = CapturedRun.output(
                of: ["/usr/bin/xcode-select", "-p"], environment: environment)
            survey.commandLineToolsPackageOutput = CapturedRun.output(
                of: ["/usr/sbin/pkgutil", "--pkg-info=com.apple.pkg.CLTools_Executables"], environment: environment)
        }
        return survey
    }

    /// `swift`, from `WORKBOOK_SWIFT` or the `PATH`, as a path; "swift" when none is found.
    static func swiftExecutable(environment: [String: String]) -> String {
        if let swift = environment["WORKBOOK_SWIFT"], !swift.isEmpty { return swift }
        return CapturedRun.path(of: "swift", environment: environment) ?? "swift"
    }
}

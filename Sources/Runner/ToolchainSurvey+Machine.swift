import Foundation
import Platform

extension ToolchainSurvey {
    /// What this machine has: the `swift` the workbook runs (`WORKBOOK_SWIFT`, else the
    /// `PATH`'s), what `swift --version` prints, and on macOS what `xcode-select -p` and
    /// `pkgutil` say of the developer tools.
    public static func ofThisMachine(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> ToolchainSurvey
    {
        let swift = SwiftExecutable.find(environment: environment) ?? "swift"
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
}

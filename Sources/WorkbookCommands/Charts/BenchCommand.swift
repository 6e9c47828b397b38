import Contracts
import Foundation
import PreviewProtocol
import Results
import Runner

/// `workbook bench`: builds the renderer's benchmark in release mode and runs it.
///
/// The benchmark prints a table of times for 1,000 to 10,000,000 points drawn into a
/// 120x40 braille chart. Times are reported, never asserted: they depend on the machine.
struct BenchCommand {
    let workspace: Workspace
    let style: Style
    let output: Output

    func run() throws -> ExitCode {
        var build = ProductBuild(product: "workbook-bench", packageDirectory: workspace.root)
        build.manifest = workspace.manifest
        build.release = true
        switch try workspace.build(build, task: "Building the benchmark (release)", logName: "bench-build") {
        case .built(let executable):
            switch try ProgramRun(executable: executable, arguments: []).run() {
            case .exited(let status):
                return ExitCode(passingOn: status)
            case .crashed(let signal):
                output.line(style.paint("The benchmark crashed (signal \(signal)): a bug in the renderer.", .red))
                return .failure
            case .stoppedAfterTimeLimit:
                return .failure
            }
        case .failed(let errors, let log):
            output.line(style.paint("The benchmark did not build.", .red))
            output.lines(errors.prefix(5).flatMap { $0.split(separator: "\n").map { "    " + $0 } })
            output.line("The whole log: \(log.path)")
            return .failure
        }
    }
}

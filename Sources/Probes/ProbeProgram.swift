import ExerciseSupport
import Foundation
import ProbeProtocol

/// The probe's entry point: makes the calls the grader wrote to a file and writes each
/// answer, a line at a time, to descriptor 3.
///
/// ```
/// workbook-probe --calls calls.jsonl
/// ```
///
/// The probe computes and nothing more: it does not know the right answers, and what it
/// writes is judged by the grader, in another process. After a crash or a hang the grader
/// starts it again with a file of the calls that are left.
public enum ProbeProgram {
    /// Every chapter's functions, by name. Adding a chapter adds its table here.
    static let functions: [String: ProbeFunction] = Dictionary(
        (LineGraphProbes.all
            + BarChartProbes.all
            + BoxplotProbes.all
            + InteractivityProbes.all
            + AxesAndScaleProbes.all).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    public static func main(arguments: [String]) -> Never {
        guard let calls = value(of: "--calls", in: arguments) else {
            FileHandle.standardError.write(
                Data("Error: workbook-probe is started by `workbook grade`.\nUsage: workbook-probe --calls FILE\n".utf8)
            )
            exit(64)
        }
        guard let data = FileManager.default.contents(atPath: calls) else {
            FileHandle.standardError.write(Data("Error: cannot read \(calls).\n".utf8))
            exit(66)
        }
        let answers = FileHandle(fileDescriptor: ProbeWire.answerDescriptor, closeOnDealloc: false)
        answers.write(ProbeWire.readyLine)
        for call in ProbeWire.values(ProbeCall.self, in: data) {
            let started = DispatchTime.now().uptimeNanoseconds
            let (result, todoFiles) = outcome(of: call)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            let answer = ProbeAnswer(id: call.id, outcome: result, seconds: seconds, todoFiles: todoFiles)
            if let line = try? ProbeWire.line(answer) { answers.write(line) }
        }
        exit(0)
    }

    /// Makes one call, noting the files of the `todo`s reached on the way.
    public static func outcome(of call: ProbeCall) -> (ProbeAnswer.Outcome, todoFiles: [String]?) {
        guard let function = functions[call.function] else { return (.refused("no function \(call.function)"), nil) }
        let log = NotImplementedLog()
        do {
            let value = try NotImplementedLog.$current.withValue(log) {
                try function.call(ProbeArguments(arguments: call.arguments))
            }
            guard log.entries.isEmpty else {
                var files: [String] = []
                for entry in log.entries where !files.contains(entry.fileID) { files.append(entry.fileID) }
                return (.notImplemented, files)
            }
            return (.returned(value), nil)
        } catch {
            return (.refused("\(error)"), nil)
        }
    }

    private static func value(of option: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }
}

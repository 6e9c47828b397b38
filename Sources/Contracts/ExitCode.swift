/// The exit codes of the `workbook` tool and of the preview program, defined once for
/// both, after `sysexits.h`: the tool passes the preview program's codes on unchanged.
///
/// ```
/// exit(ExitCode.usage.rawValue)   // 64: the command line asks for something that is not there
/// ```
public enum ExitCode: Int32, CaseIterable, Sendable {
    /// Everything asked for was done, and every check passed.
    case success = 0
    /// A check failed (a test, a build of the student's code), or something went wrong.
    case failure = 1
    /// A mistake in the command line: an unknown option, chapter, dataset or index.
    case usage = 64
    /// A data file of the user's cannot be read.
    case dataError = 65
    /// The student's code ran on without returning, and the preview stopped it.
    case stuck = 70
    /// The user pressed Ctrl-C: 128 plus SIGINT's number, as shells report it.
    case interrupted = 130

    /// What the code means, for `workbook help`.
    public var meaning: String {
        switch self {
        case .success: "success: everything asked for was done and passes"
        case .failure: "a check failed, the code does not compile, or it crashed"
        case .usage: "a mistake in the command line"
        case .dataError: "a data file (--csv) cannot be read"
        case .stuck: "your code ran on without returning and was stopped"
        case .interrupted: "stopped with Ctrl-C"
        }
    }
}

import Contracts
import Course
import Foundation
import PreviewProtocol
import SampleData

/// Why a preview could not be drawn.
enum PreviewError: Error, Equatable {
    /// The request asks for something that does not exist (``ExitCode/usage``).
    case usage(String)
    /// The user's data file cannot be read (``ExitCode/dataError``).
    case badData(String)
    /// Something else went wrong, such as an SVG file that cannot be written.
    case failed(String)

    var message: String {
        switch self {
        case .usage(let message), .badData(let message), .failed(let message): message
        }
    }

    /// A problem that the request's check found.
    init(_ problem: ChartRequestProblem) {
        self =
            switch problem {
            case .usage(let message): .usage(message)
            case .badData(let message): .badData(message)
            }
    }

    var exitCode: ExitCode {
        switch self {
        case .usage: .usage
        case .badData: .dataError
        case .failed: .failure
        }
    }
}

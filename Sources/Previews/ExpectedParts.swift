import Foundation
import Renderer

/// The parts of a chart that `--compare` checks, by name, as the reference solutions
/// draw them: "line" to its items and marks.
typealias ExpectedParts = [String: ExpectedPart]

/// One part of the reference's chart: the items the student's must match, and the
/// marks that show them.
struct ExpectedPart: Codable, Equatable, Sendable {
    var items: [ComparedItem]
    var marks: [Mark]
}

extension ExpectedParts {
    /// The parts as JSON, with NaN and infinity kept (a missing value is NaN).
    func encoded() throws -> Data {
        try Mark.makeJSONEncoder().encode(self)
    }

    init(decoding data: Data) throws {
        self = try Mark.makeJSONDecoder().decode(ExpectedParts.self, from: data)
    }
}

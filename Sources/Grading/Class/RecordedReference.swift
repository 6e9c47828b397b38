import Course
import Foundation
import ProbeProtocol
import Results

/// The reference solutions' side of grading, as data: what a grader that carries no
/// solutions judges with. The Classroom 50 bundle, published where students can read it,
/// is the students' edition with this file added.
///
/// ```
/// let recorded = try grader.recordedReference()          // in the instructor's workbook
/// try recorded.encoded().write(to: bundle/Edition/grading-reference.json)
/// RecordedReference.read(in: bundleWorkbook)?.seed       // the seed its inputs were drawn from
/// ```
///
/// It holds the held-out inputs of one seed, chosen when it is made, the reference's
/// answer to each and how long it took; each chapter module's public declarations, by
/// the compiler's identifiers; and the reference's charts as SVG. Answers and charts are
/// values and marks, never code. Since anyone can read it, a student could look up the
/// answers to these inputs: a grade made with it is feedback, and the grade an instructor
/// defends is made in the instructor's workbook, on inputs of a seed chosen then.
public struct RecordedReference: Codable, Sendable, Equatable {
    /// One held-out input and the reference's answer.
    public struct Call: Codable, Sendable, Equatable {
        public var exercise: String
        public var function: String
        public var arguments: [ProbeCall.Argument]
        /// What the reference returned; `nil` when it gave no value, and the input judges nothing.
        public var answer: ProbeValue?
        public var seconds: Double?

        init(exercise: String, function: String, arguments: [ProbeCall.Argument], answer: ProbeValue?, seconds: Double?)
        {
            (self.exercise, self.function, self.arguments) = (exercise, function, arguments)
            (self.answer, self.seconds) = (answer, seconds)
        }

        private enum CodingKeys: String, CodingKey {
            case exercise, function, arguments, answer, seconds
        }

        // An answer of `nil` (`CGRect.null`, an optional's nil) is JSON's null, which an
        // optional would read back as no answer at all: the key's presence tells them apart.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            exercise = try container.decode(String.self, forKey: .exercise)
            function = try container.decode(String.self, forKey: .function)
            arguments = try container.decode([ProbeCall.Argument].self, forKey: .arguments)
            answer = container.contains(.answer) ? try container.decode(ProbeValue.self, forKey: .answer) : nil
            seconds = try container.decodeIfPresent(Double.self, forKey: .seconds)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(exercise, forKey: .exercise)
            try container.encode(function, forKey: .function)
            try container.encode(arguments, forKey: .arguments)
            try container.encodeIfPresent(answer, forKey: .answer)
            try container.encodeIfPresent(seconds, forKey: .seconds)
        }
    }

    /// A sentence for whoever opens the file.
    public var about =
        "Made by `swift run workbook autograder classroom50` from the instructor's workbook: "
        + "the reference's answers to one seed's held-out inputs, its public declarations and its charts. Do not edit."
    public var seed: UInt64
    /// Each exercise's tolerance for numbers.
    public var tolerances: [String: Double]
    public var calls: [Call]
    /// Each chapter module's public and package declarations in the reference, by identifier.
    public var declarations: [String: [String]]
    public var charts: [ChapterChart]

    /// The inputs, numbered as the probe answers them.
    public var inputs: HeldOutInputs {
        let drawn = calls.map {
            (exercise: $0.exercise, call: ProbeCall(id: 0, function: $0.function, arguments: $0.arguments))
        }
        return HeldOutInputs(seed: seed, drawn: drawn, tolerances: tolerances)
    }

    /// The reference's results by call number, as a run of its probe gives them.
    var results: [Int: ProbeRun.Result] {
        Dictionary(
            uniqueKeysWithValues: calls.enumerated().map { index, call in
                (
                    index,
                    call.answer.map { .answered(.returned($0), seconds: call.seconds) }
                        ?? .notRun("the reference gave no value")
                )
            })
    }

    /// The reference's declarations in `module`.
    func declarations(of module: String) -> Set<PublicDeclarations.Declaration> {
        Set((declarations[module] ?? []).map { PublicDeclarations.Declaration(identifier: $0, name: $0, file: nil) })
    }

    init(
        inputs: HeldOutInputs, results: [Int: ProbeRun.Result],
        declarations: [String: Set<PublicDeclarations.Declaration>],
        charts: [ChapterChart]
    ) {
        seed = inputs.seed
        tolerances = Dictionary(uniqueKeysWithValues: inputs.exerciseIDs.map { ($0, inputs.tolerance(of: $0)) })
        calls = inputs.calls.map { call in
            var answer: ProbeValue?
            var seconds: Double?
            if case .answered(.returned(let value), let time, _)? = results[call.id] {
                answer = value
                seconds = time
            }
            return Call(
                exercise: inputs.exercise(ofCall: call.id), function: call.function, arguments: call.arguments,
                answer: answer, seconds: seconds)
        }
        self.declarations = declarations.mapValues { $0.map(\.identifier).sorted() }
        self.charts = charts
    }

    /// The file's bytes: the same reference gives the same bytes.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// The recorded reference of the workbook in `root`; `nil` when it has none, as every
    /// workbook but the Classroom 50 bundle's.
    public static func read(in root: URL) throws -> RecordedReference? {
        let file = root.appendingPathComponent(WorkbookLayout.recordedReferenceFile)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return try JSONDecoder().decode(RecordedReference.self, from: Data(contentsOf: file))
    }
}

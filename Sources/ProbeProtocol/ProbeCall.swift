import Foundation

/// One call of a student's function that the grader asks the probe to make.
///
/// ```
/// let call = ProbeCall(id: 7, function: "LineGraph.xPosition(index:count:in:)",
///                      arguments: [.init("index", 2), .init("count", 7), .init("in", rect)])
/// call.swiftText   // "xPosition(index: 2, count: 7, in: CGRect(x: 0, y: 0, width: 300, height: 200))"
/// ```
///
/// `function` is the module and the function's full name, so that two chapters' functions
/// of one name (`yPosition`) stay apart. The probe knows each function by that name, and
/// the grader never runs the student's code itself.
public struct ProbeCall: Codable, Sendable, Equatable {
    /// The call's place in the grader's list; its answer carries it back.
    public var id: Int
    public var function: String
    public var arguments: [Argument]

    /// An argument, with the label the call gives it (`nil` for an unlabelled one).
    public struct Argument: Codable, Sendable, Equatable {
        public var label: String?
        public var value: ProbeValue

        public init(_ label: String?, _ value: some ProbeConvertible) {
            self.label = label
            self.value = value.probeValue
        }

        public init(_ label: String?, value: ProbeValue) {
            self.label = label
            self.value = value
        }
    }

    public init(id: Int, function: String, arguments: [Argument]) {
        self.id = id
        self.function = function
        self.arguments = arguments
    }

    /// The call as Swift source, as a student would write it: "xPosition(index: 2, ...)".
    public var swiftText: String {
        let base = function.split(separator: ".").dropFirst().joined(separator: ".")
        let name = base.prefix { $0 != "(" }
        let inside = arguments.map { argument in
            (argument.label.map { "\($0): " } ?? "") + argument.value.swiftText()
        }
        return name + "(" + inside.joined(separator: ", ") + ")"
    }
}

/// What the probe says of one ``ProbeCall``.
///
/// ```
/// ProbeAnswer(id: 7, outcome: .returned(.number(103.3)))
/// ProbeAnswer(id: 8, outcome: .notImplemented)
/// ```
public struct ProbeAnswer: Codable, Sendable, Equatable {
    public var id: Int
    public var outcome: Outcome
    /// How long the call took, as the probe measured it: the grader takes it only from
    /// the reference solutions' probe, to set the time limits.
    public var seconds: Double?
    /// With ``Outcome/notImplemented``: the files of the `todo`s the call reached
    /// ("LineGraph/YPosition.swift"), which name the exercises a replayed chart waits for.
    public var todoFiles: [String]?

    public enum Outcome: Codable, Sendable, Equatable {
        /// The function returned this.
        case returned(ProbeValue)
        /// It reached a `todo`: the exercise is not written yet.
        case notImplemented
        /// The probe could not make the call: no such function, or arguments it cannot read.
        case refused(String)
    }

    public init(id: Int, outcome: Outcome, seconds: Double? = nil, todoFiles: [String]? = nil) {
        self.id = id
        self.outcome = outcome
        self.seconds = seconds
        self.todoFiles = todoFiles
    }
}

/// The probe's wire: one JSON object a line, calls in a file the probe reads, answers on
/// the descriptor the grader reads as they are written.
public enum ProbeWire {
    /// The descriptor the probe writes its answers to; its standard output and error are
    /// the student's, for `print`, and are not read for answers.
    public static let answerDescriptor: Int32 = 3

    /// The probe's first line, before any call: from then on each call has its own time
    /// limit, and the program's start is not counted against the first.
    public static let readyLine = Data("{\"ready\":true}\n".utf8)

    public static func line(_ value: some Encodable) throws -> Data {
        var data = try JSONEncoder().encode(value)
        data.append(0x0A)
        return data
    }

    /// The values of each complete line in `data`; a line that is not one is left out.
    public static func values<Value: Decodable>(_ type: Value.Type, in data: Data) -> [Value] {
        let decoder = JSONDecoder()
        return data.split(separator: 0x0A).compactMap { try? decoder.decode(Value.self, from: Data($0)) }
    }
}

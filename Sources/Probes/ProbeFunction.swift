import Foundation
import ProbeProtocol

/// One of a chapter's functions as the probe calls it: by its full name, with arguments
/// read from the wire and the result written back.
///
/// ```
/// ProbeFunction("LineGraph.xPosition(index:count:in:)") { arguments in
///     LineGraph.xPosition(index: try arguments.value(0), count: try arguments.value(1), in: try arguments.value(2)).probeValue
/// }
/// ```
struct ProbeFunction: Sendable {
    /// The module and the function's full name, as ``ProbeCall/function`` gives it.
    let name: String
    let call: @Sendable (ProbeArguments) throws -> ProbeValue

    init(_ name: String, call: @escaping @Sendable (ProbeArguments) throws -> ProbeValue) {
        self.name = name
        self.call = call
    }
}

/// A call's arguments, read by position as the function's parameters need them.
struct ProbeArguments {
    let arguments: [ProbeCall.Argument]

    /// The argument at `index`, as the type the parameter has.
    func value<Value: ProbeConvertible>(_ index: Int, as type: Value.Type = Value.self) throws -> Value {
        guard arguments.indices.contains(index) else {
            throw ProbeValueError(expected: "an argument at position \(index)", got: .null)
        }
        return try Value(probeValue: arguments[index].value)
    }

    /// The argument at `index` as it came, for a chapter's own types.
    func raw(_ index: Int) throws -> ProbeValue {
        guard arguments.indices.contains(index) else {
            throw ProbeValueError(expected: "an argument at position \(index)", got: .null)
        }
        return arguments[index].value
    }
}

/// A tuple as a record without a type name, its labels as the fields' names.
func tupleValue(_ fields: KeyValuePairs<String, ProbeValue>) -> ProbeValue {
    .record("", fields)
}

/// An optional result whose wrapped value is converted by `convert`.
func optionalValue<Wrapped>(_ value: Wrapped?, _ convert: (Wrapped) -> ProbeValue) -> ProbeValue {
    switch value {
    case .none: .record("Optional", ["none": .null])
    case .some(let wrapped): .record("Optional", ["some": convert(wrapped)])
    }
}

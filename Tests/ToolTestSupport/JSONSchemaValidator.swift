import Foundation
import Testing

/// Checks a JSON value against the part of JSON Schema that the workbook's schemas use:
/// `type` (object, array, string, integer, number, boolean, null, or a list of them), `enum`, `required`, `properties`,
/// `additionalProperties` (false, or a schema for every other member), `items`, `prefixItems`, `minItems`, `maxItems`,
/// `minimum`, `maximum` and `pattern`. Anything else in a schema is a mistake here, and is reported as one, so a
/// schema cannot quietly outgrow its checker.
///
/// ```
/// let problems = JSONSchemaValidator.problems(of: value, against: schema)
/// // ["$[0].tests[2].status: \"skipped\" is not one of [\"pass\", \"fail\", \"error\"]"]
/// ```
public enum JSONSchemaValidator {
    /// The keywords understood; "description", "title", "$schema" and "$id" are notes.
    static let keywords: Set<String> = [
        "type", "enum", "required", "properties", "additionalProperties", "items", "prefixItems", "minItems",
        "maxItems",
        "minimum", "maximum", "pattern",
        "description", "title", "$schema", "$id",
    ]

    public static func problems(of value: Any, against schema: [String: Any], at path: String = "$") -> [String] {
        var problems = schema.keys.filter { !keywords.contains($0) }.sorted()
            .map { "\(path): the schema uses \"\($0)\", which this checker does not know" }
        let types = schema["type"].map { ($0 as? [String]) ?? ($0 as? String).map { [$0] } ?? [] }
        if let types, !types.contains(where: { has(value, type: $0) }) {
            return problems + ["\(path): \(describe(value)) is not of type \(types.joined(separator: " or "))"]
        }
        if let pattern = schema["pattern"] as? String, let string = value as? String,
            string.range(of: pattern, options: .regularExpression) == nil
        {
            problems.append("\(path): \(describe(value)) does not match \(pattern)")
        }
        if let choices = schema["enum"] as? [Any], !choices.contains(where: { equal($0, value) }) {
            problems.append("\(path): \(describe(value)) is not one of \(choices.map(describe))")
        }
        if let minimum = schema["minimum"] as? Double, let number = value as? NSNumber, number.doubleValue < minimum {
            problems.append("\(path): \(number) is below the minimum \(minimum)")
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
            for key in schema["required"] as? [String] ?? [] where object[key] == nil {
                problems.append("\(path): the required \"\(key)\" is missing")
            }
            for (key, member) in object.sorted(by: { $0.key < $1.key }) {
                if let property = properties[key] {
                    problems += self.problems(of: member, against: property, at: "\(path).\(key)")
                } else if schema["additionalProperties"] as? Bool == false {
                    problems.append("\(path): \"\(key)\" is not in the schema")
                } else if let other = schema["additionalProperties"] as? [String: Any] {
                    problems += self.problems(of: member, against: other, at: "\(path).\(key)")
                }
            }
        }
        if let maximum = schema["maximum"] as? Double, let number = value as? NSNumber, number.doubleValue > maximum {
            problems.append("\(path): \(number) is above the maximum \(maximum)")
        }
        if let array = value as? [Any] {
            if let least = schema["minItems"] as? Int, array.count < least {
                problems.append("\(path): \(array.count) items, fewer than \(least)")
            }
            if let most = schema["maxItems"] as? Int, array.count > most {
                problems.append("\(path): \(array.count) items, more than \(most)")
            }
            for (index, (element, item)) in zip(array, schema["prefixItems"] as? [[String: Any]] ?? []).enumerated() {
                problems += self.problems(of: element, against: item, at: "\(path)[\(index)]")
            }
        }
        if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for (index, element) in array.enumerated() {
                problems += self.problems(of: element, against: items, at: "\(path)[\(index)]")
            }
        }
        return problems
    }

    private static func has(_ value: Any, type: String) -> Bool {
        switch type {
        case "object": value is [String: Any]
        case "array": value is [Any]
        case "string": value is String
        case "integer": (value as? NSNumber).map { $0.doubleValue.rounded() == $0.doubleValue } == true
        case "number": value is NSNumber
        // JSONSerialization reads true and false as NSNumbers of type "c", 1 and 0 as "i".
        case "boolean": (value as? NSNumber).map { String(cString: $0.objCType) == "c" } == true
        case "null": value is NSNull
        default: false
        }
    }

    private static func equal(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? String, let b = b as? String { return a == b }
        if let a = a as? NSNumber, let b = b as? NSNumber { return a == b }
        return false
    }

    private static func describe(_ value: Any) -> String {
        if let string = value as? String { return "\"\(string)\"" }
        return "\(value)"
    }
}

/// The schema of `workbook grade --format json`, from the workbook these tests belong to.
public func resultsSchema() throws -> [String: Any] {
    try gradingSchema("results.schema.json")
}

/// A schema in Sources/Grading/Class of the workbook these tests belong to, such as
/// "gradescope-results.schema.json".
public func gradingSchema(_ name: String) throws -> [String: Any] {
    let data = try Data(contentsOf: workbookRoot.appendingPathComponent("Sources/Grading/Class/\(name)"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
}

import Foundation

/// How every JSON report for people is written (grading's reports, `doctor --json`): pretty-printed, keys sorted so that two
/// runs compare line by line, and slashes left as they are (paths read as paths).
///
/// ```
/// try ReportJSON.text(ResultsJSON.submissions(grades))   // "[\n  {\n    \"changed_files\" : ..."
/// ```
public enum ReportJSON {
    public static func text(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

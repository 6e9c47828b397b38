import Foundation

/// Picks the compiler's error messages out of a build log.
///
/// The compiler repeats each error (once per build step that saw it) and surrounds it with
/// progress lines; a student needs each error once, with its file and line, and with the
/// package folder left off the path:
///
/// ```
/// BuildErrors.extract(from: log, packageDirectory: root)
/// // ["Chapters/01-LineGraph/XPosition.swift:30:5: error: cannot find 'widht' in scope"]
/// ```
public enum BuildErrors {
    public static func extract(from log: String, packageDirectory: URL) -> [String] {
        let prefix = packageDirectory.standardizedFileURL.path + "/"
        var seen: Set<String> = []
        var errors: [String] = []
        for line in log.split(whereSeparator: \.isNewline) {
            guard line.contains("error:"), !line.contains("emit-module command failed"),
                  !line.contains("fatalError"), !line.contains("Invalid manifest (compiled with"),
                  !line.contains("ExitCode(rawValue"), !line.trimmingCharacters(in: .whitespaces).hasPrefix("|")
            else { continue }
            let message = line.replacingOccurrences(of: prefix, with: "")
                .trimmingCharacters(in: .whitespaces)
            if seen.insert(message).inserted { errors.append(message) }
        }
        return errors
    }
}

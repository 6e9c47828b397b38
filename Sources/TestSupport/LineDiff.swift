/// A line-by-line difference between two texts, for failure messages of snapshot tests.
///
/// ```
/// print(LineDiff.describe(expected: "a\nb\nc", actual: "a\nB\nc"))
/// // @@ line 1 @@
/// //   a
/// // - b
/// // + B
/// //   c
/// ```
///
/// Lines only in the expected text start with "- ", lines only in the actual text with
/// "+ ", and unchanged lines around a change with two spaces. Each hunk opens with the
/// 1-based number, in the expected text, of its first line.
public enum LineDiff {
    /// The difference between `expected` and `actual` in unified style, or "" when they
    /// are equal.
    ///
    /// Lines that differ only in trailing spaces, which a terminal does not show, get
    /// "  (trailing spaces differ)" after them.
    ///
    /// - Parameter context: How many unchanged lines to show around each change.
    /// - Complexity: O(*n* × *m*) time and memory in the numbers of lines, through a longest
    ///   common subsequence: fine for snapshots of a few hundred lines.
    public static func describe(expected: String, actual: String, context: Int = 2) -> String {
        guard expected != actual else { return "" }
        // A final newline ends the last line rather than starting an empty one, unless
        // only one text has it: then the empty line is the difference to show.
        let bothEndLines = expected.hasSuffix("\n") && actual.hasSuffix("\n")
        func lines(of text: String) -> [String] {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return bothEndLines ? lines.dropLast() : lines
        }
        let operations = grouped(editScript(from: lines(of: expected), to: lines(of: actual)))
        return hunks(of: operations, context: max(0, context))
            .map { range in
                let header = "@@ line \(operations[range.lowerBound].expectedIndex + 1) @@"
                return ([header] + operations[range].map(\.text)).joined(separator: "\n")
            }
            .joined(separator: "\n")
    }

    /// One line of the diff.
    struct Operation {
        enum Kind { case unchanged, removed, inserted }
        var kind: Kind
        var line: String
        /// The index in the expected text of this line or, for an inserted line, of the
        /// expected line that follows it.
        var expectedIndex: Int
        var onlyTrailingSpacesDiffer = false

        var text: String {
            let prefix =
                switch kind {
                case .unchanged: "  "
                case .removed: "- "
                case .inserted: "+ "
                }
            return prefix + line + (onlyTrailingSpacesDiffer ? "  (trailing spaces differ)" : "")
        }
    }

    /// The shortest edit script from `expected` to `actual`, from a longest common
    /// subsequence of lines.
    static func editScript(from expected: [String], to actual: [String]) -> [Operation] {
        let n = expected.count
        let m = actual.count
        // common[i * (m + 1) + j]: the length of the longest common subsequence of
        // expected[i...] and actual[j...], in one flat array to keep it cheap.
        var common = [Int](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i * (m + 1) + j] =
                    expected[i] == actual[j]
                    ? common[(i + 1) * (m + 1) + j + 1] + 1
                    : max(common[(i + 1) * (m + 1) + j], common[i * (m + 1) + j + 1])
            }
        }
        var operations: [Operation] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, expected[i] == actual[j] {
                operations.append(Operation(kind: .unchanged, line: expected[i], expectedIndex: i))
                i += 1
                j += 1
            } else if j == m || (i < n && common[(i + 1) * (m + 1) + j] >= common[i * (m + 1) + j + 1]) {
                operations.append(Operation(kind: .removed, line: expected[i], expectedIndex: i))
                i += 1
            } else {
                operations.append(Operation(kind: .inserted, line: actual[j], expectedIndex: i))
                j += 1
            }
        }
        return operations
    }

    /// The script with each run of changes written as all its removed lines, then all
    /// its inserted lines, the way a reader compares them, and with the pairs that
    /// differ only in trailing spaces marked.
    static func grouped(_ operations: [Operation]) -> [Operation] {
        var result: [Operation] = []
        var index = 0
        while index < operations.count {
            guard operations[index].kind != .unchanged else {
                result.append(operations[index])
                index += 1
                continue
            }
            var end = index
            while end < operations.count, operations[end].kind != .unchanged { end += 1 }
            var removed = operations[index..<end].filter { $0.kind == .removed }
            var inserted = operations[index..<end].filter { $0.kind == .inserted }
            for pair in 0..<min(removed.count, inserted.count)
            where removed[pair].line.withoutTrailingSpaces == inserted[pair].line.withoutTrailingSpaces {
                removed[pair].onlyTrailingSpacesDiffer = true
                inserted[pair].onlyTrailingSpacesDiffer = true
            }
            // An inserted line's index is the next expected line, wherever it stood in
            // the run; after regrouping that is the line after the last removed one.
            let next = operations[index].expectedIndex + removed.count
            result +=
                removed
                + inserted.map { line in
                    var line = line
                    line.expectedIndex = next
                    return line
                }
            index = end
        }
        return result
    }

    /// The ranges of operations to show: each change with `context` unchanged lines on
    /// either side, merged where they touch or overlap.
    static func hunks(of operations: [Operation], context: Int) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        for (index, operation) in operations.enumerated() where operation.kind != .unchanged {
            let range = max(0, index - context)...min(operations.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }
}

extension String {
    /// The line without the spaces and tabs at its end.
    fileprivate var withoutTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, [" ", "\t"].contains(self[index(before: end)]) {
            end = index(before: end)
        }
        return self[..<end]
    }
}

import Course

/// What to tell a student whose code does not compile: the compiler's first errors and
/// a hint, such as
///
/// ```
///   Your code does not compile yet, so no test could run.
///   The compiler says:
///
///     Chapters/01-LineGraph/XPosition.swift:12:5: error: ...
/// ```
func compileErrorText(_ errors: [String], consequence: String, style: Style) -> [String] {
    // A toolchain without a working Swift Testing: what to install, not the compiler's wall.
    if let paragraph = FirstRunCheck.paragraph(forBuildErrors: errors, style: style) { return paragraph }
    let manifest = errors.contains { $0.contains(WorkbookLayout.manifest) }
    // Errors only outside Chapters/ mean the workbook's own files were changed or broken.
    let workbookOnly = !manifest && !errors.isEmpty && !errors.contains { $0.contains(WorkbookLayout.chapters + "/") }
    var lines = [
        style.paint(
            manifest
                ? "  \(WorkbookLayout.manifest) could not be read, \(consequence)."
                : workbookOnly
                    ? "  The workbook's own files do not compile, \(consequence)."
                    : "  Your code does not compile yet, \(consequence).", .red)
    ]
    if workbookOnly {
        lines.append(
            "  The errors are outside \(WorkbookLayout.chapters)/. If you renamed a function or changed its parameters,"
        )
        lines.append("  put them back as the skeleton had them: the tests and previews call them exactly so.")
        lines.append("  Otherwise `git status` shows which workbook files changed.")
    }
    if errors.isEmpty {
        lines.append("  The build log says why: \(WorkbookLayout.runs)/")
    } else {
        lines.append("  The compiler says:")
        lines.append("")
        // Each error with its line of code, a caret and the compiler's notes.
        for error in errors.prefix(5) {
            lines += error.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            lines.append("")
        }
        if errors.count > 5 { lines.append("    (and \(errors.count - 5) more)") }
    }
    if errors.isEmpty { lines.append("") }
    lines.append("  Fix the first error first: later ones often follow from it.")
    for advice in CompileErrorAdvice.advice(for: errors) {
        lines.append("")
        lines += wrapped("  " + advice, width: style.columns, continuationIndent: 2)
    }
    return lines
}

/// Beginners' compile errors in plain words: what the compiler's message means, and the
/// usual fix. Each entry matches the first line of an error as swiftc 6.3 writes it.
///
/// ```
/// CompileErrorAdvice.advice(for: ["X.swift:4:1: error: missing return in global function expected to return 'Double'"])
/// // ["In plain words: a function that promises a value must hand one back ..."]
/// ```
enum CompileErrorAdvice {
    /// Whether an error's first line is of this kind, and what to say about it.
    private static let known: [(matches: @Sendable (String) -> Bool, advice: String)] = [
        (
            { message in
                let numbers = message.contains("Int") && (message.contains("Double") || message.contains("CGFloat"))
                return message.contains("DurationProtocol")
                    || (numbers
                        && (message.contains("cannot convert") || message.contains("cannot be applied to operands")))
            },
            "In plain words: an Int is mixed with a Double or a CGFloat. Swift never converts numbers by itself, "
                + "not even in total / values.count: convert one side first, as in Double(values.count) or CGFloat(index)."
        ),
        (
            { $0.contains("missing return in") },
            "In plain words: the function promises a value but can end without giving one back. Finish every way "
                + "through it with return and the result, for example return total / Double(values.count)."
        ),
        (
            { $0.contains("must be unwrapped") },
            "In plain words: this value is optional (its type ends in ?), because it can be missing: values.first and "
                + "values.max() are nil for an empty array. Say what happens then: guard let first = values.first "
                + "else { return nil }, or give a default with ?? 0."
        ),
        (
            { $0.contains("is a 'let' constant") },
            "In plain words: a let can never change once it is set. Declare it with var if your code changes it; "
                + "a parameter is a let too, so copy it first: var value = value."
        ),
    ]

    /// What to tell a student about `errors`, in the order the errors come; each kind once.
    static func advice(for errors: [String]) -> [String] {
        var found: [Int] = []
        for error in errors {
            let firstLine = String(error.prefix { $0 != "\n" })
            for (index, entry) in known.enumerated() where entry.matches(firstLine) && !found.contains(index) {
                found.append(index)
            }
        }
        return found.map { known[$0].advice }
    }
}

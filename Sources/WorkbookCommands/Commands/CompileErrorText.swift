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
    let manifest = errors.contains { $0.contains("Package.swift") }
    // Errors only outside Chapters/ mean the workbook's own files were changed or broken.
    let workbookOnly = !manifest && !errors.isEmpty && !errors.contains { $0.contains("Chapters/") }
    var lines = [style.paint(
        manifest ? "  Package.swift could not be read, \(consequence)."
            : workbookOnly ? "  The workbook's own files do not compile, \(consequence)."
            : "  Your code does not compile yet, \(consequence).", .red)]
    if workbookOnly {
        lines.append("  The errors are outside Chapters/. If you renamed a function or changed its parameters,")
        lines.append("  put them back as the skeleton had them: the tests and previews call them exactly so.")
        lines.append("  Otherwise `git status` shows which workbook files changed.")
    }
    if errors.isEmpty {
        lines.append("  The build log says why: .build/workbook/runs/")
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
    if errors.contains(where: { $0.contains("DurationProtocol") || ($0.contains("'Int'") && $0.contains("CGFloat")) }) {
        lines.append("  Swift does not mix Int and CGFloat in arithmetic: convert first, as in CGFloat(index).")
    }
    return lines
}

import Course
import ExerciseSupport

/// A result of the student's code, with the exercises it found not implemented yet.
///
/// ```
/// let points = attempt("linePoints(for:in:)", of: chapter) {
///     linePoints(for: values, in: rect)
/// }
/// points.missing   // ["1.3"] while yPosition(for:minimum:maximum:in:) is still a todo
/// ```
///
/// A skeleton returns a stand-in (NaN, an empty array) through `todo`, which also writes
/// to the task's ``NotImplementedLog``; reading that log is how a preview knows to show a
/// note instead of drawing the stand-in.
struct Attempt<Value> {
    var value: Value
    /// Exercise numbers such as "1.3", in the order their todos were reached.
    var missing: [String]

    var isComplete: Bool { missing.isEmpty }

    /// "not implemented yet: exercise 1.3" (or "exercises 1.2, 1.3").
    var note: String? {
        guard !missing.isEmpty else { return nil }
        return "not implemented yet: exercise" + (missing.count > 1 ? "s " : " ") + missing.joined(separator: ", ")
    }
}

/// Runs `body`, a call of the student's function `call`, under ``CallWatch``, and notes
/// which exercises' todos it reached: the chapter's description says which exercise each
/// skeleton file, such as "YPosition.swift", belongs to.
func attempt<Value>(_ call: String, of chapter: Chapter, _ body: () -> Value) -> Attempt<Value> {
    let log = NotImplementedLog()
    let value = CallWatch.run(call) { NotImplementedLog.$current.withValue(log) { body() } }
    var missing: [String] = []
    for entry in log.entries {
        let file = String(entry.fileID.split(separator: "/").last ?? "")
        let exercise = chapter.exercise(inFile: file)?.id ?? file
        if !missing.contains(exercise) { missing.append(exercise) }
    }
    return Attempt(value: value, missing: missing)
}

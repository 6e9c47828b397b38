/// Breaks `text` into lines of at most `width` characters at spaces, keeping the text's
/// own leading spaces on every line and indenting the lines after the first by a further
/// `continuationIndent`. A word longer than the width stays whole on a line of its own.
///
/// ```
/// wrapped("one two three four", width: 9, continuationIndent: 2)
/// // ["one two", "  three", "  four"]
/// ```
///
/// - Complexity: O(*n*) in the length of `text`.
func wrapped(_ text: String, width: Int, continuationIndent: Int = 0) -> [String] {
    guard text.count > width else { return [text] }
    let leading = String(text.prefix { $0 == " " })
    let continuation = leading + String(repeating: " ", count: continuationIndent)
    var lines: [String] = []
    var current = leading
    var lineHasWord = false
    for word in text.dropFirst(leading.count).split(separator: " ") {
        if lineHasWord, current.count + 1 + word.count > width {
            lines.append(current)
            current = continuation + word
        } else {
            current += (lineHasWord ? " " : "") + word
        }
        lineHasWord = true
    }
    lines.append(current)
    return lines
}

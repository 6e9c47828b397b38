/// Breaks `text` into lines of at most `width` characters at spaces, indenting every
/// line after the first by `continuationIndent` spaces. A word longer than the width
/// stays whole on a line of its own.
///
/// ```
/// wrapped("Likely mistake: dividing by count. Between count points ...", width: 30)
/// // ["Likely mistake: dividing by", "count. Between count points ..."]
/// ```
///
/// - Complexity: O(*n*) in the length of `text`.
func wrapped(_ text: String, width: Int, continuationIndent: Int = 0) -> [String] {
    guard text.count > width else { return [text] }
    let leading = String(text.prefix { $0 == " " })
    var lines: [String] = []
    var current = leading
    for word in text.dropFirst(leading.count).split(separator: " ", omittingEmptySubsequences: false) {
        let indent = lines.isEmpty ? leading : leading + String(repeating: " ", count: continuationIndent)
        if current.count + 1 + word.count > width, current.count > indent.count {
            lines.append(current)
            current = indent + word
        } else {
            current += (current.count > indent.count ? " " : "") + word
        }
    }
    lines.append(current)
    return lines
}

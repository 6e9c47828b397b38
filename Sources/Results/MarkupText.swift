/// Text made safe for XML and HTML alike (the JUnit file, the class report): the five
/// characters markup gives a meaning are written as references, and a character XML 1.0
/// cannot hold, or a browser would act on, is spelled out as ``StudentText`` spells it.
///
/// ```
/// MarkupText.escaped("<b>bob's</b> & \u{1B}[2K")   // "&lt;b&gt;bob&#39;s&lt;/b&gt; &amp; \u{1B}[2K"
/// ```
///
/// `&#39;` rather than `&apos;`: HTML 4 lacks the named one, and both languages read the
/// number. The same text is shown in an element or in a quoted attribute.
package enum MarkupText {
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case _ where StudentText.needsEscape(scalar, keepingLines: true):
                result += StudentText.escaped(String(scalar), keepingLines: true)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

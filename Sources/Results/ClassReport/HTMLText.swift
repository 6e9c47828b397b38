import Foundation

/// Text made safe for an HTML page: every string a student controls (a folder's name, a
/// message that quotes their code, a file's name) goes through ``escaped(_:)``, and an SVG
/// a student's code drew becomes an image (``imageSource(svg:)``), in which a browser runs
/// no script.
///
/// ```
/// HTMLText.escaped("<script>alert(1)</script>")   // "&lt;script&gt;alert(1)&lt;/script&gt;"
/// HTMLText.imageSource(svg: "<svg/>")              // "data:image/svg+xml;base64,PHN2Zy8+"
/// ```
enum HTMLText {
    /// `text` with the five characters that HTML gives a meaning replaced, so that it is
    /// shown as it is, in an element or in a quoted attribute.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// An SVG as a `data:` address for `<img src>` or a CSS `url()`: base64 holds only
    /// letters, digits, "+", "/" and "=", so nothing in it can end the attribute.
    static func imageSource(svg: String) -> String {
        "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString()
    }
}

import Foundation
import Results

/// An SVG a student's code drew, made into an image for an HTML page
/// (``imageSource(svg:)``), in which a browser runs no script. Every string a student
/// controls goes through ``MarkupText/escaped(_:)``.
///
/// ```
/// HTMLText.imageSource(svg: "<svg/>")   // "data:image/svg+xml;base64,PHN2Zy8+"
/// ```
enum HTMLText {
    /// An SVG as a `data:` address for `<img src>` or a CSS `url()`: base64 holds only
    /// letters, digits, "+", "/" and "=", so nothing in it can end the attribute.
    static func imageSource(svg: String) -> String {
        "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString()
    }
}

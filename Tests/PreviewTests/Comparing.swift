import Course
import Foundation
import SampleData
import ToolTestSupport

@testable import Previews

extension PreviewSettings {
    /// Compares the chart with `reference`'s parts of `data`, drawn with these settings
    /// into the student's plot rectangle and sent through JSON, as the reference program
    /// draws and sends them for `--compare`.
    ///
    /// ```
    /// var settings = PreviewSettings(size: size, canvas: .braille)
    /// settings.compare(with: LineGraphPreview(), of: .temperature, chapter: lineGraph)
    /// ```
    mutating func compare(with reference: some ChapterPreview, of data: Dataset, chapter: Chapter) {
        let asked = self
        comparison = .against { rect in
            var settings = asked
            settings.implementation = .reference
            settings.comparison = .recording
            settings.plotRect = rect
            settings.tap = nil
            let parts = reference.chart(of: data, chapter: chapter, settings: settings).expected
            return try ExpectedParts(decoding: try parts.encoded())
        }
    }
}

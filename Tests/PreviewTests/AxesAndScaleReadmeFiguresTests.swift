import AxesAndScale
import Course
import Foundation
import PreviewProtocol
import Renderer
import SampleData
import Testing
import ToolTestSupport

@testable import Previews

/// The figures chapter 5's README quotes, each worked out again here from the day's data
/// through the reference solutions, and found in the README's text: if the data, a
/// solution or the preview changes, the README has to change with it.
@Suite("Chapter 5's README figures")
struct AxesAndScaleReadmeFiguresTests {
    static let readme: String = {
        let path = workbookRoot.appendingPathComponent(WorkbookLayout.readmePath(of: axesAndScale))
        return (try? String(contentsOf: path, encoding: .utf8)) ?? ""
    }()

    /// The README's text with each line break and run of spaces read as one space, as a
    /// reader reads its wrapped sentences.
    static let prose = readme.split(whereSeparator: \.isWhitespace).joined(separator: " ")

    static let readings = HouseholdPower.readings
    static let measured = readings.filter(\.isFinite)

    /// 1,234 as the README writes it: "1,234".
    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return text
    }

    @Test("the day's readings, their extremes and the seconds missed")
    func readings() {
        let lowest = Int(Self.measured.min()!.rounded())
        let highest = Int(Self.measured.max()!.rounded())
        let sentence = "The readings run from \(Self.grouped(lowest)) W to \(Self.grouped(highest)) W."
        #expect(Self.prose.contains(sentence), "the README says: \(sentence)")
        let extremes = "\(lowest)...\(Self.grouped(highest))"
        #expect(Self.prose.contains(extremes), "the README's nice domain starts from \(extremes)")
        let quarter = Double(highest - lowest) / 4
        let even = (0...4).map { String(Int((Double(lowest) + Double($0) * quarter).rounded())) }
        #expect(Self.readme.contains(even.joined(separator: "   ")), "the README's even ticks are \(even)")
        let counted =
            "the day's \(Self.grouped(Self.measured.count)) readings: 86,400 seconds less the "
            + "\(Self.readings.count - Self.measured.count) the meter missed"
        #expect(Self.prose.contains(counted), "the README says: \(counted)")
    }

    /// The day drawn 1,440 pixels wide and 400 high for 0 to 2,500 W, one column a minute,
    /// as the README's table and test 5.12 draw it.
    static func y(_ watts: Double) -> CGFloat { CGFloat(watts / 2500 * 400) }
    static func middle(_ bucket: Int) -> CGFloat { CGFloat(120 * bucket + 59) / 120 }
    static let original = readings.indices.filter { readings[$0].isFinite }.map {
        CGPoint(x: CGFloat($0) / 60, y: y(readings[$0]))
    }
    static let averages = averagePerBucket(readings, bucketCount: 1440)

    static func line(_ method: String) -> (points: [CGPoint], values: Int) {
        switch method {
        case "average":
            return (averages.enumerated().map { CGPoint(x: middle($0), y: y($1)) }, 1440)
        case "min-max":
            let points = minMaxPerBucket(readings, bucketCount: 1440).enumerated().flatMap {
                bucket, range -> [CGPoint] in
                guard let range else { return [] }
                let ends =
                    bucket.isMultiple(of: 2)
                    ? [range.lowerBound, range.upperBound] : [range.upperBound, range.lowerBound]
                return ends.map { CGPoint(x: middle(bucket), y: y($0)) }
            }
            return (points, points.count)
        default:
            let seconds = readings.indices.filter { readings[$0].isFinite }.map {
                CGPoint(x: Double($0), y: readings[$0])
            }
            let kept = largestTriangleThreeBuckets(seconds, threshold: 1440)
            // Each point keeps its x as well as its y: two values a point.
            return (kept.map { CGPoint(x: $0.x / 60, y: y(Double($0.y))) }, 2 * kept.count)
        }
    }

    /// How far apart two lines are in each pixel column both reach, as 5.12's doc comment
    /// defines it, worked out column by column.
    static func columnDistances(_ first: [CGPoint], _ second: [CGPoint]) -> [Int: CGFloat] {
        func extents(_ points: [CGPoint]) -> (columns: ClosedRange<Int>, extent: (Int) -> ClosedRange<CGFloat>) {
            let points = points.filter { $0.x.isFinite && $0.y.isFinite }.sorted { $0.x < $1.x }
            var inColumn: [Int: ClosedRange<CGFloat>] = [:]
            for point in points {
                let column = Int(point.x.rounded(.down))
                let known = inColumn[column] ?? point.y...point.y
                inColumn[column] = min(known.lowerBound, point.y)...max(known.upperBound, point.y)
            }
            let columns = Int(points[0].x.rounded(.down))...Int(points[points.count - 1].x.rounded(.down))
            return (
                columns,
                { column in
                    if let extent = inColumn[column] { return extent }
                    let middle = CGFloat(column) + 0.5
                    let after = points.firstIndex { $0.x > middle }!
                    let (p, q) = (points[after - 1], points[after])
                    let y = p.y + (q.y - p.y) * (middle - p.x) / (q.x - p.x)
                    return y...y
                }
            )
        }
        let (a, b) = (extents(first), extents(second))
        var distances: [Int: CGFloat] = [:]
        for column in max(a.columns.lowerBound, b.columns.lowerBound)...min(a.columns.upperBound, b.columns.upperBound)
        {
            let (top, bottom) = (a.extent(column), b.extent(column))
            distances[column] = max(abs(top.upperBound - bottom.upperBound), abs(top.lowerBound - bottom.lowerBound))
        }
        return distances
    }

    @Test("the table of the three downsampled lines", arguments: ["average", "min-max", "LTTB"])
    func table(method: String) throws {
        let (points, values) = Self.line(method.lowercased())
        let distance = largestVerticalDistance(from: Self.original, to: points)
        let columns = Self.columnDistances(Self.original, points)
        let worst = try #require(columns.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })
        #expect(abs(worst.value - distance) < 1e-9, "5.12's answer, \(distance), is the worst column's distance")
        let minute = String(format: "%02d:%02d", worst.key / 60, worst.key % 60)
        // The row is the line that starts with the method's name and a count of points.
        let row = try #require(
            Self.readme.split(separator: "\n").first {
                let fields = $0.split(separator: " ")
                return fields.first.map(String.init) == method && fields.count > 1 && fields[1].first!.isNumber
            }, "the README's row for \(method)")
        let fields = row.split(separator: " ")
        // method, points, memory, "kB", distance, "px", "(HH:MM,", ...
        try #require(fields.count >= 7, "the README's row: \(row)")
        #expect(fields[1] == Self.grouped(points.count), "\(method) has \(points.count) points: \(row)")
        let kilobytes = Double(values * 8) / 1000
        let writtenKilobytes = try #require(Double(fields[2]), "\(row)")
        let decimals = fields[2].split(separator: ".").dropFirst().first?.count ?? 0
        #expect(
            abs(kilobytes - writtenKilobytes) <= 0.5 * pow(10, -Double(decimals)),
            "\(method)'s \(values) numbers take \(kilobytes) kB: \(row)")
        let writtenDistance = try #require(Double(fields[4]), "\(row)")
        #expect(abs(Double(distance) - writtenDistance) <= 0.05, "\(method) is \(distance) px off: \(row)")
        #expect(fields[6].hasPrefix("(\(minute)"), "\(method) is furthest off in the column of \(minute): \(row)")
        if method == "min-max" {
            let sentence = "Min-max has two points for each of \(Self.grouped(points.count / 2)) minutes"
            #expect(Self.prose.contains(sentence), "the README says: \(sentence)")
        }
    }

    @Test("the kettle's keep-warm spike at 15:30, and what the average draws of it")
    func keepWarm() {
        let minute = 15 * 60 + 30
        let seconds = Self.readings[(minute * 60)..<(minute * 60 + 60)].filter(\.isFinite)
        let peak = seconds.max()!
        let sentence = "where the meter saw \(Self.grouped(Int(peak.rounded())))"
        #expect(Self.prose.contains(sentence), "the README says: \(sentence)")
        let tall =
            "stands \(Int(Self.y(peak).rounded())) pixels tall, and the average draws "
            + "\(Int(Self.y(Self.averages[minute]).rounded())) of them"
        #expect(Self.prose.contains(tall), "the README says: \(tall)")
    }

    @Test("the preview's footer for LTTB in an 80-column terminal")
    func footer() {
        let settings = PreviewSettings(
            size: TerminalSize(columns: 80, rows: 24), canvas: .braille, implementation: .student,
            chapterOptions: ["method": "lttb"])
        let text = AxesAndScalePreview(functions: .chapter).chart(of: .power, chapter: axesAndScale, settings: settings)
            .chart.text(colors: .none)
        let footer = text.split(separator: "\n").first { $0.contains("lttb: ") }.map {
            String($0[$0.range(of: "lttb: ")!.lowerBound...]).trimmingCharacters(in: .whitespaces)
        }
        let quoted = footer.map { "`\($0)`" } ?? "(no footer)"
        #expect(Self.prose.contains(quoted), "the README quotes the footer: \(quoted)")
    }
}

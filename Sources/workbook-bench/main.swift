// `workbook bench`: how long the renderer takes to draw long series into a 120x40
// braille chart. The `workbook` tool builds this in release mode and runs it; the
// figures are printed, never asserted, because they depend on the machine.
import Foundation
import Renderer

/// A random walk that is the same on every run, so runs compare.
func walk(count: Int) -> [Double] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    var value = 0.0
    return (0..<count).map { _ in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        value += Double(Int64(bitPattern: state >> 11) % 2001 - 1000) / 1000
        return value
    }
}

/// One full render: the value range, the axes, the series and the text.
func render(_ values: [Double]) -> String {
    let layout = ChartLayout(
        size: TerminalSize(columns: 120, rows: 40), canvas: .braille,
        yLabelWidth: 6, hasLegend: false, footerRows: 0)
    var minimum = Double.infinity
    var maximum = -Double.infinity
    for value in values {
        minimum = min(minimum, value)
        maximum = max(maximum, value)
    }
    var chart = Chart(layout: layout, title: "\(values.count) points")
    chart.yLabels = Chart.roundYLabels(for: minimum...maximum, in: layout.plotRect, targetCount: 8)
    chart.marks = [.series(values, range: minimum...maximum, in: layout.plotRect, color: .blue)]
    return chart.text(colors: .none)
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

let counts = [1_000, 10_000, 100_000, 1_000_000, 10_000_000]
print("Rendering a series into a 120x40 braille chart (release build, median of several runs)")
print()
print("| points     | median ms | best ms | ns per point |")
print("|-----------:|----------:|--------:|-------------:|")
var checksum = 0
var millionPointMedian: Double?
for count in counts {
    let values = walk(count: count)
    let runs = max(5, min(200, 20_000_000 / count))
    var times: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let start = clock.now
        checksum &+= render(values).utf8.count
        times.append(milliseconds(clock.now - start))
    }
    times.sort()
    let median = times[times.count / 2]
    let perPoint = median * 1e6 / Double(count)
    if count == 1_000_000 { millionPointMedian = median }
    let countText = count.formatted(.number.grouping(.automatic))
    let padding = String(repeating: " ", count: max(0, 10 - countText.count))
    print("| " + padding + countText + String(format: " | %9.3f | %7.3f | %12.2f |", median, times[0], perPoint))
}
print()
// Small series are dominated by the fixed cost of the axes and the text, which is why
// their time per point is larger; from about 100,000 points on it is flat.
if let millionPointMedian {
    let verdict = millionPointMedian < 20 ? "within" : "NOT within"
    print(String(format: "1,000,000 points took %.1f ms: %@ the aim of 20 ms.", millionPointMedian, verdict))
}
print("(checksum \(checksum), so that no render is optimised away)")

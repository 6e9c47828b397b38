import Foundation
import ProbeProtocol

/// Chapter 1's inputs: the visible tests' cases and their kin, and random ones within
/// what each doc comment allows (NaN only where the doc comment says what it gives).
enum LineGraphInputs {
    static let chart = CGRect(x: 0, y: 0, width: 300, height: 200)
    static let offset = CGRect(x: 40, y: 20, width: 300, height: 200)
    /// Narrow, with a negative x and fractional sizes, as the visible tests' awkward rect.
    static let awkward = CGRect(x: -15, y: 30.5, width: 110.5, height: 70)
    static let noWidth = CGRect(x: 12, y: 0, width: 0, height: 40)
    static let temperatures = [3.1, 3.4, 6.2, 9.4, 13.1, 15.9, 17.9, 17.6, 14.7, 10.6, 6.6, 3.8]

    static let all: [ExerciseInputs] = [
        ExerciseInputs(
            exercise: "1.1",
            fixed: [
                .call("LineGraph.valueRange(of:)", ("of", temperatures)),
                .call("LineGraph.valueRange(of:)", ("of", [Double]())),
                .call("LineGraph.valueRange(of:)", ("of", [5.0])),
                .call("LineGraph.valueRange(of:)", ("of", [Double.nan, 2, -3, .nan])),
                .call("LineGraph.valueRange(of:)", ("of", [Double.nan])),
                .call("LineGraph.valueRange(of:)", ("of", [Double.nan, .nan])),
                .call("LineGraph.valueRange(of:)", ("of", [8.0, .nan])),
                .call("LineGraph.valueRange(of:)", ("of", [4.0, 4, 4])),
            ]
        ) { random in
            var values = random.values(count: random.int(0...30))
            if random.bool(0.3), !values.isEmpty { values[random.int(0..<values.count)] = .nan }
            return .call("LineGraph.valueRange(of:)", ("of", values))
        },
        ExerciseInputs(
            exercise: "1.2",
            fixed: [
                .call("LineGraph.xPosition(index:count:in:)", ("index", 0), ("count", 2), ("in", chart)),
                .call("LineGraph.xPosition(index:count:in:)", ("index", 1), ("count", 2), ("in", chart)),
                .call("LineGraph.xPosition(index:count:in:)", ("index", 0), ("count", 1), ("in", chart)),
                .call("LineGraph.xPosition(index:count:in:)", ("index", 5), ("count", 12), ("in", offset)),
                .call("LineGraph.xPosition(index:count:in:)", ("index", 11), ("count", 12), ("in", offset)),
                .call("LineGraph.xPosition(index:count:in:)", ("index", 0), ("count", 1), ("in", awkward)),
                .call("LineGraph.xPosition(index:count:in:)", ("index", 4), ("count", 7), ("in", awkward)),
            ]
        ) { random in
            let count = random.int(1...60)
            return .call(
                "LineGraph.xPosition(index:count:in:)", ("index", random.int(0..<count)), ("count", count),
                ("in", random.rect()))
        },
        ExerciseInputs(
            exercise: "1.3",
            fixed: [
                .call(
                    "LineGraph.yPosition(for:minimum:maximum:in:)", ("for", 3.1), ("minimum", 3.1), ("maximum", 17.9),
                    ("in", chart)),
                .call(
                    "LineGraph.yPosition(for:minimum:maximum:in:)", ("for", 17.9), ("minimum", 3.1), ("maximum", 17.9),
                    ("in", chart)),
                .call(
                    "LineGraph.yPosition(for:minimum:maximum:in:)", ("for", 4.0), ("minimum", 4.0), ("maximum", 4.0),
                    ("in", offset)),
                .call(
                    "LineGraph.yPosition(for:minimum:maximum:in:)", ("for", 10.0), ("minimum", 0.0), ("maximum", 40.0),
                    ("in", offset)),
                // A missing value: NaN, on flat data too.
                .call(
                    "LineGraph.yPosition(for:minimum:maximum:in:)", ("for", Double.nan), ("minimum", 3.1),
                    ("maximum", 17.9), ("in", offset)),
                .call(
                    "LineGraph.yPosition(for:minimum:maximum:in:)", ("for", Double.nan), ("minimum", 4.0),
                    ("maximum", 4.0), ("in", awkward)),
                .call(
                    "LineGraph.yPosition(for:minimum:maximum:in:)", ("for", -2.5), ("minimum", -2.5), ("maximum", -2.5),
                    ("in", awkward)),
            ]
        ) { random in
            let low = random.number(-100...100)
            let high = random.bool(0.1) ? low : low + random.number(0.25...200)
            // Now and then a missing value, which stays NaN, flat data or not.
            let value = random.bool(0.1) ? Double.nan : random.number(low...high)
            return .call(
                "LineGraph.yPosition(for:minimum:maximum:in:)", ("for", value),
                ("minimum", low), ("maximum", high), ("in", random.rect()))
        },
        ExerciseInputs(
            exercise: "1.4",
            fixed: [
                .call("LineGraph.linePoints(for:in:)", ("for", temperatures), ("in", chart)),
                .call("LineGraph.linePoints(for:in:)", ("for", [Double]()), ("in", chart)),
                .call("LineGraph.linePoints(for:in:)", ("for", [7.0]), ("in", chart)),
                .call("LineGraph.linePoints(for:in:)", ("for", [2.0, 2, 2]), ("in", offset)),
                // A gap keeps its place, on a flat line too.
                .call("LineGraph.linePoints(for:in:)", ("for", [1.0, .nan, 3, 2]), ("in", offset)),
                .call("LineGraph.linePoints(for:in:)", ("for", [6.0, .nan, 6]), ("in", awkward)),
            ]
        ) { random in
            var values = random.values(count: random.int(0...40))
            if random.bool(0.3), !values.isEmpty { values[random.int(0..<values.count)] = .nan }
            return .call("LineGraph.linePoints(for:in:)", ("for", values), ("in", random.rect()))
        },
        ExerciseInputs(
            exercise: "1.5",
            fixed: [
                .call("LineGraph.areaPolygon(for:in:)", ("for", temperatures), ("in", chart)),
                .call("LineGraph.areaPolygon(for:in:)", ("for", [Double]()), ("in", chart)),
                .call("LineGraph.areaPolygon(for:in:)", ("for", [1.0, 3]), ("in", offset)),
                .call("LineGraph.areaPolygon(for:in:)", ("for", [4.2]), ("in", offset)),
                .call("LineGraph.areaPolygon(for:in:)", ("for", temperatures), ("in", awkward)),
            ]
        ) { random in
            .call(
                "LineGraph.areaPolygon(for:in:)", ("for", random.values(count: random.int(0...40))),
                ("in", random.rect()))
        },
        ExerciseInputs(
            exercise: "1.6",
            fixed: [
                .call(
                    "LineGraph.gridLineValues(count:minimum:maximum:)", ("count", 5), ("minimum", 0.0),
                    ("maximum", 20.0)),
                .call(
                    "LineGraph.gridLineValues(count:minimum:maximum:)", ("count", 1), ("minimum", 0.0),
                    ("maximum", 20.0)),
                .call(
                    "LineGraph.gridLineValues(count:minimum:maximum:)", ("count", 0), ("minimum", 0.0),
                    ("maximum", 20.0)),
                .call(
                    "LineGraph.gridLineValues(count:minimum:maximum:)", ("count", 4), ("minimum", 3.1),
                    ("maximum", 17.9)),
                // One line on flat data, lines on flat data, and fewer than zero lines.
                .call(
                    "LineGraph.gridLineValues(count:minimum:maximum:)", ("count", 1), ("minimum", 5.0),
                    ("maximum", 5.0)),
                .call(
                    "LineGraph.gridLineValues(count:minimum:maximum:)", ("count", 3), ("minimum", 5.0),
                    ("maximum", 5.0)),
                .call(
                    "LineGraph.gridLineValues(count:minimum:maximum:)", ("count", -1), ("minimum", 0.0),
                    ("maximum", 20.0)),
            ]
        ) { random in
            let low = random.number(-100...100)
            let high = random.bool(0.1) ? low : low + random.number(0.25...300)
            return .call(
                "LineGraph.gridLineValues(count:minimum:maximum:)", ("count", random.int(-1...12)),
                ("minimum", low), ("maximum", high))
        },
        ExerciseInputs(
            exercise: "1.7",
            fixed: [0, 1, 11, 12, 13, 14, 24, 31].map {
                .call("LineGraph.visibleLabelIndices(count:)", ("count", $0))
            }
        ) { random in
            .call("LineGraph.visibleLabelIndices(count:)", ("count", random.int(0...80)))
        },
        ExerciseInputs(
            exercise: "1.8",
            fixed: [
                .call("LineGraph.summary(of:)", ("of", temperatures)),
                .call("LineGraph.summary(of:)", ("of", [Double]())),
                .call("LineGraph.summary(of:)", ("of", [Double.nan, 4, 8])),
                .call("LineGraph.summary(of:)", ("of", [Double.nan])),
                .call("LineGraph.summary(of:)", ("of", [Double.nan, .nan])),
                .call("LineGraph.summary(of:)", ("of", [10.0, .nan])),
            ]
        ) { random in
            var values = random.values(count: random.int(0...30))
            if random.bool(0.3), !values.isEmpty { values[random.int(0..<values.count)] = .nan }
            return .call("LineGraph.summary(of:)", ("of", values))
        },
        ExerciseInputs(
            exercise: "1.9",
            fixed: [
                .call(
                    "LineGraph.selectedIndex(forTapAt:count:in:)", ("forTapAt", CGFloat(140)), ("count", 12),
                    ("in", chart)),
                .call(
                    "LineGraph.selectedIndex(forTapAt:count:in:)", ("forTapAt", CGFloat(-30)), ("count", 12),
                    ("in", chart)),
                .call(
                    "LineGraph.selectedIndex(forTapAt:count:in:)", ("forTapAt", CGFloat(900)), ("count", 12),
                    ("in", offset)),
                .call(
                    "LineGraph.selectedIndex(forTapAt:count:in:)", ("forTapAt", CGFloat(10)), ("count", 0),
                    ("in", chart)),
                .call(
                    "LineGraph.selectedIndex(forTapAt:count:in:)", ("forTapAt", CGFloat(10)), ("count", 1),
                    ("in", chart)),
                // Just left of a point (truncating selects the one before), and a rect without width.
                .call(
                    "LineGraph.selectedIndex(forTapAt:count:in:)", ("forTapAt", CGFloat(150)), ("count", 12),
                    ("in", CGRect(x: 48, y: 16, width: 300, height: 200))),
                .call(
                    "LineGraph.selectedIndex(forTapAt:count:in:)", ("forTapAt", CGFloat(-5)), ("count", 12),
                    ("in", awkward)),
                .call(
                    "LineGraph.selectedIndex(forTapAt:count:in:)", ("forTapAt", CGFloat(30)), ("count", 5),
                    ("in", noWidth)),
            ]
        ) { random in
            let rect = random.rect()
            // Taps a little outside the chart too; never exactly half-way between two
            // points, where rounding either way is right.
            let x = CGFloat(random.number(Double(rect.minX - 30)...Double(rect.maxX + 30), step: 1)) + 0.1
            return .call(
                "LineGraph.selectedIndex(forTapAt:count:in:)", ("forTapAt", x), ("count", random.int(0...40)),
                ("in", rect))
        },
    ]
}

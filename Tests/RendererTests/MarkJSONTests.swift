import Foundation
import Renderer
import Testing

@Suite("Marks as JSON")
struct MarkJSONTests {
    private static func roundTrip(_ marks: [Mark]) throws -> (json: String, decoded: [Mark]) {
        let data = try Mark.makeJSONEncoder().encode(marks)
        return (String(decoding: data, as: UTF8.self), try Mark.makeJSONDecoder().decode([Mark].self, from: data))
    }

    /// Every case, with and without its default arguments.
    static let ordinaryMarks: [Mark] = [
        .line([CGPoint(x: 0, y: 20), CGPoint(x: 10.25, y: 5)], color: .blue),
        .line([], color: .gray, style: .dashed),
        .series([4.1, 5.8, 9.2], range: 0...25, in: CGRect(x: 4, y: 8, width: 199, height: 63), color: .green),
        .area([CGPoint(x: 0, y: 20), CGPoint(x: 10, y: 5), CGPoint(x: 20, y: 20)], color: .orange),
        .area([CGPoint(x: 0, y: 20), CGPoint(x: 10, y: 5)], shading: .solid(level: 2), color: .purple),
        .rectangle(CGRect(x: 1, y: 2, width: -3, height: 4), color: .red),
        .rectangle(CGRect(x: 1, y: 2, width: 3, height: 4), filled: false, color: .cyan),
        .point(CGPoint(x: 3, y: 4), color: .yellow),
        .point(CGPoint(x: 3, y: 4), size: .dot, color: .primary),
        .text("温度 °C 👍🏽 \"quoted\" \\ / \n", at: CGPoint(x: 5, y: 6), alignment: .trailing, color: .red, bold: true),
        .text("", at: .zero),
        .frame(CGRect(x: 0, y: 0, width: 10, height: 10)),
        .referenceLine(y: 12.5, xRange: 4...203, label: "mean", color: .gray),
        .referenceLine(y: 12.5, xRange: 4...4, label: nil, color: .gray, style: .solid),
        .textBox(["Warmest", "Jul 21.5"], topLeft: CGPoint(x: 14, y: 12), color: .blue),
        .textBox([], topLeft: .zero),
    ]

    @Test("every kind of mark decodes to the mark that was encoded", arguments: ordinaryMarks)
    func ordinaryRoundTrip(mark: Mark) throws {
        let (json, decoded) = try Self.roundTrip([mark])
        #expect(decoded == [mark], "through \(json)")
    }

    @Test("the JSON names each case and its labels, with sorted keys")
    func format() throws {
        let (json, _) = try Self.roundTrip([
            .point(CGPoint(x: 1, y: 2.5), size: .dot, color: .red),
            .area([], shading: .solid(level: 3), color: .blue),
        ])
        // The format the other process reads: a change here breaks it.
        #expect(
            json
                == #"[{"point":{"_0":[1,2.5],"color":"red","size":"dot"}},{"area":{"_0":[],"color":"blue","shading":{"solid":{"level":3}}}}]"#,
            "got \(json)")
    }

    @Test("NaN and the infinities survive a round trip, written as strings")
    func nonFiniteRoundTrip() throws {
        let marks: [Mark] = [
            .line(
                [
                    CGPoint(x: 0, y: 4), CGPoint(x: CGFloat.nan, y: .nan),
                    CGPoint(x: CGFloat.infinity, y: -CGFloat.infinity),
                ], color: .blue),
            .series(
                [1, .nan, .infinity, -.infinity], range: -Double.infinity...Double.infinity,
                in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10), color: .green),
            .referenceLine(y: CGFloat.nan, xRange: -CGFloat.infinity...0, label: "NaN", color: .red),
        ]
        let (json, decoded) = try Self.roundTrip(marks)
        #expect(
            json.contains(#"["NaN","NaN"]"#) && json.contains(#"["Infinity","-Infinity"]"#),
            "strings for the numbers JSON lacks: \(json)")
        guard decoded.count == 3,
            case .line(let points, _, _) = decoded[0],
            case .series(let values, let range, let rect, _) = decoded[1],
            case .referenceLine(let y, let xRange, let label, _, _) = decoded[2]
        else {
            Issue.record("decoded into other cases: \(decoded)")
            return
        }
        #expect(
            points.count == 3 && points[0] == CGPoint(x: 0, y: 4) && points[1].x.isNaN && points[1].y.isNaN
                && points[2] == CGPoint(x: CGFloat.infinity, y: -CGFloat.infinity), "the line's points: \(points)")
        #expect(
            values.count == 4 && values[0] == 1 && values[1].isNaN && values[2] == .infinity && values[3] == -.infinity,
            "the series' values: \(values)")
        #expect(
            range == -Double.infinity...Double.infinity && rect.size.width == .infinity,
            "the series' range \(range) and rectangle \(rect)")
        #expect(
            y.isNaN && xRange == -CGFloat.infinity...0 && label == "NaN",
            "the reference line: \(y), \(xRange), \(String(describing: label))")
        // NaN is not equal to itself, so compare what is written: the same JSON again.
        let (again, _) = try Self.roundTrip(decoded)
        #expect(again == json, "decoded and encoded again, the same JSON")
    }

    @Test(
        "a range that is reversed or NaN in the JSON throws a decoding error",
        arguments: [
            #"[{"series":{"_0":[1],"color":"blue","in":[[0,0],[1,1]],"range":[5,1]}}]"#,
            #"[{"series":{"_0":[1],"color":"blue","in":[[0,0],[1,1]],"range":["NaN",1]}}]"#,
            #"[{"referenceLine":{"color":"red","label":null,"style":"solid","xRange":[3,-3],"y":0}}]"#,
        ])
    func invalidRange(json: String) {
        #expect(throws: DecodingError.self, "\(json)") {
            try Mark.makeJSONDecoder().decode([Mark].self, from: Data(json.utf8))
        }
    }

    /// Marks per run of the wild round trip.
    static let wildMarkCount = 2_000

    @Test("wild marks give the same JSON once decoded, or fail to decode only for a range no initialiser allows")
    func wildRoundTrip() throws {
        let encoder = Mark.makeJSONEncoder()
        let decoder = Mark.makeJSONDecoder()
        for index in 0..<UInt64(Self.wildMarkCount) {
            let seed = WildMarkTests.firstSeed &+ index
            let mark = WildMarks.mark(seed: seed)
            let data = try encoder.encode(mark)
            do {
                let again = try encoder.encode(try decoder.decode(Mark.self, from: data))
                #expect(
                    again == data,
                    "seed 0x\(String(seed, radix: 16, uppercase: true)): \(mark) as \(String(decoding: data, as: UTF8.self))"
                )
                if again != data { return }
            } catch is DecodingError {
                #expect(
                    Self.holdsInvalidRange(mark),
                    "seed 0x\(String(seed, radix: 16, uppercase: true)): \(mark) did not decode")
            }
        }
    }

    /// Whether the mark holds a range that is reversed or NaN, which only unchecked
    /// code can build and which decoding rightly refuses.
    private static func holdsInvalidRange(_ mark: Mark) -> Bool {
        switch mark {
        case .series(_, let range, _, _): !(range.lowerBound <= range.upperBound)
        case .referenceLine(_, let xRange, _, _, _): !(xRange.lowerBound <= xRange.upperBound)
        default: false
        }
    }
}

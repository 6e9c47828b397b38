import Foundation
import ProbeProtocol
import Testing

@Suite("The probe's wire: values, calls and answers cross exactly")
struct ProbeWireTests {
    static let values: [ProbeValue] = [
        .null, .bool(true), .int(-3), .number(.nan), .number(-0.0), .number(.infinity), .number(0.1 + 0.2),
        .date(7.25e8), .string("ä \"quoted\"\n"), .list([.int(1), .list([])]),
        CGRect(x: 1, y: 2, width: -3, height: 4).probeValue, Optional<Int>.none.probeValue,
        Optional(Optional(Int?.none)).probeValue,
    ]

    @Test("a value comes back with the same kind and the same bits", arguments: values)
    func roundTrip(value: ProbeValue) throws {
        let line = try ProbeWire.line(value)
        let back = try #require(ProbeWire.values(ProbeValue.self, in: line).first)
        #expect(back.swiftText() == value.swiftText())
        if case .number(let sent) = value, case .number(let received) = back {
            #expect(sent.bitPattern == received.bitPattern, "the number's bits: \(sent) came back as \(received)")
        } else {
            #expect(back == value)
        }
    }

    @Test(
        "a list of numbers, or of records of numbers of one shape, travels packed and comes back bit for bit",
        arguments: [
            ProbeValue.list([
                .number(.nan), .number(-0.0), .number(.infinity), .number(0.1 + 0.2),
                .number(-.greatestFiniteMagnitude),
            ]),
            [CGPoint(x: 1.5, y: .nan), CGPoint(x: -0.0, y: 3)].probeValue,
            [CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: 0, y: 0, width: -1, height: CGFloat.infinity)]
                .probeValue,
        ])
    func packed(value: ProbeValue) throws {
        let line = try ProbeWire.line(value)
        #expect(
            String(decoding: line, as: UTF8.self).contains("\"N\""), "packed: \(String(decoding: line, as: UTF8.self))")
        let back = try #require(ProbeWire.values(ProbeValue.self, in: line).first)
        let sorted = JSONEncoder()
        sorted.outputFormatting = .sortedKeys
        #expect(try sorted.encode(back) == sorted.encode(value), "the same bits, kinds, types and field names")
        #expect(back.swiftText() == value.swiftText())
    }

    @Test("a list that mixes kinds or shapes is not packed, and keeps each element's kind")
    func notPacked() throws {
        let mixed: [ProbeValue] = [
            .list([.number(1), .int(1)]), .list([.number(1)]),
            .list([CGPoint(x: 1, y: 2).probeValue, CGSize(width: 1, height: 2).probeValue]),
            .list([.record("", ["a": .number(1)]), .record("", ["b": .number(1)])]),
            .list([.record("P", ["a": .number(1)]), .record("P", ["a": .int(1)])]),
        ]
        for value in mixed {
            let line = try ProbeWire.line(value)
            #expect(!String(decoding: line, as: UTF8.self).contains("\"N\""), "\(value.swiftText())")
            #expect(ProbeWire.values(ProbeValue.self, in: line) == [value])
        }
    }

    @Test("an integer is not a number and a date is neither, though JSON alone would not tell them apart")
    func kindsStayApart() throws {
        let decoded = ProbeWire.values(
            ProbeValue.self, in: try ProbeWire.line(ProbeValue.list([.int(2), .number(2), .date(2)])))
        #expect(decoded == [.list([.int(2), .number(2), .date(2)])])
    }

    @Test("Foundation's types read back as themselves")
    func convertibles() throws {
        let rect = CGRect(x: 48, y: 16, width: 300, height: -200)
        #expect(try CGRect(probeValue: rect.probeValue) == rect)
        #expect(try CGRect(probeValue: CGRect.null.probeValue).isNull)
        #expect(try [CGPoint](probeValue: [CGPoint(x: 1, y: 2)].probeValue) == [CGPoint(x: 1, y: 2)])
        #expect(try ClosedRange<Double>(probeValue: (1.5...4).probeValue) == 1.5...4)
        #expect(try Int?(probeValue: Int?.none.probeValue) == nil)
        #expect(try Int?(probeValue: Int?(7).probeValue) == 7)
        let zone = try #require(TimeZone(identifier: "Europe/Amsterdam"))
        #expect(try TimeZone(probeValue: zone.probeValue) == zone)
        #expect(throws: ProbeValueError.self) {
            try ClosedRange<Double>(
                probeValue: .record("ClosedRange", ["lowerBound": .number(2), "upperBound": .number(1)]))
        }
        #expect(throws: ProbeValueError.self) { try Int(probeValue: .number(1.5)) }
    }

    @Test("a call reads as Swift, as the student wrote the function")
    func callText() {
        let call = ProbeCall(
            id: 0, function: "LineGraph.xPosition(index:count:in:)",
            arguments: [
                .init("index", 2), .init("count", 7), .init("in", CGRect(x: 0, y: 0, width: 300, height: 200)),
            ])
        #expect(call.swiftText == "xPosition(index: 2, count: 7, in: CGRect(x: 0, y: 0, width: 300, height: 200))")
        #expect(ProbeValue.number(103.33333333333333).swiftText() == "103.333")
        #expect(Optional(4.5).probeValue.swiftText() == "4.5")
        #expect(ProbeValue.list((0..<10).map { .int($0) }).swiftText(limit: 3) == "[0, 1, 2, … 7 more]")
    }
}

import Foundation
import ProbeProtocol
import Testing

@Suite("The probe's wire: values, calls and answers cross exactly")
struct ProbeWireTests {
    static let values: [ProbeValue] = [
        .null, .bool(true), .int(-3), .number(.nan), .number(-0.0), .number(.infinity), .number(0.1 + 0.2),
        .date(7.25e8), .string("ä \"quoted\"\n"), .list([.int(1), .list([])]),
        CGRect(x: 1, y: 2, width: -3, height: 4).probeValue, Optional<Int>.none.probeValue, Optional(Optional(Int?.none)).probeValue,
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

    @Test("an integer is not a number and a date is neither, though JSON alone would not tell them apart")
    func kindsStayApart() throws {
        let decoded = ProbeWire.values(ProbeValue.self, in: try ProbeWire.line(ProbeValue.list([.int(2), .number(2), .date(2)])))
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
        #expect(throws: ProbeValueError.self) { try ClosedRange<Double>(probeValue: .record("ClosedRange", ["lowerBound": .number(2), "upperBound": .number(1)])) }
        #expect(throws: ProbeValueError.self) { try Int(probeValue: .number(1.5)) }
    }

    @Test("a call reads as Swift, as the student wrote the function")
    func callText() {
        let call = ProbeCall(id: 0, function: "LineGraph.xPosition(index:count:in:)", arguments: [
            .init("index", 2), .init("count", 7), .init("in", CGRect(x: 0, y: 0, width: 300, height: 200)),
        ])
        #expect(call.swiftText == "xPosition(index: 2, count: 7, in: CGRect(x: 0, y: 0, width: 300, height: 200))")
        #expect(ProbeValue.number(103.33333333333333).swiftText() == "103.333")
        #expect(Optional(4.5).probeValue.swiftText() == "4.5")
        #expect(ProbeValue.list((0..<10).map { .int($0) }).swiftText(limit: 3) == "[0, 1, 2, … 7 more]")
    }
}

import Foundation
import Interactivity
import ProbeProtocol

/// Chapter 4's functions, as the probe calls them.
enum InteractivityProbes {
    static let all: [ProbeFunction] = [
        ProbeFunction("Interactivity.barIndex(at:count:in:)") { a in
            Interactivity.barIndex(at: try a.value(0), count: try a.value(1), in: try a.value(2)).probeValue
        },
        ProbeFunction("Interactivity.toggledSelection(current:tapped:)") { a in
            Interactivity.toggledSelection(current: try a.value(0), tapped: try a.value(1)).probeValue
        },
        ProbeFunction("Interactivity.nearestIndex(to:in:)") { a in
            Interactivity.nearestIndex(to: try a.value(0), in: try a.value(1)).probeValue
        },
        ProbeFunction("Interactivity.firstIndex(atOrAfter:in:)") { a in
            let dates = try countedDates(try a.raw(1))
            let index = Interactivity.firstIndex(atOrAfter: try a.value(0), in: dates)
            return tupleValue(["index": index.probeValue, "reads": .string(dates.readsText)])
        },
        ProbeFunction("Interactivity.selectedIndices(from:to:in:)") { a in
            Interactivity.selectedIndices(from: try a.value(0), to: try a.value(1), in: try a.value(2)).probeValue
        },
        ProbeFunction("Interactivity.tooltipCenter(for:size:gap:in:)") { a in
            Interactivity.tooltipCenter(
                for: try a.value(0), size: try a.value(1), gap: try a.value(2), in: try a.value(3)
            ).probeValue
        },
        ProbeFunction("Interactivity.startOfWeek(containing:in:)") { a in
            Interactivity.startOfWeek(containing: try a.value(0), in: try a.value(1)).probeValue
        },
        ProbeFunction("Interactivity.visibleWindow(startingAt:length:count:)") { a in
            Interactivity.visibleWindow(startingAt: try a.value(0), length: try a.value(1), count: try a.value(2))
                .probeValue
        },
        ProbeFunction("Interactivity.weekHeading(from:days:in:)") { a in
            Interactivity.weekHeading(from: try a.value(0), days: try a.value(1), in: try a.value(2)).probeValue
        },
        ProbeFunction("Interactivity.sectorIndex(at:values:center:innerRadius:outerRadius:)") { a in
            Interactivity.sectorIndex(
                at: try a.value(0), values: try a.value(1), center: try a.value(2),
                innerRadius: try a.value(3), outerRadius: try a.value(4)
            ).probeValue
        },
    ]

    /// The dates a `firstIndex(atOrAfter:in:)` call searches, from a list (the whole array)
    /// or a `.record("ArraySlice", ["base": list, "from": start])` (the part `base[start...]`).
    static func countedDates(_ value: ProbeValue) throws -> CountedDates {
        if case .record(type: "ArraySlice", fields: _) = value {
            guard let base = value[field: "base"], let from = value[field: "from"] else {
                throw ProbeValueError(expected: "an ArraySlice of dates", got: value)
            }
            let dates = try [Date](probeValue: base)
            let start = try Int(probeValue: from)
            guard (0...dates.count).contains(start) else {
                throw ProbeValueError(expected: "a slice start within the dates", got: value)
            }
            return CountedDates(dates: dates, startIndex: start)
        }
        return CountedDates(dates: try [Date](probeValue: value), startIndex: 0)
    }
}

/// Dates that count how often they are read, as the visible tests' do: the doc comment of
/// `firstIndex(atOrAfter:in:)` allows about two reads for each halving, and a scan from the
/// start finds the same index as a binary search, so only the count of reads tells them apart.
final class CountedDates: RandomAccessCollection {
    private let dates: [Date]
    let startIndex: Int
    var endIndex: Int { dates.endIndex }
    private(set) var reads = 0

    init(dates: [Date], startIndex: Int) {
        self.dates = dates
        self.startIndex = startIndex
    }

    subscript(position: Int) -> Date {
        reads += 1
        return dates[position]
    }

    /// What the visible tests allow: two reads for each halving of the dates searched, and two more.
    var allowedReads: Int {
        let count = endIndex - startIndex
        return 2 * (Int.bitWidth - count.leadingZeroBitCount) + 2
    }

    /// "at most 18" when the reads stayed within the allowance, otherwise how many there
    /// were, so that any binary search agrees with the reference's and a scan does not.
    var readsText: String {
        reads <= allowedReads ? "at most \(allowedReads)" : "\(reads)"
    }
}

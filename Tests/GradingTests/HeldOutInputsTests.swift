import Foundation
import Grading
import ProbeProtocol
import Testing

@Suite("Held-out inputs: the same for a seed, new for another")
struct HeldOutInputsTests {
    @Test("SplitMix64 gives the published first outputs for seed 0")
    func splitMix() {
        var generator = SeededGenerator(seed: 0)
        #expect([generator.next(), generator.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4])
    }

    @Test("a seed gives the same calls on every run; another seed other random ones, and the same fixed ones")
    func seeds() {
        // Compared as text: NaN, which some inputs hold, is not == itself.
        let wire = { (calls: ArraySlice<ProbeCall>) in calls.map { "\($0)" } }
        let first = HeldOutInputs(seed: 42)
        let again = HeldOutInputs(seed: 42)
        let other = HeldOutInputs(seed: 43)
        #expect(wire(first.calls[...]) == wire(again.calls[...]), "the same seed, the same calls")
        #expect(wire(first.calls[...]) != wire(other.calls[...]), "another seed, other calls")
        let fixed = HeldOutInputs.catalog.first!.fixed.count
        #expect(
            wire(first.calls.prefix(fixed)) == wire(other.calls.prefix(fixed)),
            "the visible tests' cases come first, whatever the seed")
        #expect(first.calls.map(\.id) == Array(0..<first.calls.count), "calls are numbered in order")
    }

    @Test("each exercise draws from its own generator, so adding one leaves the others' inputs as they were")
    func independentExercises() {
        let catalog = HeldOutInputs.catalog
        let all = HeldOutInputs(seed: 9, inputs: catalog)
        let last = HeldOutInputs(seed: 9, inputs: [catalog.last!])
        let id = catalog.last!.exercise
        let arguments = { (calls: [ProbeCall]) in calls.map { "\($0.arguments)" } }
        #expect(arguments(all.calls.filter { all.exercise(ofCall: $0.id) == id }) == arguments(last.calls))
    }

    @Test("every exercise with inputs has the visible cases and random ones, and no exercise twice")
    func catalog() {
        let ids = HeldOutInputs.catalog.map(\.exercise)
        #expect(Set(ids).count == ids.count)
        for inputs in HeldOutInputs.catalog {
            #expect(!inputs.fixed.isEmpty && inputs.randomCount > 0, "\(inputs.exercise)")
        }
    }
}

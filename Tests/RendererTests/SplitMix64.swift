/// A small seeded pseudo-random generator, so that no sample and no random test case
/// depends on the system's random numbers: the same seed gives the same numbers on every
/// run and every machine, and a failing seed can be run again.
///
/// ```
/// var generator = SplitMix64(seed: 42)
/// Int.random(in: 0..<10, using: &generator)   // the same number on every run
/// generator.nextUnit()                         // a Double in 0..<1
/// ```
///
/// This is SplitMix64 (Steele, Lea and Flood, 2014): a 64-bit counter passed through a
/// strong mixing function. Neighbouring seeds give unrelated sequences, so seed `n` can
/// stand for the `n`th test case. Not for cryptography.
///
/// - Complexity: O(1) per number, with 8 bytes of state.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A value in 0..<1 with 53 random bits.
    mutating func nextUnit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }
}

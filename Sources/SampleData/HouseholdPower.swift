import Foundation

/// One day of a household's power use, read once a second: 86,400 readings in watts.
///
/// The readings come from a formula with a fixed seed, so they are the same on every
/// machine and never random at run time:
/// - a base load of about 120 W (router, fridge electronics, standby), with ±8 W of noise;
/// - the fridge's compressor, 85 W for 18 minutes in every 50;
/// - the kettle: a full boil of 2,200 W for 150 seconds at 07:05, and at 15:30 a
///   keep-warm setting that fires for 8 seconds every 5 minutes for half an hour: spikes
///   that an average per minute all but hides;
/// - the evening peak: cooking and lights, up to 1,500 W more from 17:30 to 21:30;
/// - missing seconds (NaN): five at 10:00:17 and the whole minute from 13:00:00.
///
/// ```
/// Dataset.power.points.count       // 86400
/// Dataset.power.points[25_500]     // 07:05:00, the kettle at full boil
/// ```
extension Dataset {
    /// The household's day, second by second.
    public static let power = Dataset(
        name: HouseholdPower.datasetName, title: "Household power", unit: "W",
        points: HouseholdPower.readings.enumerated().map {
            DataPoint(label: HouseholdPower.clockTime(ofSecond: $0), value: $1)
        })
}

/// The formula behind ``Dataset/power``.
public enum HouseholdPower {
    /// The dataset's name, as `--data power` gives it.
    public static let datasetName = "power"
    /// Seconds in the day.
    public static let secondCount = 86_400

    /// The day's readings in watts, NaN where the meter missed a second.
    public static let readings: [Double] = {
        var generator = SeededNoise(seed: 20_130_101)
        return (0..<secondCount).map { second in
            let noise = generator.next() * 16 - 8
            return reading(atSecond: second, noise: noise)
        }
    }()

    /// The reading at `second` past midnight, before the missing seconds are taken out.
    static func reading(atSecond second: Int, noise: Double) -> Double {
        if (36_017..<36_022).contains(second) || (46_800..<46_860).contains(second) { return .nan }
        var watts = 120 + noise
        if second % 3000 < 1080 { watts += 85 }  // the fridge's compressor
        if (25_500..<25_650).contains(second) { watts += 2200 }  // the morning boil
        if (55_800..<57_600).contains(second), (second - 55_800) % 300 < 8 { watts += 2000 }  // keep-warm
        let evening = Double(second - 63_000) / 14_400  // 17:30 to 21:30
        if evening > 0, evening < 1 { watts += 1500 * sin(Double.pi * evening) * sin(Double.pi * evening) }
        return (watts * 10).rounded() / 10
    }

    /// "07:05:00" for second 25,500.
    public static func clockTime(ofSecond second: Int) -> String {
        // Eight ASCII bytes make a small string without any formatting: 86,400 of them are quick.
        let (hour, minute, seconds) = (second / 3600, second / 60 % 60, second % 60)
        let zero = UInt8(ascii: "0")
        let colon = UInt8(ascii: ":")
        let bytes: [UInt8] = [
            zero + UInt8(hour / 10 % 10), zero + UInt8(hour % 10), colon, zero + UInt8(minute / 10),
            zero + UInt8(minute % 10),
            colon, zero + UInt8(seconds / 10), zero + UInt8(seconds % 10),
        ]
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A tiny xorshift generator: the same numbers from the same seed, everywhere.
struct SeededNoise {
    private var state: UInt64

    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    /// The next number in 0..<1.
    mutating func next() -> Double {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Double(state >> 11) / Double(UInt64(1) << 53)
    }
}

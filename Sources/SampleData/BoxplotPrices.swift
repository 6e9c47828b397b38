import Foundation

/// Sixty days of hourly electricity prices for the boxplot chapter, in euro per kWh.
///
/// Sixty consecutive days cannot hold both daylight-saving days of 2026 (29 March and
/// 25 October lie seven months apart), so the period is two windows of thirty days, each
/// with one of them in the middle: 15 March to 13 April, and 11 October to 9 November.
/// The two days come from ``HourlyPriceDay/springForward2026`` and
/// ``HourlyPriceDay/fallBack2026`` by reference; every other day is made by a formula
/// written out below from a deliberate choice of weather, so nothing is random.
///
/// ```
/// HourlyPriceDay.sixtyDays2026.count                  // 60
/// HourlyPriceDay.congestionSpike2026.prices[18]       // 2.0, the hour of grid congestion
/// Dataset.sixtyDaysOfPrices.points[0].label           // "2026-03-15 00:00"
/// ```
extension HourlyPriceDay {
    /// What kind of day a generated day is, which sets the shape of its prices.
    fileprivate enum Weather {
        /// Windless and grey: prices hardly move all day.
        case calm
        /// A morning and an evening peak, a little solar dip at noon.
        case ordinary
        /// Little wind and a cold evening: steep peaks and jumpy hours.
        case volatile
        /// Bright sun: solar power pushes the midday prices below zero.
        case sunny
        /// A storm: wind power makes the whole day cheap, the night hours negative.
        case windy

        /// Base price, morning peak, evening peak, midday solar dip and hour-to-hour wobble.
        var shape: (base: Double, morning: Double, evening: Double, solar: Double, wobble: Double) {
            switch self {
            case .calm: (0.095, 0.010, 0.020, 0.000, 0.004)
            case .ordinary: (0.100, 0.035, 0.070, 0.030, 0.008)
            case .volatile: (0.110, 0.080, 0.190, 0.060, 0.030)
            case .sunny: (0.085, 0.030, 0.080, 0.130, 0.006)
            case .windy: (0.012, 0.015, 0.040, 0.010, 0.015)
            }
        }
    }

    /// A day of 24 prices with the shape of its weather, rounded to tenths of a cent:
    ///
    ///     price(h) = base + morning · bump(h, 8 h) + evening · bump(h, 19 h)
    ///                     - solar · bump(h, 13 h) + wobble · sin(1.3 h + day of month)
    ///
    /// where `bump(h, c)` is a bell curve around hour `c`. The day of the month shifts the
    /// wobble and the base a little, so that no two days of one weather are the same.
    fileprivate static func generated(_ day: String, _ weather: Weather) -> HourlyPriceDay {
        let dayOfMonth = Double(day.suffix(2)) ?? 1
        let shape = weather.shape
        func bump(_ hour: Double, around centre: Double, width: Double) -> Double {
            exp(-pow((hour - centre) / width, 2) / 2)
        }
        let prices = (0..<24).map { hour -> Double? in
            let h = Double(hour)
            let price =
                shape.base + 0.006 * sin(dayOfMonth)
                + shape.morning * bump(h, around: 8, width: 1.5)
                + shape.evening * bump(h, around: 19, width: 2)
                - shape.solar * bump(h, around: 13, width: 2.5)
                + shape.wobble * sin(1.3 * h + dayOfMonth)
            return (price * 1000).rounded() / 1000
        }
        return HourlyPriceDay(day: day, prices: prices)
    }

    /// Wednesday 4 November 2026 as it would have been without the congestion: a cold,
    /// windless evening, expensive but ordinary. Its 18:00 price is 0.288.
    public static let congestionSpike2026WithoutSpike = generated("2026-11-04", .volatile)

    /// Wednesday 4 November 2026: at 18:00 the grid is congested and the hour costs
    /// €2.00 per kWh, about seven times the next dearest hour (0.280). The other 23 prices are
    /// those of ``congestionSpike2026WithoutSpike``.
    public static let congestionSpike2026 = HourlyPriceDay(
        day: "2026-11-04",
        prices: congestionSpike2026WithoutSpike.prices.enumerated().map { $0.offset == 18 ? 2.0 : $0.element })

    /// 15 March to 13 April 2026, with the day the clocks go forward (23 prices) in the
    /// middle: a spring of sunny days with negative middays, and a few calm and stormy ones.
    public static let springWindow2026: [HourlyPriceDay] = [
        generated("2026-03-15", .ordinary),
        generated("2026-03-16", .calm),
        generated("2026-03-17", .calm),
        generated("2026-03-18", .ordinary),
        generated("2026-03-19", .volatile),
        generated("2026-03-20", .ordinary),
        generated("2026-03-21", .sunny),
        generated("2026-03-22", .sunny),
        generated("2026-03-23", .ordinary),
        generated("2026-03-24", .windy),
        generated("2026-03-25", .windy),
        generated("2026-03-26", .ordinary),
        generated("2026-03-27", .calm),
        generated("2026-03-28", .sunny),
        springForward2026,
        generated("2026-03-30", .ordinary),
        generated("2026-03-31", .volatile),
        generated("2026-04-01", .ordinary),
        generated("2026-04-02", .calm),
        generated("2026-04-03", .ordinary),
        generated("2026-04-04", .sunny),
        generated("2026-04-05", .sunny),
        generated("2026-04-06", .ordinary),
        generated("2026-04-07", .windy),
        generated("2026-04-08", .ordinary),
        generated("2026-04-09", .volatile),
        generated("2026-04-10", .calm),
        generated("2026-04-11", .sunny),
        generated("2026-04-12", .sunny),
        generated("2026-04-13", .ordinary),
    ]

    /// 11 October to 9 November 2026, with the day the clocks go back (25 prices) in the
    /// middle: an autumn of evening peaks, storms, and the congestion spike of 4 November.
    public static let autumnWindow2026: [HourlyPriceDay] = [
        generated("2026-10-11", .ordinary),
        generated("2026-10-12", .volatile),
        generated("2026-10-13", .ordinary),
        generated("2026-10-14", .calm),
        generated("2026-10-15", .calm),
        generated("2026-10-16", .ordinary),
        generated("2026-10-17", .windy),
        generated("2026-10-18", .windy),
        generated("2026-10-19", .ordinary),
        generated("2026-10-20", .volatile),
        generated("2026-10-21", .volatile),
        generated("2026-10-22", .ordinary),
        generated("2026-10-23", .calm),
        generated("2026-10-24", .ordinary),
        fallBack2026,
        generated("2026-10-26", .volatile),
        generated("2026-10-27", .ordinary),
        generated("2026-10-28", .windy),
        generated("2026-10-29", .ordinary),
        generated("2026-10-30", .calm),
        generated("2026-10-31", .ordinary),
        generated("2026-11-01", .windy),
        generated("2026-11-02", .ordinary),
        generated("2026-11-03", .volatile),
        congestionSpike2026,
        generated("2026-11-05", .volatile),
        generated("2026-11-06", .ordinary),
        generated("2026-11-07", .calm),
        generated("2026-11-08", .windy),
        generated("2026-11-09", .ordinary),
    ]

    /// The boxplot chapter's sixty days: the spring window, then the autumn window.
    public static let sixtyDays2026 = springWindow2026 + autumnWindow2026

    /// "2026-03-29 03:00": the local date and time at which hour `index` of the day starts.
    /// On the day the clocks go back, 02:00 comes twice.
    fileprivate func dateAndTimeLabel(ofHour index: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let start = startOfDay.addingTimeInterval(TimeInterval(index * 3600))
        let time = calendar.dateComponents([.hour, .minute], from: start)
        return day + " " + String(format: "%02d:%02d", time.hour ?? 0, time.minute ?? 0)
    }
}

extension Dataset {
    /// Every hour of `days` as one point labelled with its local date and time, such as
    /// "2026-03-29 14:00"; a missing price is NaN.
    fileprivate static func pricesOfDays(name: String, title: String, days: [HourlyPriceDay]) -> Dataset {
        Dataset(
            name: name, title: title, unit: "EUR/kWh",
            points: days.flatMap { day in
                day.prices.indices.map {
                    DataPoint(label: day.dateAndTimeLabel(ofHour: $0), value: day.prices[$0] ?? .nan)
                }
            })
    }

    /// The boxplot chapter's sixty days of hourly prices, spring and autumn 2026.
    public static let sixtyDaysOfPrices = pricesOfDays(
        name: "sixty-days", title: "Hourly prices, 60 days of 2026", days: HourlyPriceDay.sixtyDays2026)

    /// The spring window alone: thirty days without the congestion spike.
    public static let springPrices = pricesOfDays(
        name: "spring-2026", title: "Hourly prices, spring 2026", days: HourlyPriceDay.springWindow2026)

    /// The autumn window alone, congestion spike included.
    public static let autumnPrices = pricesOfDays(
        name: "autumn-2026", title: "Hourly prices, autumn 2026", days: HourlyPriceDay.autumnWindow2026)

    /// The boxplot chapter's datasets, in the order its picker shows them.
    public static let boxplotPrices = [sixtyDaysOfPrices, springPrices, autumnPrices]
}

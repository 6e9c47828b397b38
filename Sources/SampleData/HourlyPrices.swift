import Foundation

/// The bar chart chapter's days of hourly prices, and the datasets its preview draws.
///
/// Prices are day-ahead prices in euro per kWh, Europe/Amsterdam, fixed here so that every
/// run draws the same chart. The two daylight-saving days are
/// ``HourlyPriceDay/springForward2026`` and ``HourlyPriceDay/fallBack2026``.
extension HourlyPriceDay {
    /// Wednesday 14 January 2026: an ordinary winter working day. Prices climb with the
    /// morning rush (08:00) and peak when people come home and cook (18:00).
    public static let winterWeekday2026 = HourlyPriceDay(
        day: "2026-01-14",
        prices: [
            0.098, 0.091, 0.087, 0.084, 0.086, 0.095, 0.124, 0.187, 0.246, 0.231, 0.198, 0.176,
            0.165, 0.162, 0.171, 0.189, 0.224, 0.298, 0.326, 0.284, 0.231, 0.189, 0.152, 0.124,
        ])

    /// Sunday 19 April 2026: a sunny spring Sunday with little demand. From 10:00 to 15:00
    /// solar power floods the grid and the price goes below zero.
    public static let sunnySpringSunday2026 = HourlyPriceDay(
        day: "2026-04-19",
        prices: [
            0.082, 0.076, 0.071, 0.068, 0.069, 0.072, 0.074, 0.061, 0.032, 0.008, -0.011, -0.034,
            -0.052, -0.047, -0.028, -0.004, 0.021, 0.067, 0.118, 0.156, 0.171, 0.139, 0.108, 0.091,
        ])

    /// Wednesday 10 June 2026: a summer day whose 14:00 price never arrived from the
    /// exchange, so that hour is missing (`nil`), not free.
    public static let missingHour2026 = HourlyPriceDay(
        day: "2026-06-10",
        prices: [
            0.094, 0.087, 0.083, 0.079, 0.078, 0.084, 0.097, 0.118, 0.109, 0.082, 0.061, 0.048,
            0.041, 0.039, nil, 0.052, 0.078, 0.112, 0.149, 0.178, 0.192, 0.168, 0.131, 0.108,
        ])

    /// The instant each hour of the day begins: one an hour from local midnight, as many
    /// as the day has prices.
    ///
    /// ```
    /// HourlyPriceDay.fallBack2026.hourStarts.count   // 25
    /// ```
    public var hourStarts: [Date] {
        prices.indices.map { startOfDay.addingTimeInterval(3600 * Double($0)) }
    }

    /// Each hour's local clock time, "00:00" to "23:00"; an hour that comes a second time
    /// on the day the clocks go back is marked "(2nd)".
    ///
    /// ```
    /// HourlyPriceDay.fallBack2026.hourLabels[2...3]   // ["02:00", "02:00 (2nd)"]
    /// ```
    public var hourLabels: [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var seen: Set<Int> = []
        return hourStarts.map { start in
            let clock = calendar.dateComponents([.hour, .minute], from: start)
            let (hour, minute) = (clock.hour ?? 0, clock.minute ?? 0)
            let text = String(format: "%02d:%02d", hour, minute)
            return seen.insert(hour).inserted ? text : text + " (2nd)"
        }
    }
}

extension Dataset {
    /// A day of prices as a dataset in cents per kWh, which reads better on a chart than
    /// euro (12.4 rather than 0.124); a missing hour is NaN.
    ///
    /// ```
    /// Dataset(prices: .winterWeekday2026, name: "winter", title: "...").values.first   // 9.8
    /// ```
    public init(prices day: HourlyPriceDay, name: String, title: String) {
        self.init(
            name: name, title: title, unit: "ct/kWh",
            points: zip(day.hourLabels, day.prices).map { label, price in
                DataPoint(label: label, value: price.map { ($0 * 1000).rounded() / 10 } ?? .nan)
            })
    }

    public static let winterPrices = Dataset(
        prices: .winterWeekday2026, name: "winter", title: "Day-ahead price, Wed 14 Jan 2026")
    public static let sunnySpringPrices = Dataset(
        prices: .sunnySpringSunday2026, name: "sunny-spring", title: "Day-ahead price, Sun 19 Apr 2026")
    public static let springForwardPrices = Dataset(
        prices: .springForward2026, name: "spring-forward", title: "Day-ahead price, Sun 29 Mar 2026 (23 h)")
    public static let fallBackPrices = Dataset(
        prices: .fallBack2026, name: "fall-back", title: "Day-ahead price, Sun 25 Oct 2026 (25 h)")
    public static let missingHourPrices = Dataset(
        prices: .missingHour2026, name: "missing-hour", title: "Day-ahead price, Wed 10 Jun 2026")

    /// The bar chart chapter's datasets, in the order its picker shows them.
    public static let hourlyPrices = [
        winterPrices, sunnySpringPrices, springForwardPrices, fallBackPrices, missingHourPrices,
    ]
}

extension HourlyPriceDay {
    /// The bar chart chapter's days, in the order of ``Dataset/hourlyPrices``.
    public static let barChartDays: [HourlyPriceDay] = [
        winterWeekday2026, sunnySpringSunday2026, springForward2026, fallBack2026, missingHour2026,
    ]

    /// The day behind one of the chapter's built-in datasets, by the dataset's name.
    ///
    /// ```
    /// HourlyPriceDay.behind(dataset: "fall-back")?.prices.count   // 25
    /// HourlyPriceDay.behind(dataset: "temperature")              // nil
    /// ```
    public static func behind(dataset name: String) -> HourlyPriceDay? {
        zip(Dataset.hourlyPrices, barChartDays).first { $0.0.name == name }?.1
    }
}

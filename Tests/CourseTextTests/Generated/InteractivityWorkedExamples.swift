// swift-format-ignore-file
// Generated from the text of chapter 4 by WorkedExampleSuite: do not edit.
// `swift run workbook verify` writes it anew from the texts.
import Foundation
import Interactivity
import SampleData
import Testing

@Suite("Worked examples of chapter 4")
struct InteractivityWorkedExamples {
    // Chapters/04-Interactivity/BarIndex.swift:27
    @Test("Chapters/04-Interactivity/BarIndex.swift:27")
    func example1() throws {
        let rect = CGRect(x: 48, y: 16, width: 300, height: 200)
        checkWorkedExample(
            barIndex(at: CGPoint(x: 100, y: 100), count: 5, in: rect),
            "0: 52 / 60 ≈ 0.87, iPhone",
            at: "Chapters/04-Interactivity/BarIndex.swift:28", expression: "barIndex(at: CGPoint(x: 100, y: 100), count: 5, in: rect)")
        checkWorkedExample(
            barIndex(at: CGPoint(x: 170, y: 100), count: 5, in: rect),
            "2: 122 / 60 ≈ 2.03, MacBook",
            at: "Chapters/04-Interactivity/BarIndex.swift:29", expression: "barIndex(at: CGPoint(x: 170, y: 100), count: 5, in: rect)")
        checkWorkedExample(
            barIndex(at: CGPoint(x: 228, y: 100), count: 5, in: rect),
            "3: exactly on the boundary",
            at: "Chapters/04-Interactivity/BarIndex.swift:30", expression: "barIndex(at: CGPoint(x: 228, y: 100), count: 5, in: rect)")
        checkWorkedExample(
            barIndex(at: CGPoint(x: 348, y: 100), count: 5, in: rect),
            "nil: the right edge is outside",
            at: "Chapters/04-Interactivity/BarIndex.swift:31", expression: "barIndex(at: CGPoint(x: 348, y: 100), count: 5, in: rect)")
        checkWorkedExample(
            barIndex(at: CGPoint(x: 20, y: 100), count: 5, in: rect),
            "nil: on the axis labels",
            at: "Chapters/04-Interactivity/BarIndex.swift:32", expression: "barIndex(at: CGPoint(x: 20, y: 100), count: 5, in: rect)")
        do {  // Chapters/04-Interactivity/BarIndex.swift:41
            let narrow = CGRect(x: -20, y: 35.5, width: 120.5, height: 64)
            checkWorkedExample(
                barIndex(at: CGPoint(x: 100.49999999999999, y: 50), count: 3, in: narrow),
                "2: the last bar, not 3",
                at: "Chapters/04-Interactivity/BarIndex.swift:42", expression: "barIndex(at: CGPoint(x: 100.49999999999999, y: 50), count: 3, in: narrow)")
        }
    }
    // Chapters/04-Interactivity/NearestIndex.swift:26
    @Test("Chapters/04-Interactivity/NearestIndex.swift:26")
    func example2() throws {
        let monday = Date(timeIntervalSince1970: 1_720_994_400)
        let week = (0..<7).map { monday.addingTimeInterval(Double($0) * 86_400) }
        let wednesday = week[2]
        checkWorkedExample(
            nearestIndex(to: wednesday.addingTimeInterval(9 * 3600), in: week),
            "2: Wednesday 00:00 is 9 hours off",
            at: "Chapters/04-Interactivity/NearestIndex.swift:29", expression: "nearestIndex(to: wednesday.addingTimeInterval(9 * 3600), in: week)")
        checkWorkedExample(
            nearestIndex(to: wednesday.addingTimeInterval(15 * 3600), in: week),
            "3: Thursday 00:00 is 9 hours off",
            at: "Chapters/04-Interactivity/NearestIndex.swift:30", expression: "nearestIndex(to: wednesday.addingTimeInterval(15 * 3600), in: week)")
        checkWorkedExample(
            nearestIndex(to: wednesday.addingTimeInterval(12 * 3600), in: week),
            "2: a tie, the earlier wins",
            at: "Chapters/04-Interactivity/NearestIndex.swift:31", expression: "nearestIndex(to: wednesday.addingTimeInterval(12 * 3600), in: week)")
        checkWorkedExample(
            nearestIndex(to: monday.addingTimeInterval(-2 * 86_400), in: week),
            "0: before the first reading",
            at: "Chapters/04-Interactivity/NearestIndex.swift:32", expression: "nearestIndex(to: monday.addingTimeInterval(-2 * 86_400), in: week)")
        checkWorkedExample(
            nearestIndex(to: monday, in: []),
            "nil",
            at: "Chapters/04-Interactivity/NearestIndex.swift:33", expression: "nearestIndex(to: monday, in: [])")
        let twice = [week[0], week[1], week[1], week[4]]
        checkWorkedExample(
            nearestIndex(to: week[1].addingTimeInterval(3600), in: twice),
            "1: the first of the two Tuesdays",
            at: "Chapters/04-Interactivity/NearestIndex.swift:35", expression: "nearestIndex(to: week[1].addingTimeInterval(3600), in: twice)")
    }
    // Chapters/04-Interactivity/NearestIndex.swift:58
    @Test("Chapters/04-Interactivity/NearestIndex.swift:58")
    func example3() throws {
        let monday = Date(timeIntervalSince1970: 1_720_994_400)
        let week = (0..<7).map { monday.addingTimeInterval(Double($0) * 86_400) }
        let twice = [week[0], week[1], week[1], week[4]]
        checkWorkedExample(
            firstIndex(atOrAfter: week[2].addingTimeInterval(9 * 3600), in: week),
            "3: Thursday",
            at: "Chapters/04-Interactivity/NearestIndex.swift:61", expression: "firstIndex(atOrAfter: week[2].addingTimeInterval(9 * 3600), in: week)")
        checkWorkedExample(
            firstIndex(atOrAfter: week[2], in: week),
            "2: Wednesday itself",
            at: "Chapters/04-Interactivity/NearestIndex.swift:62", expression: "firstIndex(atOrAfter: week[2], in: week)")
        checkWorkedExample(
            firstIndex(atOrAfter: week[1], in: twice),
            "1: the first of the Tuesdays",
            at: "Chapters/04-Interactivity/NearestIndex.swift:63", expression: "firstIndex(atOrAfter: week[1], in: twice)")
        checkWorkedExample(
            firstIndex(atOrAfter: monday.addingTimeInterval(7 * 86_400), in: week),
            "7: none, dates.endIndex",
            at: "Chapters/04-Interactivity/NearestIndex.swift:64", expression: "firstIndex(atOrAfter: monday.addingTimeInterval(7 * 86_400), in: week)")
        checkWorkedExample(
            firstIndex(atOrAfter: week[3], in: week[2...]),
            "3: a part keeps its indices",
            at: "Chapters/04-Interactivity/NearestIndex.swift:65", expression: "firstIndex(atOrAfter: week[3], in: week[2...])")
    }
    // Chapters/04-Interactivity/RangeSelection.swift:22
    @Test("Chapters/04-Interactivity/RangeSelection.swift:22")
    func example4() throws {
        let monday = Date(timeIntervalSince1970: 1_720_994_400)
        let week = (0..<7).map { monday.addingTimeInterval(Double($0) * 86_400) }
        let tuesdayNoon = week[1].addingTimeInterval(12 * 3600)
        let fridayMorning = week[4].addingTimeInterval(5 * 3600)
        checkWorkedExample(
            selectedIndices(from: tuesdayNoon, to: fridayMorning, in: week),
            "2...4",
            at: "Chapters/04-Interactivity/RangeSelection.swift:26", expression: "selectedIndices(from: tuesdayNoon, to: fridayMorning, in: week)")
        checkWorkedExample(
            selectedIndices(from: fridayMorning, to: tuesdayNoon, in: week),
            "2...4, dragged leftward",
            at: "Chapters/04-Interactivity/RangeSelection.swift:27", expression: "selectedIndices(from: fridayMorning, to: tuesdayNoon, in: week)")
        checkWorkedExample(
            selectedIndices(from: week[1], to: week[3], in: week),
            "1...3, ends included",
            at: "Chapters/04-Interactivity/RangeSelection.swift:28", expression: "selectedIndices(from: week[1], to: week[3], in: week)")
        checkWorkedExample(
            selectedIndices(from: monday.addingTimeInterval(-30 * 86_400), to: monday.addingTimeInterval(40 * 86_400), in: week),
            "0...6, clamped to the readings",
            at: "Chapters/04-Interactivity/RangeSelection.swift:30", expression: "selectedIndices(from: monday.addingTimeInterval(-30 * 86_400), to: monday.addingTimeInterval(40 * 86_400), in: week)")
        checkWorkedExample(
            selectedIndices(from: week[2].addingTimeInterval(6 * 3600), to: week[2].addingTimeInterval(18 * 3600), in: week),
            "nil: no reading between Wednesday 06:00 and 18:00",
            at: "Chapters/04-Interactivity/RangeSelection.swift:32", expression: "selectedIndices(from: week[2].addingTimeInterval(6 * 3600), to: week[2].addingTimeInterval(18 * 3600), in: week)")
    }
    // Chapters/04-Interactivity/SectorIndex.swift:32
    @Test("Chapters/04-Interactivity/SectorIndex.swift:32")
    func example5() throws {
        let quarters: [Double] = [1, 1, 1, 1]
        let center = CGPoint(x: 100, y: 100)
        checkWorkedExample(
            sectorIndex(at: CGPoint(x: 100, y: 40), values: quarters, center: center, innerRadius: 0, outerRadius: 80),
            "0: 12 o'clock",
            at: "Chapters/04-Interactivity/SectorIndex.swift:34", expression: "sectorIndex(at: CGPoint(x: 100, y: 40), values: quarters, center: center, innerRadius: 0, outerRadius: 80)")
        checkWorkedExample(
            sectorIndex(at: CGPoint(x: 160, y: 100), values: quarters, center: center, innerRadius: 0, outerRadius: 80),
            "1: 3 o'clock",
            at: "Chapters/04-Interactivity/SectorIndex.swift:35", expression: "sectorIndex(at: CGPoint(x: 160, y: 100), values: quarters, center: center, innerRadius: 0, outerRadius: 80)")
        checkWorkedExample(
            sectorIndex(at: CGPoint(x: 99, y: 40), values: quarters, center: center, innerRadius: 0, outerRadius: 80),
            "3: just left of 12",
            at: "Chapters/04-Interactivity/SectorIndex.swift:36", expression: "sectorIndex(at: CGPoint(x: 99, y: 40), values: quarters, center: center, innerRadius: 0, outerRadius: 80)")
        checkWorkedExample(
            sectorIndex(at: CGPoint(x: 120, y: 100), values: quarters, center: center, innerRadius: 48, outerRadius: 80),
            "nil: in the hole",
            at: "Chapters/04-Interactivity/SectorIndex.swift:37", expression: "sectorIndex(at: CGPoint(x: 120, y: 100), values: quarters, center: center, innerRadius: 48, outerRadius: 80)")
    }
    // Chapters/04-Interactivity/StartOfWeek.swift:39
    @Test("Chapters/04-Interactivity/StartOfWeek.swift:39")
    func example6() throws {
        let calendar = DailySteps.summer2024.calendar
        let monday = calendar.date(from: DateComponents(year: 2024, month: 7, day: 15))!
        let wednesday = calendar.date(from: DateComponents(year: 2024, month: 7, day: 17, hour: 14))!
        let sunday = calendar.date(from: DateComponents(year: 2024, month: 7, day: 21, hour: 23, minute: 59))!
        let newYear = calendar.date(from: DateComponents(year: 2025, month: 1, day: 1, hour: 18))!
        let lastMonday = calendar.date(from: DateComponents(year: 2024, month: 12, day: 30))!
        checkWorkedExample(
            startOfWeek(containing: wednesday, in: calendar) == monday,
            "true: Wednesday 14:00 snaps back",
            at: "Chapters/04-Interactivity/StartOfWeek.swift:45", expression: "startOfWeek(containing: wednesday, in: calendar) == monday")
        checkWorkedExample(
            startOfWeek(containing: monday, in: calendar) == monday,
            "true: Monday 00:00 is its own start",
            at: "Chapters/04-Interactivity/StartOfWeek.swift:46", expression: "startOfWeek(containing: monday, in: calendar) == monday")
        checkWorkedExample(
            startOfWeek(containing: sunday, in: calendar) == monday,
            "true: Sunday 23:59 is the week's end",
            at: "Chapters/04-Interactivity/StartOfWeek.swift:47", expression: "startOfWeek(containing: sunday, in: calendar) == monday")
        checkWorkedExample(
            startOfWeek(containing: newYear, in: calendar) == lastMonday,
            "true: Monday 30 December 2024",
            at: "Chapters/04-Interactivity/StartOfWeek.swift:48", expression: "startOfWeek(containing: newYear, in: calendar) == lastMonday")
    }
    // Chapters/04-Interactivity/ToggledSelection.swift:22
    @Test("Chapters/04-Interactivity/ToggledSelection.swift:22")
    func example7() throws {
        checkWorkedExample(
            toggledSelection(current: nil, tapped: 2),
            "2: select",
            at: "Chapters/04-Interactivity/ToggledSelection.swift:22", expression: "toggledSelection(current: nil, tapped: 2)")
        checkWorkedExample(
            toggledSelection(current: 2, tapped: 2),
            "nil: tapped again, deselect",
            at: "Chapters/04-Interactivity/ToggledSelection.swift:23", expression: "toggledSelection(current: 2, tapped: 2)")
        checkWorkedExample(
            toggledSelection(current: 2, tapped: 3),
            "3: another bar",
            at: "Chapters/04-Interactivity/ToggledSelection.swift:24", expression: "toggledSelection(current: 2, tapped: 3)")
        checkWorkedExample(
            toggledSelection(current: 2, tapped: nil),
            "2: a miss keeps the selection",
            at: "Chapters/04-Interactivity/ToggledSelection.swift:25", expression: "toggledSelection(current: 2, tapped: nil)")
    }
    // Chapters/04-Interactivity/TooltipPlacement.swift:29
    @Test("Chapters/04-Interactivity/TooltipPlacement.swift:29")
    func example8() throws {
        let card = CGSize(width: 120, height: 60)
        let chart = CGRect(x: 0, y: 0, width: 390, height: 260)
        checkWorkedExample(
            tooltipCenter(for: CGPoint(x: 200, y: 150), size: card, gap: 10, in: chart),
            "(x: 200, y: 110): centred, 40 above",
            at: "Chapters/04-Interactivity/TooltipPlacement.swift:31", expression: "tooltipCenter(for: CGPoint(x: 200, y: 150), size: card, gap: 10, in: chart)")
        checkWorkedExample(
            tooltipCenter(for: CGPoint(x: 20, y: 150), size: card, gap: 10, in: chart),
            "(x: 60, y: 110): kept inside",
            at: "Chapters/04-Interactivity/TooltipPlacement.swift:32", expression: "tooltipCenter(for: CGPoint(x: 20, y: 150), size: card, gap: 10, in: chart)")
        checkWorkedExample(
            tooltipCenter(for: CGPoint(x: 200, y: 50), size: card, gap: 10, in: chart),
            "(x: 200, y: 90): flipped below",
            at: "Chapters/04-Interactivity/TooltipPlacement.swift:33", expression: "tooltipCenter(for: CGPoint(x: 200, y: 50), size: card, gap: 10, in: chart)")
    }
    // Chapters/04-Interactivity/VisibleWindow.swift:20
    @Test("Chapters/04-Interactivity/VisibleWindow.swift:20")
    func example9() throws {
        checkWorkedExample(
            visibleWindow(startingAt: 19, length: 7, count: 47),
            "19..<26",
            at: "Chapters/04-Interactivity/VisibleWindow.swift:20", expression: "visibleWindow(startingAt: 19, length: 7, count: 47)")
        checkWorkedExample(
            visibleWindow(startingAt: -2, length: 7, count: 47),
            "0..<7: before the first day",
            at: "Chapters/04-Interactivity/VisibleWindow.swift:21", expression: "visibleWindow(startingAt: -2, length: 7, count: 47)")
        checkWorkedExample(
            visibleWindow(startingAt: 44, length: 7, count: 47),
            "40..<47: the last whole week",
            at: "Chapters/04-Interactivity/VisibleWindow.swift:22", expression: "visibleWindow(startingAt: 44, length: 7, count: 47)")
        checkWorkedExample(
            visibleWindow(startingAt: 0, length: 7, count: 5),
            "0..<5: fewer than 7 days",
            at: "Chapters/04-Interactivity/VisibleWindow.swift:23", expression: "visibleWindow(startingAt: 0, length: 7, count: 5)")
        checkWorkedExample(
            visibleWindow(startingAt: 0, length: 7, count: 0),
            "0..<0: nothing",
            at: "Chapters/04-Interactivity/VisibleWindow.swift:24", expression: "visibleWindow(startingAt: 0, length: 7, count: 0)")
        checkWorkedExample(
            visibleWindow(startingAt: 3, length: 0, count: 47),
            "0..<0: a window of no length",
            at: "Chapters/04-Interactivity/VisibleWindow.swift:25", expression: "visibleWindow(startingAt: 3, length: 0, count: 47)")
    }
    // Chapters/04-Interactivity/WeekHeading.swift:26
    @Test("Chapters/04-Interactivity/WeekHeading.swift:26")
    func example10() throws {
        let calendar = DailySteps.summer2024.calendar
        let july15 = calendar.date(from: DateComponents(year: 2024, month: 7, day: 15))!
        let july29 = calendar.date(from: DateComponents(year: 2024, month: 7, day: 29))!
        let december30 = calendar.date(from: DateComponents(year: 2024, month: 12, day: 30))!
        checkWorkedExample(
            weekHeading(from: july15, days: 7, in: calendar),
            "\"15 – 21 Jul\"",
            at: "Chapters/04-Interactivity/WeekHeading.swift:30", expression: "weekHeading(from: july15, days: 7, in: calendar)")
        checkWorkedExample(
            weekHeading(from: july29, days: 7, in: calendar),
            "\"29 Jul – 4 Aug\"",
            at: "Chapters/04-Interactivity/WeekHeading.swift:31", expression: "weekHeading(from: july29, days: 7, in: calendar)")
        checkWorkedExample(
            weekHeading(from: december30, days: 7, in: calendar),
            "\"30 Dec – 5 Jan\"",
            at: "Chapters/04-Interactivity/WeekHeading.swift:32", expression: "weekHeading(from: december30, days: 7, in: calendar)")
        checkWorkedExample(
            weekHeading(from: july15, days: 14, in: calendar),
            "\"15 – 28 Jul\": two weeks",
            at: "Chapters/04-Interactivity/WeekHeading.swift:33", expression: "weekHeading(from: july15, days: 14, in: calendar)")
    }
}

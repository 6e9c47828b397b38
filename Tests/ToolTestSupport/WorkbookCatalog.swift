import Course
import Foundation

/// The chapters of the workbook these tests belong to, as their descriptions say.
public let workbookCatalog = ChapterCatalog(root: workbookRoot)

/// The folder of the workbook these tests belong to: the one that holds this file.
public let workbookRoot = ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath))!

/// Chapter 1 as its description has it.
public let lineGraph = workbookCatalog.chapter(module: "LineGraph")!
/// Chapter 2 as its description has it.
public let barChart = workbookCatalog.chapter(module: "BarChart")!
/// Chapter 4 as its description has it.
public let interactivity = workbookCatalog.chapter(module: "Interactivity")!
/// Chapter 5 as its description has it.
public let axesAndScale = workbookCatalog.chapter(module: "AxesAndScale")!

/// Chapters 1 and 2 as bare descriptions (no exercises, no datasets): enough for tests of
/// which chapter a path belongs to, without reading the workbook's files.
public let twoChapterCatalog = ChapterCatalog(chapters: [
    Chapter(
        number: 1, slug: "line-graph", title: "Line graph", module: "LineGraph", exercises: [], datasets: [],
        folder: "01-LineGraph"),
    Chapter(
        number: 2, slug: "bar-chart", title: "Bar chart", module: "BarChart", exercises: [], datasets: [],
        folder: "02-BarChart"),
])

/// A small course of two chapters with exercises, 1.1 to 1.3 and 2.1 (1 + 2 + 2 and 1
/// points), for reports made from grades written by hand.
public let twoChapterCourse = [
    Chapter(
        number: 1, slug: "line-graph", title: "Line graph", module: "LineGraph",
        exercises: [
            .init(id: "1.1", title: "Value range", file: "ValueRange.swift", points: 1),
            .init(id: "1.2", title: "Horizontal position", file: "XPosition.swift", points: 2),
            .init(id: "1.3", title: "Vertical position", file: "YPosition.swift", points: 2),
        ], datasets: [], folder: "01-LineGraph"),
    Chapter(
        number: 2, slug: "bar-chart", title: "Bar chart", module: "BarChart",
        exercises: [
            .init(id: "2.1", title: "Bar height", file: "BarHeight.swift", points: 1)
        ], datasets: [], folder: "02-BarChart"),
]

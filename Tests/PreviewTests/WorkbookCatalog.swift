import Course
import Foundation

/// The chapters of the workbook these tests belong to, as their descriptions say.
let workbookCatalog = ChapterCatalog(root: ChapterCatalog.workbookRoot(containing: URL(fileURLWithPath: #filePath))!)

/// Chapter 1 as its description has it.
let lineGraph = workbookCatalog.chapter(module: "LineGraph")!

/// Chapter 2 as its description has it.
let barChart = workbookCatalog.chapter(module: "BarChart")!
/// Chapter 4 as its description has it.
let interactivity = workbookCatalog.chapter(module: "Interactivity")!
/// Chapter 5 as its description has it.
let axesAndScale = workbookCatalog.chapter(module: "AxesAndScale")!

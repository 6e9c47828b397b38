import Course
import Foundation
import Renderer

/// Turns the tool's arguments into an ``Invocation``, or says what is wrong with them.
///
/// Parsing is a pure function of the arguments and the chapters that the workbook's
/// descriptions list, so every case is easy to test:
///
/// ```
/// try parse(["test", "1.3"], catalog: catalog)       // Invocation(command: .test(.exercise("1.3", of: chapter1)))
/// try parse(["--color", "never"], catalog: catalog)  // Invocation(command: .list, color: .never)
/// try parse(["tset"], catalog: catalog)              // throws UsageError("Unknown subcommand 'tset'. Did you mean 'test'?")
/// ```
///
/// Options may stand anywhere: `--help`/`-h`, `--color WHEN` (or `--color=WHEN`), `--ascii`,
/// and the chart options of `preview`, `explore` and `demo` (`--width 100`, `--svg=a.svg`).
func parse(_ arguments: [String], catalog: ChapterCatalog) throws(UsageError) -> Invocation {
    var invocation = Invocation(command: .list)
    var wantsHelp = false
    var positional: [String] = []
    var unknownOption: String?
    var chartOptions: [(option: ChartOption, value: String)] = []
    /// Options that a chapter's description declares for its preview, such as `--now`.
    var chapterOptions: [(name: String, value: String)] = []
    /// The options of `grade` and `reset`.
    var toolOptions: [(option: ToolOption, value: String)] = []

    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
        switch argument {
        case "-h", "--help":
            wantsHelp = true
        case "--ascii":
            invocation.ascii = true
        case "--color", "--colour":
            guard let value = remaining.popFirst() else {
                throw UsageError("--color needs a value: auto, always or never.")
            }
            invocation.color = try colorChoice(value)
        case let option where option.hasPrefix("--color=") || option.hasPrefix("--colour="):
            invocation.color = try colorChoice(String(option.drop { $0 != "=" }.dropFirst()))
        case "-y":
            toolOptions.append((.yes, ""))
        case let option where option.hasPrefix("--") && ToolOption(rawValue: String(option.dropFirst(2).prefix { $0 != "=" })) != nil:
            let tool = ToolOption(rawValue: String(option.dropFirst(2).prefix { $0 != "=" }))!
            var value = ""
            if option.contains("=") {
                value = String(option.drop { $0 != "=" }.dropFirst())
            } else if tool.takesValue {
                guard let next = remaining.popFirst() else {
                    throw UsageError("--\(tool.rawValue) needs a value.", subcommand: tool.subcommand)
                }
                value = next
            }
            toolOptions.append((tool, value))
        case "--":
            positional += remaining
            remaining = []
        case let option where option.hasPrefix("--"):
            let name = String(option.dropFirst(2).prefix { $0 != "=" })
            let chartOption = ChartOption(rawValue: name)
            let isChapterOption = catalog.chapters.contains { $0.previewOption(name) != nil }
            guard chartOption != nil || isChapterOption else {
                unknownOption = unknownOption ?? option
                continue
            }
            var value = ""
            if option.contains("=") {
                value = String(option.drop { $0 != "=" }.dropFirst())
            } else if chartOption?.takesValue ?? true {
                guard let next = remaining.popFirst() else {
                    throw UsageError("--\(name) needs a value.", subcommand: positional.first.flatMap(Subcommand.init))
                }
                value = next
            }
            if let chartOption {
                chartOptions.append((chartOption, value))
            } else {
                chapterOptions.append((name, value))
            }
        case let option where option.hasPrefix("-") && option.count > 1:
            unknownOption = unknownOption ?? option
        default:
            positional.append(argument)
        }
    }

    if let unknownOption {
        throw UsageError("Unknown option '\(unknownOption)'.", subcommand: positional.first.flatMap(Subcommand.init))
    }
    guard let name = positional.first else {
        if let option = chartOptions.first, !wantsHelp {
            throw UsageError("--\(option.option.rawValue) needs a subcommand, such as 'workbook preview 1 --\(option.option.rawValue) ...'.")
        }
        invocation.command = wantsHelp ? .help(nil) : .list
        return invocation
    }
    guard let subcommand = Subcommand(rawValue: name) else {
        throw UsageError("Unknown subcommand '\(name)'." + suggestion(for: name))
    }
    let operands = Array(positional.dropFirst())
    if wantsHelp {
        invocation.command = .help(subcommand == .help ? nil : subcommand)
        return invocation
    }
    if let option = chapterOptions.first, subcommand != .preview, subcommand != .explore {
        throw UsageError(
            "'\(subcommand.rawValue)' has no option --\(option.name); it belongs to 'preview' and 'explore' of "
                + chapterList(withOption: option.name, in: catalog) + ".",
            subcommand: subcommand)
    }
    if let misplaced = chartOptions.first(where: { !subcommand.chartOptions.contains($0.option) }) {
        let owners = Subcommand.allCases.filter { $0.chartOptions.contains(misplaced.option) }.map { "'\($0.rawValue)'" }
        let list = owners.count > 1 ? owners.dropLast().joined(separator: ", ") + " and " + owners.last! : owners.joined()
        throw UsageError(
            "'\(subcommand.rawValue)' has no option --\(misplaced.option.rawValue); it belongs to \(list).",
            subcommand: subcommand)
    }
    if let misplaced = toolOptions.first(where: { $0.option.subcommand != subcommand }) {
        throw UsageError(
            "'\(subcommand.rawValue)' has no option --\(misplaced.option.rawValue); it belongs to '\(misplaced.option.subcommand.rawValue)'.",
            subcommand: subcommand)
    }
    switch subcommand {
    case .grade:
        guard !operands.isEmpty else {
            throw UsageError("'grade' needs at least one submission: a folder with a student's Chapters/.", subcommand: .grade)
        }
        var request = GradeRequest(submissions: operands)
        for (option, value) in toolOptions {
            if option == .format {
                guard let format = GradeRequest.Format(rawValue: value) else {
                    throw UsageError("--format takes table, json or junit, not '\(value)'.", subcommand: .grade)
                }
                request.format = format
            } else if option == .output {
                guard !value.isEmpty else { throw UsageError("--output needs a file name.", subcommand: .grade) }
                request.outputPath = value
            } else if option == .noSandbox {
                request.sandboxed = false
            }
        }
        invocation.command = .grade(request)
    case .hint:
        guard operands.count == 1, let operand = operands.first else {
            throw UsageError("'hint' takes one exercise, such as '\(catalog.chapters.first?.exercises.first?.id ?? "1.1")'.", subcommand: .hint)
        }
        guard case .exercise(let id, let chapter) = try parseSelection(operand, catalog: catalog, subcommand: .hint) else {
            throw UsageError("'hint' takes an exercise, such as '\(operand).1', not a chapter.", subcommand: .hint)
        }
        invocation.command = .hint(id, of: chapter)
    case .watch:
        guard operands.count <= 1 else {
            throw UsageError("'watch' takes one chapter, but was given \(operands.count).", subcommand: .watch)
        }
        var chapter: Chapter?
        if let operand = operands.first {
            switch try parseSelection(operand, catalog: catalog, subcommand: .watch) {
            case .chapter(let chosen), .exercise(_, of: let chosen): chapter = chosen
            case .everything: break
            }
        }
        invocation.command = .watch(chapter)
    case .reset:
        guard operands.count == 1, let operand = operands.first else {
            throw UsageError("'reset' takes one chapter or exercise.", subcommand: .reset)
        }
        invocation.command = .reset(ResetRequest(
            selection: try parseSelection(operand, catalog: catalog, subcommand: .reset), yes: !toolOptions.isEmpty))
    case .list, .verify, .bench:
        if let extra = operands.first {
            throw UsageError("'\(subcommand.rawValue)' takes no argument, but was given '\(extra)'.", subcommand: subcommand)
        }
        invocation.command = subcommand == .list ? .list : subcommand == .verify ? .verify : .bench
    case .demo:
        if let extra = operands.first {
            throw UsageError("'demo' shows every chapter and takes no argument, but was given '\(extra)'.", subcommand: .demo)
        }
        var options = ChartOptions()
        for (option, value) in chartOptions {
            try apply(option, value, to: &options, subcommand: .demo)
        }
        invocation.command = .demo(options)
    case .preview, .explore:
        guard operands.count <= 1 else {
            throw UsageError("'\(subcommand.rawValue)' takes one chapter, but was given \(operands.count).", subcommand: subcommand)
        }
        guard var chapter = catalog.chapters.first else {
            throw UsageError("This workbook has no chapters to draw.", subcommand: subcommand)
        }
        if let operand = operands.first {
            switch try parseSelection(operand, catalog: catalog, subcommand: subcommand) {
            case .chapter(let chosen), .exercise(_, of: let chosen): chapter = chosen
            case .everything: break
            }
        }
        var request = ChartRequest(chapter: chapter)
        for (option, value) in chartOptions {
            try apply(option, value, to: &request, subcommand: subcommand)
        }
        for (name, value) in chapterOptions {
            guard let declared = chapter.previewOption(name) else {
                throw UsageError(
                    "Chapter \(chapter.number) has no option --\(name); it belongs to " + chapterList(withOption: name, in: catalog) + ".",
                    subcommand: subcommand)
            }
            if let choices = declared.choices, !choices.contains(value) {
                throw UsageError(
                    "--\(name) takes " + choices.map { "'\($0)'" }.joined(separator: " or ") + ", not '\(value)'.",
                    subcommand: subcommand)
            }
            request.chapterOptions[name] = value
        }
        if request.dataset != nil, request.csvPath != nil {
            throw UsageError("Give either --dataset or --csv, not both.", subcommand: subcommand)
        }
        if let name = request.dataset, !chapter.datasets.contains(where: { $0.lowercased() == name.lowercased() }) {
            throw UsageError(
                "Chapter \(chapter.number) has no dataset '\(name)'. Datasets: "
                    + chapter.datasets.joined(separator: ", ") + "; or give your own with --csv FILE.",
                subcommand: subcommand)
        }
        if request.selection != nil, request.tap != nil {
            throw UsageError("Give either --select or --tap, not both: both choose the selected point.", subcommand: subcommand)
        }
        invocation.command = subcommand == .preview ? .preview(request) : .explore(request)
    case .test:
        guard operands.count <= 1 else {
            throw UsageError("'test' takes one chapter or exercise, but was given \(operands.count).", subcommand: .test)
        }
        invocation.command = .test(try operands.first.map { reference throws(UsageError) in try parseSelection(reference, catalog: catalog) } ?? .everything)
    case .help:
        guard operands.count <= 1 else {
            throw UsageError("'help' takes at most one subcommand.", subcommand: .help)
        }
        guard let topic = operands.first else {
            invocation.command = .help(nil)
            return invocation
        }
        guard let subcommand = Subcommand(rawValue: topic) else {
            throw UsageError("There is no subcommand '\(topic)'." + suggestion(for: topic), subcommand: .help)
        }
        invocation.command = .help(subcommand)
    }
    return invocation
}

/// Reads a chapter ("1", or its name, "line-graph") or an exercise ("1.3") of `catalog`.
func parseSelection(_ reference: String, catalog: ChapterCatalog, subcommand: Subcommand = .test) throws(UsageError) -> Selection {
    let parts = reference.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count == 2, let chapterNumber = Int(parts[0]), let exercise = Int(parts[1]), exercise > 0 {
        guard let chapter = catalog.chapter(named: String(chapterNumber)) else {
            throw UsageError("There is no chapter \(chapterNumber), so no exercise \(reference). " + catalog.choices, subcommand: subcommand)
        }
        let id = "\(chapterNumber).\(exercise)"
        guard chapter.exercise(id) != nil else {
            throw UsageError(
                "Chapter \(chapter.number) has no exercise \(id). Its exercises are "
                    + chapter.exercises.map(\.id).joined(separator: ", ") + ".",
                subcommand: subcommand)
        }
        return .exercise(id, of: chapter)
    }
    guard let chapter = catalog.chapter(named: reference) else {
        throw UsageError("There is no chapter '\(reference)'. " + catalog.choices, subcommand: subcommand)
    }
    return .chapter(chapter)
}

/// "chapter 2" or "chapters 2 and 3": the chapters whose previews take `--name`.
private func chapterList(withOption name: String, in catalog: ChapterCatalog) -> String {
    let numbers = catalog.chapters.filter { $0.previewOption(name) != nil }.map { String($0.number) }
    return (numbers.count > 1 ? "chapters " : "chapter ")
        + (numbers.count > 1 ? numbers.dropLast().joined(separator: ", ") + " and " + numbers.last! : numbers.joined())
}

/// Stores one chart option of `preview` or `explore`, checking its value.
private func apply(_ option: ChartOption, _ value: String, to request: inout ChartRequest, subcommand: Subcommand) throws(UsageError) {
    switch option {
    case .dataset:
        request.dataset = value
    case .csv:
        guard !value.isEmpty else { throw UsageError("--csv needs a file name.", subcommand: subcommand) }
        request.csvPath = value
    case .compare:
        request.compare = true
    case .select:
        guard let index = Int(value), index >= 0 else {
            throw UsageError("--select takes the index of a point, a whole number from 0 up, not '\(value)'.", subcommand: subcommand)
        }
        request.selection = index
    case .tap:
        let parts = value.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let x = parts[0], let y = parts[1], x.isFinite, y.isFinite else {
            throw UsageError("--tap takes a point in the chart's pixels as X,Y, such as --tap 120,40, not '\(value)'.", subcommand: subcommand)
        }
        request.tap = CGPoint(x: x, y: y)
    case .width, .height, .canvas, .svg:
        try apply(option, value, to: &request.options, subcommand: subcommand)
    }
}

/// Stores one option of how a chart is drawn, checking its value.
private func apply(_ option: ChartOption, _ value: String, to options: inout ChartOptions, subcommand: Subcommand) throws(UsageError) {
    switch option {
    case .width, .height:
        guard let number = Int(value), number > 0 else {
            throw UsageError("--\(option.rawValue) takes a number of \(option == .width ? "columns" : "rows"), not '\(value)'.", subcommand: subcommand)
        }
        if option == .width { options.width = number } else { options.height = number }
    case .canvas:
        guard let canvas = CanvasKind(rawValue: value) else {
            let names = CanvasKind.allCases.map(\.rawValue)
            throw UsageError("--canvas takes \(names.dropLast().joined(separator: ", ")) or \(names.last!), not '\(value)'.", subcommand: subcommand)
        }
        options.canvas = canvas
    case .svg:
        guard !value.isEmpty else { throw UsageError("--svg needs a file name.", subcommand: subcommand) }
        options.svgPath = value
    case .dataset, .csv, .compare, .select, .tap:
        break
    }
}

private func colorChoice(_ value: String) throws(UsageError) -> ColorChoice {
    guard let choice = ColorChoice(rawValue: value) else {
        throw UsageError("--color takes auto, always or never, not '\(value)'.")
    }
    return choice
}

/// " Did you mean 'test'?" when a subcommand is one or two typing slips away.
private func suggestion(for typed: String) -> String {
    let closest = Subcommand.allCases.min {
        editDistance(typed, $0.rawValue) < editDistance(typed, $1.rawValue)
    }
    guard let closest, editDistance(typed, closest.rawValue) <= 2 else {
        return " Subcommands: " + Subcommand.allCases.map(\.rawValue).joined(separator: ", ") + "."
    }
    return " Did you mean '\(closest.rawValue)'?"
}

/// The number of single-character edits (insert, delete, replace, swap of neighbours)
/// between two words.
///
/// - Complexity: O(*m* × *n*) for words of lengths *m* and *n*.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
            }
        }
    }
    return table[a.count][b.count]
}

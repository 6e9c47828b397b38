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
/// What each subcommand takes is its ``CommandSpec``; this function knows no option by
/// name. Options may stand anywhere, before the subcommand too, as `--name value` or
/// `--name=value`; `--` ends them.
func parse(_ arguments: [String], catalog: ChapterCatalog) throws(UsageError) -> Invocation {
    let specs = Subcommand.allCases.map { $0.spec(in: catalog) }
    // Whether an option takes a value must be known before the subcommand is: the
    // subcommand may come after it.
    var known: [String: OptionSpec] = [:]
    for option in CommandSpec.globalOptions + specs.flatMap(\.options) {
        for spelling in option.spellings where known[spelling] == nil { known[spelling] = option }
    }

    var positional: [String] = []
    var given: [(option: OptionSpec, value: String)] = []
    var unknownOption: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
        if argument == "--" {
            positional += remaining
            break
        }
        guard argument.hasPrefix("-"), argument.count > 1 else {
            positional.append(argument)
            continue
        }
        let spelling = argument.hasPrefix("--") ? String(argument.prefix { $0 != "=" }) : argument
        guard let option = known[spelling] else {
            unknownOption = unknownOption ?? argument
            continue
        }
        var value = ""
        if spelling != argument {
            value = String(argument.dropFirst(spelling.count + 1))
        } else if option.value != nil {
            guard let next = remaining.popFirst() else {
                let choices = option.choices.map { ": " + listed($0, "or") } ?? ""
                throw UsageError(
                    "--\(option.name) needs a value\(choices).", subcommand: positional.first.flatMap(Subcommand.init))
            }
            value = next
        }
        given.append((option, value))
    }

    if let unknownOption {
        throw UsageError("Unknown option '\(unknownOption)'.", subcommand: positional.first.flatMap(Subcommand.init))
    }
    let globalNames = Set(CommandSpec.globalOptions.map(\.name))
    var values = OptionValues()
    for (option, value) in given where globalNames.contains(option.name) {
        try option.apply(value, &values)
    }
    guard let name = positional.first else {
        if let option = given.first(where: { !globalNames.contains($0.option.name) })?.option, !values.wantsHelp {
            let owner =
                specs.first { spec in spec.options.contains { $0.name == option.name } }?.subcommand.rawValue
                ?? "preview"
            throw UsageError(
                "--\(option.name) needs a subcommand, such as 'workbook \(owner) ... --\(option.name) ...'.")
        }
        return Invocation(command: values.wantsHelp ? .help(nil) : .list, color: values.color, ascii: values.ascii)
    }
    guard let subcommand = Subcommand(rawValue: name) else {
        throw UsageError("Unknown subcommand '\(name)'." + suggestion(for: name))
    }
    if values.wantsHelp {
        return Invocation(
            command: .help(subcommand == .help ? nil : subcommand), color: values.color, ascii: values.ascii)
    }
    let spec = specs[Subcommand.allCases.firstIndex(of: subcommand)!]
    do throws(UsageError) {
        let accepted = Set(spec.allOptions.map(\.name))
        if let misplaced = given.first(where: { !accepted.contains($0.option.name) })?.option {
            let owners = specs.filter { spec in spec.options.contains { $0.name == misplaced.name } }.map {
                "'\($0.subcommand.rawValue)'"
            }
            throw UsageError(
                "'\(subcommand.rawValue)' has no option --\(misplaced.name); it belongs to \(listed(owners))\(misplaced.owners)."
            )
        }
        for (option, value) in given where !globalNames.contains(option.name) {
            try option.apply(value, &values)
        }
        let names = Set(given.map(\.option.name))
        for exclusion in spec.exclusions where exclusion.names.allSatisfy(names.contains) {
            throw UsageError(
                "Give either " + exclusion.names.map { "--" + $0 }.joined(separator: " or ") + ", not both"
                    + (exclusion.reason.map { ": " + $0 } ?? "") + ".")
        }
        let command = try spec.build(Array(positional.dropFirst()), values, catalog)
        return Invocation(command: command, color: values.color, ascii: values.ascii)
    } catch {
        throw UsageError(error.message, subcommand: error.subcommand ?? subcommand)
    }
}

/// Reads a chapter ("1", or its name, "line-graph") or an exercise ("1.3") of `catalog`.
func parseSelection(_ reference: String, catalog: ChapterCatalog) throws(UsageError) -> Selection {
    let parts = reference.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count == 2, let chapterNumber = Int(parts[0]), let exercise = Int(parts[1]), exercise > 0 {
        guard let chapter = catalog.chapter(named: String(chapterNumber)) else {
            throw UsageError("There is no chapter \(chapterNumber), so no exercise \(reference). " + catalog.choices)
        }
        let id = "\(chapterNumber).\(exercise)"
        guard chapter.exercise(id) != nil else {
            throw UsageError(
                "Chapter \(chapter.number) has no exercise \(id). Its exercises are "
                    + chapter.exercises.map(\.id).joined(separator: ", ") + ".")
        }
        return .exercise(id, of: chapter)
    }
    guard let chapter = catalog.chapter(named: reference) else {
        throw UsageError("There is no chapter '\(reference)'. " + catalog.choices)
    }
    return .chapter(chapter)
}

/// " Did you mean 'test'?" when a subcommand is one or two typing slips away.
func suggestion(for typed: String) -> String {
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
    let a = Array(a)
    let b = Array(b)
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

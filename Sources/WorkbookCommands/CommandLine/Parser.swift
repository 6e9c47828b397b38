/// Turns the tool's arguments into an ``Invocation``, or says what is wrong with them.
///
/// Parsing is a pure function of the arguments, so every case is easy to test:
///
/// ```
/// try parse(["test", "1.3"])          // Invocation(command: .test(.exercise("1.3", of: lineGraph)))
/// try parse(["--color", "never"])     // Invocation(command: .list, color: .never)
/// try parse(["tset"])                 // throws UsageError("Unknown subcommand 'tset'. Did you mean 'test'?")
/// ```
///
/// Options may stand anywhere: `--help`/`-h`, `--color WHEN` (or `--color=WHEN`), `--ascii`.
func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    var invocation = Invocation(command: .list)
    var wantsHelp = false
    var positional: [String] = []
    var unknownOption: String?

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
        case "--":
            positional += remaining
            remaining = []
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
    switch subcommand {
    case .list, .verify:
        if let extra = operands.first {
            throw UsageError("'\(subcommand.rawValue)' takes no argument, but was given '\(extra)'.", subcommand: subcommand)
        }
        invocation.command = subcommand == .list ? .list : .verify
    case .test:
        guard operands.count <= 1 else {
            throw UsageError("'test' takes one chapter or exercise, but was given \(operands.count).", subcommand: .test)
        }
        invocation.command = .test(try operands.first.map(parseSelection) ?? .everything)
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

/// Reads "1", "line-graph" or "1.3".
func parseSelection(_ reference: String) throws(UsageError) -> Selection {
    let parts = reference.split(separator: ".", omittingEmptySubsequences: false)
    if parts.count == 2, let chapterNumber = Int(parts[0]), let exercise = Int(parts[1]), exercise > 0 {
        guard let chapter = Chapter.named(String(chapterNumber)) else {
            throw UsageError("There is no chapter \(chapterNumber), so no exercise \(reference). " + chapterChoices, subcommand: .test)
        }
        return .exercise("\(chapterNumber).\(exercise)", of: chapter)
    }
    guard let chapter = Chapter.named(reference) else {
        throw UsageError("There is no chapter '\(reference)'. " + chapterChoices, subcommand: .test)
    }
    return .chapter(chapter)
}

private var chapterChoices: String {
    "Chapters: " + Chapter.all.map { "\($0.number) (\($0.slug))" }.joined(separator: ", ") + "."
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

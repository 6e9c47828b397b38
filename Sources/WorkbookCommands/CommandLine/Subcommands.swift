import Course

/// Each subcommand's declaration: what it takes, what it does with it, and its help.
///
/// One declaration feeds both the parse and the help; each subcommand's is a property of
/// ``SubcommandDeclarations``, grouped by who uses it (StudentSubcommands.swift,
/// ChartSubcommands.swift, InstructorSubcommands.swift).
extension Subcommand {
    func spec(in catalog: ChapterCatalog) -> CommandSpec {
        let declarations = SubcommandDeclarations(catalog: catalog)
        switch self {
        case .list: return declarations.list
        case .test: return declarations.test
        case .watch: return declarations.watch
        case .hint: return declarations.hint
        case .reset: return declarations.reset
        case .doctor: return declarations.doctor
        case .preview: return declarations.preview
        case .explore: return declarations.explore
        case .demo: return declarations.demo
        case .bench: return declarations.bench
        case .verify: return declarations.verify
        case .grade: return declarations.grade
        case .autograder: return declarations.autograder
        case .edition: return declarations.edition
        case .help: return declarations.help
        }
    }
}

/// What the subcommands' declarations share: the examples and operands, drawn from the
/// workbook's own chapter descriptions, so that the help shows what this workbook holds.
struct SubcommandDeclarations {
    let catalog: ChapterCatalog
    let example: Help.Examples
    let chapterOperand: OperandSpec
    let exerciseOperand: OperandSpec
    let drawingOptions: [OptionSpec] = [.width, .height, .canvas, .svg]

    init(catalog: ChapterCatalog) {
        self.catalog = catalog
        example = Help.Examples(catalog: catalog)
        chapterOperand = OperandSpec(name: "<chapter>", help: "A chapter's number or name: \(example.number), \(example.slug).")
        exerciseOperand = OperandSpec(name: "<exercise>", help: "An exercise's number: \(example.exercise).")
    }

    var help: CommandSpec {
        CommandSpec(
            subcommand: .help, abstract: "Show help for a subcommand.",
            operands: [OperandSpec(name: "<subcommand>", help: "One of: " + Subcommand.allCases.map(\.rawValue).joined(separator: ", ") + ".")],
            operandCount: .optional
        ) { operands, _, _ throws(UsageError) in
            guard operands.count <= 1 else { throw UsageError("'help' takes at most one subcommand.") }
            guard let topic = operands.first else { return .help(nil) }
            guard let subcommand = Subcommand(rawValue: topic) else {
                throw UsageError("There is no subcommand '\(topic)'." + suggestion(for: topic))
            }
            return .help(subcommand == .help ? nil : subcommand)
        }
    }
}

/// "'list' takes no argument, but was given '1'."
func noOperands(_ operands: [String], of subcommand: Subcommand) throws(UsageError) {
    if let extra = operands.first {
        throw UsageError("'\(subcommand.rawValue)' takes no argument, but was given '\(extra)'.")
    }
}

extension Selection {
    /// The chapter chosen; `nil` for every chapter.
    var chapter: Chapter? {
        switch self {
        case .everything: nil
        case .chapter(let chapter), .exercise(_, of: let chapter): chapter
        }
    }
}

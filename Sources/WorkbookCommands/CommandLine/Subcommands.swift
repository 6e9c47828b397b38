import Course

/// The one list of subcommands, in the order the tool's help shows them: adding one is
/// its file in `Subcommands/` and a line here.
extension Subcommand {
    static let allCases: [Subcommand] = [
        .list, .test, .watch, .hint, .reset, .doctor,
        .preview, .explore, .demo, .bench,
        .verify, .grade, .autograder, .edition,
        .help,
    ]

    /// The subcommand's declaration, for a workbook with `catalog`'s chapters.
    func spec(in catalog: ChapterCatalog) -> CommandSpec {
        type.declaration(SubcommandDeclarations(catalog: catalog))
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
        chapterOperand = OperandSpec(
            name: "<chapter>", help: "A chapter's number or name: \(example.number), \(example.slug).")
        exerciseOperand = OperandSpec(name: "<exercise>", help: "An exercise's number: \(example.exercise).")
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

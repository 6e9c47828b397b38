import Contracts
import Course
import Grading
import PreviewProtocol

/// One subcommand, declared once: its operands, its options and what each does, its
/// exit codes and its prose. ``parse(_:catalog:)`` reads a command line with it, and
/// ``Help`` draws the usage line and the help from it, so the three cannot disagree.
///
/// The declarations themselves are in `Subcommands/`, one type per subcommand with its `run`.
struct CommandSpec: Sendable {
    let subcommand: Subcommand
    /// One line: what the subcommand does, for OVERVIEW and the tool's list of subcommands.
    let abstract: String
    /// The prose under OVERVIEW, already broken into lines; "" for none.
    var discussion = ""
    /// The words after the subcommand, as alternatives such as `<chapter>` and `<exercise>`.
    var operands: [OperandSpec] = []
    var operandCount = OperandCount.none
    /// The subcommand's own options; ``CommandSpec/globalOptions`` come with every one.
    var options: [OptionSpec] = []
    /// Options that cannot be given together, such as `--dataset` and `--csv`.
    var exclusions: [Exclusion] = []
    /// The codes it can end with, and what each means for it.
    var exitCodes: [ExitCodeNote] = [.init(.success), .init(.usage)]
    /// Command lines to copy, after "swift run workbook ".
    var examples: [String] = []
    /// Makes the command from the operands and the values the options set.
    let build:
        @Sendable (_ operands: [String], _ values: OptionValues, _ catalog: ChapterCatalog) throws(UsageError) ->
            Command

    /// Every option the subcommand takes: its own, then `--color`, `--ascii` and `--help`.
    var allOptions: [OptionSpec] { options + Self.globalOptions }

    /// How many operands the subcommand takes, for the usage line.
    enum OperandCount: Sendable {
        case none, optional, one, oneOrMore
    }

    /// Options that exclude each other, with why, for the error message.
    struct Exclusion: Sendable {
        let names: [String]
        var reason: String?
    }

    /// An exit code and what it means for this subcommand.
    struct ExitCodeNote: Sendable {
        let code: ExitCode
        let meaning: String

        init(_ code: ExitCode, _ meaning: String? = nil) {
            self.code = code
            self.meaning = meaning ?? code.meaning
        }
    }
}

/// A word the subcommand takes after its name, such as `<chapter>`.
struct OperandSpec: Sendable {
    /// As the usage line shows it: "<chapter>".
    let name: String
    let help: String
}

/// An option as the user types it and as the help explains it, and what it does to the
/// command line's ``OptionValues``.
struct OptionSpec: Sendable {
    /// The long name without its dashes: "color".
    let name: String
    /// Other long names that mean the same: "colour".
    var aliases: [String] = []
    /// A one-letter name, typed after one dash: "h" for `-h`.
    var short: Character?
    /// The value's name in the usage and help, "when" for `--color <when>`; `nil` for a flag.
    let value: String?
    /// The values it takes, when they are a fixed few, for "needs a value: a, b or c".
    var choices: [String]?
    let help: String
    /// Added to "it belongs to 'preview' and 'explore'" when a subcommand without the
    /// option is given it: " of chapter 8".
    var owners = ""
    /// Stores the option's value (`""` for a flag), or says why the value is wrong.
    let apply: @Sendable (_ value: String, _ values: inout OptionValues) throws(UsageError) -> Void

    /// The names as the help lists them: "-h, --help", "--color <when>".
    var label: String {
        (short.map { "-\($0), " } ?? "") + "--\(name)" + (value.map { " <\($0)>" } ?? "")
    }

    /// Every spelling the parser accepts: "--color", "--colour", "-h".
    var spellings: [String] {
        ([name] + aliases).map { "--" + $0 } + (short.map { ["-\($0)"] } ?? [])
    }

    /// The same option, explained differently for one subcommand, its value perhaps
    /// named differently too: "--output <folder>".
    func explained(_ help: String, value named: String? = nil) -> OptionSpec {
        OptionSpec(
            name: name, aliases: aliases, short: short, value: named ?? value, choices: choices, help: help,
            owners: owners, apply: apply)
    }

    /// An option whose value is one of a few words, such as `--canvas braille`.
    static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, value: String, of type: Value.Type, help: String,
        store: @escaping @Sendable (Value, inout OptionValues) -> Void
    ) -> OptionSpec where Value.RawValue == String {
        let names = type.allCases.map(\.rawValue)
        return OptionSpec(name: name, value: value, choices: names, help: help) { text, values throws(UsageError) in
            guard let chosen = Value(rawValue: text) else {
                throw UsageError("--\(name) takes \(listed(names, "or")), not '\(text)'.")
            }
            store(chosen, &values)
        }
    }
}

/// What the options of a command line set, for its subcommand to make a ``Command`` of.
struct OptionValues: Sendable {
    var color = ColorChoice.auto
    var ascii = false
    var wantsHelp = false
    /// What `preview`, `explore` and `demo` draw; the parser chooses its chapters.
    var chart = ChartRequest(chapters: [])
    var grade = GradeRequest(submissions: [])
    /// `reset --yes`.
    var yes = false
    /// `verify --skeletons`.
    var onlySkeletons = false
    /// `doctor --json`.
    var json = false
}

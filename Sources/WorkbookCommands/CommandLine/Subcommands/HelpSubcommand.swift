import Contracts
import Course

extension Subcommand {
    /// `workbook help`: help on a subcommand, or on the tool.
    static let help = Subcommand("help", HelpSubcommand.self)
}

extension Command {
    static func help(_ topic: Subcommand?) -> Command { Command(HelpSubcommand(topic: topic)) }
}

/// `workbook help`: help on a subcommand, or on the tool, declared and run.
struct HelpSubcommand: WorkbookSubcommand {
    /// `nil`: the tool's own help.
    var topic: Subcommand?

    static func declaration(_ shared: SubcommandDeclarations) -> CommandSpec {
        CommandSpec(
            subcommand: .help, abstract: "Show help for a subcommand.",
            operands: [
                OperandSpec(
                    name: "<subcommand>",
                    help: "One of: " + Subcommand.allCases.map(\.rawValue).joined(separator: ", ") + ".")
            ],
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

    func run(_ context: CommandContext) throws -> ExitCode {
        context.output.line(Help.text(for: topic, catalog: context.catalog))
        return .success
    }
}

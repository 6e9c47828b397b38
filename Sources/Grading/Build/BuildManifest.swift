import Foundation
import Platform

/// The commands of SwiftPM's last build in a build folder, as its build engine reads
/// them: `debug.yaml`, one entry per command, each with its inputs, outputs and arguments.
///
/// ```
/// let manifest = try BuildManifest(contentsOf: buildFolder.appendingPathComponent("debug.yaml"))
/// manifest.commands.first { $0.description.hasPrefix("Linking") }?.arguments.first   // "/opt/swift/usr/bin/swiftc"
/// ```
///
/// SwiftPM writes the file in one shape: a command's key on a line of its own, indented
/// by two spaces, then its fields indented by four, each a JSON value on one line. Only
/// commands run by the shell (`tool: shell`) have arguments; the others are read with none.
///
/// - Complexity: O(*n*) in the size of the file.
struct BuildManifest {
    /// One command of the build.
    struct Command {
        /// The command's key: "C.LineGraph-x86_64-unknown-linux-gnu-debug.module".
        var key: String
        var tool = ""
        var inputs: [String] = []
        var outputs: [String] = []
        /// "Compiling Swift Module 'LineGraph' (10 sources)", "Linking …/workbook-probe".
        var description = ""
        /// The program and its arguments, for a command the shell runs.
        var arguments: [String] = []
    }

    let commands: [Command]

    /// SwiftPM writes the plan in the sandboxed build; the workbook's is about 1 MB.
    init(contentsOf file: URL) throws {
        let data = try BoundedFile.read(file, atMost: Self.largestPlan, what: "SwiftPM's plan")
        self.init(text: String(decoding: data, as: UTF8.self))
    }

    /// The largest plan read.
    static let largestPlan = 32 << 20

    init(text: String) {
        var commands: [Command] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("  \""), !line.hasPrefix("   "), line.hasSuffix("\":") {
                commands.append(Command(key: Self.decoded(String(line.dropFirst(2).dropLast()), as: String.self) ?? ""))
                continue
            }
            guard line.hasPrefix("    "), !line.hasPrefix("     "), !commands.isEmpty,
                let colon = line.firstIndex(of: ":")
            else { continue }
            let field = line[line.index(line.startIndex, offsetBy: 4)..<colon]
            let value = String(line[line.index(after: colon)...].drop { $0 == " " })
            switch field {
            case "tool": commands[commands.count - 1].tool = value
            case "inputs": commands[commands.count - 1].inputs = Self.decoded(value, as: [String].self) ?? []
            case "outputs": commands[commands.count - 1].outputs = Self.decoded(value, as: [String].self) ?? []
            case "description":
                commands[commands.count - 1].description = Self.decoded(value, as: String.self) ?? value
            case "args": commands[commands.count - 1].arguments = Self.decoded(value, as: [String].self) ?? []
            default: break
            }
        }
        self.commands = commands
    }

    /// A field's JSON value, or `nil` where it is not one.
    private static func decoded<Value: Decodable>(_ text: String, as type: Value.Type) -> Value? {
        try? JSONDecoder().decode(Value.self, from: Data(text.utf8))
    }
}

import Foundation

/// The commands that compile a submission's chapter modules again and link the programs
/// again, taken from the slot's last build (``BuildManifest``): the instructor's suites and
/// the probe's own code are not compiled, and SwiftPM does not plan anything.
///
/// ```
/// let rebuild = ChapterRebuild(manifest: manifest, modules: ["LineGraph": lineGraphFolder])
/// rebuild?.compileScript   // "failed=0\n('/opt/swift/usr/bin/swiftc' '-module-name' 'LineGraph' …) & job0=$!\n…"
/// ```
///
/// The suites' objects stay as the last build compiled them, so this is sound only while
/// each chapter module is to them what it was then: the chapters are built with library
/// evolution, and the caller compares each module's ``ModuleInterface`` with the one the
/// suites were compiled against, and builds the usual way where one differs. A plan is
/// only made where the last build compiled the same files of each chapter (a file added
/// or removed changes SwiftPM's plan).
struct ChapterRebuild {
    /// Each chapter's compile command, and the command that then wraps its module for the debugger.
    let compiles: [(compile: [String], wrap: [String])]
    /// The link of each program that holds a chapter's objects: the test program and the
    /// probe (and the preview, where the build made one).
    let links: [[String]]

    /// Why there may be no plan, for the build's log.
    static let whyNone = "the last build's commands cannot build these chapters alone (a file added or removed since)"

    /// The plan for `modules` (a chapter module's name and its folder of sources), or `nil`
    /// where the last build's commands cannot make it: the module was not built, or its
    /// files are not those the build compiled.
    init?(manifest: BuildManifest, modules: [String: URL]) {
        var compiles: [(compile: [String], wrap: [String])] = []
        var objects: Set<String> = []
        for (module, folder) in modules.sorted(by: { $0.key < $1.key }) {
            guard
                let compile = manifest.commands.first(where: {
                    $0.tool == "shell" && $0.arguments.contains("-emit-module")
                        && Self.value(of: "-module-name", in: $0.arguments) == module
                }),
                let wrap = manifest.commands.first(where: {
                    $0.tool == "shell" && $0.arguments.contains("-modulewrap")
                        && $0.outputs.contains { $0.hasSuffix("/\(module).build/\(module).swiftmodule.o") }
                }),
                let files = Self.swiftFiles(in: folder),
                Set(
                    compile.inputs.filter { $0.hasSuffix(".swift") }.map {
                        URL(fileURLWithPath: $0).resolvingSymlinksInPath().path
                    }) == files
            else { return nil }
            compiles.append((compile.arguments, wrap.arguments))
            objects.formUnion(compile.outputs.filter { $0.hasSuffix(".o") } + wrap.outputs)
        }
        let links = manifest.commands.filter { command in
            command.tool == "shell" && command.description.hasPrefix("Linking")
                && command.inputs.contains { objects.contains($0) }
        }
        guard !compiles.isEmpty, !links.isEmpty else { return nil }
        self.compiles = compiles
        self.links = links.map(\.arguments)
    }

    /// The chapters' compiles as one shell script, side by side (a chapter's own files are
    /// compiled side by side too, and a compiler spends much of its time starting); it
    /// fails if one does, once all have ended.
    var compileScript: String {
        Self.sideBySide(compiles.map { Self.quoted($0.compile) + " && " + Self.quoted($0.wrap) })
    }

    /// The links as one shell script, side by side; it fails if one does, once all have ended.
    var linkScript: String {
        Self.sideBySide(links.map(Self.quoted))
    }

    /// A script that runs each of `commands` in the background and waits for them all,
    /// so that none outlives it; it ends with 1 if one failed.
    static func sideBySide(_ commands: [String]) -> String {
        var lines = ["failed=0"]
        for (index, command) in commands.enumerated() {
            lines.append("(\(command)) & job\(index)=$!")
        }
        lines += commands.indices.map { "wait $job\($0) || failed=1" }
        lines.append("exit $failed")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `arguments` as the shell reads them back, each in single quotes.
    static func quoted(_ arguments: [String]) -> String {
        arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
    }

    /// The value after `option` in `arguments`.
    private static func value(of option: String, in arguments: [String]) -> String? {
        arguments.firstIndex(of: option).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    }

    /// The Swift files below `folder` by full path, as SwiftPM finds them (hidden ones left
    /// out); `nil` if the folder cannot be listed.
    private static func swiftFiles(in folder: URL) -> Set<String>? {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return nil }
        var files: Set<String> = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            files.insert(url.resolvingSymlinksInPath().path)
        }
        return files
    }
}

import Course

/// The maintainers' and instructors' subcommands: checking the workbook, and grading.
extension SubcommandDeclarations {
    var verify: CommandSpec {
        CommandSpec(
            subcommand: .verify, abstract: "Check the workbook itself (for maintainers and CI).",
            discussion: """
                Builds in \(WorkbookLayout.verifyBuild), so your own .build is left alone, and checks that
                  - each chapter's chapter.json agrees with its files, every chapter folder has one,
                    and each exercise has at least two hints, none of which copies the solution;
                  - on the solutions (WORKBOOK_SOURCES=solutions), each chapter's suites are the
                    exercises its description lists, and every exercise test passes;
                  - the tool's own tests pass: the tool's, the renderer's and the previews';
                  - on the skeletons, every exercise test fails with "Not implemented yet", and
                    no skeleton crashes;
                  - every common mistake in Solutions/<chapter>/Mistakes/ is caught by a failing
                    test whose message names it;
                  - that failing test is the first one `workbook test <exercise>` explains
                    for the exercise whose file the mistake replaces;
                  - every mistake a test names (CommonMistake("<name>", ...)) exists as code;
                  - \(WorkbookLayout.skeletonResults) holds what the skeletons' tests say, for the
                    files as they are (where it does not, verify writes it anew, to commit).
                In the students' edition, which has no solutions, it checks the descriptions and
                the skeletons, and says so.
                Ends with a line "N passed, N failed" and exits with 1 on any failure.
                """,
            options: [.skeletons],
            exitCodes: [.init(.success, "every check passed"), .init(.failure, "a check failed"), .init(.usage)]
        ) { operands, values, _ throws(UsageError) in
            try noOperands(operands, of: .verify)
            return .verify(onlySkeletons: values.onlySkeletons)
        }
    }

    var grade: CommandSpec {
        CommandSpec(
            subcommand: .grade, abstract: "Grade students' Chapters/ against your tests.",
            discussion: """
                Run it in your own copy of the workbook. A submission is a folder with a student's
                copy of the workbook, or at least its Chapters/. Only the student's chapter code is
                taken: your Package.swift, Sources/, Tests/ and chapter.json files judge it, and
                each file of the submission that differs from yours is named in the report.
                An exercise earns all its points when every one of its tests passes and its
                answers agree with your solution's on held-out inputs, otherwise none: the
                visible tests' cases and random ones drawn from a seed, asked of a probe
                built with the student's code, and judged outside it. A chapter that does
                not compile costs only that chapter; a crash or an endless loop costs only
                its exercise. Each submission is built and tested in a
                sandbox: no network, no writes outside its build folder, and none of your files
                but the test program in sight while its code runs. Submissions share one build
                folder (\(WorkbookLayout.grading)/1), so each after the first rebuilds only what it
                changed.
                """,
            operands: [OperandSpec(name: "<submission>", help: "A student's folder, such as alice/; with --merge, a report of --format json.")],
            operandCount: .oneOrMore,
            options: [.format, .output, .noSandbox, .visibility, .shard, .seed, .jobs, .resume, .merge],
            exclusions: ["shard", "seed", "jobs", "resume", "no-sandbox"].map {
                .init(names: ["merge", $0], reason: "--merge joins reports and grades nothing")
            },
            exitCodes: [
                .init(.success, "the grading ran, whatever the scores"),
                .init(.failure, "it could not run for any submission"),
                .init(.usage, "a mistake in the command line, such as a missing folder"),
            ],
            examples: [
                "grade submissions/*/", "grade alice/ bob/ --format json --output grades.json",
                "grade submissions/*/ --shard 1/3 --seed 271828 --format json --output 1.json",
                "grade --merge shard-*.json --format junit --output class.xml",
                "grade submissions/*/ --format json --output grades.json --resume",
            ]
        ) { operands, values, _ throws(UsageError) in
            guard !operands.isEmpty else {
                throw UsageError(values.grade.merging
                    ? "'grade --merge' needs the reports to join: files written by --format json."
                    : "'grade' needs at least one submission: a folder with a student's Chapters/.")
            }
            var request = values.grade
            if request.visibility != .visible && request.format != .gradescope {
                throw UsageError("--visibility says when Gradescope shows the tests, so it goes with --format gradescope.")
            }
            if request.shard != nil && request.seed == nil {
                throw UsageError("--shard needs --seed, the same number for every shard, so that each draws the same held-out inputs: such as --seed 271828.")
            }
            if request.resuming {
                guard request.outputPath != nil, request.format == .json else {
                    throw UsageError("--resume reads the grades back from the --output file, so it needs --format json and --output; --merge turns that file into any other format.")
                }
            }
            request.submissions = operands
            return .grade(request)
        }
    }

    var autograder: CommandSpec {
        CommandSpec(
            subcommand: .autograder, abstract: "Write the autograder a grading platform runs (for instructors).",
            discussion: """
                Run it in your own copy of the workbook. Each platform's autograder carries your
                workbook (Package.swift, Sources/, Tests/, Chapters/, Solutions/) and runs
                `workbook grade` on each submission, in the sandbox:
                  gradescope    a zip to upload as a programming assignment's autograder, with
                                setup.sh (installs Swift where it is missing, and bubblewrap,
                                then builds) and run_autograder (finds the student's Chapters/
                                wherever the upload has it, and writes results.json);
                  classroom50   a folder for <classroom>/autograders/<assignment>/ in the
                                classroom's config repository, with autograder.py, which
                                writes result.json, and a README.md that says what to do.
                Where no sandbox can be had, a submission gets no points and a message that
                says so, unless the autograder was made with --no-sandbox.
                """,
            operands: [OperandSpec(name: "<platform>", help: "gradescope or classroom50.")],
            operandCount: .one,
            options: [
                OptionSpec.output.explained("Gradescope: the zip to write, such as autograder.zip. Classroom 50: a new or empty folder."),
                OptionSpec.noSandbox.explained(
                    "Grade each submission without a sandbox where none can be had, such as in a container that allows "
                        + "no namespaces (each report then says \"not sandboxed\")."),
                OptionSpec.visibility.explained(
                    "Gradescope: when students see the tests: visible, hidden, after_due_date or after_published. "
                        + "(default: visible)"),
            ],
            exitCodes: [
                .init(.success, "the autograder was written"),
                .init(.failure, "it could not be written"),
                .init(.usage, "a mistake in the command line, such as a missing --output"),
            ],
            examples: [
                "autograder gradescope --output autograder.zip",
                "autograder gradescope --output autograder.zip --visibility after_due_date",
                "autograder classroom50 --output classroom50-autograder",
            ]
        ) { operands, values, _ throws(UsageError) in
            guard operands.count == 1, let operand = operands.first else {
                throw UsageError("'autograder' takes one platform: \(listed(AutograderRequest.Platform.allCases.map(\.rawValue), "or")).")
            }
            guard let platform = AutograderRequest.Platform(rawValue: operand) else {
                throw UsageError("There is no platform '\(operand)'; the platforms are \(listed(AutograderRequest.Platform.allCases.map(\.rawValue), "and")).")
            }
            guard let output = values.grade.outputPath else {
                throw UsageError("'autograder \(platform.rawValue)' needs --output: \(platform == .gradescope ? "the zip to write, such as autograder.zip" : "a new folder").")
            }
            if platform == .classroom50 && values.grade.visibility != .visible {
                throw UsageError("--visibility is Gradescope's; Classroom 50 shows every test.")
            }
            return .autograder(AutograderRequest(
                platform: platform, outputPath: output, sandboxed: values.grade.sandboxed, visibility: values.grade.visibility))
        }
    }

    var edition: CommandSpec {
        CommandSpec(
            subcommand: .edition, abstract: "Make the students' edition: the workbook without its answers (for instructors).",
            discussion: """
                Run it in your own copy of the workbook. It writes, into a new or empty folder (or
                over an edition it made before), what a class receives as its template repository:
                Package.swift, README.md, .gitignore, Chapters/ (skeletons and chapter texts), the
                exercise suites in Tests/, and Sources/ (the tool). It leaves out Solutions/ and the
                named mistakes, the tool's own tests, and the held-out inputs of grading. The
                expected charts of `preview --compare` and `demo` go with it as data: the reference
                solutions' answers, recorded when the edition is made, never their code. The same
                workbook makes the same bytes. Keep this copy private, and grade with it.
                """,
            operands: [OperandSpec(name: "<edition>", help: "students: the only edition made from this one.")],
            operandCount: .one,
            options: [OptionSpec.output.explained("The folder to write the edition to, such as ../chart-course.", value: "folder")],
            exitCodes: [
                .init(.success, "the edition was written"),
                .init(.failure, "it could not be made, such as when the solutions do not build"),
                .init(.usage, "a mistake in the command line, such as a folder that holds something else"),
            ],
            examples: ["edition students --output ../chart-course"]
        ) { operands, values, _ throws(UsageError) in
            guard operands == ["students"] else {
                throw UsageError(operands.isEmpty
                    ? "'edition' needs the edition to make: students."
                    : "There is no edition '\(operands.joined(separator: " "))' to make; the one made is: students.")
            }
            guard let output = values.grade.outputPath else {
                throw UsageError("'edition students' needs --output: the folder to write it to, such as ../chart-course.")
            }
            return .edition(output: output)
        }
    }
}

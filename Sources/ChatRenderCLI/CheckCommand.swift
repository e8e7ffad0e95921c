import ArgumentParser
import ChatCheck
import ChatRender
import ChatRenderProcess
import Foundation

/// `chatrender check DIR`: renders every conversation under DIR and compares it with the golden PNG
/// beside it; CI runs it to catch unintended visual changes.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render every *.json under a directory and compare it with the *.png of the same name beside it.",
        discussion: """
            Theme packs (directories with a theme.json) and hidden directories are skipped. On a mismatch the \
            actual and diff images go to the artifacts directory. Prints a row as each conversation is checked \
            (in path order), then "N passed, N failed"; --quiet prints only the failures and the summary. \
            With --shard K/N only every N-th conversation from the K-th on (sorted by path) is checked, so that N \
            CI machines share the goldens; a shard without conversations passes.

            EXIT CODES:
              0 all match, 1 a golden changed or is missing,
              65 a conversation is invalid (the others are still checked),
              66 the directory does not exist or holds no conversation, 70 internal error,
              73 a golden, an artifact or the JUnit file cannot be written.
            """
    )

    @Argument(help: ArgumentHelp("The directory holding the conversations and their goldens.", valueName: "dir"))
    var directory: String

    @Flag(help: "Write missing and changed goldens (atomically) instead of failing; look at them before committing.")
    var record = false

    @Option(help: ArgumentHelp("Where to write <path>.actual.png and <path>.diff.png of mismatches.", valueName: "dir"))
    var artifacts = "chatrender-artifacts"

    @Option(help: ArgumentHelp("Also write the results as JUnit XML to this file.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Conversations rendered in parallel. Default: the number of cores.", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp(
        "Check only share K of N (1 ≤ K ≤ N): the conversations at sorted positions K-1, K-1+N, K-1+2N, … — one CI machine's part.",
        valueName: "K/N"))
    var shard: String?

    @Flag(help: "Leave the times out of the table and the JUnit file, so two runs give the same bytes.")
    var noTimes = false

    @Flag(name: .shortAndLong, help: "Print only the rows of failures (changed, missing, errors) and the summary.")
    var quiet = false

    @Option(help: "pixelmatch's colour threshold, 0 to 1; smaller is more sensitive. Identical bytes always match.")
    var threshold: Double = 0.1

    @OptionGroup var overrides: RenderOverrides

    mutating func validate() throws {
        if let jobs, jobs < 1 {
            throw ValidationError("--jobs must be at least 1, got \(jobs).")
        }
        do {
            _ = try ChatImageComparison(threshold: threshold)
        } catch {
            throw ValidationError(error.description)
        }
        if let shard, Shard(parsing: shard) == nil {
            throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N ≤ \(Shard.maximumCount), e.g. --shard 2/4 for the second of "
                + "four machines; got \"\(shard)\".")
        }
    }

    func run() throws {
        let comparison: ChatImageComparison
        do {
            comparison = try ChatImageComparison(threshold: threshold)
        } catch {
            throw CLIError.usage(error.description).exit
        }
        let check = SnapshotCheck(directory: directory, options: overrides.options, record: record,
                                  artifactsDirectory: artifacts, jobs: jobs, comparison: comparison,
                                  shard: shard.flatMap(Shard.init(parsing:)), files: OutputDestination.files)
        let printer = CheckPrinter(showTimes: !noTimes, quiet: quiet)
        let report: CheckReport
        do {
            report = try check.run(progress: printer.receive)
        } catch {
            FileHandle.standardError.write(Data("chatrender: error: \(error)\n".utf8))
            switch error {
            case .directoryNotFound, .noConversations: throw ExitCode(ExitStatus.noInput)
            case .fonts(let fontError): throw ExitCode(ExitStatus.of(fontError))
            }
        }
        if let shard = check.shard {
            let total = (try? ConversationDiscovery.conversations(in: directory).count) ?? report.results.count
            show("shard \(shard): \(report.results.count) of \(Plural.count(total, "conversation"))\n")
        }
        show(report.footer(showTimes: !noTimes))
        var junitFailed = false
        if let junit {
            do {
                try OutputFile.write(Array(JUnitReport.xml(report, includeTimes: !noTimes).utf8), to: junit)
            } catch {
                FileHandle.standardError.write(Data("chatrender: error: \(error)\n".utf8))
                junitFailed = true
            }
        }
        let status = Self.exitStatus(of: report, junitFailed: junitFailed)
        if status != 0 { throw ExitCode(status) }
    }

    /// Prints to standard output; a reader that went away ends the process quietly, a failure to write is reported
    /// on standard error (the exit status still says how the check went).
    private func show(_ text: String) {
        do {
            try StandardOutput.print(text)
        } catch {
            FileHandle.standardError.write(Data("chatrender: error: \(error)\n".utf8))
        }
    }

    /// 73 when something could not be written, 70 on an internal error, 65 when a conversation is invalid,
    /// 1 when a golden changed or is missing, else 0.
    static func exitStatus(of report: CheckReport, junitFailed: Bool) -> Int32 {
        if junitFailed || report.hasError(.unwritable) { return ExitStatus.cannotCreate }
        if report.hasError(.internalError) { return ExitStatus.software }
        if report.hasError(.invalidInput) { return ExitStatus.dataError }
        return report.hasMismatch ? 1 : 0
    }
}

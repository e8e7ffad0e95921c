import ArgumentParser
import ChatCheck
import ChatRender
import ChatRenderProcess
import Foundation

/// `chatrender render a.json b.json dir/ --out-dir OUT --jobs N`: many conversations in one process
/// (`BatchRender`), each failure named on standard error as it happens, a progress line on a terminal only, and
/// the exit status of the worst failure.
struct BatchCommand {
    let inputs: [String]
    let outputDirectory: String?
    let jobs: Int?
    let format: OutputFormat
    let encoding: ChatOutputEncoding
    let options: ChatRenderOptions

    func run() throws {
        let planned: [BatchRender.Job]
        do {
            planned = try BatchRender.plan(inputs: inputs, outputDirectory: outputDirectory,
                                           fileExtension: format.fileExtension)
        } catch {
            FileHandle.standardError.write(Data("chatrender: error: \(error)\n".utf8))
            if case .noConversations = error { throw ExitCode(ExitStatus.noInput) }
            throw ExitCode.validationFailure
        }
        if let outputDirectory {
            do {
                try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
            } catch {
                throw fail(.outputUnwritable(path: outputDirectory, reason: "cannot create the directory: \(error.localizedDescription)"))
            }
        }
        let batch = BatchRender(jobs: planned, options: options, encoding: encoding, workers: jobs, files: OutputDestination.files)
        let progress = ProgressLine(enabled: isatty(STDERR_FILENO) == 1)
        let results = batch.run { result, state in
            if let error = result.error {
                progress.print("chatrender: error: \(result.job.input): \(Self.withoutInputPrefix(error, input: result.job.input))\n")
            }
            progress.update(state)
        }
        let failed = results.filter { $0.error != nil }.count
        progress.finish(summary: "rendered \(results.count - failed) of \(Plural.count(results.count, "conversation"))"
                        + (failed > 0 ? " (\(failed) failed)" : ""))
        let status = Self.worstStatus(results.compactMap(\.error))
        if status != 0 { throw ExitCode(status) }
    }

    /// The error's text, without the input's name when it already starts with it (the line names the input).
    static func withoutInputPrefix(_ error: ChatRenderError, input: String) -> String {
        let text = error.description
        return text.hasPrefix(input + ": ") ? String(text.dropFirst(input.count + 2)) : text
    }

    /// The exit status of the worst error: 73 (unwritable) over 70 (internal) over 75 (timed out) over 66 (missing
    /// input) over 65 (bad data); 0 when there is none.
    static func worstStatus(_ errors: [ChatRenderError]) -> Int32 {
        worstStatus(Set(errors.map(ExitStatus.of)))
    }

    /// The worst of `statuses`, in the order above; 0 when there is none.
    static func worstStatus(_ statuses: Set<Int32>) -> Int32 {
        let order: [Int32] = [ExitStatus.cannotCreate, ExitStatus.software, ExitStatus.timedOut, ExitStatus.noInput,
                              ExitStatus.dataError]
        return order.first(where: statuses.contains) ?? 0
    }
}

/// The `12/340  35.2/s  ETA 9s` line a batch rewrites on a terminal (standard error), at most ten times a second;
/// nothing at all when standard error is not a terminal.
final class ProgressLine: @unchecked Sendable {
    private let enabled: Bool
    private let lock = NSLock()
    private var shown = false
    private var lastUpdate = 0.0

    init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Prints a line of its own (an error), above the progress line.
    func print(_ text: String) {
        lock.withLock {
            if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            shown = false
            FileHandle.standardError.write(Data(text.utf8))
        }
    }

    func update(_ progress: BatchRender.Progress) {
        guard enabled else { return }
        lock.withLock {
            let now = Double(DispatchTime.now().uptimeNanoseconds) / 1e9
            guard now - lastUpdate >= 0.1 || progress.done == progress.total else { return }
            lastUpdate = now
            var line = "\r\u{1B}[K\(progress.done)/\(progress.total)  \(String(format: "%.1f", progress.rate))/s"
            if let left = progress.remainingSeconds, progress.done < progress.total { line += "  ETA \(Self.duration(left))" }
            if progress.failed > 0 { line += "  \(progress.failed) failed" }
            FileHandle.standardError.write(Data(line.utf8))
            shown = true
        }
    }

    /// Replaces the progress line by a summary (on a terminal only).
    func finish(summary: String) {
        guard enabled else { return }
        lock.withLock {
            FileHandle.standardError.write(Data("\r\u{1B}[K\(summary)\n".utf8))
            shown = false
        }
    }

    /// `9s`, `2m05s`, `1h02m`.
    static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded(.up))
        if total < 60 { return "\(total)s" }
        if total < 3600 { return String(format: "%dm%02ds", total / 60, total % 60) }
        return String(format: "%dh%02dm", total / 3600, (total % 3600) / 60)
    }
}

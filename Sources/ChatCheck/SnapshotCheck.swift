import ChatCodec
import ChatDiff
import ChatFiles
import ChatRaster
import ChatRender
import ChatWorkers
import Foundation

/// Checks a directory of conversations against their golden PNGs (`chatrender check DIR`).
///
/// Every conversation (see `ConversationDiscovery`) is rendered with `options` and compared with the PNG
/// of the same name beside it. With `record`, missing and changed goldens are written (atomically);
/// otherwise a mismatch writes `<artifactsDirectory>/<path without .json>.actual.png` and `.diff.png`
/// (and removes those of an earlier failing run once the conversation passes). Conversations are checked
/// by `jobs` workers sharing one `ChatRenderCache`; the report, the files written and their bytes do not
/// depend on `jobs`.
public struct SnapshotCheck: Sendable {
    /// The directory holding the conversations and their goldens.
    public var directory: String
    /// Render overrides applied to every conversation (theme, appearance, scale, width, fonts).
    public var options: ChatRenderOptions
    /// Write missing and changed goldens instead of failing.
    public var record: Bool
    /// Where the actual and diff images of mismatches go.
    public var artifactsDirectory: String
    /// Conversations rendered in parallel (at least 1).
    public var jobs: Int
    /// How a render is compared with its golden (`ChatImageComparison`'s defaults unless given: threshold 0.1,
    /// anti-aliasing not counted). Identical bytes always match.
    public var comparison: ChatImageComparison
    /// Only this share of the conversations (sorted by path) is checked; nil checks them all. A shard that
    /// gets no conversation (more shards than conversations) reports none, which is not an error.
    public var shard: Shard?
    /// How goldens and artifacts are written (an `ChatAtomicFileWriter` unless given).
    public var files: any ChatFileWriter

    /// A check of `directory`; `jobs` defaults to the number of active processor cores.
    public init(directory: String, options: ChatRenderOptions = ChatRenderOptions(), record: Bool = false,
                artifactsDirectory: String = "chatrender-artifacts", jobs: Int? = nil,
                comparison: ChatImageComparison = ChatImageComparison(), shard: Shard? = nil,
                files: any ChatFileWriter = ChatAtomicFileWriter()) {
        self.shard = shard
        self.files = files
        self.directory = directory
        self.options = options
        self.record = record
        self.artifactsDirectory = artifactsDirectory
        self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        self.comparison = comparison
    }

    /// Checks every conversation. Throws only when nothing can be checked (no directory, no conversation,
    /// unusable pinned fonts); every per-file problem is a result, and the others are still checked.
    /// `progress` hears of the conversations found, then of each result as soon as it is known (from the
    /// worker that made it, in completion order: `CheckProgress.finished` carries the conversation's index).
    public func run(progress: (@Sendable (CheckProgress) -> Void)? = nil) throws(CheckError) -> CheckReport {
        let clock = ContinuousClock()
        let start = clock.now
        let all = try ConversationDiscovery.conversations(in: directory)
        guard !all.isEmpty else { throw .noConversations(path: directory) }
        let paths = shard?.select(all) ?? all
        if let fonts = options.fontDirectory {
            do {
                _ = try ChatFontDirectory.entries(in: fonts)
            } catch {
                throw .fonts(error)
            }
        }
        progress?(.started(paths: paths))
        let renderer = ChatRenderer(options: options, cache: ChatRenderCache())
        let slots = ResultSlots(count: paths.count)
        let workers = min(jobs, paths.count)
        @Sendable func checkOne(_ index: Int) {
            let result = check(paths[index], with: renderer)
            slots.store(result, at: index)
            progress?(.finished(result, index: index))
        }
        // The calling thread is one of the workers (none for an empty shard: nothing to check).
        WorkerPool(threads: workers - 1).forEach(workers) { _ in
            while let index = slots.nextIndex() { checkOne(index) }
        }
        return CheckReport(directory: directory, results: slots.results(), seconds: seconds(since: start, clock),
                           artifactsDirectory: artifactsDirectory)
    }

    /// Loads, renders and compares one conversation, writing what its outcome calls for.
    func check(_ path: String, with renderer: ChatRenderer) -> CheckResult {
        let clock = ContinuousClock()
        let start = clock.now
        let outcome: CheckOutcome
        do {
            outcome = try compareWithGolden(path, renderer: renderer)
        } catch {
            outcome = .error(message: error.description, kind: Self.kind(of: error))
        }
        return CheckResult(path: path, outcome: outcome, seconds: seconds(since: start, clock))
    }

    private func compareWithGolden(_ path: String, renderer: ChatRenderer) throws(ChatRenderError) -> CheckOutcome {
        let conversationFile = (directory as NSString).appendingPathComponent(path)
        let stem = String(path.dropLast(".json".count))
        let golden = (directory as NSString).appendingPathComponent(stem + ".png")
        if let refusal = ConversationDiscovery.refusal(of: conversationFile) { throw refusal }
        // Rendered straight to PNG bytes, band by band: a golden 100 000 rows tall is checked in little memory.
        let actual = try renderer.renderPNG(renderer.loadConversation(path: conversationFile))
        var goldenBytes: [UInt8] = []
        var unreadable: String?
        do {
            goldenBytes = try InputFile.readRegular(golden, limit: ChatInputLimits.imageBytes)
        } catch {
            if case .missing = error {
                guard record else { return .missing }
                try files.write(actual, to: golden)
                try removeArtifacts(of: stem)
                return .recorded(previousPercentage: nil)
            }
            // A golden that is not a readable regular file (a directory, a FIFO, too large) is never waited on.
            unreadable = "\(error)"
        }
        let (actualPath, diffPath) = artifactPaths(of: stem)
        // An unreadable golden differs entirely (recording replaces it).
        let comparison: GoldenComparison
        if let unreadable {
            comparison = GoldenComparison(matches: false, percentage: 100, detail: "the golden \(stem).png cannot be read: \(unreadable)")
        } else {
            comparison = try compare(actual: actual, golden: goldenBytes, goldenName: stem + ".png", diffPath: record ? nil : diffPath)
        }
        if comparison.matches {
            try removeArtifacts(of: stem)
            return .passed
        }
        if record {
            try files.write(actual, to: golden)
            try removeArtifacts(of: stem)
            return .recorded(previousPercentage: comparison.percentage)
        }
        try createDirectory(of: actualPath)
        try files.write(actual, to: actualPath)
        if !comparison.wroteDiff, FileManager.default.fileExists(atPath: diffPath) {
            try remove(diffPath)
        }
        return .changed(percentage: comparison.percentage, detail: comparison.detail, actual: actualPath,
                        diff: comparison.wroteDiff ? diffPath : nil)
    }

    /// The artifact paths of the conversation `stem` (its relative path without `.json`).
    func artifactPaths(of stem: String) -> (actual: String, diff: String) {
        let base = (artifactsDirectory as NSString).appendingPathComponent(stem)
        return (base + ".actual.png", base + ".diff.png")
    }

    private func removeArtifacts(of stem: String) throws(ChatRenderError) {
        let (actual, diff) = artifactPaths(of: stem)
        for path in [actual, diff] where FileManager.default.fileExists(atPath: path) {
            try remove(path)
        }
    }

    private func remove(_ path: String) throws(ChatRenderError) {
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw .outputUnwritable(path: path, reason: "cannot remove the stale artifact: \(error.localizedDescription)")
        }
    }

    /// Creates the directory `file` goes in, with its parents.
    func createDirectory(of file: String) throws(ChatRenderError) {
        let directory = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw .outputUnwritable(path: file, reason: "cannot create the directory \(directory): \(error.localizedDescription)")
        }
    }

    private func seconds(since start: ContinuousClock.Instant, _ clock: ContinuousClock) -> Double {
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The exit-status class of a render error.
    static func kind(of error: ChatRenderError) -> CheckErrorKind {
        switch error {
        case .outputUnwritable: .unwritable
        case .encoding, .outOfMemory, .cancelled: .internalError
        case .inputUnreadable, .invalidConversation, .tooLarge, .timedOut, .themeNotFound, .invalidTheme, .themeImage, .capInsetsExceedTemplate, .image,
             .fonts, .layout, .memoryBudget, .invalidOptions:
            .invalidInput
        }
    }
}

/// The results of the workers, one slot per conversation, and the index of the next conversation to take.
private final class ResultSlots: Sendable {
    private let state: Locked<(slots: [CheckResult?], next: Int)>

    init(count: Int) {
        state = Locked((Array(repeating: nil, count: count), 0))
    }

    /// The next conversation to check, nil when all are taken.
    func nextIndex() -> Int? {
        state.withLock { state in
            guard state.next < state.slots.count else { return nil }
            defer { state.next += 1 }
            return state.next
        }
    }

    func store(_ result: CheckResult, at index: Int) {
        state.withLock { $0.slots[index] = result }
    }

    /// The results in conversation order (every slot is filled once the workers are done).
    func results() -> [CheckResult] {
        state.withLock { $0.slots.compactMap { $0 } }
    }
}

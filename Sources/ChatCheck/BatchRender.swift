import ChatRender
import ChatWorkers
import Foundation

/// Renders many conversations in one process (`chatrender render a.json b.json dir/ --out-dir OUT`): `workers`
/// threads share one `ChatRenderCache` (theme packs with their decoded templates, fonts with their shaping caches),
/// and each output is written through `files` (an `ChatAtomicFileWriter` unless given: a temporary file renamed into
/// place), so a failed render never leaves half a file. A failing conversation does not stop the others.
public struct BatchRender: Sendable {
    /// One conversation to render and the file to write.
    public struct Job: Sendable, Equatable {
        /// The conversation file.
        public var input: String
        /// The image file.
        public var output: String
        /// Whether the input was found in a directory: it must then be a regular file (a FIFO or device, or a symbolic
        /// link that loops, is named as a failure; a pipe given by its own name is read).
        public var discovered: Bool

        /// A job.
        public init(input: String, output: String, discovered: Bool = false) {
            self.input = input
            self.output = output
            self.discovered = discovered
        }
    }

    /// What became of one job.
    public struct Result: Sendable {
        /// The job.
        public var job: Job
        /// Why it failed; nil when the image was written.
        public var error: ChatRenderError?
        /// Wall-clock seconds it took.
        public var seconds: Double
    }

    /// How far a batch is, reported after every job.
    public struct Progress: Sendable, Equatable {
        /// Jobs finished (written or failed).
        public var done: Int
        /// Jobs that failed so far.
        public var failed: Int
        /// All jobs.
        public var total: Int
        /// Seconds since the batch started.
        public var seconds: Double

        /// Jobs finished per second so far.
        public var rate: Double { seconds > 0 ? Double(done) / seconds : 0 }
        /// Seconds left at the rate so far; nil before the first job finishes.
        public var remainingSeconds: Double? { done > 0 && rate > 0 ? Double(total - done) / rate : nil }
    }

    /// The jobs, in order.
    public var jobs: [Job]
    /// Options applied to every conversation.
    public var options: ChatRenderOptions
    /// PNG or JPEG.
    public var encoding: ChatOutputEncoding
    /// Conversations rendered at once (at least 1).
    public var workers: Int
    /// How the images are written.
    public var files: any ChatFileWriter

    /// A batch; `workers` defaults to the number of active processor cores.
    public init(jobs: [Job], options: ChatRenderOptions = ChatRenderOptions(), encoding: ChatOutputEncoding = .png, workers: Int? = nil,
                files: any ChatFileWriter = ChatAtomicFileWriter()) {
        self.jobs = jobs
        self.options = options
        self.encoding = encoding
        self.workers = max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount)
        self.files = files
    }

    /// Renders every job; `report` is called (from the worker threads, one call at a time) after each job with
    /// its result and the progress. Returns the results in job order.
    public func run(report: @escaping @Sendable (Result, Progress) -> Void = { _, _ in }) -> [Result] {
        let renderer = ChatRenderer(options: options, cache: ChatRenderCache())
        let state = BatchState(count: jobs.count)
        let started = ChatRenderer.now()
        let work: @Sendable () -> Void = {
            while let index = state.take() {
                let begun = ChatRenderer.now()
                let error = Self.render(jobs[index], with: renderer, encoding: encoding, files: files)
                let result = Result(job: jobs[index], error: error, seconds: ChatRenderer.now() - begun)
                state.finish(result, at: index) { done, failed in
                    report(result, Progress(done: done, failed: failed, total: jobs.count, seconds: ChatRenderer.now() - started))
                }
            }
        }
        // The calling thread is one of the workers.
        let threads = min(workers, jobs.count)
        WorkerPool(threads: threads - 1).forEach(threads) { _ in work() }
        return state.results()
    }

    /// Renders one job into its output, written atomically; the error, or nil.
    static func render(_ job: Job, with renderer: ChatRenderer, encoding: ChatOutputEncoding, files: any ChatFileWriter) -> ChatRenderError? {
        do throws(ChatRenderError) {
            if job.discovered, let refusal = ConversationDiscovery.refusal(of: job.input) { throw refusal }
            let conversation = try renderer.loadConversation(path: job.input)
            let directory = (job.output as NSString).deletingLastPathComponent
            if !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) {
                do {
                    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                } catch {
                    throw .outputUnwritable(path: job.output, reason: "cannot create the directory \(directory): \(error.localizedDescription)")
                }
            }
            let output = try files.open(job.output)
            do throws(ChatRenderError) {
                try renderer.render(conversation, as: encoding, to: output)
                try output.commit()
            } catch {
                output.discard()
                throw error
            }
            return nil
        } catch {
            return error
        }
    }

    /// The jobs for `inputs`: a file renders to `<name>.<fileExtension>`, each conversation under a directory
    /// (`ConversationDiscovery`: theme packs and hidden files skipped) to its relative path with the extension,
    /// inside `outputDirectory`, or beside the input when it is nil. A path that is not a directory is taken as a
    /// conversation file even when it does not exist (its job then fails, naming it).
    public static func plan(inputs: [String], outputDirectory: String?, fileExtension: String) throws(BatchPlanError) -> [Job] {
        var jobs: [Job] = []
        var outputs: [String: String] = [:]
        func add(input: String, output: String, discovered: Bool = false) throws(BatchPlanError) {
            let key = URL(fileURLWithPath: output).standardizedFileURL.path
            if let earlier = outputs[key] { throw .sameOutput(output: output, first: earlier, second: input) }
            outputs[key] = input
            jobs.append(Job(input: input, output: output, discovered: discovered))
        }
        for input in inputs {
            guard input != "-" else { throw .standardInput }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), isDirectory.boolValue {
                let found: [String]
                do {
                    found = try ConversationDiscovery.conversations(in: input)
                } catch {
                    throw .noConversations(directory: input)
                }
                guard !found.isEmpty else { throw .noConversations(directory: input) }
                let root = outputDirectory ?? input
                for relative in found {
                    let stem = String(relative.dropLast(".json".count))
                    try add(input: (input as NSString).appendingPathComponent(relative),
                            output: (root as NSString).appendingPathComponent(stem + "." + fileExtension), discovered: true)
                }
            } else {
                let name = ((input as NSString).lastPathComponent as NSString).deletingPathExtension + "." + fileExtension
                let root = outputDirectory ?? (input as NSString).deletingLastPathComponent
                try add(input: input, output: root.isEmpty ? name : (root as NSString).appendingPathComponent(name))
            }
        }
        return jobs
    }
}

/// Why the inputs of a batch cannot be turned into jobs.
public enum BatchPlanError: Error, Equatable, CustomStringConvertible {
    /// Two inputs would write the same file.
    case sameOutput(output: String, first: String, second: String)
    /// A directory holds no conversation.
    case noConversations(directory: String)
    /// `-` among several inputs.
    case standardInput

    public var description: String {
        switch self {
        case .sameOutput(let output, let first, let second):
            "\(first) and \(second) would both be written to \(output); rename one, or render them into different "
                + (ChatRenderer.namesOptionsByCommandLineFlags ? "--out-dir directories" : "output directories")
        case .noConversations(let directory):
            "no conversation (*.json) under \(directory); check the path"
        case .standardInput:
            "- (standard input) renders alone; give files or directories to render several conversations"
        }
    }
}

/// The jobs' results and the next job to take, shared by the workers.
private final class BatchState: Sendable {
    private struct Slots {
        var results: [BatchRender.Result?]
        var next = 0
        var done = 0
        var failed = 0
    }

    private let state: Locked<Slots>

    init(count: Int) {
        state = Locked(Slots(results: Array(repeating: nil, count: count)))
    }

    func take() -> Int? {
        state.withLock { state in
            guard state.next < state.results.count else { return nil }
            defer { state.next += 1 }
            return state.next
        }
    }

    /// Stores a result and reports it, under the lock (so reports never interleave).
    func finish(_ result: BatchRender.Result, at index: Int, report: (_ done: Int, _ failed: Int) -> Void) {
        state.withLock { state in
            state.results[index] = result
            state.done += 1
            if result.error != nil { state.failed += 1 }
            report(state.done, state.failed)
        }
    }

    func results() -> [BatchRender.Result] {
        state.withLock { $0.results.compactMap { $0 } }
    }
}

import ChatCodec
import ChatModel
import ChatRender
import ChatWorkers
import Foundation

/// Renders a manifest (`chatrender render --manifest chats.jsonl`): one `{"id": …, "conversation": {…}}` a line
/// (`ManifestLine`), read as a stream, each sample written as `<id>.<ext>` (and `<id>.json` annotations) into a
/// directory or into WebDataset tar shards. docs/manifest.md describes the format and the rules.
///
/// - Shards: with `shard` K/N only the lines whose 1-based number L has (L − 1) mod N = K − 1 render (`Shard`), so
///   N processes split a manifest with no coordinator; every process still reads every line's id, so a duplicate
///   id is found by whichever process owns the later line.
/// - Resuming (directory): beside each sample a marker `<id>.done` holds the SHA-256 of the line and of the
///   settings that shape its bytes (`settings`); a line whose marker matches and whose outputs exist is skipped.
///   Every file is written atomically (temporary file, then rename) and the marker last.
/// - Failures: a bad line is reported (`ManifestFailure`) and the others still render.
public struct ManifestRender: Sendable {
    /// Where the samples go.
    public enum Destination: Sendable, Equatable {
        /// `DIR/<id>.<ext>`, `DIR/<id>.json` with annotations, and the `DIR/<id>.done` markers.
        case directory(String)
        /// Tar files named by `pattern` (one `%d` or `%06d`-style field), a new one every `samplesPerFile` samples.
        case tar(pattern: String, samplesPerFile: Int)
    }

    /// What a run did.
    public struct Summary: Sendable, Equatable {
        /// Lines read (the last line's number).
        public var lines = 0
        /// Samples rendered and written.
        public var rendered = 0
        /// Samples skipped because their outputs were already there for the same input.
        public var skipped = 0
        /// Lines that failed.
        public var failed = 0
        /// The tar files written, in order.
        public var archives: [String] = []
    }

    /// The manifest file, or `-` for standard input; relative image paths resolve against its directory (the
    /// current directory for `-`).
    public var manifest: String
    public var destination: Destination
    /// Options applied to every conversation.
    public var options: ChatRenderOptions
    public var encoding: ChatOutputEncoding
    /// The image files' extension: `png`, `jpg` or `webp`.
    public var fileExtension: String
    /// The share of the lines to render (nil: all).
    public var shard: Shard?
    /// Whether each sample gets its `<id>.json` annotations (`ChatAnnotations`).
    public var annotations: Bool
    /// Conversations rendered at once (at least 1).
    public var workers: Int
    /// How the files are written.
    public var files: any ChatFileWriter
    /// The longest line read; longer ones fail (`ChatInputLimits.conversationBytes` by default, a conversation file's limit).
    public var maximumLineBytes: Int

    /// A run; `workers` defaults to the number of active processor cores.
    public init(manifest: String, destination: Destination, options: ChatRenderOptions = ChatRenderOptions(), encoding: ChatOutputEncoding = .png,
                fileExtension: String = "png", shard: Shard? = nil, annotations: Bool = false, workers: Int? = nil,
                files: any ChatFileWriter = ChatAtomicFileWriter(), maximumLineBytes: Int = ChatInputLimits.conversationBytes) {
        self.manifest = manifest
        self.destination = destination
        self.options = options
        self.encoding = encoding
        self.fileExtension = fileExtension
        self.shard = shard
        self.annotations = annotations
        self.workers = max(1, workers ?? ProcessInfo.processInfo.activeProcessorCount)
        self.files = files
        self.maximumLineBytes = maximumLineBytes
    }

    /// Renders the manifest's lines (this shard's); `report` hears of every failed line as it is found, in line
    /// order. Throws only when the run cannot go on: the manifest unreadable, an output directory or tar file unwritable.
    public func run(report: (ManifestFailure) -> Void = { _ in }) throws(ManifestError) -> Summary {
        let reader = try ManifestReader(path: manifest, maximumLineBytes: maximumLineBytes)
        if case .directory(let directory) = destination {
            if let reason = OutputDirectory.create(directory) { throw .outputUnwritable(path: directory, reason: reason) }
        }
        let context = SampleContext(
            renderer: ChatRenderer(options: options, cache: ChatRenderCache()), encoding: encoding, fileExtension: fileExtension,
            annotations: annotations, files: files, settings: settings,
            baseDirectory: manifest == "-" ? FileManager.default.currentDirectoryPath
                : URL(fileURLWithPath: manifest).deletingLastPathComponent().path,
            directory: { if case .directory(let directory) = destination { return directory } else { return nil } }())
        var archive: ArchiveWriter? = nil
        if case .tar(let pattern, let samplesPerFile) = destination {
            archive = ArchiveWriter(pattern: pattern, samplesPerFile: samplesPerFile, shard: shard, files: files)
        }
        let pool = WorkerPool(threads: workers - 1)
        var summary = Summary()
        var ids = IDRegistry()
        var chunk: [Sample] = []
        let chunkSize = workers * 4

        func fail(_ failure: ManifestFailure) {
            summary.failed += 1
            report(failure)
        }
        func flush() throws(ManifestError) {
            let outcomes = Locked([SampleOutcome?](repeating: nil, count: chunk.count))
            let samples = chunk
            pool.forEach(samples.count) { index in
                let outcome = context.process(samples[index])
                outcomes.withLock { $0[index] = outcome }
            }
            for outcome in outcomes.withLock({ $0 }) {
                switch outcome {
                case .failed(let failure): fail(failure)
                case .skipped: summary.skipped += 1
                case .written: summary.rendered += 1
                case .rendered(let id, let members):
                    try archive?.add(id: id, members: members)
                    summary.rendered += 1
                case nil: break
                }
            }
            chunk.removeAll(keepingCapacity: true)
        }

        while let (number, line) = try reader.next() {
            summary.lines = number
            let mine = shard?.contains(position: number - 1) ?? true
            guard case .text(let bytes) = line else {
                if case .tooLong(let length) = line, mine {
                    try flush()
                    fail(ManifestFailure(line: number, id: nil, problem: .tooLong(bytes: length, limit: maximumLineBytes)))
                }
                continue
            }
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            let id = ManifestLine.id(of: bytes)
            let firstLine = id.flatMap { ManifestLine.problem(with: $0) == nil ? ids.register($0, line: number) : nil }
            guard mine else { continue }
            if let firstLine {
                try flush()
                fail(ManifestFailure(line: number, id: id, problem: .duplicateID(firstLine: firstLine)))
                continue
            }
            chunk.append(Sample(line: number, id: id, bytes: bytes))
            if chunk.count >= chunkSize { try flush() }
        }
        try flush()
        try archive?.finish()
        summary.archives = archive?.written ?? []
        return summary
    }

    /// What shapes a sample's bytes besides its line, hashed with the line into its marker: the version and every
    /// option that changes the image or the annotations (not the thread count, memory budget or time limit).
    public var settings: String {
        let frame = options.frame.map { "\($0.background.description),\($0.padding)" } ?? "none"
        let encoded: String = switch encoding {
        case .png: "png"
        case .jpeg(let quality): "jpeg:\(quality)"
        case .webp(let quality): "webp:\(quality.map(String.init) ?? "lossless")"
        }
        return [
            "chatrender \(ChatRenderVersion.current)", "theme=\(options.theme ?? "")",
            "appearance=\(options.appearance?.rawValue ?? "")", "scale=\(options.scale.map { "\($0)" } ?? "")",
            "width=\(options.width.map { "\($0)" } ?? "")", "fonts=\((options.fontFiles ?? []).joined(separator: "|"))",
            "fontDirectory=\(options.fontDirectory ?? "")", "frame=\(frame)", "encoding=\(encoded)", "annotations=\(annotations)",
        ].joined(separator: "\n") + "\n"
    }
}

/// A line to render: its number, its id as written (when it has one) and its bytes.
struct Sample: Sendable {
    let line: Int
    let id: String?
    let bytes: [UInt8]
}

/// The ids seen so far, by a 128-bit hash (16 bytes and the first line a line, whatever the id's length).
struct IDRegistry {
    private struct Key: Hashable {
        let high: UInt64
        let low: UInt64
    }

    private var lines: [Key: Int] = [:]

    /// Records `id` at `line`; returns the line that used it first when it was already recorded.
    mutating func register(_ id: String, line: Int) -> Int? {
        let digest = SHA256.digest(of: Array(id.utf8))
        let key = Key(high: digest[0..<8].reduce(0) { $0 << 8 | UInt64($1) }, low: digest[8..<16].reduce(0) { $0 << 8 | UInt64($1) })
        if let first = lines[key] { return first }
        lines[key] = line
        return nil
    }
}

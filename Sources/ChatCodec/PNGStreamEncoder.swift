import CChatRenderCodec
import ChatRaster
import ChatWorkers
import Foundation

/// Writes a PNG as its rows arrive, top to bottom, compressing strips of rows on several threads.
///
/// Rows come in as premultiplied RGBA (a band of a render, or a whole pixmap). They are packed into the PNG's
/// samples (RGB for opaque images, straight RGBA otherwise), cut into strips of a fixed number of rows (about
/// 256 KiB of filtered data, depending on the width only), and each strip is filtered and deflated on its own (the
/// run coder, `crs_run_deflate_strip`, or libdeflate through `crs_deflate_strip`), as a job of the encoder's
/// `WorkerPool` (up to `threads − 1` threads; the appending thread compresses too while it waits). Strips are
/// written in order as one zlib stream, one IDAT chunk each. The bytes depend on the image and the options only: never on how the rows were split into calls,
/// nor on the number of threads.
///
/// Memory: the strip being filled plus at most `3 × threads` strips in flight (about 0.75 MiB per thread), whatever
/// the image height; the window lets the thread appending rows keep drawing while the others compress (a full
/// window makes it compress a strip itself), and packed-row buffers are reused once their strips are compressed.
public final class PNGStreamEncoder: @unchecked Sendable {
    /// Target size of a strip's filtered data: large enough that cutting the stream costs ~0.5 % in size.
    static let stripBytes = 256 * 1024
    /// Strips in flight per compressing thread.
    static let windowPerThread = 3

    package let width: Int
    package let height: Int
    /// Whether the image is written as RGBA (otherwise RGB: every row appended must then be opaque).
    package let hasAlpha: Bool
    private let options: PNGEncodeOptions
    private let sink: ByteSink
    private let threads: Int

    private let bytesPerPixel: Int
    private let rowBytes: Int
    private let stripRows: Int
    /// The strip being filled: packed rows, with the row above it (for filtering) in front.
    private var strip: [UInt8]
    private var stripFilled = 0
    private var previousRow: [UInt8]?
    private var rowsAppended = 0
    private var finished = false

    /// The threads compressing strips; released by `finish` or `cancel`, which ends them.
    private var workers: WorkerPool?
    /// Strips submitted and not yet written, oldest first, each with the job compressing it and where the job puts
    /// its outcome. Only the appending thread touches this list; a slot is read once its job is finished.
    private var inFlight: [(job: PoolJob, slot: StripSlot)] = []
    private var stripsWritten = 0
    private var adler: UInt32 = 1
    /// The first failure (a strip that could not be compressed, or the sink refusing bytes): every later call throws it.
    private var failure: CodecError?
    /// Packed-row buffers whose strips are compressed, kept for later strips: a buffer reused is memory already
    /// faulted in, about a page fault saved per 4 KiB of every strip.
    private let spareStrips = Locked<[[UInt8]]>([])
    private let deflaters: DeflaterPool

    /// The most memory the strips in flight take with `threads` compressing threads: raw, filtered and compressed
    /// copies of each, and the packed-row buffers kept for reuse.
    package static func bufferedBytes(threads: Int) -> Int {
        max(1, threads) * (windowPerThread * 3 + 2) * stripBytes
    }

    /// The number of threads strips are compressed on by default: the machine's cores.
    public static var defaultThreads: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Starts a PNG of `width × height` pixels and writes its header to `sink`.
    package init(width: Int, height: Int, hasAlpha: Bool, options: PNGEncodeOptions = .default,
                threads: Int = PNGStreamEncoder.defaultThreads, sink: ByteSink) throws(CodecError) {
        guard width > 0, height > 0 else { throw CodecError.emptyImage(format: .png, width: width, height: height) }
        guard width <= PNGHeader.maxDimension, height <= PNGHeader.maxDimension else {
            throw CodecError.encodeFailed(format: .png, message: "\(width) × \(height) pixels exceeds PNG's maximum of 2^31 − 1 per side")
        }
        try options.validate()
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
        self.options = options
        self.sink = sink
        self.threads = max(1, threads)
        bytesPerPixel = hasAlpha ? 4 : 3
        rowBytes = width * bytesPerPixel
        stripRows = max(1, Self.stripBytes / (rowBytes + 1))
        strip = Self.stripBuffer(byteCount: min(stripRows, height) * rowBytes)
        deflaters = DeflaterPool(level: options.libdeflateLevel ?? 1)
        // The appending thread is one of the `threads`; each worker has a 1 MiB stack (libdeflate needs little).
        workers = WorkerPool(threads: self.threads - 1, stackBytes: 1 << 20)
        try writeHeader()
    }

    /// Appends the rows of `band` (its width must be the image's), top to bottom after those already appended.
    package func append(_ band: Pixmap) throws(CodecError) {
        guard band.width == width else {
            throw .streamMisuse("a band \(band.width) pixels wide was appended to a \(width)-pixel-wide PNG")
        }
        try band.pixels.withUnsafeBufferPointer { (rows) throws(CodecError) in
            try append(rows: rows, count: band.height)
        }
    }

    /// Appends `count` rows of premultiplied RGBA (`width × 4` bytes each).
    package func append(rows: UnsafeBufferPointer<UInt8>, count: Int) throws(CodecError) {
        guard !finished else { throw .streamMisuse("rows were appended after finish()") }
        guard count >= 0, rows.count >= count * width * 4 else { throw .streamMisuse("fewer bytes than \(count) rows") }
        guard rowsAppended + count <= height else {
            throw .streamMisuse("\(rowsAppended + count) rows appended to a PNG \(height) rows high")
        }
        guard let base = rows.baseAddress else { return }
        for row in 0..<count {
            let source = base + row * width * 4
            strip.withUnsafeMutableBufferPointer { packed in
                let target = packed.baseAddress! + stripFilled * rowBytes
                if hasAlpha {
                    crs_png_pack_straight_rgba(source, width, target)
                } else {
                    crs_png_pack_rgb(source, width, target)
                }
            }
            stripFilled += 1
            rowsAppended += 1
            if stripFilled == strip.count / rowBytes || rowsAppended == height {
                try submitStrip()
            }
        }
    }

    /// Writes what is left and the end of the file. Every row must have been appended. After it (or `cancel`),
    /// the worker threads end; one of the two must be called.
    package func finish() throws(CodecError) {
        guard !finished else { return }
        guard rowsAppended == height else {
            throw .streamMisuse("finish() after \(rowsAppended) of \(height) rows")
        }
        finished = true
        defer { workers = nil }
        try wait { !inFlight.isEmpty }
        try writeChunk("IEND", [])
    }

    /// Stops the worker threads, when the stream is abandoned before `finish` (an error while drawing). Strips
    /// not written are dropped.
    package func cancel() {
        for (job, _) in inFlight { job.cancel() }
        inFlight.removeAll()
        workers = nil
    }

    // MARK: Strips

    /// A buffer for one strip's packed rows. Not cleared: rows are packed into it before any byte is read.
    private static func stripBuffer(byteCount: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: byteCount) { _, initializedCount in initializedCount = byteCount }
    }

    private func submitStrip() throws(CodecError) {
        let rows = stripFilled
        // The filled buffer goes to the job as it is (no copy); the next strip gets a kept one or a new one.
        var packed: [UInt8] = []
        swap(&packed, &strip)
        if packed.count > rows * rowBytes { packed.removeSubrange((rows * rowBytes)...) }
        let above = previousRow
        let final = rowsAppended == height
        previousRow = Array(packed.suffix(rowBytes))
        stripFilled = 0
        let remaining = height - rowsAppended
        if !final {
            let byteCount = min(stripRows, remaining) * rowBytes
            strip = takeSpareStrip(byteCount: byteCount) ?? Self.stripBuffer(byteCount: byteCount)
        }

        try wait { inFlight.count >= Self.windowPerThread * threads }
        let job = StripJob(packed: PackedRows(packed), above: above, rows: rows, final: final)
        let slot = StripSlot()
        let compress: @Sendable () -> Void = { [self] in slot.outcome = compressAndKeepBuffer(job) }
        inFlight.append((workers?.submit(compress) ?? WorkerPool(threads: 0).submit(compress), slot))
        try writeFinished()
    }

    /// Writes the strips that are compressed and next in order; throws the first failure.
    private func writeFinished() throws(CodecError) {
        if let failure { throw failure }
        while let oldest = inFlight.first, oldest.job.isFinished {
            inFlight.removeFirst()
            try write(oldest.slot)
        }
    }

    /// Waits while `blocked` holds, writing finished strips in order, and compressing a strip no thread has taken
    /// yet itself rather than sleeping, so the stream makes progress even when no worker thread can run (a memory
    /// limit that stops threads from starting).
    private func wait(while blocked: () -> Bool) throws(CodecError) {
        try writeFinished()
        while blocked() {
            if !inFlight.contains(where: { $0.job.runIfQueued() }) {
                let oldest = inFlight.removeFirst()
                oldest.job.wait()
                try write(oldest.slot)
            }
            try writeFinished()
        }
    }

    /// Writes the strip of a finished job's slot, or records and throws its failure.
    private func write(_ slot: StripSlot) throws(CodecError) {
        do throws(CodecError) {
            guard let outcome = slot.outcome else { throw .encodeFailed(format: .png, message: "a strip was not compressed") }
            try write(outcome.get(), first: stripsWritten == 0)
            stripsWritten += 1
        } catch {
            failure = error
            throw error
        }
    }

    /// Compresses `job` (on a worker, or on the appending thread) and keeps its packed-row buffer for a later strip.
    private func compressAndKeepBuffer(_ job: StripJob) -> Result<CompressedStrip, CodecError> {
        let result = compress(job)
        let buffer = job.packed.take()
        spareStrips.withLock { spare in
            if spare.count < 2 * threads { spare.append(buffer) }
        }
        return result
    }

    /// A kept buffer cut to `byteCount` bytes, if one is kept and large enough (its bytes are old rows, all
    /// overwritten before they are read).
    private func takeSpareStrip(byteCount: Int) -> [UInt8]? {
        var buffer = spareStrips.withLock { $0.popLast() }
        guard let count = buffer?.count, count >= byteCount else { return nil }
        if count > byteCount { buffer?.removeSubrange(byteCount...) }
        return buffer
    }

    /// A strip's packed rows, handed to the compressing thread and back as one buffer (a class, so taking the
    /// bytes leaves the only reference to them).
    private final class PackedRows: @unchecked Sendable {
        private(set) var bytes: [UInt8]
        init(_ bytes: [UInt8]) { self.bytes = bytes }
        /// The bytes, leaving none behind.
        func take() -> [UInt8] {
            var taken: [UInt8] = []
            swap(&taken, &bytes)
            return taken
        }
    }

    /// Where a strip's job puts its outcome: written by the job, read by the appending thread once the job is
    /// finished (the job's lock orders the two).
    private final class StripSlot: @unchecked Sendable {
        var outcome: Result<CompressedStrip, CodecError>?
    }

    private struct StripJob: Sendable {
        let packed: PackedRows
        let above: [UInt8]?
        let rows: Int
        let final: Bool
    }

    private struct CompressedStrip {
        let bytes: [UInt8]
        let adler: UInt32
        let filteredLength: Int
        let final: Bool
    }

    /// Filters and deflates one strip (on a worker thread).
    private func compress(_ job: StripJob) -> Result<CompressedStrip, CodecError> {
        let filteredRow = rowBytes + 1
        var scratch = [UInt8](repeating: 0, count: rowBytes)
        let (flat, detailed) = options.filterMasks
        // Every byte is written by the row filter (a filter-type byte and the filtered row), so the buffer is
        // not cleared first.
        let filtered = [UInt8](unsafeUninitializedCapacity: job.rows * filteredRow) { out, initialized in
            job.packed.bytes.withUnsafeBufferPointer { packed in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    for row in 0..<job.rows {
                        let current = packed.baseAddress! + row * rowBytes
                        let target = out.baseAddress! + row * filteredRow
                        if row == 0 {
                            if let above = job.above {
                                above.withUnsafeBufferPointer { above in
                                    crs_png_filter_row(current, above.baseAddress, width, bytesPerPixel, flat, detailed,
                                                       scratch.baseAddress, target)
                                }
                            } else {
                                crs_png_filter_row(current, nil, width, bytesPerPixel, flat, detailed, scratch.baseAddress, target)
                            }
                        } else {
                            crs_png_filter_row(current, current - rowBytes, width, bytesPerPixel, flat, detailed,
                                               scratch.baseAddress, target)
                        }
                    }
                }
            }
            initialized = job.rows * filteredRow
        }
        let adler = filtered.withUnsafeBufferPointer { crs_adler32(1, $0.baseAddress, $0.count) }
        let compressed = options.libdeflateLevel.map { deflate(filtered, level: $0, final: job.final) }
            ?? runDeflate(filtered, final: job.final)
        return compressed.map { CompressedStrip(bytes: $0, adler: adler, filteredLength: filtered.count, final: job.final) }
    }

    /// A strip's filtered rows through the run coder (`crs_run_deflate_strip`).
    private func runDeflate(_ filtered: [UInt8], final: Bool) -> Result<[UInt8], CodecError> {
        var status = Int32(CRS_DEFLATE_OK)
        // Only the `length` bytes the coder wrote are kept: the buffer is not cleared first.
        let output = [UInt8](unsafeUninitializedCapacity: crs_run_deflate_bound(filtered.count)) { out, initialized in
            var length = 0
            status = filtered.withUnsafeBufferPointer { input in
                crs_run_deflate_strip(input.baseAddress, input.count, rowBytes + 1, bytesPerPixel, final ? 1 : 0,
                                      out.baseAddress, out.count, &length)
            }
            initialized = status == Int32(CRS_DEFLATE_OK) ? length : 0
        }
        return status == Int32(CRS_DEFLATE_OK) ? .success(output) : .failure(Self.deflateFailure(status))
    }

    /// A strip's filtered rows through libdeflate at `level` (`crs_deflate_strip`).
    private func deflate(_ filtered: [UInt8], level: Int, final: Bool) -> Result<[UInt8], CodecError> {
        guard let deflater = deflaters.take() else {
            return .failure(.outOfMemory("while starting the PNG compressor"))
        }
        defer { deflaters.give(deflater) }
        var status = Int32(CRS_DEFLATE_OK)
        // Runs of repeated rows get compact blocks of their own, except at level 0, which stores everything.
        let runRowLength = level == 0 ? 0 : rowBytes + 1
        // Only the `length` bytes the compressor wrote are kept: the buffer is not cleared first.
        let output = [UInt8](unsafeUninitializedCapacity: crs_deflate_strip_bound(filtered.count)) { out, initialized in
            var length = 0
            status = filtered.withUnsafeBufferPointer { input in
                crs_deflate_strip(deflater, input.baseAddress, input.count, runRowLength, final ? 1 : 0, out.baseAddress,
                                  out.count, &length)
            }
            initialized = status == Int32(CRS_DEFLATE_OK) ? length : 0
        }
        return status == Int32(CRS_DEFLATE_OK) ? .success(output) : .failure(Self.deflateFailure(status))
    }

    private static func deflateFailure(_ status: Int32) -> CodecError {
        if status == Int32(CRS_DEFLATE_ERROR_MEMORY) { return .outOfMemory("while compressing the PNG") }
        return .encodeFailed(format: .png, message: "deflate failed on a strip (code \(status))")
    }

    // MARK: Chunks

    private func writeHeader() throws(CodecError) {
        try sink.write([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header: [UInt8] = []
        header += Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        header += [8, hasAlpha ? 6 : 2, 0, 0, 0]
        try writeChunk("IHDR", header)
        try writeChunk("sRGB", [0])  // perceptual rendering intent
    }

    /// One IDAT per strip: the zlib header before the first, the Adler-32 of all filtered data after the last.
    private func write(_ strip: CompressedStrip, first: Bool) throws(CodecError) {
        adler = crs_adler32_combine(adler, strip.adler, strip.filteredLength)
        var data: [UInt8] = []
        data.reserveCapacity(strip.bytes.count + 6)
        if first { data += [0x78, zlibFlags] }
        data += strip.bytes
        if strip.final { data += Self.bigEndian(adler) }
        try writeChunk("IDAT", data)
    }

    /// The zlib FLG byte for the level (FLEVEL 0…3, check bits making CMF·256 + FLG a multiple of 31).
    private var zlibFlags: UInt8 {
        let level: UInt8 = switch options.libdeflateLevel ?? 1 {
        case 0...1: 0
        case 2...5: 1
        case 6: 2
        default: 3
        }
        let partial = UInt16(level) << 6
        let check = (31 - (0x78 * 256 + partial) % 31) % 31
        return UInt8(partial + check)
    }

    private func writeChunk(_ type: String, _ data: [UInt8]) throws(CodecError) {
        let typeBytes = Array(type.utf8)
        var crc = typeBytes.withUnsafeBufferPointer { crs_crc32(0, $0.baseAddress, $0.count) }
        crc = data.withUnsafeBufferPointer { crs_crc32(crc, $0.baseAddress, $0.count) }
        try sink.write(Self.bigEndian(UInt32(data.count)) + typeBytes)
        try sink.write(data)
        try sink.write(Self.bigEndian(crc))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// libdeflate compressors for one level, reused across strips (one per thread at a time) and freed once.
private final class DeflaterPool: Sendable {
    /// A compressor handle, handed between threads (one thread uses it at a time).
    private struct Handle: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    private let level: Int
    private let idle = Locked<[Handle]>([])

    init(level: Int) { self.level = level }

    deinit {
        idle.withLock { idle in
            for handle in idle { crs_deflater_free(handle.pointer) }
        }
    }

    func take() -> OpaquePointer? {
        if let handle = idle.withLock({ $0.popLast() }) { return handle.pointer }
        return crs_deflater_new(Int32(level))
    }

    func give(_ deflater: OpaquePointer) {
        let handle = Handle(pointer: deflater)
        idle.withLock { $0.append(handle) }
    }
}

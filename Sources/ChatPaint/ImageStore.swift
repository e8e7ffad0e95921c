import ChatCodec
import ChatFiles
import ChatModel
import ChatRaster
import Foundation

/// Reads the images a conversation refers to (photos, avatars, stickers, backgrounds), relative to its
/// directory: each file is decoded once (a JPEG at the smallest DCT scale its largest use needs) and each
/// size of it made once, and both are dropped as soon as the last element that uses the file is drawn. With `shared`
/// (the renders of one `ChatRenderCache`), decodes and sizes are also taken from and given to the images shared
/// between renders, by the digest of the file's bytes.
package final class ImageStore: @unchecked Sendable {
    let baseDirectory: String
    let limits: ImageLimits
    /// Where decoded and derived pixels are counted against the render's budget.
    let ledger: MemoryLedger
    private let lock = NSLock()
    private var decoded: [String: Decoded] = [:]
    private var derived: [DerivedKey: Pixmap] = [:]
    /// Elements still to be drawn that use each path (see `retain` and `release`).
    private var uses: [String: Int] = [:]
    /// The size each retained file is decoded to cover: all its registered uses.
    private var registered: [String: Registered] = [:]

    /// What a retained file's registered uses need: at least `fitting` in both directions (nil: whole).
    private struct Registered {
        var fitting: (width: Int, height: Int)?
    }
    private let probed = LockedCache<String, ImageInfo>()
    /// Images shared with other renders (nil: this render's own only).
    let shared: SharedImages?
    /// The digest of each file's bytes, when `shared` is set (computed with its header information).
    private let digests = LockedCache<String, [UInt8]>()

    /// A decoded file and the size it was asked to cover (nil: decoded whole).
    private struct Decoded {
        var pixmap: Pixmap
        var fitting: (width: Int, height: Int)?
    }

    /// One size of one file, made one way.
    private struct DerivedKey: Hashable {
        enum Kind: Hashable { case resized, aspectFilled, circle }
        let path: String
        let kind: Kind
        let width: Int
        let height: Int
    }

    /// Images sent with the conversation by name; when set, no file is ever read (see `RenderOptions.inlineImages`).
    let inline: [String: [UInt8]]?

    package init(baseDirectory: String, limits: ImageLimits = .default, ledger: MemoryLedger = MemoryLedger(budget: .default),
         inline: [String: [UInt8]]? = nil, shared: SharedImages? = nil) {
        self.baseDirectory = baseDirectory
        self.shared = shared
        self.limits = limits
        self.ledger = ledger
        self.inline = inline
    }

    /// The absolute path of `path` as written in the conversation.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : (baseDirectory as NSString).appendingPathComponent(path)
    }

    /// The file's bytes: a regular file only (a FIFO or device would block or never end), at most
    /// `InputLimits.imageBytes`.
    private func bytes(of path: String, usedBy: String) throws(RenderError) -> [UInt8] {
        if DataURI.isDataURI(path) {
            do {
                return try DataURI(parsing: path).bytes
            } catch {
                throw .image(path: "data:…", usedBy: usedBy, reason: "\(error); \(error.hint)")
            }
        }
        if let inline {
            guard let bytes = inline[path] else {
                throw .image(path: path, usedBy: usedBy, reason: "no image of this name was sent with the conversation, "
                             + "and files are not read here; inline it as a data: URI or send it by this name")
            }
            return bytes
        }
        let full = resolve(path)
        do {
            return try InputFile.readRegular(full, limit: InputLimits.imageBytes)
        } catch {
            switch error {
            case .missing:
                throw .image(path: path, usedBy: usedBy, reason: "no such file (looked for \(full)); paths are relative to the conversation file's directory (the current directory for standard input)")
            case .notRegular(_, .directory):
                throw .image(path: path, usedBy: usedBy, reason: "\(full) is not a readable file")
            default:
                throw .image(path: path, usedBy: usedBy, reason: "\(error)")
            }
        }
    }

    /// Header information (format, displayed size) without decoding pixels.
    package func info(_ path: String, usedBy: String) throws(RenderError) -> ImageInfo {
        try probed.value(for: path) { () throws(RenderError) -> ImageInfo in
            let data = try bytes(of: path, usedBy: usedBy)
            if let shared { _ = digests.value(for: path) { shared.digest(data) } }
            do {
                let info = try ImageProbe.probe(data)
                guard limits.permits(width: info.width, height: info.height) else {
                    throw CodecError.tooLarge(width: info.width, height: info.height, limits: limits)
                }
                return info
            } catch {
                throw .image(path: path, usedBy: usedBy, reason: "\(error)")
            }
        }
    }

    /// The decoded image (premultiplied, upright), whole.
    func pixmap(_ path: String, usedBy: String) throws(RenderError) -> Pixmap {
        try decode(path, usedBy: usedBy, fitting: nil)
    }

    /// The decoded image, at least `width × height` in both directions when the file is larger (a JPEG may be
    /// decoded at a reduced DCT scale), for drawing at that size.
    func pixmap(_ path: String, usedBy: String, fitting width: Int, _ height: Int) throws(RenderError) -> Pixmap {
        try decode(path, usedBy: usedBy, fitting: (width, height))
    }

    /// The image scaled to exactly `width × height` (Lanczos), made once per size.
    func resized(_ path: String, usedBy: String, width: Int, height: Int) throws(RenderError) -> Pixmap {
        try derive(DerivedKey(path: path, kind: .resized, width: width, height: height)) { () throws(RenderError) -> Pixmap in
            let source = try pixmap(path, usedBy: usedBy, fitting: width, height)
            return try sharedSize(path, usedBy: usedBy, .resized, width: width, height: height, of: source) {
                source.resized(width: width, height: height)
            }
        }
    }

    /// The image aspect-filled into `width × height` (a photo), from the file decoded to cover that size; not kept by
    /// this store (the caller keeps it), but shared with other renders when `shared` is set.
    func aspectFilled(_ path: String, usedBy: String, width: Int, height: Int, threads: Int) throws(RenderError) -> Pixmap {
        let source = try pixmap(path, usedBy: usedBy, fitting: width, height)
        return try sharedSize(path, usedBy: usedBy, .aspectFilled, width: width, height: height, of: source) {
            source.aspectFilled(width: width, height: height, threads: threads)
        }
    }

    /// The image aspect-filled into a circle `diameter` pixels wide (an avatar), made once per size.
    func circle(_ path: String, usedBy: String, diameter: Int) throws(RenderError) -> Pixmap {
        try derive(DerivedKey(path: path, kind: .circle, width: diameter, height: diameter)) { () throws(RenderError) -> Pixmap in
            let source = try pixmap(path, usedBy: usedBy, fitting: diameter, diameter)
            return try sharedSize(path, usedBy: usedBy, .circle, width: diameter, height: diameter, of: source) {
                source.aspectFilled(width: diameter, height: diameter).clippedToCircle()
            }
        }
    }

    /// Counts one more element that will draw `path` (the store keeps the file's pixels until it is released), at
    /// least `fitting` pixels in both directions (nil: whole). A file is decoded to cover every use registered so,
    /// whichever use asks first: the pixels never depend on the order elements are prepared in.
    func retain(_ path: String, fitting: (width: Int, height: Int)?) {
        lock.withLock {
            uses[path, default: 0] += 1
            registered[path] = Registered(fitting: registered[path].map { Self.union($0.fitting, fitting) } ?? fitting)
        }
    }

    /// The smallest decode request covering both (nil: whole).
    private static func union(_ a: (width: Int, height: Int)?, _ b: (width: Int, height: Int)?) -> (width: Int, height: Int)? {
        guard let a, let b else { return nil }
        return (max(a.width, b.width), max(a.height, b.height))
    }

    /// Counts one element that used `path` as drawn; after the last one, the file's pixels are dropped.
    func release(_ path: String) {
        let freed: Int = lock.withLock {
            let left = (uses[path] ?? 0) - 1
            guard left <= 0 else { uses[path] = left; return 0 }
            uses[path] = nil
            registered[path] = nil
            var bytes = decoded.removeValue(forKey: path)?.pixmap.pixels.count ?? 0
            for (key, pixmap) in derived where key.path == path {
                bytes += pixmap.pixels.count
                derived[key] = nil
            }
            return bytes
        }
        ledger.release(freed)
    }

    /// The number of files whose pixels are held (for tests of the release).
    var heldFiles: Int { lock.withLock { decoded.count } }

    private func decode(_ path: String, usedBy: String, fitting requested: (width: Int, height: Int)?) throws(RenderError) -> Pixmap {
        let fitting = lock.withLock { registered[path].map { Self.union($0.fitting, requested) } ?? requested }
        if let known = lock.withLock({ decoded[path] }), Self.covers(known.fitting, fitting) { return known.pixmap }
        // The decode is counted before it is made: twice its pixels while a JPEG is turned upright.
        let size = ImageDecoder.decodedSize(of: try info(path, usedBy: usedBy), fitting: fitting)
        let pixelBytes = size.width * size.height * 4
        try ledger.reserve(2 * pixelBytes, for: "\(usedBy): image \"\(path)\" (\(size.width) × \(size.height) pixels decoded)")
        let pixmap: Pixmap
        do {
            let key = try sharedKey(path, usedBy: usedBy, .decoded, width: fitting?.width ?? -1, height: fitting?.height ?? -1)
            if let key, let shared, let known = shared.pixmap(for: key) {
                pixmap = known
            } else {
                pixmap = try ImageDecoder.decode(try bytes(of: path, usedBy: usedBy), limits: limits, fitting: fitting)
                if let key { shared?.keep(pixmap, for: key) }
            }
        } catch let error as RenderError {
            ledger.release(2 * pixelBytes)
            throw error
        } catch {
            ledger.release(2 * pixelBytes)
            throw .image(path: path, usedBy: usedBy, reason: "\(error)")
        }
        ledger.release(2 * pixelBytes - pixmap.pixels.count)
        let replaced: Int? = lock.withLock {
            // Keep the larger decode when two uses asked for different sizes.
            if let known = decoded[path], Self.covers(known.fitting, fitting) { return pixmap.pixels.count }
            let previous = decoded[path]?.pixmap.pixels.count
            decoded[path] = Decoded(pixmap: pixmap, fitting: fitting)
            return previous
        }
        if let replaced { ledger.release(replaced) }
        return pixmap
    }

    /// Whether a decode made to cover `held` (nil: whole) also covers `wanted`.
    private static func covers(_ held: (width: Int, height: Int)?, _ wanted: (width: Int, height: Int)?) -> Bool {
        guard let held else { return true }
        guard let wanted else { return false }
        return held.width >= wanted.width && held.height >= wanted.height
    }

    /// The key of an image made from `path`'s bytes in the images shared between renders; nil without them.
    /// `sourceWidth × sourceHeight` is the decode it was made from (part of what it is made from).
    private func sharedKey(_ path: String, usedBy: String, _ kind: SharedImages.Key.Kind, width: Int, height: Int,
                           sourceWidth: Int = 0, sourceHeight: Int = 0) throws(RenderError) -> SharedImages.Key? {
        guard let shared else { return nil }
        _ = try info(path, usedBy: usedBy)
        let content = digests.value(for: path) { () -> [UInt8] in
            shared.digest((try? bytes(of: path, usedBy: usedBy)) ?? [])
        }
        return SharedImages.Key(content: content, kind: kind, width: width, height: height,
                                sourceWidth: sourceWidth, sourceHeight: sourceHeight)
    }

    /// `make()`, or the same size of the same file made by an earlier render (`shared`).
    private func sharedSize(_ path: String, usedBy: String, _ kind: SharedImages.Key.Kind, width: Int, height: Int,
                            of source: Pixmap, make: () -> Pixmap) throws(RenderError) -> Pixmap {
        guard let shared, let key = try sharedKey(path, usedBy: usedBy, kind, width: width, height: height,
                                                  sourceWidth: source.width, sourceHeight: source.height) else { return make() }
        return shared.pixmap(for: key, make: make)
    }

    private func derive(_ key: DerivedKey, make: () throws(RenderError) -> Pixmap) throws(RenderError) -> Pixmap {
        if let known = lock.withLock({ derived[key] }) { return known }
        // The result and the resample behind it.
        let bytes = key.width * key.height * 4 * 2
        try ledger.reserve(bytes, for: "image \"\(key.path)\" drawn at \(key.width) × \(key.height) pixels")
        let made: Pixmap
        do {
            made = try make()
        } catch {
            ledger.release(bytes)
            throw error
        }
        ledger.release(bytes - made.pixels.count)
        let duplicate: Bool = lock.withLock {
            if derived[key] != nil { return true }
            derived[key] = made
            return false
        }
        if duplicate { ledger.release(made.pixels.count) }
        return made
    }
}

import ChatRaster
import ChatWorkers

/// Decoded and resampled images shared by the renders of one `ChatRenderCache` (a batch, the service), keyed by a
/// digest of the image file's bytes, so an image that comes back (an avatar in every request, the same photo in
/// every screen of a batch) is decoded and resampled once. Every entry is what a render would make itself from
/// the same bytes (decoding and resampling are deterministic), so the pixels never depend on what was cached.
///
/// The entries are held outside any render's memory budget, within `limit` bytes of pixels: the least recently
/// used go first. A render still counts an image it takes from here as if it had made it (`ImageStore`), so
/// whether a render fits its budget never depends on the cache either.
package final class SharedImages: Sendable {
    /// One image made one way from one file's bytes.
    package struct Key: Hashable {
        /// How the pixels were made from the file.
        package enum Kind: Hashable {
            /// Decoded to cover `width × height` (both −1: decoded whole).
            case decoded
            /// Resampled to exactly `width × height`.
            case resized
            /// Aspect-filled into `width × height`.
            case aspectFilled
            /// Aspect-filled into a `width`-pixel disc.
            case circle
        }
        /// The digest of the file's bytes (`digest`).
        package let content: [UInt8]
        package let kind: Kind
        package let width: Int
        package let height: Int
        /// The size of the decode a resampled image was made from (0 for a decode).
        package let sourceWidth: Int
        package let sourceHeight: Int
    }

    /// The most bytes of pixels held.
    package let limit: Int
    /// The digest images are keyed by (SHA-256 of the file's bytes: a collision-resistant hash, so that no request
    /// can make another one's image come out).
    package let digest: @Sendable ([UInt8]) -> [UInt8]
    /// Behind ChatWorkers' `Locked`, as all state the renders share (docs/robustness.md).
    private let state = Locked(LeastRecentlyUsed<Key, Pixmap>())
    /// The keys kept since `recordAdditions` (nil: not recording).
    let recorded = Locked<[Key]?>(nil)

    /// An empty cache holding at most `limit` bytes of pixels.
    package init(limit: Int, digest: @escaping @Sendable ([UInt8]) -> [UInt8]) {
        self.limit = limit
        self.digest = digest
    }

    /// The bytes of pixels held now.
    package var heldBytes: Int { state.withLock { $0.held } }

    /// The image made for `key`, if held.
    package func pixmap(for key: Key) -> Pixmap? {
        state.withLock { $0.value(for: key) }
    }

    /// Keeps `pixmap` for `key`, dropping the least recently used entries to stay within the limit (an image larger
    /// than a quarter of the limit is not kept).
    package func keep(_ pixmap: Pixmap, for key: Key) {
        let bytes = pixmap.pixels.count
        guard bytes <= limit / 4 else { return }
        state.withLock { $0.keep(pixmap, bytes: bytes, for: key, limit: limit) }
        recorded.withLock { keys in keys?.append(key) }
    }

    /// The image for `key`: the one held, or the one `make` produces, which is then kept.
    package func pixmap<Failure: Error>(for key: Key, make: () throws(Failure) -> Pixmap) throws(Failure) -> Pixmap {
        if let known = pixmap(for: key) { return known }
        let made = try make()
        keep(made, for: key)
        return made
    }
}

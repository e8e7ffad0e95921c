import ChatPaint
import ChatText
import Foundation

/// What renders of many conversations can share: theme packs (with their decoded templates) by directory,
/// and text engines (with their opened faces and shaping caches) by font list. Thread-safe; give one to
/// several `ChatRenderer`s, or to one used from several threads, to render a batch without reloading.
///
/// Images are shared too: each file's decodes and drawn sizes, by the SHA-256 of its bytes (a file or an inline image
/// seen again is not decoded or resampled again), the least recently used dropped beyond `imageBytes` of pixels.
///
/// Entries live as long as the cache: a theme pack edited on disk meanwhile is not read again.
public final class ChatRenderCache: @unchecked Sendable {
    /// The most bytes of pixels the shared images hold (outside every render's memory budget).
    static let imageBytes = 64 << 20
    private let themes = LockedCache<String, ChatThemePack>()
    private let engines = LockedCache<FontListKey, TextEngine>()
    /// Decoded and resampled images, by the digest of their file's bytes.
    let images = SharedImages(limit: ChatRenderCache.imageBytes) { SHA256.digest(of: $0) }

    /// An empty cache.
    public init() {}

    /// The theme pack of `directory`, loaded once.
    func themePack(directory: String) throws(ChatRenderError) -> ChatThemePack {
        let key = URL(fileURLWithPath: directory).standardizedFileURL.path
        return try themes.value(for: key) { () throws(ChatRenderError) -> ChatThemePack in try ChatThemePack(directory: directory) }
    }

    /// The text engine for a font list, made once.
    func textEngine(entries: [String], systemFallback: Bool,
                    make: () throws(ChatRenderError) -> TextEngine) throws(ChatRenderError) -> TextEngine {
        try engines.value(for: FontListKey(entries: entries, systemFallback: systemFallback), make: make)
    }
}

/// A font configuration: the list entries in order and whether fontconfig may fill gaps.
private struct FontListKey: Hashable {
    let entries: [String]
    let systemFallback: Bool
}

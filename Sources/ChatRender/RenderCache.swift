import ChatPaint
import ChatText
import Foundation

/// What renders of many conversations can share: theme packs (with their decoded templates) by directory,
/// and text engines (with their opened faces and shaping caches) by font list. Thread-safe; give one to
/// several `ChatRenderer`s, or to one used from several threads, to render a batch without reloading.
///
/// Entries live as long as the cache: a theme pack edited on disk meanwhile is not read again.
public final class ChatRenderCache: @unchecked Sendable {
    private let themes = LockedCache<String, ChatThemePack>()
    private let engines = LockedCache<FontListKey, TextEngine>()

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

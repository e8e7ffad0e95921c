import ChatPaint
import ChatText
import Foundation

/// What renders of many conversations can share: theme packs (with their decoded templates) by directory,
/// and text engines (with their opened faces and shaping caches) by font list. Thread-safe; give one to
/// several `ChatRenderer`s, or to one used from several threads, to render a batch without reloading.
///
/// Images are shared too: each file's decodes and drawn sizes, by the SHA-256 of its bytes (a file or an inline image
/// seen again is not decoded or resampled again), the least recently used dropped beyond `imageBytes` of pixels; and
/// the coverage of path fills (the chrome's glyphs and bars on every screen), within `coverageBytes`.
///
/// Entries live as long as the cache: a theme pack edited on disk meanwhile is not read again, unless the cache
/// was made `revalidatingFiles` (the render daemon's), which looks at the pack's files and the font files at every
/// use and reads them again when one changed.
public final class ChatRenderCache: @unchecked Sendable {
    /// The cache a long-lived process keeps for the command lines it runs (`chatrender daemon`, whose children
    /// inherit it warm): nil in every other process. Set once, before any command runs.
    package nonisolated(unsafe) static var processWide: ChatRenderCache?
    /// The most bytes of pixels the shared images hold (outside every render's memory budget).
    static let imageBytes = 64 << 20
    private let themes = LockedCache<String, ChatThemePack>()
    private let engines = LockedCache<FontListKey, TextEngine>()
    /// Decoded and resampled images, by the digest of their file's bytes.
    let images = SharedImages(limit: ChatRenderCache.imageBytes) { SHA256.digest(of: $0) }
    /// The most bytes of path coverage the shared masks hold.
    static let coverageBytes = 16 << 20
    /// Path coverage of the fills that come back (the chrome's glyphs and bars on every screen), by outline and window.
    let coverage = SharedCoverage(limit: ChatRenderCache.coverageBytes)

    /// Whether each use looks at the files behind an entry (`FileStamp`) and makes it again when they changed.
    private let revalidatesFiles: Bool

    /// An empty cache.
    public init() {
        revalidatesFiles = false
    }

    /// An empty cache; with `revalidatingFiles`, an entry whose files changed on disk (a theme pack's files, font
    /// files named by path) is made again. The stale entry stays (a short-lived copy of the daemon holds it).
    package init(revalidatingFiles: Bool) {
        revalidatesFiles = revalidatingFiles
    }

    /// From now on, remembers the images this cache keeps (in a copy of the render daemon, for `learned`).
    package func recordLearning() {
        images.recordAdditions()
    }

    /// The images kept since `recordLearning`, as bytes for another cache's `takeIn(learned:)`; empty when none.
    package func learned() -> [UInt8] {
        images.additions()
    }

    /// Keeps the images another copy of this process learned; returns how many.
    @discardableResult
    package func takeIn(learned bytes: [UInt8]) -> Int {
        images.takeIn(bytes)
    }

    /// The theme pack of `directory`, loaded once.
    func themePack(directory: String) throws(ChatRenderError) -> ChatThemePack {
        var key = URL(fileURLWithPath: directory).standardizedFileURL.path
        if revalidatesFiles { key += "\u{0}" + FileStamp.tree(key) }
        return try themes.value(for: key) { () throws(ChatRenderError) -> ChatThemePack in try ChatThemePack(directory: directory) }
    }

    /// The text engine for a font list, made once.
    func textEngine(entries: [String], systemFallback: Bool,
                    make: () throws(ChatRenderError) -> TextEngine) throws(ChatRenderError) -> TextEngine {
        let stamps = revalidatesFiles ? entries.map { FontListKey.path(of: $0).map(FileStamp.file) ?? "" } : []
        return try engines.value(for: FontListKey(entries: entries, systemFallback: systemFallback, stamps: stamps), make: make)
    }
}

/// A font configuration: the list entries in order and whether fontconfig may fill gaps (and, in a revalidating
/// cache, the stamps of the entries' files).
private struct FontListKey: Hashable {
    let entries: [String]
    let systemFallback: Bool
    let stamps: [String]

    /// The file an entry names (`fonts/x.ttc#1` → `fonts/x.ttc`), as the font list reads it; nil for a family name.
    static func path(of entry: String) -> String? {
        switch try? FontRequest(parsing: entry) {
        case .file(let path, _)?, .fileFace(let path, _)?: path
        default: nil
        }
    }
}

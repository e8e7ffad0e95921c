import ChatText
import Foundation

/// Builds the text engine of a render from its options and theme pack:
/// - `fontDirectory` set (pinned directory): the pack's `fonts.files` first (or, when `fontFiles` is also
///   set, those files instead), then every font of the directory in path order; nothing from the machine.
/// - `fontFiles` set (pinned files): exactly those files, in order; nothing from the machine.
/// - neither: the pack's `fonts.files`, then its `fonts.families`, with fontconfig fallback for whatever
///   they do not cover.
enum FontLoader {
    static func textEngine(theme: ThemePack, options: RenderOptions, cache: RenderCache?) throws(RenderError) -> TextEngine {
        let (entries, systemFallback) = try fontList(theme: theme, options: options)
        let make = { () throws(RenderError) -> TextEngine in
            do {
                return try TextEngine(fonts: FontSet(parsing: entries, systemFallback: systemFallback))
            } catch {
                throw .fonts(reason: "\(error)")
            }
        }
        guard let cache else { return try make() }
        return try cache.textEngine(entries: entries, systemFallback: systemFallback, make: make)
    }

    /// The font list entries and whether fontconfig may fill gaps.
    static func fontList(theme: ThemePack, options: RenderOptions) throws(RenderError) -> (entries: [String], systemFallback: Bool) {
        let packFiles = theme.spec.fonts.files.map { (theme.directory as NSString).appendingPathComponent($0) }
        if let directory = options.fontDirectory {
            return ((options.fontFiles ?? packFiles) + (try FontDirectory.entries(in: directory)), false)
        }
        if let pinned = options.fontFiles {
            return (pinned, false)
        }
        return (packFiles + theme.spec.fonts.families, true)
    }
}

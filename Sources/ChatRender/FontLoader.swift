import ChatFiles
import ChatPaint
import ChatText
import Foundation

/// Builds the text engine of a render from its options and theme pack:
/// - `fontDirectory` set (pinned directory): the pack's `fonts.files` first (or, when `fontFiles` is also
///   set, those files instead), then every font of the directory in path order; nothing from the machine.
/// - `fontFiles` set (pinned files): exactly those files, in order; nothing from the machine.
/// - neither: the pack's `fonts.files`, then its `fonts.families`, with fontconfig fallback for whatever
///   they do not cover.
package enum FontLoader {
    /// Starts loading fontconfig's configuration on another thread (see `SharedFontconfig`), for a process that
    /// is about to render with installed fonts: the command line calls it first thing, so the load overlaps
    /// argument parsing, decoding and theme loading. Harmless when the render turns out not to need it.
    package static func prewarmInstalledFonts() {
        SharedFontconfig.shared.prewarm()
    }

    static func textEngine(theme: ChatThemePack, options: ChatRenderOptions, cache: ChatRenderCache?) throws(ChatRenderError) -> TextEngine {
        let (entries, systemFallback) = try fontList(theme: theme, options: options)
        let make = { () throws(ChatRenderError) -> TextEngine in
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
    static func fontList(theme: ChatThemePack, options: ChatRenderOptions) throws(ChatRenderError) -> (entries: [String], systemFallback: Bool) {
        var packFiles: [String] = []
        for entry in theme.spec.fonts.files {
            // The file part of `fonts/x.ttc#1` must stay inside the pack, symbolic links resolved.
            let file: String = switch try? FontRequest(parsing: entry) {
            case .file(let path, _)?, .fileFace(let path, _)?: path
            default: entry
            }
            do {
                _ = try PackPath.resolve(file, in: theme.directory)
            } catch {
                throw .fonts(reason: "the theme pack's font file: \(error)")
            }
            packFiles.append((theme.directory as NSString).appendingPathComponent(entry))
        }
        if let directory = options.fontDirectory {
            return ((options.fontFiles ?? packFiles) + (try ChatFontDirectory.entries(in: directory)), false)
        }
        if let pinned = options.fontFiles {
            return (pinned, false)
        }
        return (packFiles + theme.spec.fonts.families, true)
    }
}

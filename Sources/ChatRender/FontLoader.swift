import ChatText
import Foundation

/// Builds the text engine of a render: pinned font files, or the theme's own files and families with
/// fontconfig fallback for whatever they do not cover.
enum FontLoader {
    static func textEngine(theme: ThemePack, pinnedFiles: [String]?) throws(RenderError) -> TextEngine {
        do {
            if let pinnedFiles {
                return try TextEngine(fonts: FontSet(parsing: pinnedFiles, systemFallback: false))
            }
            let packFiles = theme.spec.fonts.files.map { (theme.directory as NSString).appendingPathComponent($0) }
            return try TextEngine(fonts: FontSet(parsing: packFiles + theme.spec.fonts.families, systemFallback: true))
        } catch {
            throw .fonts(reason: "\(error)")
        }
    }
}

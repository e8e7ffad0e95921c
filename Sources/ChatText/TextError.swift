/// What went wrong while loading fonts, laying out or drawing text. Each description says what failed,
/// where, and how to fix it.
package enum TextError: Error, CustomStringConvertible, Equatable, Sendable {
    /// A font file named by path does not exist.
    case fontFileMissing(path: String)
    /// A font file exists but could not be read (permissions, a directory, an I/O error).
    case fontFileUnreadable(path: String)
    /// A font path that names a FIFO, device or socket (`kind` says which): only regular files are read.
    case fontFileNotRegular(path: String, kind: String)
    /// A file was read but FreeType does not recognise it as a font.
    case notAFont(path: String, reason: String)
    /// A face index beyond the faces of a font collection (`.ttc`).
    case faceIndexOutOfRange(path: String, index: Int, faceCount: Int)
    /// No face of a font file belongs to the requested family.
    case familyNotInFile(path: String, family: String, available: [String])
    /// Fontconfig knows no font of the requested family.
    case familyNotFound(family: String, debianPackage: String?)
    /// A font request string could not be understood.
    case invalidFontRequest(String, reason: String)
    /// A font set with no fonts for a weight: there is nothing to take line metrics from.
    case noFonts(weight: String)
    /// Fontconfig could not be initialised.
    case fontconfigUnavailable
    /// A FreeType call failed.
    case freeType(operation: String, path: String, code: Int32)
    /// A HarfBuzz object could not be created (out of memory).
    case harfBuzz(operation: String, path: String)
    /// ICU (line breaking or bidi) failed.
    case unicode(operation: String, reason: String)
    /// A font size that is not a positive finite number of points.
    case invalidFontSize(Double)
    /// A maximum width that is NaN or negative.
    case invalidMaxWidth(Double)
    /// A drawing scale that is not a positive finite number.
    case invalidScale(Double)
    /// Glyphs would be rasterised larger than `GlyphPainter.maximumPixelsPerEm`.
    case textTooLarge(pixelsPerEm: Double)

    /// What went wrong, where, and how to fix it.
    package var description: String {
        switch self {
        case .fontFileMissing(let path):
            return "Font file '\(path)' does not exist. Check the path in the theme or the render's font files, "
                + "or name an installed family instead."
        case .fontFileUnreadable(let path):
            return "Font file '\(path)' exists but cannot be read. Check that it is a regular file and readable "
                + "by the current user."
        case .fontFileNotRegular(let path, let kind):
            return "Font file '\(path)' is \(kind), not a regular file; only regular font files are read "
                + "(a pipe or device would block or never end). Copy the font into a file."
        case .notAFont(let path, let reason):
            return "'\(path)' is not a font FreeType can open (\(reason)). Use a .ttf, .otf or .ttc file."
        case .faceIndexOutOfRange(let path, let index, let faceCount):
            return "Font file '\(path)' has \(faceCount) face(s) (0...\(max(faceCount - 1, 0))), "
                + "so face #\(index) does not exist. Use an index in that range or name the family instead."
        case .familyNotInFile(let path, let family, let available):
            return "Font file '\(path)' has no face of family '\(family)'. Its faces are: "
                + available.joined(separator: ", ") + ". Use one of these names or a face index (path#index)."
        case .familyNotFound(let family, let package):
            var text = "No installed font has the family '\(family)' (fontconfig found none)."
            if let package {
                text += " Install it with `apt-get install \(package)`, or give the font file's path."
            } else {
                text += " Check the spelling with `fc-list : family`, install the font, or give its file path."
            }
            return text
        case .invalidFontRequest(let request, let reason):
            return "Font request '\(request)' is not valid: \(reason). Write a family name, a path, "
                + "'path#index' or 'path#Family Name'."
        case .noFonts(let weight):
            return "The font set has no font for \(weight) text. List at least one font file or family."
        case .fontconfigUnavailable:
            return "Fontconfig could not load its configuration, so font families cannot be resolved. "
                + "Check that fontconfig is installed (fontconfig-config) or give font files by path."
        case .freeType(let operation, let path, let code):
            return "FreeType failed to \(operation) for '\(path)': \(FreeTypeErrorText.message(for: code)) "
                + "(error 0x\(String(code, radix: 16))). The font file may be damaged; try another font."
        case .harfBuzz(let operation, let path):
            return "HarfBuzz could not \(operation) for '\(path)' (out of memory?)."
        case .unicode(let operation, let reason):
            return "ICU could not \(operation): \(reason). Check that ICU's data library (libicu72) is installed "
                + "and that the text is not larger than memory allows."
        case .invalidFontSize(let size):
            return "Font size \(size) pt is not usable: it must be greater than 0 and at most "
                + "\(Int(Typesetter.maximumFontSize)) pt."
        case .invalidMaxWidth(let width):
            return "Maximum text width \(width) pt is not usable: it must be 0 or more (infinity = no wrapping)."
        case .invalidScale(let scale):
            return "Drawing scale \(scale) is not usable: it must be a finite number greater than 0."
        case .textTooLarge(let pixelsPerEm):
            return "Text would be drawn at \(Int(pixelsPerEm)) px per em, more than the limit of "
                + "\(Int(GlyphPainter.maximumPixelsPerEm)) px. Lower the font size or the output scale."
        }
    }
}

import ChatCodec
import ChatText

/// chatrender's version and the versions of the C libraries it runs with: the same input and fonts give the
/// same bytes only with the same libraries, so `chatrender --version` and the layout JSON name them.
public enum ChatRenderVersion {
    /// chatrender's own version (semantic versioning; CHANGELOG.md lists what each one changed).
    public static let current = "0.9.0"

    /// Each library's name and run-time version, in a fixed order: libpng, libjpeg-turbo, libwebp, FreeType,
    /// HarfBuzz, ICU, fontconfig.
    public static var libraries: [(name: String, version: String)] {
        [
            ("libpng", CodecLibraries.libpng),
            ("libjpeg-turbo", CodecLibraries.libjpegTurbo),
            ("libwebp", CodecLibraries.libwebp),
            ("FreeType", TextLibraries.freeType),
            ("HarfBuzz", TextLibraries.harfBuzz),
            ("ICU", TextLibraries.icu),
            ("fontconfig", TextLibraries.fontconfig),
        ]
    }

    /// What `chatrender --version` prints: the version on the first line, then one line per library.
    public static var text: String {
        (["chatrender \(current)"] + libraries.map { "  \($0.name) \($0.version)" }).joined(separator: "\n")
    }
}

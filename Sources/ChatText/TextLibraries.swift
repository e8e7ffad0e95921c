import CChatRenderICU
import CFontconfig
import CFreeType
import CHarfBuzz

/// The versions of the text libraries this process runs with (they decide glyph shapes, positions and line breaks).
package enum TextLibraries {
    /// FreeType's run-time version ("2.12.1").
    package static var freeType: String {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return "unknown" }
        defer { FT_Done_FreeType(library) }
        var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
        FT_Library_Version(library, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// HarfBuzz's run-time version ("6.0.0").
    package static var harfBuzz: String {
        hb_version_string().map { String(cString: $0) } ?? "unknown"
    }

    /// ICU's run-time version ("72.1").
    package static var icu: String {
        var buffer = [CChar](repeating: 0, count: 32)
        buffer.withUnsafeMutableBufferPointer { crs_icu_version($0.baseAddress, Int32($0.count)) }
        return String(cString: buffer)
    }

    /// fontconfig's run-time version ("2.14.1").
    package static var fontconfig: String {
        let v = FcGetVersion()
        return "\(v / 10000).\(v / 100 % 100).\(v % 100)"
    }
}

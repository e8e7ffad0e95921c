import CChatRenderText

/// Turns FreeType error codes into FreeType's own messages (Debian builds FreeType without
/// `FT_Error_String`, so the table is compiled into the C helper from `fterrdef.h`).
enum FreeTypeErrorText {
    /// The message for `code`, or "unknown FreeType error" for a code FreeType does not define.
    static func message(for code: Int32) -> String {
        guard let text = crs_ft_error_message(code) else { return "unknown FreeType error" }
        return String(cString: text)
    }
}

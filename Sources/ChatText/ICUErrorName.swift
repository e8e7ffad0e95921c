import CChatRenderICU

/// Names the return codes of the ICU helper functions (`crs_icu_…`) for error messages.
enum ICUErrorName {
    /// ICU's name for `code` ("U_MEMORY_ALLOCATION_ERROR", …) with the number.
    static func of(_ code: Int32) -> String {
        let name = crs_icu_error_name(code).map { String(cString: $0) } ?? "unknown error"
        return "\(name) (\(code))"
    }
}

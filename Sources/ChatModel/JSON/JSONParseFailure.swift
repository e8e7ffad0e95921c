/// Why parsing stopped, before the parser adds the JSON path of the failure to make a `ModelError`.
enum JSONParseFailure: Error {
    /// The text is not JSON at `position`.
    case syntax(String, SourcePosition)
    /// An object or array at `position` would exceed the nesting limit.
    case nestingTooDeep(SourcePosition)
    /// `key` appears a second time at `position`; it first appeared at `first`.
    case duplicateKey(String, first: SourcePosition, position: SourcePosition)
}

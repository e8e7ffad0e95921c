import ChatRender

/// Why `chatrender check` could not check anything at all (per-file problems are `CheckOutcome`s instead).
public enum CheckError: Error, CustomStringConvertible {
    /// The directory to check does not exist or is not a directory (CLI exit 66).
    case directoryNotFound(path: String)
    /// The directory holds no conversation (`*.json` outside theme packs and hidden directories) (CLI exit 66).
    case noConversations(path: String)
    /// The pinned fonts cannot be used, so no render could be trusted (CLI exit 65).
    case fonts(ChatRenderError)

    public var description: String {
        switch self {
        case .directoryNotFound(let path):
            return "\(path): no such directory; pass the directory holding the conversations (*.json) and their goldens (*.png)"
        case .noConversations(let path):
            return "\(path): no conversation found (*.json, outside theme packs and hidden directories); "
                + "put conversation files there, each with its golden PNG beside it, or check another directory"
        case .fonts(let error):
            return error.description
        }
    }
}

import ChatCodec
import ChatLayout
import ChatModel
import Foundation

/// Everything that can stop a render, each with a message that says what, where and how to fix it.
public enum ChatRenderError: Error, CustomStringConvertible {
    /// The input file does not exist or cannot be read (CLI exit 66).
    case inputUnreadable(path: String, reason: String)
    /// The conversation JSON is invalid (CLI exit 65). `file` is the path as given ("-" for stdin).
    case invalidConversation(file: String, error: ModelError)
    /// A theme name that is not built in and not a directory.
    case themeNotFound(name: String, builtIn: [String])
    /// A theme pack whose theme.json is invalid.
    case invalidTheme(file: String, error: ModelError)
    /// A theme pack image missing or undecodable.
    case themeImage(pack: String, image: String, reason: String)
    /// A bubble style's cap insets (written at `key`, e.g. `bubbles.text.default.capInsets`) do not fit its template.
    case capInsetsExceedTemplate(pack: String, key: String, reason: String)
    /// An image referenced by the conversation is missing or cannot be decoded.
    case image(path: String, usedBy: String, reason: String)
    /// Fonts could not be loaded.
    case fonts(reason: String)
    /// Layout failed (a photo size, text measurement, a canvas too tall).
    case layout(LayoutError)
    /// An input, or the image asked for, is larger than a limit allows (CLI exit 65): `what` names it, `reason` says by
    /// how much and how to fix it (a 33 MiB conversation, a WebP over 16 383 pixels a side).
    case tooLarge(what: String, reason: String)
    /// The render took longer than its time limit (`RenderOptions.timeLimit`, `--timeout`; CLI exit 75) and was
    /// stopped.
    case timedOut(seconds: Double)
    /// The render was stopped because `RenderOptions.shouldStop` answered true: whoever asked for it no longer wants it
    /// (the client of `chatrender serve` disconnected).
    case cancelled
    /// The output could not be written (CLI exit 73).
    case outputUnwritable(path: String, reason: String)
    /// Encoding the image failed.
    case encoding(reason: String)
    /// The render would hold more pixel memory than its budget (CLI exit 65): `what` needs `needs` bytes while
    /// `held` are already in use.
    case memoryBudget(what: String, needs: Int, held: Int, budget: MemoryBudget)
    /// The system refused memory the render needed (CLI exit 70).
    case outOfMemory(what: String, bytes: Int)
    /// A render option out of its range (`ChatRenderOptions.validate()`), refused before anything is read or drawn.
    case invalidOptions(ChatOptionError)

    public var description: String {
        let spelling = OptionSpelling.inEffect
        let scale = spelling == .commandLine ? "--scale" : "ChatRenderOptions.scale"
        let timeLimit = spelling == .commandLine ? "--timeout" : "ChatRenderOptions.timeLimit"
        let budget = spelling == .commandLine ? "--max-memory" : "ChatRenderOptions.memoryBudget"
        let raise = spelling == .commandLine ? "raise the budget with --max-memory (e.g. --max-memory 4G)"
            : "raise ChatRenderOptions.memoryBudget (e.g. ChatMemoryBudget(bytes: 4 << 30))"
        switch self {
        case .inputUnreadable(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .invalidConversation(let file, let error):
            return "\(file == "-" ? "<stdin>" : file): \(error)"
        case .themeNotFound(let name, let builtIn):
            return "theme \"\(name)\" is neither a built-in theme (\(builtIn.joined(separator: ", "))) nor a theme pack directory "
                + "containing theme.json\(Suggestion.nearest(to: name, in: builtIn).map { " (did you mean \"\($0)\"?)" } ?? "")"
        case .invalidTheme(let file, let error):
            return "\(file): \(error)"
        case .themeImage(let pack, let image, let reason):
            return "theme pack \(pack): image \"\(image)\": \(reason)"
        case .capInsetsExceedTemplate(let pack, let key, let reason):
            return "\((pack as NSString).appendingPathComponent("theme.json")): \(key): \(reason); "
                + "make the caps smaller than the template, or draw a larger template image"
        case .image(let path, let usedBy, let reason):
            return "\(usedBy): image \"\(path)\": \(reason)"
        case .fonts(let reason):
            return "fonts: \(reason)"
        case .layout(let error):
            return error.description
        case .tooLarge(let what, let reason):
            return "\(what): \(reason)"
        case .timedOut(let seconds):
            let limit = seconds == seconds.rounded() && seconds < 1e15 ? String(Int(seconds)) : String(seconds)
            return "the render took longer than the time limit of \(limit) s and was stopped; render less (fewer messages, "
                + "a lower \(scale), smaller images) or raise \(timeLimit)"
        case .cancelled:
            return "the render was stopped because its caller no longer wanted it (RenderOptions.shouldStop answered true); "
                + "nothing to fix unless it was not meant to stop"
        case .outputUnwritable(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .encoding(let reason):
            return "cannot encode the image: \(reason)"
        case .memoryBudget(let what, let needs, let held, let budget):
            let context = held > 0 ? " on top of \(MemoryBudget.format(held)) already needed" : ""
            return "\(what) needs \(MemoryBudget.format(needs))\(context), more than the memory budget of \(budget); "
                + "use a smaller image or canvas, or \(raise)"
        case .outOfMemory(let what, let bytes):
            return "out of memory: \(what) needs \(MemoryBudget.format(bytes)) and the system refused it; "
                + "free memory, raise the process's memory limit (ulimit -v), or lower \(budget)"
        case .invalidOptions(let error):
            return error.description
        }
    }
}

import ChatModel

/// A render option outside what chatrender accepts. The library refuses it (`ChatRenderOptions.validate()`, which
/// every render runs, and the encoders' quality) in the words `chatrender` uses for the same value of its flag:
/// `ChatRenderOptions.scale must be between 1 and 4, got 40.0.` here, `--scale must be between 1 and 4, got 40.0.`
/// there.
public enum ChatOptionError: Error, Equatable, CustomStringConvertible {
    /// `ChatRenderOptions.scale` (`--scale`) is not from 1 to 4.
    case scale(Double)
    /// `ChatRenderOptions.width` (`--width`) is not from 100 to 2000 points.
    case width(Double)
    /// `ChatRenderOptions.memoryBudget` (`--max-memory`) is below `ChatMemoryBudget.minimum` (or negative).
    case memoryBudget(ChatMemoryBudget)
    /// `ChatRenderOptions.frame`'s padding (`--padding`) is not from 0 to 500 points.
    case framePadding(Double)
    /// `ChatRenderOptions.timeLimit` (`--timeout`) is not a number of seconds greater than 0.
    case timeLimit(Double)
    /// The quality of `ChatOutputEncoding.jpeg(quality:)` or `.webp(quality:)` (`--quality`) is not from 1 to 100.
    case quality(Int)

    /// What the message calls the option: its Swift name, or its flag in `chatrender`'s own messages.
    package func name(_ spelling: OptionSpelling) -> String {
        let names: (swift: String, flag: String) = switch self {
        case .scale: ("ChatRenderOptions.scale", "--scale")
        case .width: ("ChatRenderOptions.width", "--width")
        case .memoryBudget: ("ChatRenderOptions.memoryBudget", "--max-memory")
        case .framePadding: ("ChatRenderOptions.frame.padding", "--padding")
        case .timeLimit: ("ChatRenderOptions.timeLimit", "--timeout")
        case .quality: ("ChatOutputEncoding's quality", "--quality")
        }
        return spelling == .commandLine ? names.flag : names.swift
    }

    /// The message with the option named as `spelling` says.
    package func message(_ spelling: OptionSpelling) -> String {
        let name = name(spelling)
        switch self {
        case .scale(let scale):
            return "\(name) must be between 1 and 4, got \(scale)."
        case .width(let width):
            return "\(name) must be between \(Int(ChatCanvas.widthRange.lowerBound)) and \(Int(ChatCanvas.widthRange.upperBound)) points, got \(width)."
        case .memoryBudget(let budget):
            return "\(name) must be at least \(ChatMemoryBudget.minimum), got \(budget)."
        case .framePadding(let padding):
            let range = ChatDeviceFrame.paddingRange
            return "\(name) must be between \(Int(range.lowerBound)) and \(Int(range.upperBound)) points, got \(padding)."
        case .timeLimit(let seconds):
            return "\(name) is a number of seconds greater than 0 (e.g. \(spelling == .commandLine ? "--timeout 30" : "30")), got \(seconds)."
        case .quality(let quality):
            return "\(name) must be between 1 and 100, got \(quality)."
        }
    }

    public var description: String { message(.inEffect) }
}

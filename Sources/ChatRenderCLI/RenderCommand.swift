import ArgumentParser
import ChatRender
import Foundation

/// Exit codes from sysexits.h, which scripts can test.
enum ExitStatus {
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    static let software: Int32 = 70
    static let cannotCreate: Int32 = 73

    /// The exit status for a render error.
    static func of(_ error: RenderError) -> Int32 {
        switch error {
        case .inputUnreadable: noInput
        case .outputUnwritable: cannotCreate
        case .encoding, .outOfMemory: software
        case .invalidConversation, .themeNotFound, .invalidTheme, .themeImage, .capInsetsExceedTemplate, .image, .fonts, .layout,
             .memoryBudget:
            dataError
        }
    }
}

/// Prints `chatrender: error: …` to standard error and exits with the matching status.
func fail(_ error: RenderError) -> ExitCode {
    FileHandle.standardError.write(Data("chatrender: error: \(error)\n".utf8))
    return ExitCode(ExitStatus.of(error))
}

/// `chatrender render INPUT -o OUTPUT` (the default subcommand).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a conversation to PNG (or JPEG)."
    )

    @Argument(help: ArgumentHelp("The conversation JSON file, or - for standard input.", valueName: "input"))
    var input: String

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Output file (.png, .jpg), or - for standard output. Default: the input's name with .png.", valueName: "output"))
    var output: String?

    @Option(help: "Output format: png or jpeg. Default: from the output's extension, else png.")
    var format: OutputFormat?

    @OptionGroup var overrides: RenderOverrides

    @OptionGroup var frame: FrameArguments

    mutating func validate() throws {
        if input == "-" && output == nil {
            throw ValidationError("Reading from standard input needs an output: add -o out.png, or -o - for standard output.")
        }
    }

    var outputPath: String {
        if let output { return output }
        let url = URL(fileURLWithPath: input)
        return url.deletingPathExtension().appendingPathExtension("png").path
    }

    func run() throws {
        var options = overrides.options
        options.frame = frame.deviceFrame
        let renderer = ChatRenderer(options: options)
        let path = outputPath
        let chosen = format ?? OutputFormat(path: path)
        do throws(RenderError) {
            let conversation = try renderer.loadConversation(path: input)
            let output = try OutputDestination.open(path)
            do throws(RenderError) {
                try renderer.render(conversation, as: chosen == .jpeg ? .jpeg(quality: 92) : .png, to: output)
                try output.commit()
            } catch {
                output.discard()
                throw error
            }
        } catch {
            throw fail(error)
        }
    }
}

/// What to encode the picture as.
enum OutputFormat: String, ExpressibleByArgument {
    case png, jpeg

    /// From a file extension: `.jpg`/`.jpeg` → JPEG, anything else PNG.
    init(path: String) {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        self = (ext == "jpg" || ext == "jpeg") ? .jpeg : .png
    }
}

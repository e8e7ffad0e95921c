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

    @Argument(help: ArgumentHelp(
        "The conversation JSON file, or - for standard input. Several files or directories render as a batch.",
        valueName: "input"))
    var inputs: [String]

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Output file (.png, .jpg), or - for standard output. Default: the input's name with .png.", valueName: "output"))
    var output: String?

    @Option(name: .customLong("out-dir"), help: ArgumentHelp(
        "Batch: write each image here (directories' conversations keep their relative paths). Default: beside each input.",
        valueName: "dir"))
    var outputDirectory: String?

    @Option(help: ArgumentHelp("Batch: conversations rendered at once. Default: the number of cores.", valueName: "n"))
    var jobs: Int?

    /// The single input (the first one; batches go through `BatchCommand`).
    var input: String { inputs.first ?? "-" }

    /// Several inputs, a directory, or an output directory: a batch.
    var isBatch: Bool {
        inputs.count > 1 || outputDirectory != nil || inputs.contains { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    @Option(help: "Output format: png or jpeg. Default: from the output's extension, else png.")
    var format: OutputFormat?

    @OptionGroup var overrides: RenderOverrides

    @OptionGroup var frame: FrameArguments

    mutating func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("Give a conversation JSON file to render (or - for standard input).") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs).") }
        if isBatch {
            if output != nil {
                throw ValidationError("-o names one file; to render several conversations give --out-dir DIR instead.")
            }
            if inputs.contains("-") {
                throw ValidationError("- (standard input) renders alone; give files or directories to render several conversations.")
            }
            return
        }
        if jobs != nil { throw ValidationError("--jobs is for batches: give several inputs, a directory or --out-dir.") }
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
        if isBatch {
            try BatchCommand(inputs: inputs, outputDirectory: outputDirectory, jobs: jobs, format: format ?? .png, options: options).run()
            return
        }
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

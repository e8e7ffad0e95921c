import ArgumentParser
import ChatCheck
import ChatRender
import ChatRenderProcess
import Foundation

/// Prints `chatrender: error: …` to standard error and exits with the matching status.
func fail(_ error: ChatRenderError) -> ExitCode {
    FileHandle.standardError.write(Data("chatrender: error: \(error)\n".utf8))
    return ExitCode(ExitStatus.of(error))
}

/// `chatrender render INPUT -o OUTPUT` (the default subcommand).
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a conversation to PNG, JPEG or WebP."
    )

    @Argument(help: ArgumentHelp(
        "The conversation JSON file, or - for standard input. Several files or directories render as a batch.",
        valueName: "input"))
    var inputs: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Output file (.png, .jpg/.jpeg, .webp), a directory ending in / (writes DIR/<input>.png), or - for standard output. "
            + "Default: the input's name with .png.", valueName: "output"))
    var output: String?

    @Option(name: .customLong("out-dir"), help: ArgumentHelp(
        "Batch: write each image here (directories' conversations keep their relative paths). Default: beside each input.",
        valueName: "dir"))
    var outputDirectory: String?

    @Option(help: ArgumentHelp("Batch: conversations rendered at once. Default: the number of cores.", valueName: "n"))
    var jobs: Int?

    @OptionGroup var manifestOptions: ManifestArguments

    /// The single input (the first one; batches go through `BatchCommand`).
    var input: String { inputs.first ?? "-" }

    /// Several inputs, a directory, or an output directory: a batch.
    var isBatch: Bool {
        inputs.count > 1 || outputDirectory != nil || inputs.contains { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    @Option(help: "Output format: png, jpeg or webp. Default: from the output's extension (an unknown one is refused), else png.")
    var format: OutputFormat?

    @Option(help: ArgumentHelp("JPEG or WebP quality, 1 to 100. JPEG defaults to 92; WebP is lossless without it, lossy with it.",
                               valueName: "n"))
    var quality: Int?

    @Option(help: ArgumentHelp("Stop a render that takes longer than this many seconds: no file is left, exit 75. "
                               + "In a batch, each conversation's limit. Default: none.", valueName: "seconds"))
    var timeout: Double?

    @OptionGroup var overrides: RenderOverrides

    @OptionGroup var frame: FrameArguments

    mutating func validate() throws {
        if let timeout, !(timeout > 0 && timeout.isFinite) {
            throw ValidationError(ChatOptionError.timeLimit(timeout).commandLineMessage)
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, got \(jobs).") }
        if manifestOptions.annotations && frame.deviceFrame != nil {
            throw ValidationError("--annotations gives boxes in the screenshot's pixels; it cannot be combined with --frame.")
        }
        if manifestOptions.manifest != nil {
            try manifestOptions.validate(inputs: inputs, output: output, outputDirectory: outputDirectory)
            if let quality, !(1...100).contains(quality) {
                throw ValidationError(ChatOptionError.quality(quality).commandLineMessage)
            }
            return
        }
        try manifestOptions.refuseWithoutManifest()
        guard !inputs.isEmpty else { throw ValidationError("Give a conversation JSON file to render (or - for standard input).") }
        if isBatch {
            if manifestOptions.annotations {
                throw ValidationError("--annotations works with one conversation (-o chat.png) or with --manifest.")
            }
            if output != nil {
                throw ValidationError("-o names one file; to render several conversations give --out-dir DIR instead.")
            }
            if inputs.contains("-") {
                throw ValidationError("- (standard input) renders alone; give files or directories to render several conversations.")
            }
            return
        }
        if jobs != nil { throw ValidationError("--jobs is for batches: give several inputs, a directory or --out-dir.") }
        if manifestOptions.annotations && output == "-" {
            throw ValidationError("--annotations writes a file beside the image; name the image (-o chat.png) instead of -.")
        }
        if input == "-" && output == nil {
            throw ValidationError("Reading from standard input needs an output: add -o out.png, or -o - for standard output.")
        }
        if let quality, !(1...100).contains(quality) {
            throw ValidationError(ChatOptionError.quality(quality).commandLineMessage)
        }
    }

    /// Where the image goes: `-o` as given, `-o DIR/` (or an existing directory) as DIR/<input name>.<ext>, and
    /// without `-o` the input's path with the format's extension.
    func outputPath() throws(CLIError) -> String {
        let stemExtension = (format ?? .png).fileExtension
        guard let output else {
            return URL(fileURLWithPath: input).deletingPathExtension().appendingPathExtension(stemExtension).path
        }
        var isDirectory: ObjCBool = false
        let namesDirectory = output.hasSuffix("/")
            || (output != "-" && FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue)
        guard namesDirectory else { return output }
        guard input != "-" else {
            throw .usage("-o \(output) names a directory, and standard input has no name to give the image; name a file, "
                         + "e.g. -o \((output as NSString).appendingPathComponent("chat.png"))")
        }
        let stem = ((input as NSString).lastPathComponent as NSString).deletingPathExtension
        return (output as NSString).appendingPathComponent(stem + "." + stemExtension)
    }

    func run() throws {
        var options = overrides.options
        options.frame = frame.deviceFrame
        options.timeLimit = timeout
        if let manifest = manifestOptions.manifest {
            let manifestFormat = format ?? .png
            let manifestEncoding: ChatOutputEncoding
            do throws(CLIError) { manifestEncoding = try manifestFormat.encoding(quality: quality) } catch { throw error.exit }
            try ManifestCommand(manifest: manifest, destination: manifestOptions.destination(outputDirectory: outputDirectory),
                                shard: manifestOptions.shard.flatMap(Shard.init(parsing:)), annotations: manifestOptions.annotations,
                                jobs: jobs, format: manifestFormat, encoding: manifestEncoding, options: options).run()
            return
        }
        if isBatch {
            let batchFormat = format ?? .png
            let batchEncoding: ChatOutputEncoding
            do throws(CLIError) { batchEncoding = try batchFormat.encoding(quality: quality) } catch { throw error.exit }
            try BatchCommand(inputs: inputs, outputDirectory: outputDirectory, jobs: jobs, format: batchFormat,
                             encoding: batchEncoding, options: options).run()
            return
        }
        let renderer = ChatRenderer(options: options, cache: ChatRenderCache.processWide)
        let path: String, encoding: ChatOutputEncoding
        do throws(CLIError) {
            path = try outputPath()
            try SameFileCheck.refuse(output: path, inputs: [(input, "the conversation")])
            encoding = try OutputFormat.resolve(path: path, explicit: format).encoding(quality: quality)
            try Terminal.refuseBinaryOutput(to: path)
            if manifestOptions.annotations {
                try SameFileCheck.refuse(output: Self.annotationsPath(for: path), inputs: [(input, "the conversation")])
            }
        } catch {
            throw error.exit
        }
        do throws(ChatRenderError) {
            let conversation = try renderer.loadConversation(path: input)
            let output = try OutputDestination.open(path)
            do throws(ChatRenderError) {
                try renderer.render(conversation, as: encoding, to: output)
                try output.commit()
            } catch {
                output.discard()
                throw error
            }
            if manifestOptions.annotations {
                let json = ChatAnnotations.json(for: try renderer.layout(conversation), conversation: conversation)
                try OutputDestination.files.write(Array(json.utf8), to: Self.annotationsPath(for: path))
            }
        } catch {
            throw fail(error)
        }
    }

    /// Where `--annotations` writes beside a single image: `chat.png` → `chat.annotations.json` (never `chat.json`,
    /// the conversation's usual name).
    static func annotationsPath(for image: String) -> String {
        (image as NSString).deletingPathExtension + ".annotations.json"
    }
}

import ArgumentParser
import ChatCodec
import ChatDiff
import ChatFiles
import ChatRender
import ChatRenderProcess
import Foundation

/// `chatrender diff A B`: compares two PNG, JPEG or WebP images the way pixelmatch 7.2.0 does and says whether they
/// match — exit 0 when they do, 1 when they differ (pixels or size), so CI can gate on golden images.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two images (PNG, JPEG or WebP) with pixelmatch's perceptual metric; exit 1 when they differ.",
        discussion: """
            Pixels count as different when their YIQ colour distance exceeds the threshold and they are not \
            anti-aliasing (unless --include-aa). Regions are boxes around clusters of differing pixels at most \
            8 px apart.

            EXIT CODES:
              0 the images match, 1 they differ (pixels or size), 64 usage error,
              65 an image cannot be decoded, 66 an image file is missing,
              73 the diff image cannot be written.
            """
    )

    @Argument(help: ArgumentHelp("The expected image (PNG, JPEG or WebP), or - for standard input.", valueName: "a"))
    var first: String

    @Argument(help: ArgumentHelp("The actual image (PNG, JPEG or WebP), or - for standard input.", valueName: "b"))
    var second: String

    @Option(help: "Matching threshold, 0 to 1; smaller is more sensitive.")
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differences too.")
    var includeAA = false

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Write pixelmatch's diff image here (PNG): differences red, anti-aliasing yellow, the rest faded grey.",
        valueName: "diff.png"))
    var output: String?

    @Option(help: "Opacity of the first image in the diff image's background, 0 to 1.")
    var alpha: Double = 0.1

    @Flag(help: "Print the result as JSON (sorted keys) instead of a sentence.")
    var json = false

    mutating func validate() throws {
        if first == "-" && second == "-" {
            throw ValidationError("Only one of the two images can come from standard input (-); name the other one's file.")
        }
        do {
            _ = try comparison()
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The comparison the options ask for; the library's own checks of the values (the same errors as its users get).
    func comparison() throws(ChatImageComparisonError) -> ChatImageComparison {
        try ChatImageComparison(threshold: threshold, includeAntialiasing: includeAA, diffAlpha: alpha)
    }

    func run() throws {
        if let output {
            do throws(CLIError) {
                guard try OutputFormat.resolve(path: output, explicit: nil) == .png else {
                    throw .usage("the diff image is written as PNG; name it .png (got \(output))")
                }
                try Terminal.refuseBinaryOutput(to: output)
                try SameFileCheck.refuse(output: output, inputs: [(first, "the first image"), (second, "the second image")])
            } catch {
                throw error.exit
            }
        }
        let comparison: ChatImageComparison
        do {
            comparison = try self.comparison()
        } catch {
            throw CLIError.usage(error.description).exit
        }
        let result: ChatImageComparisonResult
        do throws(ChatRenderError) {
            let a = try Self.read(first), b = try Self.read(second)
            // The diff image is written as it is made, a band at a time, once the sizes are known to match.
            var destination: (any ChatPendingFile)?
            var openError: ChatRenderError?
            let diffImage = output.map { path in
                ChatDiffImageOutput(evenWhenIdentical: true) { () throws(CodecError) in
                    do throws(ChatRenderError) {
                        let opened = try OutputDestination.open(path)
                        destination = opened
                        return opened
                    } catch {
                        openError = error
                        throw .writeFailed(error.description)
                    }
                }
            }
            do throws(ChatImageComparisonError) {
                result = try comparison.compare(expected: a, actual: b, diffImage: diffImage)
            } catch {
                destination?.discard()
                switch error {
                case .undecodable(let image, let reason):
                    let path = image == .expected ? first : second
                    throw .image(path: path == "-" ? "<stdin>" : path, usedBy: "chatrender diff", reason: reason)
                case .diffImageUnwritable(let reason):
                    throw openError ?? .outputUnwritable(path: destination?.path ?? output ?? "the diff image", reason: reason)
                case .thresholdOutOfRange, .diffAlphaOutOfRange, .allowedMismatchOutOfRange:
                    throw .encoding(reason: error.description)
                }
            }
            try destination?.commit()
            if output != nil, result.sizeMismatch {
                FileHandle.standardError.write(Data("chatrender: note: no diff image written to \(output ?? ""): the sizes differ\n".utf8))
            }
        } catch {
            throw fail(error)
        }
        let text = json ? DiffReport.json(result) : DiffReport.sentence(result)
        do {
            try StandardOutput.print(text + "\n")
        } catch {
            throw fail(error)
        }
        if !result.matches { throw ExitCode(1) }
    }

    /// Reads one image file (or standard input for `-`): a missing or unreadable file is `inputUnreadable` (exit 66);
    /// whether the bytes are an image is the comparison's to find (`image`, exit 65).
    static func read(_ path: String) throws(ChatRenderError) -> [UInt8] {
        do {
            // Regular files only (a FIFO would block and /dev/zero never ends), or standard input for `-`.
            // Standard input that does not start like a PNG, JPEG or WebP is refused after its first 12 bytes, not 256 MiB.
            return path == "-" ? try InputFile.readStandardInput(limit: ChatInputLimits.imageBytes, leading: 12) {
                       ImageFormat.sniff($0) != nil || WebPDecoder.isWebP($0)
                   }
                : try InputFile.readRegular(path, limit: ChatInputLimits.imageBytes)
        } catch {
            switch error {
            case .missing: throw .inputUnreadable(path: path, reason: "no such file")
            case .notRegular(_, .directory): throw .inputUnreadable(path: path, reason: "it is a directory, not an image file")
            case .notRegular(_, let kind): throw .inputUnreadable(path: path, reason: "it is \(kind), not an image file")
            case .tooLarge(_, let size, let limit):
                throw .tooLarge(what: path == "-" ? "<stdin>" : path,
                                reason: ChatInputLimits.overLimit(size: size, limit: limit, holding: "an image file")
                                    + "; compare smaller images (crop or split them, or render fewer messages)")
            default: throw .inputUnreadable(path: path, reason: "\(error)")
            }
        }
    }
}

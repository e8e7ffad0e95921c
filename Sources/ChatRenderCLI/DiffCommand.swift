import ArgumentParser
import ChatCodec
import ChatDiff
import ChatRaster
import ChatFiles
import ChatRender
import Foundation

/// `chatrender diff A B`: compares two PNG or JPEG images the way pixelmatch 7.2.0 does and says whether they
/// match — exit 0 when they do, 1 when they differ (pixels or size), so CI can gate on golden images.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two images (PNG or JPEG) with pixelmatch's perceptual metric; exit 1 when they differ.",
        discussion: """
            Pixels count as different when their YIQ colour distance exceeds the threshold and they are not \
            anti-aliasing (unless --include-aa). Regions are boxes around clusters of differing pixels at most \
            8 px apart.

            EXIT CODES:
              0 the images match, 1 they differ (pixels or size), 64 usage error,
              65 an image cannot be decoded, 66 an image file is missing, 73 the diff image cannot be written.
            """
    )

    @Argument(help: ArgumentHelp("The expected image (PNG or JPEG), or - for standard input.", valueName: "a"))
    var first: String

    @Argument(help: ArgumentHelp("The actual image (PNG or JPEG), or - for standard input.", valueName: "b"))
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
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw ValidationError("--threshold must be between 0 and 1, got \(threshold).")
        }
        guard alpha.isFinite, (0...1).contains(alpha) else {
            throw ValidationError("--alpha must be between 0 and 1, got \(alpha).")
        }
    }

    func run() throws {
        if let output {
            do throws(CLIError) {
                guard try OutputFormat.resolve(path: output, explicit: nil) == .png else {
                    throw .usage("the diff image is written as PNG; name it .png (got \(output))")
                }
                try Terminal.refuseBinaryOutput(to: output)
            } catch {
                throw error.exit
            }
        }
        let result: DiffResult
        let otherSize: (width: Int, height: Int)
        do throws(RenderError) {
            let a = try Self.open(first), b = try Self.open(second)
            otherSize = (b.width, b.height)
            let options = PixelMatchOptions(threshold: threshold, includeAA: includeAA, alpha: alpha, outputDiff: output != nil)
            let sizesMatch = a.width == b.width && a.height == b.height
            // The diff image is written as it is made, a band at a time.
            var diff: (output: OutputDestination, encoder: PNGStreamEncoder)?
            if let output, sizesMatch {
                let destination = try OutputDestination.open(output)
                let encoder = try ChatRenderer.codec(writingTo: destination.path) { () throws(CodecError) in
                    try PNGStreamEncoder(width: a.width, height: a.height, hasAlpha: options.diffMask, sink: destination)
                }
                diff = (destination, encoder)
            }
            do {
                result = try PixelMatch.compare(a, b, options: options) { rows in try diff?.encoder.append(rows) }
                if let diff {
                    try ChatRenderer.codec(writingTo: diff.output.path) { () throws(CodecError) in try diff.encoder.finish() }
                    try diff.output.commit()
                }
            } catch {
                diff?.encoder.cancel()
                diff?.output.discard()
                if let error = error as? RenderError { throw error }
                if let error = error as? CodecError, case .writeFailed(let reason) = error {
                    throw RenderError.outputUnwritable(path: output ?? "the diff image", reason: reason)
                }
                throw RenderError.image(path: "\(first), \(second)", usedBy: "chatrender diff", reason: "\(error)")
            }
            if output != nil, !sizesMatch {
                FileHandle.standardError.write(Data("chatrender: note: no diff image written to \(output ?? ""): the sizes differ\n".utf8))
            }
        } catch {
            throw fail(error)
        }
        let text = json ? DiffReport.json(result) : DiffReport.sentence(result, otherWidth: otherSize.width, otherHeight: otherSize.height)
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
        if !result.matches { throw ExitCode(1) }
    }

    /// Opens one image for reading row by row: a missing or unreadable file is `inputUnreadable` (exit 66), bytes
    /// that are not a decodable PNG or JPEG are `image` (exit 65). PNGs of any height stream.
    static func open(_ path: String) throws(RenderError) -> any PixmapRowSource {
        let data: [UInt8]
        do {
            // Regular files only (a FIFO would block and /dev/zero never ends), or standard input for `-`.
            data = path == "-" ? try InputFile.readStandardInput(limit: InputLimits.imageBytes)
                : try InputFile.readRegular(path, limit: InputLimits.imageBytes)
        } catch {
            switch error {
            case .missing: throw .inputUnreadable(path: path, reason: "no such file")
            case .notRegular(_, .directory): throw .inputUnreadable(path: path, reason: "it is a directory, not an image file")
            case .notRegular(_, let kind): throw .inputUnreadable(path: path, reason: "it is \(kind), not an image file")
            default: throw .inputUnreadable(path: path, reason: "\(error)")
            }
        }
        do {
            return try ImageRows.open(data)
        } catch {
            throw .image(path: path == "-" ? "<stdin>" : path, usedBy: "chatrender diff", reason: "\(error)")
        }
    }
}

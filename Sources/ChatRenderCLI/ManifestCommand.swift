import ArgumentParser
import ChatCheck
import ChatRender
import ChatRenderProcess
import Foundation

/// `chatrender render --manifest chats.jsonl --out-dir OUT` (or `--out shards/out-%06d.tar`), `--shard K/N`:
/// a manifest's samples (`ManifestRender`), each failing line named on standard error as it is found, a summary
/// on a terminal only, and the exit status of the worst failure.
struct ManifestCommand {
    let manifest: String
    let destination: ManifestRender.Destination
    let shard: Shard?
    let annotations: Bool
    let jobs: Int?
    let format: OutputFormat
    let encoding: OutputEncoding
    let options: RenderOptions

    func run() throws {
        let render = ManifestRender(manifest: manifest, destination: destination, options: options, encoding: encoding,
                                    fileExtension: format.fileExtension, shard: shard, annotations: annotations, workers: jobs,
                                    files: OutputDestination.files)
        let shown = manifest == "-" ? "<stdin>" : manifest
        var statuses = Set<Int32>()
        let summary: ManifestRender.Summary
        do {
            summary = try render.run { failure in
                statuses.insert(Self.status(of: failure.problem))
                FileHandle.standardError.write(Data("chatrender: error: \(shown) \(failure)\n".utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("chatrender: error: \(error)\n".utf8))
            switch error {
            case .unreadable: throw ExitCode(ExitStatus.noInput)
            case .outputUnwritable: throw ExitCode(ExitStatus.cannotCreate)
            }
        }
        if isatty(STDERR_FILENO) == 1 {
            var text = "rendered \(summary.rendered), skipped \(summary.skipped) (already done)"
            if summary.failed > 0 { text += ", \(summary.failed) failed" }
            if let shard { text += " (shard \(shard) of \(Plural.count(summary.lines, "line")))" }
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
        let status = BatchCommand.worstStatus(statuses)
        if status != 0 { throw ExitCode(status) }
    }

    /// A bad line is bad data (65); a render's failure has its own status.
    static func status(of problem: ManifestFailure.Problem) -> Int32 {
        switch problem {
        case .invalidLine, .tooLong, .duplicateID: ExitStatus.dataError
        case .render(let error): ExitStatus.of(error)
        }
    }
}

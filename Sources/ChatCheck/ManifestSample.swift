import ChatCodec
import ChatModel
import ChatRender
import Foundation

/// What became of one sample.
enum SampleOutcome: Sendable {
    case failed(ManifestFailure)
    /// Its outputs were already there for the same input.
    case skipped
    /// Written into the output directory.
    case written
    /// Rendered into memory for a tar file: its members, sorted by name.
    case rendered(id: String, members: [(name: String, bytes: [UInt8])])
}

/// What every sample of a run shares, and how one sample is rendered (on any worker thread).
struct SampleContext: Sendable {
    let renderer: ChatRenderer
    let encoding: ChatOutputEncoding
    let fileExtension: String
    let annotations: Bool
    let files: any ChatFileWriter
    let settings: String
    let baseDirectory: String
    /// The output directory; nil when samples go into tar files.
    let directory: String?

    func process(_ sample: Sample) -> SampleOutcome {
        let line: ManifestLine
        do {
            line = try ManifestLine.decode(sample.bytes, baseDirectory: baseDirectory)
        } catch {
            return .failed(ManifestFailure(line: sample.line, id: sample.id, problem: .invalidLine(error)))
        }
        do throws(ChatRenderError) {
            guard let directory else { return .rendered(id: line.id, members: try renderInMemory(line)) }
            return try renderIntoDirectory(line, directory: directory, digest: digest(of: sample.bytes)) ? .written : .skipped
        } catch {
            return .failed(ManifestFailure(line: sample.line, id: line.id, problem: .render(error)))
        }
    }

    /// The marker's content: the SHA-256 of the settings and the line.
    func digest(of line: [UInt8]) -> String {
        var hash = SHA256()
        hash.update(Array(settings.utf8))
        hash.update(line)
        return hash.hexDigest() + "\n"
    }

    /// Writes `<id>.<ext>`, `<id>.json` and, last, the marker `<id>.done`; false (nothing written) when the marker
    /// already holds `digest` and the outputs exist.
    private func renderIntoDirectory(_ line: ManifestLine, directory: String, digest: String) throws(ChatRenderError) -> Bool {
        let stem = (directory as NSString).appendingPathComponent(line.id)
        let image = stem + "." + fileExtension, json = stem + ".json", marker = stem + ".done"
        let manager = FileManager.default
        if let recorded = manager.contents(atPath: marker), String(decoding: recorded, as: UTF8.self) == digest,
           manager.fileExists(atPath: image), !annotations || manager.fileExists(atPath: json) {
            return false
        }
        let folder = (stem as NSString).deletingLastPathComponent
        if let reason = OutputDirectory.create(folder) { throw .outputUnwritable(path: image, reason: reason) }
        let output = try files.open(image)
        do throws(ChatRenderError) {
            try renderer.render(line.conversation, as: encoding, to: output)
            try output.commit()
        } catch {
            output.discard()
            throw error
        }
        if annotations { try files.write(annotationBytes(line), to: json) }
        try files.write(Array(digest.utf8), to: marker)
        return true
    }

    /// The sample's members for a tar file, sorted by name: `<id>.<ext>` and, with annotations, `<id>.json`.
    private func renderInMemory(_ line: ManifestLine) throws(ChatRenderError) -> [(name: String, bytes: [UInt8])] {
        let sink = ChatMemorySink()
        try renderer.render(line.conversation, as: encoding, to: sink)
        var members = [(name: line.id + "." + fileExtension, bytes: sink.bytes)]
        if annotations { members.append((name: line.id + ".json", bytes: try annotationBytes(line))) }
        return members.sorted { $0.name < $1.name }
    }

    private func annotationBytes(_ line: ManifestLine) throws(ChatRenderError) -> [UInt8] {
        let list = try renderer.layout(line.conversation)
        return Array(ChatAnnotations.json(for: list, conversation: line.conversation, id: line.id).utf8)
    }
}

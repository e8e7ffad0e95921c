import ChatCodec
import ChatRender
import Foundation

/// Writes samples into WebDataset-style tar files (`--out shards/out-%06d.tar`): each sample's members one after
/// another in name order (`<id>.json`, `<id>.png`), a new file after every `samplesPerFile` samples. Each file is
/// written through `files` (a temporary file renamed into place when it is complete), so an interrupted run leaves
/// only whole tar files.
///
/// The j-th file (from 0) of a process is numbered j, or (K − 1) + N·j under `--shard K/N`: the N processes of one
/// manifest never write the same file name.
final class ArchiveWriter {
    private let pattern: String
    private let samplesPerFile: Int
    private let shard: Shard?
    private let files: any ChatFileWriter
    private var current: (any ChatPendingFile)?
    private var samplesInCurrent = 0
    private(set) var written: [String] = []

    init(pattern: String, samplesPerFile: Int, shard: Shard?, files: any ChatFileWriter) {
        self.pattern = pattern
        self.samplesPerFile = max(1, samplesPerFile)
        self.shard = shard
        self.files = files
    }

    deinit {
        current?.discard()
    }

    /// Appends one sample's members, starting a new file when needed.
    func add(id: String, members: [(name: String, bytes: [UInt8])]) throws(ManifestError) {
        if current == nil { try open() }
        guard let current else { return }
        do throws(CodecError) {
            for member in members { try TarArchive.writeMember(name: member.name, bytes: member.bytes, to: current) }
        } catch {
            throw .outputUnwritable(path: current.path, reason: error.description)
        }
        samplesInCurrent += 1
        if samplesInCurrent == samplesPerFile { try close() }
    }

    /// Ends the last file.
    func finish() throws(ManifestError) {
        if current != nil { try close() }
    }

    private func open() throws(ManifestError) {
        let number = shard.map { ($0.index - 1) + $0.count * written.count } ?? written.count
        guard let path = TarNamePattern.name(pattern, number: number) else {
            throw .outputUnwritable(path: pattern, reason: "the name needs exactly one %d or %06d-style field")
        }
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, let reason = OutputDirectory.create(folder) { throw .outputUnwritable(path: path, reason: reason) }
        do throws(ChatRenderError) {
            current = try files.open(path)
        } catch {
            throw .outputUnwritable(path: path, reason: Self.reason(error))
        }
        samplesInCurrent = 0
    }

    private func close() throws(ManifestError) {
        guard let file = current else { return }
        current = nil
        do throws(CodecError) {
            try TarArchive.writeEnd(to: file)
        } catch {
            file.discard()
            throw .outputUnwritable(path: file.path, reason: error.description)
        }
        do throws(ChatRenderError) {
            try file.commit()
        } catch {
            throw .outputUnwritable(path: file.path, reason: Self.reason(error))
        }
        written.append(file.path)
    }

    private static func reason(_ error: ChatRenderError) -> String {
        if case .outputUnwritable(_, let reason) = error { return reason }
        return error.description
    }
}

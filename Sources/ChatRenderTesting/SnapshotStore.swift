import ChatCodec
import ChatRender
import Foundation

/// Where goldens and failure artifacts go, and whether to record.
///
/// By default goldens live in `__Snapshots__/<TestFileName>/` beside the test file (as swift-snapshot-testing
/// keeps them) and artifacts in `<package>/.build/chatrender-artifacts/`; `CHATRENDER_RECORD=1` re-records.
public struct ChatSnapshotStore: Sendable {
    public var goldenDirectory: String
    public var artifactsDirectory: String
    /// Write the rendering as the golden even when one exists.
    public var record: Bool
    /// How a rendering is compared with its golden: `ChatImageComparison`'s defaults unless given (threshold 0.1,
    /// anti-aliased pixels not counted, no changed pixel allowed); `try ChatImageComparison(threshold: 0,
    /// includeAntialiasing: true)` is strict, `allowedMismatch:` tolerates a share of changed pixels.
    public var comparison: ChatImageComparison

    /// A store with goldens in `goldenDirectory` and failure artifacts in `artifactsDirectory`.
    public init(goldenDirectory: String, artifactsDirectory: String,
                record: Bool = ProcessInfo.processInfo.environment["CHATRENDER_RECORD"] == "1",
                comparison: ChatImageComparison = ChatImageComparison()) {
        self.goldenDirectory = goldenDirectory
        self.artifactsDirectory = artifactsDirectory
        self.record = record
        self.comparison = comparison
    }

    /// The default store for a test file: goldens in `<dir>/__Snapshots__/<file name without .swift>/`, artifacts in
    /// `<package>/.build/chatrender-artifacts/<file name without .swift>/` (so one name in two test files never
    /// collides). Exclude the goldens from the test target's sources: `exclude: ["__Snapshots__"]`.
    public static func beside(testFile: String) -> ChatSnapshotStore {
        let url = URL(fileURLWithPath: testFile)
        let suite = url.deletingPathExtension().lastPathComponent
        let golden = url.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(suite).path
        return ChatSnapshotStore(goldenDirectory: golden, artifactsDirectory: artifactsRoot(near: url).appendingPathComponent(suite).path)
    }

    /// The artifact paths of the snapshot `name`: the actual rendering and the diff image of a mismatch.
    public func artifactPaths(named name: String) -> (actual: String, diff: String) {
        let base = (artifactsDirectory as NSString).appendingPathComponent(name)
        return (base + ".actual.png", base + ".diff.png")
    }

    /// Removes the artifacts an earlier failing run left for `name`, once it matches (or is recorded).
    private func removeStaleArtifacts(named name: String) throws {
        let (actual, diff) = artifactPaths(named: name)
        for path in [actual, diff] where FileManager.default.fileExists(atPath: path) {
            try FileManager.default.removeItem(atPath: path)
        }
    }

    /// `.build/chatrender-artifacts` of the package containing `file` (the nearest directory with Package.swift).
    static func artifactsRoot(near file: URL) -> URL {
        var directory = file.deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory.appendingPathComponent(".build/chatrender-artifacts")
            }
            directory = directory.deletingLastPathComponent()
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-artifacts")
    }

    /// Compares `image` with the golden `name`.png: records it when missing or when recording, otherwise
    /// writes `<name>.actual.png` and `<name>.diff.png` to the artifacts directory on a mismatch. A match or a
    /// recording removes the artifacts an earlier failure left. `name` may contain `/` (subdirectories).
    public func verify(_ image: ChatPixmap, named name: String) throws -> ChatSnapshotOutcome {
        let golden = (goldenDirectory as NSString).appendingPathComponent("\(name).png")
        if record || !FileManager.default.fileExists(atPath: golden) {
            try FileManager.default.createDirectory(atPath: goldenDirectory, withIntermediateDirectories: true)
            try ChatAtomicFileWriter().write(ChatRenderer.encodePNG(image), to: golden)
            try removeStaleArtifacts(named: name)
            return .recorded(golden: golden)
        }
        let expected = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: golden))))
        let result = comparison.compare(expected: expected, actual: image, diffImage: true)
        if result.matches {
            try removeStaleArtifacts(named: name)
            return .matched
        }
        let (actual, diffFile) = artifactPaths(named: name)
        try FileManager.default.createDirectory(atPath: (actual as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if FileManager.default.fileExists(atPath: diffFile) { try FileManager.default.removeItem(atPath: diffFile) }
        try ChatAtomicFileWriter().write(ChatRenderer.encodePNG(image), to: actual)
        if result.sizeMismatch {
            return .sizeMismatch(actual: actual, actualSize: "\(result.actualSize)", goldenSize: "\(result.expectedSize)")
        }
        var diffPath: String?
        if let diff = result.diffImage {
            try ChatAtomicFileWriter().write(ChatRenderer.encodePNG(diff), to: diffFile)
            diffPath = diffFile
        }
        return .mismatched(percentage: result.percentage, differentPixels: result.mismatchedPixels, actual: actual, diff: diffPath)
    }

    /// Renders `conversation` with `renderer` and verifies it against the golden `name`.
    public func verify(_ conversation: ChatConversation, named name: String, renderer: ChatRenderer) throws -> ChatSnapshotOutcome {
        try verify(renderer.render(conversation), named: name)
    }
}

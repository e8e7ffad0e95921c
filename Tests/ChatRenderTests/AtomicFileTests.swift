import ChatRender
import Foundation
import Synchronization
import Testing

/// The library's own writer: whole files or nothing, its temporary files told to a registry when one is given (a
/// command-line program's signal handlers), and no process-wide state of its own.
@Suite("AtomicFile")
struct AtomicFileTests {
    /// Records what an `AtomicFile` registers.
    final class Registry: TemporaryFileRegistry {
        let state = Mutex<(live: [Int: String], next: Int, seen: [String])>(([:], 0, []))

        func register(_ path: String) -> Int {
            state.withLock { state in
                defer { state.next += 1 }
                state.live[state.next] = path
                state.seen.append(path)
                return state.next
            }
        }

        func unregister(_ token: Int) {
            state.withLock { _ = $0.live.removeValue(forKey: token) }
        }
    }

    func scratch(_ name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-atomic-\(name)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test("commit renames the temporary file into place; the registry hears of it only while it exists")
    func commit() throws {
        let dir = try scratch("commit")
        let registry = Registry()
        let file = try AtomicFileWriter(temporaryFiles: registry).open(dir + "/out.png")
        try file.write(Array("hello".utf8))
        let temporary = try #require(registry.state.withLock { $0.seen.first })
        #expect(temporary.hasPrefix(dir + "/.chatrender-partial-"))
        #expect(FileManager.default.fileExists(atPath: temporary) && !FileManager.default.fileExists(atPath: dir + "/out.png"))
        try file.commit()
        #expect(registry.state.withLock { $0.live.isEmpty })
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.png"])
        #expect(FileManager.default.contents(atPath: dir + "/out.png") == Data("hello".utf8))
    }

    @Test("discard leaves nothing behind; a missing directory is an unwritable output")
    func discard() throws {
        let dir = try scratch("discard")
        let registry = Registry()
        let file = try AtomicFileWriter(temporaryFiles: registry).open(dir + "/out.png")
        try file.write([1, 2, 3])
        file.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
        #expect(registry.state.withLock { $0.live.isEmpty })
        #expect(throws: RenderError.self) { try AtomicFileWriter().write([1], to: dir + "/missing/out.png") }
    }

    @Test("a whole-file write through a symbolic link replaces its target and keeps the link")
    func symlink() throws {
        let dir = try scratch("link")
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/target.txt"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.txt", withDestinationPath: "target.txt")
        try AtomicFileWriter().write(Array("new".utf8), to: dir + "/link.txt")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.txt") == "target.txt")
        #expect(FileManager.default.contents(atPath: dir + "/target.txt") == Data("new".utf8))
    }
}

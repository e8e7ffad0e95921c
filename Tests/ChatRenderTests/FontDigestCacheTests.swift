import Foundation
import Testing
@testable import ChatRender

@Suite("Font digests cached by path, size and date")
struct FontDigestCacheTests {
    /// A scratch directory with a cache directory and a 3 MB file in it.
    func scratch(_ name: String) throws -> (dir: String, file: String, bytes: [UInt8]) {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-digests-\(name)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: dir)
        try FileManager.default.createDirectory(atPath: dir + "/cache", withIntermediateDirectories: true)
        let bytes = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 5) }
        try Data(bytes).write(to: URL(fileURLWithPath: dir + "/font.ttf"))
        return (dir, dir + "/font.ttf", bytes)
    }

    /// Sets the file's modification time to `seconds` after the epoch.
    func touch(_ path: String, seconds: Int) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: TimeInterval(seconds))], ofItemAtPath: path)
    }

    @Test("a new process reads the digest from disk while size and date are unchanged, and hashes a changed file again")
    func diskCache() throws {
        let (dir, file, bytes) = try scratch("disk")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try touch(file, seconds: 1_700_000_000)
        let first = try FontDigestCache(directory: dir + "/cache").digest(ofFile: file)
        #expect(first == SHA256.hex(of: bytes))
        // Same size, same date, other bytes: a fresh cache (as in the next process) answers from the file, unread.
        var edited = bytes
        edited[0] ^= 0xff
        try Data(edited).write(to: URL(fileURLWithPath: file))
        try touch(file, seconds: 1_700_000_000)
        #expect(try FontDigestCache(directory: dir + "/cache").digest(ofFile: file) == first)
        // A new date: hashed again, and that digest is what the next process finds.
        try touch(file, seconds: 1_700_000_001)
        let second = try FontDigestCache(directory: dir + "/cache").digest(ofFile: file)
        #expect(second == SHA256.hex(of: edited))
        #expect(try FontDigestCache(directory: dir + "/cache").digest(ofFile: file) == second)
        // A memory-only cache hashes the file itself.
        #expect(try FontDigestCache(directory: nil).digest(ofFile: file) == SHA256.hex(of: edited))
    }

    @Test("damaged lines are ignored, an unwritable cache directory is no error, a missing file is one")
    func damagedAndUnwritable() throws {
        let (dir, file, bytes) = try scratch("damaged")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("not a line\n\(String(repeating: "z", count: 64))\t1\t2.000000000\t\(file)\n".utf8)
            .write(to: URL(fileURLWithPath: dir + "/cache/font-sha256.tsv"))
        #expect(try FontDigestCache(directory: dir + "/cache").digest(ofFile: file) == SHA256.hex(of: bytes))
        try Data().write(to: URL(fileURLWithPath: dir + "/plain"))
        #expect(try FontDigestCache(directory: dir + "/plain/cache").digest(ofFile: file) == SHA256.hex(of: bytes))
        #expect(throws: RenderError.self) { try FontDigestCache(directory: dir + "/cache").digest(ofFile: dir + "/missing.ttf") }
    }

    @Test("a line round-trips, nanoseconds included; the cache directory follows CHATRENDER_CACHE_DIR, XDG_CACHE_HOME, HOME")
    func lineAndDirectory() {
        let stamp = FontDigestCache.Stamp(path: "/fonts/a b.ttf", size: 10_980_856, seconds: 1_701_302_400, nanoseconds: 5_000)
        let digest = String(repeating: "0123456789abcdef", count: 4)
        let parsed = FontDigestCache.parse(FontDigestCache.line(digest, stamp).dropLast())
        #expect(parsed?.digest == digest)
        #expect(parsed?.stamp == stamp)
        #expect(FontDigestCache.defaultDirectory(environment: ["CHATRENDER_CACHE_DIR": "/c", "HOME": "/h"]) == "/c")
        #expect(FontDigestCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"]) == "/x/chatrender")
        #expect(FontDigestCache.defaultDirectory(environment: ["HOME": "/h"]) == "/h/.cache/chatrender")
        #expect(FontDigestCache.defaultDirectory(environment: [:]) == nil)
    }

    @Test("the emoji font's digest costs at most 50 ms once cached on disk, in any build")
    func cachedCost() throws {
        let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-digests-cost-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let digest = try FontDigestCache(directory: dir).digest(ofFile: emoji)
        #expect(digest == (try sha256sum(emoji)))
        let start = ContinuousClock.now
        #expect(try FontDigestCache(directory: dir).digest(ofFile: emoji) == digest)
        #expect(ContinuousClock.now - start < .milliseconds(50))
    }
}

import ChatRender
import ChatRenderTesting
import Foundation
import Testing
import XCTest

/// A renderer with fonts pinned by file, as every snapshot test should use.
let pinnedRenderer = ChatRenderer(options: ChatRenderOptions(fontFiles: [
    "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
    "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
    "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
]))

func chat(_ text: String) throws -> ChatConversation {
    let json = #"{"theme":"imessage","canvas":{"width":320,"scale":1},"participants":[{"id":"me","me":true},{"id":"ann"}],"messages":[{"from":"ann","text":"Hi!"},{"from":"me","text":"\#(text)"}]}"#
    return try pinnedRenderer.decodeConversation(Array(json.utf8), file: "test.json", baseDirectory: ".")
}

func scratchStore(_ name: String) throws -> ChatSnapshotStore {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("chatrender-snap-\(name)-\(getpid())")
    try? FileManager.default.removeItem(at: root)
    return ChatSnapshotStore(goldenDirectory: root.appendingPathComponent("goldens").path,
                         artifactsDirectory: root.appendingPathComponent("artifacts").path, record: false)
}

@Suite("Snapshot store")
struct SnapshotStoreTests {
    @Test("a missing golden is recorded, then the same rendering matches it")
    func recordThenMatch() throws {
        let store = try scratchStore("record")
        let first = try store.verify(try chat("Hello"), named: "hello", renderer: pinnedRenderer)
        guard case .recorded(let golden) = first else { Issue.record("expected a recording, got \(first)"); return }
        #expect(FileManager.default.fileExists(atPath: golden))
        #expect(first.failureMessage?.contains("recorded a new golden") == true)
        #expect(try store.verify(try chat("Hello"), named: "hello", renderer: pinnedRenderer) == .matched)
    }

    @Test("a changed rendering fails with the percentage and writes actual and diff images")
    func mismatch() throws {
        let store = try scratchStore("mismatch")
        _ = try store.verify(try chat("Hello"), named: "chat", renderer: pinnedRenderer)
        let outcome = try store.verify(try chat("Hellp"), named: "chat", renderer: pinnedRenderer)
        guard case .mismatched(let percentage, let pixels, let actual, let diff) = outcome else {
            Issue.record("expected a mismatch, got \(outcome)"); return
        }
        #expect(percentage > 0 && percentage < 5)
        #expect(pixels > 0)
        #expect(FileManager.default.fileExists(atPath: actual))
        #expect(diff.map { FileManager.default.fileExists(atPath: $0) } == true)
        #expect(outcome.failureMessage?.contains("pixels (") == true)
    }

    @Test("a rendering of another size is reported as a size mismatch")
    func size() throws {
        let store = try scratchStore("size")
        _ = try store.verify(try chat("One line"), named: "size", renderer: pinnedRenderer)
        let outcome = try store.verify(try chat("A much longer message that wraps onto a second line and more"), named: "size",
                                       renderer: pinnedRenderer)
        guard case .sizeMismatch = outcome else { Issue.record("expected a size mismatch, got \(outcome)"); return }
        #expect(outcome.failureMessage?.contains("size differs") == true)
    }

    @Test("recording mode overwrites an existing golden")
    func rerecord() throws {
        var store = try scratchStore("rerecord")
        _ = try store.verify(try chat("Before"), named: "r", renderer: pinnedRenderer)
        store.record = true
        guard case .recorded = try store.verify(try chat("After"), named: "r", renderer: pinnedRenderer) else {
            Issue.record("expected a recording"); return
        }
        store.record = false
        #expect(try store.verify(try chat("After"), named: "r", renderer: pinnedRenderer) == .matched)
    }

    @Test("the default store puts goldens in __Snapshots__/<test file>/ beside the test")
    func defaultLocation() {
        let store = ChatSnapshotStore.beside(testFile: "/work/app/Tests/AppTests/ChatTests.swift")
        #expect(store.goldenDirectory == "/work/app/Tests/AppTests/__Snapshots__/ChatTests")
    }
}

@Suite("assertSnapshot (Swift Testing)")
struct AssertSnapshotTests {
    @Test("a mismatch is reported as an issue; a match is silent")
    func reports() throws {
        let store = try scratchStore("assert")
        _ = try store.verify(try chat("Hello"), named: "a", renderer: pinnedRenderer)
        assertSnapshot(of: try chat("Hello"), named: "a", renderer: pinnedRenderer, store: store)
        withKnownIssue {
            assertSnapshot(of: try chat("Goodbye"), named: "a", renderer: pinnedRenderer, store: store)
        }
    }
}

/// XCTest users get the same check through `XCTAssertSnapshot`.
final class XCTestSnapshotTests: XCTestCase {
    func testMatchingGoldenPasses() throws {
        let store = try scratchStore("xctest")
        _ = try store.verify(try chat("From XCTest"), named: "x", renderer: pinnedRenderer)
        XCTAssertSnapshot(of: try chat("From XCTest"), named: "x", renderer: pinnedRenderer, store: store)
    }
}

@Suite("Snapshot names and artifacts")
struct SnapshotNamingTests {
    @Test("an unnamed snapshot takes the test's name; later ones in the same test are numbered")
    func derivedNames() {
        #expect(ChatSnapshotName.derived(function: "supportChat()", file: "/t/A.swift") == "supportChat")
        #expect(ChatSnapshotName.derived(function: "supportChat()", file: "/t/A.swift") == "supportChat-2")
        #expect(ChatSnapshotName.derived(function: "supportChat()", file: "/t/B.swift") == "supportChat")
        #expect(ChatSnapshotName.derived(function: "rtl(theme:dark:)", file: "/t/A.swift") == "rtl")
        #expect(ChatSnapshotName.derived(function: "testÜber Space", file: "/t/A.swift") == "testÜber_Space")
    }

    @Test("assertSnapshot without a name records under the test's name")
    func unnamedAssert() throws {
        let store = try scratchStore("unnamed")
        withKnownIssue("recording a missing golden is reported") {
            assertSnapshot(of: try chat("Hello"), renderer: pinnedRenderer, store: store, function: "greetsTheUser()")
        }
        #expect(FileManager.default.fileExists(atPath: store.goldenDirectory + "/greetsTheUser.png"))
        assertSnapshot(of: try chat("Hello"), named: "greetsTheUser", renderer: pinnedRenderer, store: store)
    }

    @Test("artifacts are kept per test file, so one name in two files never collides")
    func artifactsPerFile() {
        let one = ChatSnapshotStore.beside(testFile: "/work/app/Tests/AppTests/OneTests.swift")
        let two = ChatSnapshotStore.beside(testFile: "/work/app/Tests/AppTests/TwoTests.swift")
        #expect(one.artifactsDirectory.hasSuffix("chatrender-artifacts/OneTests"))
        #expect(one.artifactPaths(named: "chat").actual != two.artifactPaths(named: "chat").actual)
    }

    @Test("a pass removes the artifacts an earlier failure left")
    func staleArtifactsRemoved() throws {
        let store = try scratchStore("stale")
        _ = try store.verify(try chat("Hello"), named: "s", renderer: pinnedRenderer)
        let failed = try store.verify(try chat("Hellp"), named: "s", renderer: pinnedRenderer)
        #expect(failed.artifacts.count == 2)
        for (path, _) in failed.artifacts { #expect(FileManager.default.fileExists(atPath: path)) }
        #expect(try store.verify(try chat("Hello"), named: "s", renderer: pinnedRenderer) == .matched)
        for (path, _) in failed.artifacts { #expect(!FileManager.default.fileExists(atPath: path), "\(path)") }
    }
}

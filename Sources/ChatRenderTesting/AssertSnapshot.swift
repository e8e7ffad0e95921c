import ChatRender
import Foundation
import Testing
import XCTest

/// Swift Testing: renders `conversation` and compares it with the golden `name` beside this test file
/// (`__Snapshots__/<TestFile>/<name>.png`; without a name, the test function's name, see `ChatSnapshotName`).
///
/// A missing golden is recorded and reported as an issue (look at it, commit it, run again); a mismatch is
/// reported with the changed percentage and the paths of the actual and diff images, which are also attached to
/// the test's results. A pass removes the artifacts of an earlier failure. `CHATRENDER_RECORD=1` re-records
/// every golden.
public func assertSnapshot(
    of conversation: ChatConversation, named name: String? = nil, renderer: ChatRenderer = ChatRenderer(),
    store: ChatSnapshotStore? = nil, filePath: String = #filePath, function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let name = name ?? ChatSnapshotName.derived(function: function, file: filePath)
    assertSnapshot(outcome: { store in try store.verify(conversation, named: name, renderer: renderer) },
                   name: name, store: store, filePath: filePath, sourceLocation: sourceLocation)
}

/// Swift Testing: compares an already rendered image with the golden `name` (default: from the test's name).
public func assertSnapshot(
    of image: ChatPixmap, named name: String? = nil, store: ChatSnapshotStore? = nil,
    filePath: String = #filePath, function: String = #function, sourceLocation: SourceLocation = #_sourceLocation
) {
    let name = name ?? ChatSnapshotName.derived(function: function, file: filePath)
    assertSnapshot(outcome: { store in try store.verify(image, named: name) },
                   name: name, store: store, filePath: filePath, sourceLocation: sourceLocation)
}

private func assertSnapshot(outcome: (ChatSnapshotStore) throws -> ChatSnapshotOutcome, name: String, store: ChatSnapshotStore?,
                            filePath: String, sourceLocation: SourceLocation) {
    do {
        let outcome = try outcome(store ?? .beside(testFile: filePath))
        guard let message = outcome.failureMessage else { return }
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        // The images a reviewer needs, attached to the test's results (CI keeps them with the report).
        for (path, label) in outcome.artifacts {
            if let bytes = FileManager.default.contents(atPath: path) {
                Attachment.record([UInt8](bytes), named: "\(name).\(label).png", sourceLocation: sourceLocation)
            }
        }
    } catch {
        Issue.record(error, sourceLocation: sourceLocation)
    }
}

/// XCTest: renders `conversation` and compares it with the golden `name` beside this test file; fails the test
/// with the changed percentage and the artifact paths on a mismatch, and records a missing golden.
public func XCTAssertSnapshot(
    of conversation: ChatConversation, named name: String? = nil, renderer: ChatRenderer = ChatRenderer(),
    store: ChatSnapshotStore? = nil, file: StaticString = #filePath, function: String = #function, line: UInt = #line
) {
    let name = name ?? ChatSnapshotName.derived(function: function, file: "\(file)")
    XCTAssertSnapshot(outcome: { store in try store.verify(conversation, named: name, renderer: renderer) },
                      store: store, file: file, line: line)
}

/// XCTest: compares an already rendered image with the golden `name`.
public func XCTAssertSnapshot(of image: ChatPixmap, named name: String? = nil, store: ChatSnapshotStore? = nil,
                              file: StaticString = #filePath, function: String = #function, line: UInt = #line) {
    let name = name ?? ChatSnapshotName.derived(function: function, file: "\(file)")
    XCTAssertSnapshot(outcome: { store in try store.verify(image, named: name) }, store: store, file: file, line: line)
}

private func XCTAssertSnapshot(outcome: (ChatSnapshotStore) throws -> ChatSnapshotOutcome, store: ChatSnapshotStore?,
                               file: StaticString, line: UInt) {
    do {
        if let message = try outcome(store ?? .beside(testFile: "\(file)")).failureMessage {
            XCTFail(message, file: file, line: line)
        }
    } catch {
        XCTFail("snapshot could not be checked: \(error)", file: file, line: line)
    }
}

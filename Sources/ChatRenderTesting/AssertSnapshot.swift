import ChatRender
import Foundation
import Testing
import XCTest

/// Swift Testing: renders `conversation` and compares it with the golden `name` beside this test file.
///
/// A missing golden is recorded and reported as an issue (look at it, commit it, run again); a mismatch is
/// reported with the changed percentage and the paths of the actual and diff images. `CHATRENDER_RECORD=1`
/// re-records every golden.
public func assertSnapshot(
    of conversation: Conversation, named name: String, renderer: ChatRenderer = ChatRenderer(),
    store: SnapshotStore? = nil, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    assertSnapshot(outcome: { store in try store.verify(conversation, named: name, renderer: renderer) },
                   store: store, filePath: filePath, sourceLocation: sourceLocation)
}

/// Swift Testing: compares an already rendered image with the golden `name`.
public func assertSnapshot(
    of image: Pixmap, named name: String, store: SnapshotStore? = nil,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    assertSnapshot(outcome: { store in try store.verify(image, named: name) },
                   store: store, filePath: filePath, sourceLocation: sourceLocation)
}

private func assertSnapshot(outcome: (SnapshotStore) throws -> SnapshotOutcome, store: SnapshotStore?,
                            filePath: String, sourceLocation: SourceLocation) {
    do {
        if let message = try outcome(store ?? .beside(testFile: filePath)).failureMessage {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record(error, sourceLocation: sourceLocation)
    }
}

/// XCTest: renders `conversation` and compares it with the golden `name` beside this test file; fails the test
/// with the changed percentage and the artifact paths on a mismatch, and records a missing golden.
public func XCTAssertSnapshot(
    of conversation: Conversation, named name: String, renderer: ChatRenderer = ChatRenderer(),
    store: SnapshotStore? = nil, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertSnapshot(outcome: { store in try store.verify(conversation, named: name, renderer: renderer) },
                      store: store, file: file, line: line)
}

/// XCTest: compares an already rendered image with the golden `name`.
public func XCTAssertSnapshot(of image: Pixmap, named name: String, store: SnapshotStore? = nil,
                              file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertSnapshot(outcome: { store in try store.verify(image, named: name) }, store: store, file: file, line: line)
}

private func XCTAssertSnapshot(outcome: (SnapshotStore) throws -> SnapshotOutcome, store: SnapshotStore?,
                               file: StaticString, line: UInt) {
    do {
        if let message = try outcome(store ?? .beside(testFile: "\(file)")).failureMessage {
            XCTFail(message, file: file, line: line)
        }
    } catch {
        XCTFail("snapshot could not be checked: \(error)", file: file, line: line)
    }
}

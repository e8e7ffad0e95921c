import ChatModel
import Foundation
import Testing
@testable import ChatRender

/// An Adam7-interlaced photo draws exactly as the same pixels stored without interlacing, in every theme: no line
/// of another colour along its top edge (a designer saw a black one), at a scale that shrinks the photo and at one
/// that enlarges it.
@Suite("Interlaced photos")
struct InterlacedPhotoTests {
    static func conversation(_ image: String) throws -> Conversation {
        let path = (Repo.fixtures as NSString).appendingPathComponent(image)
        let json = #"{"version": 1, "canvas": {"width": 390, "scale": 2}, "participants": [{"id": "me", "me": true}, {"id": "ana", "name": "Ana"}],"#
            + #""messages": [{"from": "ana", "image": "\#(path)"}, {"from": "me", "image": "\#(path)", "caption": "Top row"}]}"#
        return try ChatRenderer().decodeConversation(Array(json.utf8), file: "interlaced.json", baseDirectory: Repo.fixtures)
    }

    @Test("the same bytes as the image without interlacing", arguments: ThemeLocator.builtInNames)
    func sameAsNotInterlaced(theme: String) throws {
        for scale in [1.0, 3.0] {
            let options = PinnedFonts.options(theme: theme, scale: scale)
            let interlaced = try StreamingTests.png(try Self.conversation("interlaced.png"), options).bytes
            let plain = try StreamingTests.png(try Self.conversation("not-interlaced.png"), options).bytes
            #expect(interlaced == plain, "\(theme) at scale \(scale)")
        }
    }
}

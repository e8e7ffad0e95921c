import ChatModel
@testable import ChatPaint
import ChatRaster
import Foundation
import Testing
@testable import ChatRender

/// Images shared between the renders of one `ChatRenderCache` (a batch, the service): the bytes of renders of their
/// own, taken by the content of a file (never by its name), held within their limit.
@Suite("Images shared between renders")
struct SharedImagesTests {
    static func png(_ conversation: Conversation, _ options: RenderOptions, cache: ChatRenderCache?) throws -> [UInt8] {
        let sink = MemorySink()
        try ChatRenderer(options: options, cache: cache).render(conversation, as: .png, to: sink)
        return sink.bytes
    }

    @Test("renders sharing a cache write the bytes of renders without one, and take the images from it")
    func sameBytesShared() throws {
        let conversation = try PrefetchTests.mediaChat()
        let options = PinnedFonts.options(theme: "whatsapp", scale: 2)
        let reference = try Self.png(conversation, options, cache: nil)
        let cache = ChatRenderCache()
        #expect(cache.images.heldBytes == 0)
        for round in 0..<3 {
            #expect(try Self.png(conversation, options, cache: cache) == reference, "render \(round) with the shared cache")
            #expect(cache.images.heldBytes > 0)
        }
    }

    @Test("an image file changed between two renders is decoded again: images are shared by content, not by name")
    func keyedByContent() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shared-images-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let photo = (directory as NSString).appendingPathComponent("photo.jpg")
        let avatar = (directory as NSString).appendingPathComponent("avatar.png")
        let images = Repo.path("samples/images")
        try FileManager.default.copyItem(atPath: "\(images)/landscape.jpg", toPath: photo)
        try FileManager.default.copyItem(atPath: "\(images)/avatar-maya.png", toPath: avatar)
        let json = #"{"version": 1, "theme": "whatsapp", "canvas": {"width": 390, "scale": 2}, "participants": ["#
            + #"{"id": "me", "me": true}, {"id": "ana", "name": "Ana", "avatar": "avatar.png"}],"#
            + #""messages": [{"from": "ana", "image": "photo.jpg"}, {"from": "me", "text": "Nice"}]}"#
        let conversation = try ChatRenderer().decodeConversation(Array(json.utf8), file: "chat.json", baseDirectory: directory)
        let options = PinnedFonts.options(theme: "whatsapp", scale: 2)
        let cache = ChatRenderCache()
        let first = try Self.png(conversation, options, cache: cache)
        #expect(first == (try Self.png(conversation, options, cache: nil)))
        // Other pictures under the same names.
        try FileManager.default.removeItem(atPath: photo)
        try FileManager.default.removeItem(atPath: avatar)
        try FileManager.default.copyItem(atPath: "\(images)/portrait.jpg", toPath: photo)
        try FileManager.default.copyItem(atPath: "\(images)/avatar-jordan.png", toPath: avatar)
        let second = try Self.png(conversation, options, cache: cache)
        #expect(second == (try Self.png(conversation, options, cache: nil)))
        #expect(second != first)
    }

    @Test("the least recently used images go first, and none larger than a quarter of the limit is kept")
    func limit() {
        // The digest is the bytes themselves here: keys are made by hand.
        let images = SharedImages(limit: 4000) { $0 }
        func key(_ n: UInt8) -> SharedImages.Key {
            SharedImages.Key(content: [n], kind: .decoded, width: -1, height: -1, sourceWidth: 0, sourceHeight: 0)
        }
        let pixmap = Pixmap(width: 10, height: 10, fill: .transparent)  // 400 bytes
        for n: UInt8 in 0..<10 { images.keep(pixmap, for: key(n)) }
        #expect(images.heldBytes == 4000)
        #expect(images.pixmap(for: key(0)) != nil)  // now the most recently used
        images.keep(pixmap, for: key(10))
        #expect(images.heldBytes == 4000)
        #expect(images.pixmap(for: key(0)) != nil)
        #expect(images.pixmap(for: key(1)) == nil)
        #expect(images.pixmap(for: key(10)) != nil)
        images.keep(Pixmap(width: 20, height: 20, fill: .transparent), for: key(20))  // 1600 bytes
        #expect(images.pixmap(for: key(20)) == nil)
        #expect(images.heldBytes == 4000)
    }

    @Test("what one cache recorded is taken in whole by another, whose renders then make no image and write the same bytes")
    func handedOver() throws {
        let conversation = try PrefetchTests.mediaChat()
        let options = PinnedFonts.options(theme: "whatsapp", scale: 2)
        let reference = try Self.png(conversation, options, cache: nil)
        let copy = ChatRenderCache()
        copy.recordLearning()
        #expect(try Self.png(conversation, options, cache: copy) == reference)
        let learned = copy.learned()
        #expect(!learned.isEmpty)
        let daemon = ChatRenderCache()
        let taken = daemon.takeIn(learned: learned)
        #expect(taken > 0)
        #expect(daemon.images.heldBytes == copy.images.heldBytes)
        // A copy of the daemon's cache that renders the same chat learns nothing new.
        daemon.recordLearning()
        #expect(try Self.png(conversation, options, cache: daemon) == reference)
        #expect(daemon.learned().isEmpty)
        // Cut short or mangled, the bytes give what reads whole and nothing more; never a crash.
        #expect(ChatRenderCache().takeIn(learned: Array(learned.prefix(learned.count / 2))) < taken)
        #expect(ChatRenderCache().takeIn(learned: Array(learned.dropFirst())) == 0)
        var mangled = learned
        for index in stride(from: 5, to: min(mangled.count, 400), by: 7) { mangled[index] ^= 0xA5 }
        _ = ChatRenderCache().takeIn(learned: mangled)
    }
}

import ChatLayout
import ChatModel
import Testing

/// Videos: the thumbnail as a photo, a play button in its centre, the duration in the corner away from the tail.
@Suite("Video layout")
struct VideoLayoutTests {
    func video(_ list: DisplayList, _ message: Int) throws -> (LayoutElement, VideoElement) {
        let element = try #require(list.elements("video", message: message).first)
        guard case .video(let video) = element.content else { throw FakeError.missing("video") }
        return (element, video)
    }

    @Test("the thumbnail follows the photo rules and the overlay covers it")
    func frames() throws {
        let list = try layout([Message(index: 0, from: "ana", content: .video(thumbnail: "v.jpg", duration: 65)),
                               Message(index: 1, from: "me", content: .video(thumbnail: "v.jpg", duration: nil))],
                              photos: ["v.jpg": Size(width: 1600, height: 900)])
        let photo = try #require(list.elements("image", message: 0).first)
        let plain = try layout([Message(index: 0, from: "ana", content: .image(path: "v.jpg", caption: nil))],
                               photos: ["v.jpg": Size(width: 1600, height: 900)])
        #expect(photo.frame == plain.elements("image")[0].frame)
        guard case .photo(let image) = photo.content else { Issue.record("no photo"); return }
        #expect(image.key == "video.thumbnail")
        let (element, overlay) = try video(list, 0)
        #expect(element.frame == photo.frame)
        #expect(overlay.buttonFrame == Rect(x: (photo.frame.width - 44) / 2, y: (photo.frame.height - 44) / 2, width: 44, height: 44))
        let text = try #require(overlay.duration)
        #expect(text.block.lines.map(\.text) == ["1:05"])
        let badge = try #require(overlay.badgeFrame)
        // Incoming bubbles sit on the left with the tail there: the pill goes bottom right.
        #expect(badge.maxX == photo.frame.width - 8)
        #expect(badge.maxY == photo.frame.height - 8)
        #expect(overlay.durationOffset == Point(x: badge.minX + 6, y: badge.minY + 2))
        let (_, outgoing) = try video(list, 1)
        #expect(outgoing.duration == nil && outgoing.badgeFrame == nil)
        let json = LayoutJSON.encode(list)
        #expect(json.contains(#""kind" : "video""#))
    }

    @Test("outgoing videos put the duration bottom left")
    func outgoingBadge() throws {
        let list = try layout([Message(index: 0, from: "me", content: .video(thumbnail: "v.jpg", duration: 5))],
                              photos: ["v.jpg": Size(width: 900, height: 1600)])
        let (_, overlay) = try video(list, 0)
        #expect(overlay.badgeFrame?.minX == 8)
    }

    @Test("a missing thumbnail is a layout error naming the message and path")
    func missingThumbnail() throws {
        #expect(throws: LayoutError.self) {
            try layout([Message(index: 0, from: "me", content: .video(thumbnail: "gone.jpg", duration: 5))])
        }
    }
}

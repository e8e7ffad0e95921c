import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// Videos: the thumbnail as a photo, a play button in its centre, the duration in the corner away from the tail.
@Suite("Video layout")
struct VideoLayoutTests {
    func video(_ list: Placements, _ message: Int) throws -> (LayoutElement, VideoElement) {
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

    @Test("WhatsApp: a camera glyph and the duration at the bottom leading corner over a dark gradient, the time at the bottom trailing one",
          arguments: [Appearance.light, .dark])
    func whatsAppDuration(_ appearance: Appearance) throws {
        let theme = try BuiltInThemes.spec("whatsapp")
        #expect(theme.groups.videoDuration.backdrop == .gradient)
        for (sender, direction) in [("ana", LayoutDirection.ltr), ("me", .ltr), ("ana", .rtl)] {
            let messages = [Message(index: 0, from: sender, content: .video(thumbnail: "v.jpg", duration: 65), time: "9:41")]
            let conversation = Conversation(appearance: appearance, canvas: Canvas(width: 390, scale: 2), direction: direction,
                                            participants: [me, ana], messages: messages)
            let list = try LayoutEngine(conversation: conversation, theme: theme, text: FakeMeasurer(),
                                        resources: FakeResources(photos: ["v.jpg": Size(width: 1600, height: 900)])).placements()
            let (element, overlay) = try video(list, 0)
            let text = try #require(overlay.duration)
            let glyph = try #require(overlay.durationGlyph)
            #expect(overlay.badgeFrame == nil, "no pill: the gradient carries the duration")
            #expect(glyph.glyph == "videoFilled" && glyph.color == .white && text.color == .white)
            let shade = try #require(overlay.shade)
            #expect(shade.height > 0 && shade.height < element.frame.height / 2)
            #expect(shade.color.red == 0 && shade.color.alpha > 0)
            let textFrame = Rect(x: overlay.durationOffset.x, y: overlay.durationOffset.y, width: text.block.size.width,
                                 height: text.block.size.height)
            // Bottom: inside the gradient, near the bottom edge.
            #expect(textFrame.minY >= element.frame.height - shade.height && textFrame.maxY <= element.frame.height - 4)
            #expect(abs(glyph.frame.midY - textFrame.midY) < 0.001)
            // Leading: the left corner (the right one in a right-to-left chat, clear of a tail), the glyph before the text.
            if direction == .ltr {
                #expect(glyph.frame.minX < 20 && glyph.frame.maxX < textFrame.minX)
            } else {
                #expect(textFrame.maxX < glyph.frame.minX && glyph.frame.maxX > element.frame.width - 20)
            }
            // The time on its pill takes the other bottom corner, on the duration's line.
            let time = try #require(list.elements("label", message: 0).first { element in
                if case .label(let label) = element.content { return label.role == "time" } else { return false }
            })
            let timeFrame = time.frame.offsetBy(dx: -element.frame.minX, dy: -element.frame.minY)
            #expect(abs(timeFrame.midY - textFrame.midY) < 1)
            #expect(direction == .ltr ? timeFrame.minX > textFrame.maxX : timeFrame.maxX < textFrame.minX)
        }
    }

    @Test("a missing thumbnail is a layout error naming the message and path")
    func missingThumbnail() throws {
        #expect(throws: LayoutError.self) {
            try layout([Message(index: 0, from: "me", content: .video(thumbnail: "gone.jpg", duration: 5))])
        }
    }
}

import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// `groups.voice`: WhatsApp's voice notes with the sender's picture and microphone badge, a bare play triangle and a
/// seek thumb.
@Suite("Voice notes as WhatsApp draws them")
struct VoiceLayoutTests {
    @Test("the picture leads the note, its badge in the corner clear of the initials; mine turns the read colour once read",
          arguments: [LayoutDirection.ltr, .rtl])
    func pictureAndBadge(_ direction: LayoutDirection) throws {
        let theme = try BuiltInThemes.spec("whatsapp")
        let messages = [Message(index: 0, from: "ana", content: .audio(duration: 14), time: "9:30"),
                        Message(index: 1, from: "me", content: .audio(duration: 8), time: "9:31", status: .read)]
        let list = try layout(messages, theme: theme, direction: direction)
        for message in 0..<2 {
            let avatarElement = try #require(list.elements("avatar", message: message).first)
            let audioElement = try #require(list.elements("audio", message: message).first)
            guard case .avatar(let avatar) = avatarElement.content, case .audio(let audio) = audioElement.content else {
                Issue.record("no picture or audio"); return
            }
            #expect(avatarElement.frame.width == 44)
            let badge = try #require(avatar.badge)
            #expect(badge.glyph == "microphone")
            // Inside the picture's frame (bands draw an element within its frame), in its bottom corner.
            #expect(badge.frame.minX >= 0 && badge.frame.maxX <= 44 && badge.frame.maxY <= 44 && badge.frame.minY > 22)
            if let initials = avatar.initials {
                let size = initials.block.size
                let box = Rect(x: 22 - size.width / 2, y: 22 - size.height / 2, width: size.width, height: size.height)
                let across = min(box.maxX, badge.frame.maxX) - max(box.minX, badge.frame.minX)
                let down = min(box.maxY, badge.frame.maxY) - max(box.minY, badge.frame.minY)
                #expect(across <= 1 || down <= 1, "the badge covers the initials: \(badge.frame) over \(box)")
            }
            #expect(badge.glyphColor == (message == 0 ? Color(hex: "#00A884")! : theme.light.statusRead))
            // The picture leads: left of the button, or right of it in a right-to-left chat.
            let button = audio.buttonFrame.offsetBy(dx: audioElement.frame.minX, dy: audioElement.frame.minY)
            if direction == .ltr { #expect(avatarElement.frame.maxX <= button.minX) } else { #expect(avatarElement.frame.minX >= button.maxX) }
            #expect(!audio.buttonDisc)
            let thumb = try #require(audio.thumb)
            #expect(thumb.color == Color(hex: "#00A884")!)
            #expect(audio.duration.color == (message == 0 ? theme.light.incomingTime : theme.light.outgoingTime))
        }
        // The default rule: a disc button, no picture, no thumb.
        var plain = theme
        plain.groups.voice = VoiceRule()
        let bare = try layout(messages, theme: plain)
        #expect(bare.elements("avatar").isEmpty)
        guard case .audio(let audio) = try #require(bare.elements("audio").first).content else { return }
        #expect(audio.buttonDisc && audio.thumb == nil)
    }
}

import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// The typing indicator: a bubble with three dots.
@Suite("Typing indicator layout")
struct TypingLayoutTests {
    @Test("a one-line-tall bubble with three dots of decreasing opacity centred in its content area")
    func frames() throws {
        let list = try layout([text(0, "ana", "hi"), Message(index: 1, from: "ana", content: .typing)])
        let bubble = try #require(list.elements("bubble", message: 1).first)
        let typing = try #require(list.elements("typing", message: 1).first)
        guard case .typing(let dots) = typing.content, case .bubble(let shape) = bubble.content else {
            Issue.record("missing typing elements"); return
        }
        // Body 16 pt: dots of 8 pt (16 × 0.47 rounded), 4 pt apart: 32 pt of dots.
        #expect(dots.dotDiameter == 8)
        #expect(dots.spacing == 4)
        #expect(dots.width == 32)
        #expect(dots.opacities == [1.0, 0.65, 0.35])
        #expect(dots.opacities == dots.opacities.sorted(by: >))
        #expect(dots.color == testTheme().light.time)
        // Width: 32 + insets 26 + 4; height: one 20 pt line + 12 (as a one-line text bubble).
        #expect(bubble.frame.width == 62)
        #expect(bubble.frame.height == 32)
        #expect(bubble.frame.height == list.elements("bubble", message: 0)[0].frame.height)
        #expect(shape.position == .last)
        #expect(shape.image == "bubble-tail")
        // Mirrored incoming template: 16 pt inset on the left, 10 on the right; dots centred between them.
        let content = bubble.frame.inset(by: EdgeInsets(top: 6, left: 16, bottom: 6, right: 10))
        #expect(typing.frame == Rect(x: content.midX - 16, y: content.midY - 4, width: 32, height: 8))
        #expect(dots.dotCentre(0, in: typing.frame) == Point(x: typing.frame.minX + 4, y: typing.frame.midY))
        #expect(dots.dotCentre(2, in: typing.frame) == Point(x: typing.frame.maxX - 4, y: typing.frame.midY))
    }

    @Test("an outgoing typing bubble uses the outgoing colours and the layout JSON lists the dots")
    func outgoing() throws {
        let list = try layout([Message(index: 0, from: "me", content: .typing)])
        guard case .typing(let dots) = try #require(list.elements("typing").first).content else {
            Issue.record("no dots"); return
        }
        #expect(dots.color == testTheme().light.outgoingText)
        let json = LayoutJSON.encode(list)
        #expect(json.contains(#""kind" : "typing""#))
        // Three dots, each a circle.
        #expect(json.components(separatedBy: #""circle" : ["#).count == 4)
    }

    @Test("iMessage: a tailless typing bubble with two circles of its colour trailing from the sender's bottom corner")
    func iMessageCircles() throws {
        let theme = try BuiltInThemes.spec("imessage")
        for (sender, onRight) in [("ana", false), ("me", true)] {
            let list = try layout([Message(index: 0, from: sender, content: .typing)], theme: theme)
            let bubble = try #require(list.elements("bubble").first)
            guard case .bubble(let shape) = bubble.content else { Issue.record("no bubble"); return }
            #expect(shape.image == theme.textBubbles.style(for: .middle).image, "the tailless template")
            #expect(shape.image != theme.textBubbles.style(for: .single).image)
            let circles = list.elements("backdrop")
            #expect(circles.count == 2)
            guard circles.count == 2, case .backdrop(let large) = circles[0].content, case .backdrop(let small) = circles[1].content else { return }
            let colors = theme.colors(for: .light)
            #expect(large.color == (onRight ? colors.outgoingBubble : colors.incomingBubble) && small.color == large.color)
            #expect(circles[0].frame.width > circles[1].frame.width)
            #expect(large.cornerRadius == circles[0].frame.width / 2)
            // The larger overlaps the bubble's bottom; the smaller sits below it, further out on the sender's side.
            #expect(circles[0].frame.minY < bubble.frame.maxY && circles[0].frame.maxY > bubble.frame.maxY)
            #expect(circles[1].frame.minY > bubble.frame.maxY)
            #expect(onRight ? circles[1].frame.midX > circles[0].frame.midX : circles[1].frame.midX < circles[0].frame.midX)
            #expect(onRight ? circles[0].frame.midX > bubble.frame.midX : circles[0].frame.midX < bubble.frame.midX)
        }
        // Themes with an ordinary tail draw no circles.
        let plain = try layout([Message(index: 0, from: "ana", content: .typing)], theme: try BuiltInThemes.spec("whatsapp"))
        #expect(plain.elements("backdrop").isEmpty)
    }
}

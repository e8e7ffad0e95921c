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
        #expect(json.contains(#""dotDiameter" : 8"#))
        #expect(json.contains(#""opacities" : ["#))
    }
}

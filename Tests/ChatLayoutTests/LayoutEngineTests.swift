import ChatGeometry
import ChatLayout
import ChatModel
import Testing

@Suite("Layout engine")
struct LayoutEngineTests {
    @Test("outgoing bubbles hug the right margin, incoming ones sit after the avatar column")
    func sides() throws {
        let list = try layout([text(0, "me", "hello"), text(1, "ana", "hi there")])
        let out = try #require(list.elements("bubble", message: 0).first)
        let incoming = try #require(list.elements("bubble", message: 1).first)
        #expect(out.frame.maxX == 400 - 8)
        #expect(incoming.frame.minX == 8 + 30 + 6)
        // 5 chars × 8 pt + insets 10 + 16, height one line 20 + 12.
        #expect(out.frame.width == 66)
        #expect(out.frame.height == 32)
    }

    @Test("incoming templates with the tail on the right are mirrored, and their content insets swap")
    func mirroring() throws {
        let list = try layout([text(0, "me", "hello"), text(1, "ana", "hello")])
        guard case .bubble(let out) = list.elements("bubble", message: 0)[0].content,
              case .bubble(let incoming) = list.elements("bubble", message: 1)[0].content else {
            Issue.record("missing bubbles"); return
        }
        #expect(!out.mirrored)
        #expect(incoming.mirrored)
        let outText = list.elements("text", message: 0)[0].frame
        let inText = list.elements("text", message: 1)[0].frame
        let outBubble = list.elements("bubble", message: 0)[0].frame
        let inBubble = list.elements("bubble", message: 1)[0].frame
        #expect(outText.minX - outBubble.minX == 10)  // left inset of the template as drawn
        #expect(inText.minX - inBubble.minX == 16)    // the wider tail-side inset, now on the left
    }

    @Test("the tail template goes on the last bubble of a group only")
    func tails() throws {
        let list = try layout([text(0, "ana", "a"), text(1, "ana", "b"), text(2, "ana", "c")])
        let images = list.elements("bubble").compactMap { e -> String? in
            if case .bubble(let b) = e.content { return b.image } else { return nil }
        }
        #expect(images == ["bubble", "bubble", "bubble-tail"])
    }

    @Test("spacing: 2 pt inside a group, 10 pt between groups")
    func spacing() throws {
        let list = try layout([text(0, "ana", "a"), text(1, "ana", "b"), text(2, "me", "c")])
        let b = list.elements("bubble").map(\.frame)
        #expect(b[1].minY - b[0].maxY == 2)
        #expect(b[2].minY - b[1].maxY == 10)
    }

    @Test("long text wraps at the theme's maximum bubble width")
    func wrapping() throws {
        let body = String(repeating: "word ", count: 40)
        let list = try layout([text(0, "ana", body)])
        let t = try #require(list.elements("text").first)
        guard case .text(let element) = t.content else { Issue.record("not text"); return }
        #expect(element.maxWidth == 400 * 0.75 - 26)
        #expect(element.block.lines.count > 1)
        #expect(list.elements("bubble")[0].frame.width <= 300)
    }

    @Test("the avatar is on the last bubble of an incoming group, bottom-aligned")
    func avatarOnLast() throws {
        let list = try layout([text(0, "ana", "a"), text(1, "ana", "b")])
        let avatars = list.elements("avatar")
        #expect(avatars.count == 1)
        #expect(avatars[0].message == 1)
        #expect(avatars[0].frame.maxY == list.elements("bubble", message: 1)[0].frame.maxY)
        guard case .avatar(let a) = avatars[0].content else { return }
        #expect(a.image == nil)
        #expect(a.initials?.block.lines.first?.text == "AL")
    }

    @Test("placement `first` puts the avatar at the top of the first bubble")
    func avatarOnFirst() throws {
        let list = try layout([text(0, "ana", "a"), text(1, "ana", "b")], theme: testTheme(avatarPlacement: .first))
        let avatars = list.elements("avatar")
        #expect(avatars.map(\.message) == [0])
        #expect(avatars[0].frame.minY == list.elements("bubble", message: 0)[0].frame.minY)
    }

    @Test("`avatarsInGroupsOnly` hides avatars in a one-to-one chat and keeps them in groups")
    func avatarsInGroupsOnly() throws {
        var theme = testTheme()
        theme.metrics.avatarsInGroupsOnly = true
        let single = try layout([text(0, "ana", "a")], theme: theme)
        #expect(single.elements("avatar").isEmpty)
        #expect(single.elements("bubble")[0].frame.minX == 8)
        let group = try layout([text(0, "ana", "a"), text(1, "bo", "b")], participants: [me, ana, bo], theme: theme)
        #expect(group.elements("avatar").count == 2)
    }

    @Test("names appear above the first incoming bubble in group chats only")
    func names() throws {
        let two = try layout([text(0, "ana", "a")])
        #expect(two.elements("label").isEmpty)
        let group = try layout([text(0, "ana", "a"), text(1, "ana", "b"), text(2, "bo", "c")], participants: [me, ana, bo])
        let names = group.elements("label").compactMap { e -> String? in
            if case .label(let t) = e.content, t.role == "name" { return t.block.lines.first?.text } else { return nil }
        }
        #expect(names == ["Ana Lima", "Bo"])
    }

    @Test("a time header is shown for the first time and after a gap of an hour, not in between")
    func timeHeaders() throws {
        let list = try layout([
            text(0, "ana", "a", time: "2024-05-01T09:00:00Z"),
            text(1, "me", "b", time: "2024-05-01T09:10:00Z"),
            text(2, "ana", "c", time: "2024-05-01T11:00:00Z"),
        ])
        let headers = list.elements("label").filter { if case .label(let t) = $0.content { t.role == "timeHeader" } else { false } }
        #expect(headers.map(\.message) == [0, 2])
        #expect(headers[0].frame.midX == 200)
        guard case .label(let t) = headers[0].content else { return }
        #expect(t.block.lines[0].text.contains("9:00"))
    }

    @Test("`below` placement puts a short time under the bubble")
    func timeBelow() throws {
        let list = try layout([text(0, "me", "a", time: "2024-05-01T21:05:00Z")], theme: testTheme(timePlacement: .below))
        let label = try #require(list.elements("label").first)
        guard case .label(let t) = label.content else { return }
        #expect(t.block.lines[0].text == "9:05\u{202F}PM")  // ICU, like iOS 17, uses a narrow no-break space
        #expect(label.frame.minY > list.elements("bubble")[0].frame.maxY)
        #expect(label.frame.maxX == list.elements("bubble")[0].frame.maxX - 4)
    }

    @Test("free-text times are shown as written")
    func freeTextTime() throws {
        let list = try layout([text(0, "me", "a", time: "Yesterday 10:02")], theme: testTheme(timePlacement: .below))
        guard case .label(let t) = list.elements("label")[0].content else { Issue.record("no label"); return }
        #expect(t.block.lines[0].text == "Yesterday 10:02")
    }

    @Test("status marks sit left of outgoing bubbles; failed adds a red label", arguments: DeliveryStatus.allCases)
    func status(_ status: DeliveryStatus) throws {
        let list = try layout([text(0, "me", "hello", status: status)])
        let mark = try #require(list.elements("status").first)
        let bubble = list.elements("bubble")[0].frame
        #expect(mark.frame.maxX == bubble.minX - 4)
        guard case .status(let s) = mark.content else { return }
        #expect(s.icon == "status-\(status.rawValue)")
        let labels = list.elements("label")
        #expect(labels.count == (status == .failed ? 1 : 0))
        if status == .read { #expect(s.color == Color(hex: "#34B7F1")) }
    }

    @Test("photos keep their aspect ratio, captions follow in their own bubble")
    func photo() throws {
        let list = try layout([Message(index: 0, from: "me", content: .image(path: "p.jpg", caption: "look"))],
                              photos: ["p.jpg": Size(width: 4000, height: 2000)])
        let photo = try #require(list.elements("image").first)
        #expect(photo.frame.width == 240)
        #expect(photo.frame.height == 120)
        #expect(photo.frame.maxX == 392)
        let caption = try #require(list.elements("bubble").first)
        #expect(caption.frame.minY == photo.frame.maxY + 2)
        guard case .photo(let p) = photo.content, case .bubble(let c) = caption.content else { return }
        #expect(p.mask.position == .first)
        #expect(c.position == .last)
    }

    @Test("a missing photo is an error naming the message and path")
    func missingPhoto() {
        #expect(throws: LayoutError.photo(message: 0, path: "nope.png", reason: "missing(\"nope.png\")")) {
            try layout([Message(index: 0, from: "me", content: .image(path: "nope.png", caption: nil))])
        }
    }

    @Test("an empty chat is a valid, small canvas")
    func empty() throws {
        let list = try layout([])
        #expect(list.elements.isEmpty)
        #expect(list.canvas.height == 100)
        #expect(list.canvas.pixelWidth == 800)
    }

    @Test("a viewport keeps the newest messages at the bottom and drops what scrolled away")
    func viewport() throws {
        let messages = (0..<40).map { text($0, $0 % 2 == 0 ? "me" : "ana", "message \($0)") }
        let full = try layout(messages)
        let phone = try layout(messages, canvas: Canvas(width: 400, scale: 2, height: 300))
        #expect(phone.canvas.height == 300)
        #expect(phone.elements.allSatisfy { $0.frame.maxY > 0 })
        #expect(phone.elements.count < full.elements.count)
        let lastFull = try #require(full.elements("bubble").last)
        let lastPhone = try #require(phone.elements("bubble").last)
        #expect(full.canvas.height - lastFull.frame.maxY == 300 - lastPhone.frame.maxY)
    }

    @Test("a conversation taller than the pixel limit is refused with advice; one far longer than the old 20 000 pt cap renders")
    func tooTall() throws {
        // 20 000 messages: about 500 000 pt, twenty-five times the old cap, well under 2^24 rows at scale 2.
        let long = (0..<20_000).map { text($0, $0 % 2 == 0 ? "me" : "ana", "message \($0)") }
        let list = try layout(long)
        #expect(list.canvas.height > 400_000)
        // 200 000 messages at scale 4: past the limit, refused while laying out with the numbers in the message.
        let longer = (0..<200_000).map { text($0, $0 % 2 == 0 ? "me" : "ana", "message") }
        #expect {
            try layout(longer, canvas: Canvas(width: 400, scale: 4))
        } throws: { error in
            guard case .tooTall(let pixels, let scale, let limit) = error as? LayoutError else { return false }
            let words = (error as? LayoutError)?.description ?? ""
            return pixels > Double(limit) && scale == 4 && limit == Canvas.maximumPixelHeight
                && words.contains("16777216 pixels") && words.contains("canvas.height")
        }
    }

    @Test("an input far over the limit is refused from the lower bound, before any of its text is measured")
    func farTooTallIsRefusedUpFront() throws {
        let measurer = CountingMeasurer()
        let manyLines = [text(0, "ana", "hello"), text(1, "me", String(repeating: "a\n", count: 10_000_000))]
        let manyMessages = (0..<300_000).map { text($0, $0 % 2 == 0 ? "me" : "ana", "hi there") }
        for messages in [manyLines, manyMessages] {
            let conversation = Conversation(canvas: Canvas(width: 400, scale: 4), participants: [me, ana], messages: messages)
            #expect(throws: LayoutError.self) {
                try LayoutEngine(conversation: conversation, theme: testTheme(), text: measurer, resources: FakeResources()).placements()
            }
            // Only the one-character probe for the line height was measured.
            #expect(measurer.measured == ["0"])
            measurer.reset()
        }
    }

    @Test("a viewport measures only the messages it shows, from the newest up")
    func viewportMeasuresOnlyWhatIsVisible() throws {
        let measurer = CountingMeasurer()
        let messages = (0..<5_000).map { text($0, $0 % 2 == 0 ? "me" : "ana", "message number \($0)") }
        let conversation = Conversation(canvas: Canvas(width: 400, scale: 3, height: 844), participants: [me, ana], messages: messages)
        let list = try LayoutEngine(conversation: conversation, theme: testTheme(), text: measurer, resources: FakeResources()).placements()
        let shown = Set(list.elements.compactMap(\.message))
        #expect(shown.contains(4_999) && shown.count < 40)
        // Each shown message once, plus at most the one that ends just above the visible area.
        let bodies = measurer.measured.filter { $0.hasPrefix("message number") }
        #expect(bodies.count <= shown.count + 1)
        #expect(!bodies.contains("message number 100"))
    }

    @Test("a viewport's elements stay inside their message's own span, so stopping at the top drops nothing visible")
    func viewportMatchesTheWholeLayoutAtTheBottom() throws {
        let messages = (0..<60).map { i in
            i % 7 == 3 ? Message(index: i, from: "", content: .system("Notice \(i)"))
                : text(i, i % 3 == 0 ? "me" : "ana", String(repeating: "word ", count: i % 11 + 1), time: "10:\(10 + i % 50)")
        }
        let full = try layout(messages, participants: [me, ana, bo])
        let phone = try layout(messages, participants: [me, ana, bo], canvas: Canvas(width: 400, scale: 2, height: 700))
        // The same elements, in the same order, at the same distance from the bottom of the content.
        let shift = try #require(phone.elements.last?.frame.maxY) - (try #require(full.elements.last?.frame.maxY))
        let tail = full.elements.suffix(phone.elements.count)
        for (a, b) in zip(tail, phone.elements) {
            #expect(a.message == b.message && a.kind == b.kind)
            #expect(abs(a.frame.minY + shift - b.frame.minY) < 1e-6)
        }
    }

    @Test("the topmost message in a viewport shows at least a few points, never a sliver at the top edge")
    func noSliverAtTheTop() throws {
        let messages = (0..<30).map { i in text(i, i % 2 == 0 ? "me" : "ana", String(repeating: "word ", count: i % 9 + 1)) }
        var slivers: [Double] = []
        for height in stride(from: 300.0, through: 420.0, by: 0.5) {
            let phone = try layout(messages, participants: [me, ana], canvas: Canvas(width: 400, scale: 2, height: height))
            let top = try #require(phone.elements.first?.message)
            let bottom = phone.elements.filter { $0.message == top }.map(\.frame.maxY).max() ?? 0
            if bottom < LayoutEngine.minimumVisibleSliver { slivers.append(height) }
        }
        #expect(slivers.isEmpty, "heights with a sliver at the top: \(slivers)")
    }

    @Test("canvas background colour overrides the theme")
    func background() throws {
        let list = try layout([], canvas: Canvas(width: 400, scale: 1, background: .color(Color(hex: "#123456")!)))
        #expect(list.background == Color(hex: "#123456"))
    }
}

@Suite("Layout JSON")
struct LayoutJSONTests {
    @Test("stable: sorted keys, 1/64-pt values, absolute line frames")
    func format() throws {
        let list = try layout([text(0, "me", "hi")])
        let json = LayoutJSON.encode(list)
        #expect(json == LayoutJSON.encode(list))
        #expect(json.contains("\"kind\" : \"bubble\""))
        #expect(json.contains("\"fontSize\" : 16"))
        #expect(json.contains("\"maxWidth\" : 274"))
        #expect(json.contains("\"fonts\" : [\n"))
        let canvasRange = try #require(json.range(of: "\"canvas\""))
        let elementsRange = try #require(json.range(of: "\"elements\""))
        #expect(canvasRange.lowerBound < elementsRange.lowerBound)
        // The text's line frame is in canvas coordinates: the bubble's x plus the 10-pt inset.
        let bubbleX = list.elements("bubble")[0].frame.x
        #expect(json.contains("\"x\" : \(Int(bubbleX) + 10)"))
    }

    @Test("values are rounded to 1/64 pt")
    func rounding() throws {
        var list = try layout([text(0, "me", "hi")])
        list.elements[0].frame.x = 1.0 / 3.0
        let json = LayoutJSON.encode(list)
        #expect(json.contains("\"x\" : 0.328125"))
    }
}

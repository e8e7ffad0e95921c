import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// Location bubbles and the drawn placeholder map.
@Suite("Location layout")
struct LocationLayoutTests {
    func location(_ list: Placements, _ message: Int = 0) throws -> (LayoutElement, LocationElement) {
        let element = try #require(list.elements("location", message: message).first)
        guard case .location(let location) = element.content else { throw FakeError.missing("location") }
        return (element, location)
    }

    @Test("a photo-wide bubble: the map band on top with the pin at its centre, title and subtitle under it")
    func frames() throws {
        let list = try layout([Message(index: 0, from: "ana", content: .location(title: "Blue Bottle", subtitle: "66 Mint St", image: nil))])
        let bubble = try #require(list.elements("bubble", message: 0).first)
        let (element, location) = try location(list)
        // Photo width 0.6 × 400 = 240 (the default photoMaxSize); map 0.62 × 240 = 148.8 → 149; the pin's tip
        // 12 pt under the band's centre (the head then sits over it).
        #expect(element.frame == bubble.frame)
        #expect(bubble.frame.width == 240)
        #expect(location.mapHeight == 149)
        #expect(location.pinTip == Point(x: 120, y: 87))
        #expect(location.titleOffset == Point(x: 16, y: 155))
        #expect(location.subtitleOffset == Point(x: 16, y: 155 + 18.75))
        let expectedHeight: Double = (149.0 + 6.0 + 18.75 + 15.0 + 6.0).rounded(.up)
        #expect(bubble.frame.height == expectedHeight)
        #expect(location.title.block.lines.map(\.text) == ["Blue Bottle"])
        #expect(location.subtitle?.block.lines.map(\.text) == ["66 Mint St"])
        #expect(location.image == nil)
        let plan = try #require(location.placeholder)
        #expect(!plan.blocks.isEmpty && !plan.streets.isEmpty && plan.avenues.count == 2)
        #expect(location.colors == .light)
        let json = LayoutJSON.encode(list)
        #expect(json.contains(#""kind" : "location""#))
        // The drawn map: a group masked by the bubble, holding the map cut at its own box (land, then streets and blocks).
        #expect(json.contains(#""role" : "map""#) && json.contains(#""mask" : {"#) && json.contains(#""isolated" : true"#))
        #expect(json.contains(#""crisp" : true"#) && json.contains(#""role" : "pin""#))
    }

    @Test("WhatsApp (maps framed): the map sits inside the bubble with a margin of bubble colour, clear of the tail")
    func framedMap() throws {
        let theme = try BuiltInThemes.spec("whatsapp")
        #expect(theme.groups.maps.placement == .framed)
        for sender in ["ana", "me"] {
            let list = try layout([Message(index: 0, from: sender, content: .location(title: "Trailhead", subtitle: "Ridge Rd", image: nil))],
                                  theme: theme)
            let bubble = try #require(list.elements("bubble", message: 0).first)
            let (element, location) = try location(list)
            #expect(element.frame == bubble.frame)
            let map = try #require(location.mapFrame)
            let mask = try #require(location.mapMask)
            // A single bubble: WhatsApp's tail is on its top outer corner, in the wider inset on the sender's side.
            guard case .bubble(let shape) = bubble.content else { Issue.record("no bubble"); return }
            let written = theme.textBubbles.style(for: shape.position).contentInsets
            let insets = sender == "me" ? written : written.mirrored
            let tailOnRight = insets.right > insets.left
            #expect(tailOnRight == (sender == "me"))
            #expect(map.minY >= 3 && map.minX >= 3 && map.maxX <= element.frame.width - 3)
            #expect(tailOnRight ? element.frame.width - map.maxX >= insets.right - insets.left : map.minX >= insets.left - insets.right)
            #expect(location.titleOffset.y >= map.maxY)
            #expect(mask.position == .middle && mask.image == theme.photoBubbles.style(for: .middle).image)
            // The pin stands on the map's centre; the placeholder is planned for the map's own size.
            #expect(abs(location.pinTip.x - map.midX) <= 0.5)
            let plan = try #require(location.placeholder)
            #expect(plan.streets.allSatisfy { $0.minX < map.width && $0.minY < map.height })
            let json = LayoutJSON.encode(list)
            #expect(json.contains(#""role" : "map""#) && json.contains(#""path" : "\#(mask.image)""#))
        }
        // Edge-to-edge themes keep the band across the top.
        let plain = try layout([Message(index: 0, from: "me", content: .location(title: "Trailhead", subtitle: nil, image: nil))],
                               theme: try BuiltInThemes.spec("imessage"))
        let (_, edge) = try location(plain)
        #expect(edge.mapFrame == nil && edge.mapMask == nil)
    }

    @Test("with an image there is no placeholder; long titles are cut to one line")
    func imageAndLongTitle() throws {
        let title = "A very long place name that goes on and on past the bubble's edge"
        let list = try layout([Message(index: 0, from: "me", content: .location(title: title, subtitle: nil, image: "m.png"))],
                              photos: ["m.png": Size(width: 600, height: 400)])
        let (_, location) = try location(list)
        #expect(location.placeholder == nil)
        #expect(location.image == "m.png")
        #expect(location.sourceSize == Size(width: 600, height: 400))
        #expect(location.subtitle == nil)
        #expect(location.title.block.lines.count == 1)
        #expect(location.title.block.lines[0].text.hasSuffix("…"))
    }

    @Test("the placeholder map is the same for the same message, differs for another, and stays inside the band")
    func placeholderDeterminism() {
        let seed = MapPlaceholder.seed(title: "Home", message: 3)
        let plan = MapPlaceholder.plan(width: 240, height: 150, seed: seed)
        #expect(plan == MapPlaceholder.plan(width: 240, height: 150, seed: seed))
        #expect(plan != MapPlaceholder.plan(width: 240, height: 150, seed: MapPlaceholder.seed(title: "Home", message: 4)))
        #expect(seed != MapPlaceholder.seed(title: "Work", message: 3))
        for rect in plan.blocks + plan.parks + plan.streets + plan.avenues + plan.water {
            #expect(rect.width > 0 && rect.height > 0)
            #expect(rect.minX >= 0 && rect.maxX <= 240 && rect.minY >= 0 && rect.maxY <= 150)
        }
        // Blocks never overlap streets: each block lies between two neighbouring street lines.
        for block in plan.blocks {
            for street in plan.streets + plan.avenues {
                let overlaps = block.minX < street.maxX && street.minX < block.maxX && block.minY < street.maxY && street.minY < block.maxY
                #expect(!overlaps)
            }
        }
    }

    @Test("dark chats get the dark map palette")
    func darkPalette() throws {
        let conversation = Conversation(appearance: .dark, canvas: Canvas(width: 400, scale: 2), participants: [me, ana],
                                        messages: [Message(index: 0, from: "me", content: .location(title: "Home", subtitle: nil, image: nil))])
        let list = try LayoutEngine(conversation: conversation, theme: testTheme(), text: FakeMeasurer(), resources: FakeResources()).placements()
        let (_, location) = try location(list)
        #expect(location.colors == .dark)
    }
}

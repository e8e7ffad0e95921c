import ChatLayout
import ChatRender
import Foundation
import Testing

/// Pixels of the chrome where the layout puts it, and errors that name the chrome.
@Suite("Rendering: chrome")
struct ChromeRenderTests {
    let chat = #"{"canvas":{"height":500},"chrome":{CHROME},"participants":[{"id":"me","me":true},{"id":"ann"}],"messages":[{"from":"ann","text":"Hi"}]}"#

    func render(chrome: String, theme: String = "imessage") throws -> (Placements, Pixmap) {
        let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, appearance: .light, scale: 2))
        let json = chat.replacingOccurrences(of: "{CHROME}", with: chrome)
        let conversation = try renderer.decodeConversation(Array(json.utf8), file: "test.json", baseDirectory: Repo.fixtures)
        return (try renderer.placements(conversation), try renderer.render(conversation))
    }

    @Test("the header band is the tinted background, the home indicator black, the battery fill black or red")
    func colours() throws {
        let (list, image) = try render(chrome: #"{"statusBar":{"battery":50}}"#)
        let header = try #require(list.chrome("header")), composer = try #require(list.chrome("composer"))
        let bar = try #require(list.chrome("statusBar"))
        let background = try #require(header.color(of: "background"))
        let tint = image[2 * 200, 2 * 60 + 2]
        #expect(tint == PremultipliedColor(red: background.red, green: background.green, blue: background.blue, alpha: 255))
        #expect(tint.red < 255 && tint.red > 240)
        let home = try #require(composer.first(role: "homeIndicator")?.frame)
        #expect(image[Int(home.midX * 2), Int(home.midY * 2)] == .black)
        // Half charged: black at the left of the inner box, none at its right.
        let battery = try #require(bar.first(role: "battery")?.frame)
        #expect(image[Int((battery.minX + 4) * 2), Int(battery.midY * 2)] == .black)
        #expect(image[Int((battery.maxX - 4) * 2), Int(battery.midY * 2)].red > 200)

        let (lowList, lowImage) = try render(chrome: #"{"statusBar":{"battery":10}}"#)
        let lowBattery = try #require(lowList.chrome("statusBar")?.first(role: "battery")?.frame)
        let red = lowImage[Int((lowBattery.minX + 2.8) * 2), Int(lowBattery.midY * 2)]
        #expect(red.red > 200 && red.green < 120)
    }

    @Test("the layout JSON's font list includes the fonts of chrome texts (semibold clock, regular title)")
    func fontProvenance() throws {
        let renderer = ChatRenderer(options: PinnedFonts.options())
        let json = #"{"chrome":{"composer":false},"participants":[{"id":"me","me":true},{"id":"ann"}],"messages":[]}"#
        let conversation = try renderer.decodeConversation(Array(json.utf8), file: "test.json", baseDirectory: Repo.fixtures)
        let layout = try renderer.layoutJSON(try renderer.layout(conversation))
        let fonts = try FontProvenance.fonts(of: try renderer.layout(conversation)).map(\.path)
        #expect(fonts.contains("/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"), "\(fonts)")
        #expect(fonts.contains("/usr/share/fonts/opentype/inter/Inter-Regular.otf"), "\(fonts)")
        #expect(layout.contains("\"name\" : \"Inter Regular\""), "\(layout.suffix(400))")
    }

    @Test("a missing header avatar is an error naming chrome.header.avatar")
    func missingHeaderAvatar() throws {
        #expect {
            _ = try render(chrome: #"{"header":{"avatar":"nope.png"}}"#)
        } throws: { error in
            "\(error)".contains("chrome.header.avatar") && "\(error)".contains("nope.png")
        }
    }

    @Test("a viewport too short for the chrome is a layout error")
    func tooShort() throws {
        let renderer = ChatRenderer(options: PinnedFonts.options())
        let json = chat.replacingOccurrences(of: "{CHROME}", with: "{}").replacingOccurrences(of: "500", with: "200")
        let conversation = try renderer.decodeConversation(Array(json.utf8), file: "test.json", baseDirectory: Repo.fixtures)
        #expect {
            _ = try renderer.render(conversation)
        } throws: { error in
            "\(error)".contains("too short for the chrome")
        }
    }

    @Test("classic (ios6): the navigation bar darkens downwards with the gloss's step at its middle, the back button is darker and outlined")
    func ios6Bar() throws {
        let (list, image) = try render(chrome: #"{"header": {"unread": 3}}"#, theme: "classic")
        let header = try #require(list.chrome("header"))
        let band = try #require(header.first(role: "gloss")?.frame), button = try #require(header.first(role: "backButton")?.frame)
        func luma(_ x: Double, _ y: Double) -> Int {
            let p = image[Int(x * 2), Int(y * 2)]
            return Int(p.red) * 2126 + Int(p.green) * 7152 + Int(p.blue) * 722
        }
        let x = 370.0
        let rows = [band.minY + 1, band.midY - 1, band.midY + 1, band.maxY - 2].map { luma(x, $0) }
        #expect(rows == rows.sorted(by: >) && Set(rows).count == 4, "\(rows)")
        // The gloss stops at the middle: two points there differ more than a quarter of the bar's top-to-bottom change.
        #expect(rows[1] - rows[2] > (rows[0] - rows[3]) / 4, "\(rows)")
        // The button's fill is darker than the bar beside it at the same height, its outline darker still.
        let y = button.midY + 6
        #expect(luma(button.maxX - 3, y) < luma(button.maxX + 3, y))
        #expect(luma(button.maxX - 0.25, y) < luma(button.maxX - 3, y))
        guard case .text(let label)? = header.first(role: "backLabel")?.content else { Issue.record("no label"); return }
        #expect(label.text == "Messages (3)")
    }

    @Test("qq: three lines of the menu glyph in the bar's text colour, the bar between them")
    func qqMenu() throws {
        let (list, image) = try render(chrome: "{}", theme: "qq")
        let menu = try #require(list.chrome("header")?.first(role: "menu")?.frame)
        let unit = menu.height / 24
        func pixel(_ units: Double) -> PremultipliedColor { image[Int(menu.midX * 2), Int((menu.minY + units * unit) * 2)] }
        for line in [6.0, 12, 18] { #expect(pixel(line).red < 60, "line at \(line): \(pixel(line))") }
        for gap in [9.0, 15] { #expect(pixel(gap).red > 200, "gap at \(gap): \(pixel(gap))") }
    }
}

private extension Placements {
    /// The node a chrome part (`statusBar`, `header`, `composer`) was drawn into.
    func chrome(_ kind: String) -> Node? {
        guard let element = elements.first(where: { $0.kind == kind }), case .node(let node) = element.content else { return nil }
        return node
    }
}

private extension Node {
    /// The colour the first path under the first node with `role` is filled with.
    func color(of role: String) -> Color? {
        var found: Color?
        first(role: role)?.walk { node in
            if found == nil, case .path(let path) = node.content, case .color(let color) = path.paint { found = color }
        }
        return found
    }
}

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
        guard case .chrome(.header(let header))? = list.elements.first(where: { $0.kind == "header" })?.content,
              case .chrome(.composer(let composer))? = list.elements.first(where: { $0.kind == "composer" })?.content,
              case .chrome(.statusBar(let bar))? = list.elements.first(where: { $0.kind == "statusBar" })?.content else {
            Issue.record("missing chrome"); return
        }
        let tint = image[2 * 200, 2 * 60 + 2]
        #expect(tint == PremultipliedColor(red: header.background.red, green: header.background.green, blue: header.background.blue, alpha: 255))
        #expect(tint.red < 255 && tint.red > 240)
        let home = composer.homeIndicatorFrame
        #expect(image[Int(home.midX * 2), Int(home.midY * 2)] == .black)
        // Half charged: black at the left of the inner box, none at its right.
        let battery = bar.batteryFrame
        #expect(image[Int((battery.minX + 4) * 2), Int(battery.midY * 2)] == .black)
        #expect(image[Int((battery.maxX - 4) * 2), Int(battery.midY * 2)].red > 200)

        let (lowList, lowImage) = try render(chrome: #"{"statusBar":{"battery":10}}"#)
        guard case .chrome(.statusBar(let lowBar))? = lowList.elements.first(where: { $0.kind == "statusBar" })?.content else {
            Issue.record("missing status bar"); return
        }
        let red = lowImage[Int((lowBar.batteryFrame.minX + 2.8) * 2), Int(lowBar.batteryFrame.midY * 2)]
        #expect(red.red > 200 && red.green < 120)
    }

    @Test("the layout JSON's font list includes the fonts of chrome texts (semibold clock, regular title)")
    func fontProvenance() throws {
        let renderer = ChatRenderer(options: PinnedFonts.options())
        let json = #"{"chrome":{"composer":false},"participants":[{"id":"me","me":true},{"id":"ann"}],"messages":[]}"#
        let conversation = try renderer.decodeConversation(Array(json.utf8), file: "test.json", baseDirectory: Repo.fixtures)
        let layout = try renderer.layoutJSON(try renderer.layout(conversation))
        #expect(layout.contains("Inter-SemiBold.otf\",\n      \"sha256\""), "\(layout.suffix(400))")
        #expect(layout.contains("Inter-Regular.otf\",\n      \"sha256\""), "\(layout.suffix(400))")
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
        guard case .chrome(.header(let header))? = list.elements.first(where: { $0.kind == "header" })?.content,
              let band = header.gradient, let button = header.backButton else {
            Issue.record("no ios6 header"); return
        }
        func luma(_ x: Double, _ y: Double) -> Int {
            let p = image[Int(x * 2), Int(y * 2)]
            return Int(p.red) * 2126 + Int(p.green) * 7152 + Int(p.blue) * 722
        }
        let x = 370.0
        let rows = [band.frame.minY + 1, band.frame.midY - 1, band.frame.midY + 1, band.frame.maxY - 2].map { luma(x, $0) }
        #expect(rows == rows.sorted(by: >) && Set(rows).count == 4, "\(rows)")
        // The gloss stops at the middle: two points there differ more than a quarter of the bar's top-to-bottom change.
        #expect(rows[1] - rows[2] > (rows[0] - rows[3]) / 4, "\(rows)")
        // The button's fill is darker than the bar beside it at the same height, its outline darker still.
        let y = button.frame.midY + 6
        #expect(luma(button.frame.maxX - 3, y) < luma(button.frame.maxX + 3, y))
        #expect(luma(button.frame.maxX - 0.25, y) < luma(button.frame.maxX - 3, y))
        #expect(button.label?.text.block.lines.first?.text == "Messages (3)")
    }

    @Test("qq: three lines of the menu glyph in the bar's text colour, the bar between them")
    func qqMenu() throws {
        let (list, image) = try render(chrome: "{}", theme: "qq")
        guard case .chrome(.header(let header))? = list.elements.first(where: { $0.kind == "header" })?.content,
              let menu = header.actions.first else {
            Issue.record("no qq header"); return
        }
        #expect(menu.glyph == .menu)
        let unit = menu.frame.height / 24
        func pixel(_ units: Double) -> PremultipliedColor { image[Int(menu.frame.midX * 2), Int((menu.frame.minY + units * unit) * 2)] }
        for line in [6.0, 12, 18] { #expect(pixel(line).red < 60, "line at \(line): \(pixel(line))") }
        for gap in [9.0, 15] { #expect(pixel(gap).red > 200, "gap at \(gap): \(pixel(gap))") }
    }
}

import ChatGeometry
import ChatModel
import Testing
@testable import ChatLayout

/// A theme glyph placed in a frame: conditions, opacities, colours and expressions resolved into path nodes.
@Suite("Glyph placement")
struct GlyphPlacementTests {
    private func nodes(_ name: String, variables: [String: Double], colors: [String: Color] = ["failed": .white]) throws -> [PathNode] {
        let glyph = try #require(DefaultGlyphs.glyphs(platform: "ios")[name])
        return try GlyphPlacement(glyph: glyph, name: name, frame: Rect(x: 10, y: 20, width: 25, height: 12), color: .black,
                                  namedColors: colors, variables: variables).pathNodes()
    }

    @Test func theBatteryFillFollowsTheChargeAndTurnsRedWhenLow() throws {
        let full = try nodes("battery", variables: ["battery": 100])
        #expect(full.count == 3)
        guard case .rect(let rect, _) = full[2].parts[0].shape else { Issue.record("\(full[2])"); return }
        #expect(rect.width == 21)
        #expect(full[2].paint == .color(.black))
        let low = try nodes("battery", variables: ["battery": 10])
        #expect(low[2].paint == .color(.white))
        guard case .rect(let lowRect, _) = low[2].parts[0].shape else { Issue.record("\(low[2])"); return }
        #expect(lowRect.width == 21.0 * 10 / 100)
        // An empty battery draws its outline and cap only.
        #expect(try nodes("battery", variables: ["battery": 0]).count == 2)
    }

    @Test func unlitSignalBarsAreFaded() throws {
        let bars = try nodes("signal", variables: ["signal": 2])
        #expect(bars.map(\.paint) == [.color(.black), .color(.black), .color(Color(red: 0, green: 0, blue: 0, alpha: 77)),
                                      .color(Color(red: 0, green: 0, blue: 0, alpha: 77))])
        #expect(bars.allSatisfy { $0.coordinates == .viewBox(Rect(x: 0, y: 0, width: 17, height: 11)) })
    }

    @Test func aColourThePlacementDoesNotGiveIsAnError() throws {
        #expect(throws: LayoutError.self) { try nodes("battery", variables: ["battery": 5], colors: [:]) }
        do {
            _ = try nodes("battery", variables: ["battery": 5], colors: [:])
        } catch {
            #expect("\(error)" == "the theme's glyph \"battery\": a layer's colour \"failed\" is not one it is placed with (glyph)")
        }
    }

    @Test func rotatedPartsTurnClockwiseAboutTheirPoint() {
        let turned = GlyphPlacement.rotated(.line(to: Point(x: 22, y: 12)), by: GlyphRotation(degrees: 90, x: 12, y: 12))
        guard case .line(let p) = turned else { Issue.record("\(turned)"); return }
        #expect(abs(p.x - 12) < 1e-12 && abs(p.y - 22) < 1e-12)
    }
}

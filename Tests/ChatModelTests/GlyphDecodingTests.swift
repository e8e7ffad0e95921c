import ChatGeometry
import Testing
@testable import ChatModel

/// theme.json's `glyphs`: what decodes, and every error at its JSON path.
@Suite("Theme glyphs")
struct GlyphDecodingTests {
    private func decode(_ json: String) throws(ModelError) -> [String: VectorGlyph] {
        try ThemeGlyphsDecoder.decode(try JSONParser().parse(Array(json.utf8)), at: JSONPath.root.appending(key: "glyphs"))
    }

    private func error(_ json: String) -> ModelError? {
        do {
            _ = try decode(json)
        } catch {
            return error
        }
        Issue.record("decoded: \(json)")
        return nil
    }

    @Test func layersPartsAndShorthands() throws {
        let glyphs = try decode(#"""
        {"pin": {"viewBox": [-10, -30, 20, 32], "layers": [
          {"ellipse": [-6, -2, 12, 4], "color": "#00000046"},
          {"parts": [{"circle": [0, -19, 9]}, {"d": "M -5 -12 L 0 0 L 5 -12 Z", "stroke": 1, "fill": true}], "rule": "evenodd"},
          {"rect": [0, 0, "battery / 10", 2], "radii": [1, 0, 0, 1], "when": "battery > 0", "color": "failed", "opacity": "signal >= 2 ? 1 : 0.3"}
        ]}}
        """#)
        let pin = try #require(glyphs["pin"])
        #expect(pin.viewBox == Rect(x: -10, y: -30, width: 20, height: 32))
        #expect(pin.layers.count == 3)
        #expect(pin.layers[0].color == .fixed(Color(red: 0, green: 0, blue: 0, alpha: 0x46)))
        #expect(pin.layers[1].rule == .evenOdd)
        // "fill": true is the shape filled, then its stroke.
        #expect(pin.layers[1].parts.count == 3 && pin.layers[1].parts[1].stroke == nil && pin.layers[1].parts[2].stroke == .number(1))
        #expect(pin.layers[2].color == .named("failed"))
        #expect(pin.layers[2].condition != nil && pin.layers[2].opacity != nil)
    }

    @Test func theDefaultGlyphsRead() {
        for platform in ["ios", "android"] {
            let glyphs = DefaultGlyphs.glyphs(platform: platform)
            for name in ["chevron", "signal", "battery", "wifi", "play", "pin", "document", "paperclip", "arrow", "menu"] {
                #expect(glyphs[name] != nil, "\(platform): \(name)")
            }
        }
        // Each platform draws its own status bar: iOS's battery lies down, Android's stands up.
        #expect(DefaultGlyphs.glyphs(platform: "ios")["battery"]?.viewBox == Rect(x: 0, y: 0, width: 25, height: 12))
        #expect(DefaultGlyphs.glyphs(platform: "android")["battery"]?.viewBox == Rect(x: 0, y: 0, width: 7.5, height: 13))
    }

    @Test func aPackGlyphReplacesTheDefaultOfItsName() throws {
        let json = TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "glyphs": {"chevron": {"viewBox": [0, 0, 10, 10], "layers": [{"circle": [5, 5, 5]}]}},"#)])
        let theme = try ThemeDecoder().decode(Array(json.utf8))
        #expect(theme.glyphs["chevron"]?.viewBox == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(theme.glyphs["play"] == DefaultGlyphs.glyphs(platform: theme.platform)["play"])
        let error = TestSupport.themeError(TestSupport.theme(replacing: [(#""version": 1,"#, #""version": 1, "glyphs": {"x": {"viewBox": [0, 0, 1, 1]}},"#)]))
        #expect(error?.path == "glyphs.x" && error?.description.contains("\"layers\"") == true)
    }

    @Test func errorsNameThePath() {
        #expect(error(#"{"x": {"viewBox": [0, 0, 24], "layers": [{"d": "M 0 0"}]}}"#)?.path == "glyphs.x.viewBox")
        #expect(error(#"{"x": {"viewBox": [0, 0, 0, 24], "layers": [{"d": "M 0 0"}]}}"#)?.description.contains("no area") == true)
        #expect(error(#"{"x": {"viewBox": [0, 0, 24, 24], "layers": []}}"#)?.path == "glyphs.x.layers")
        let badPath = error(#"{"x": {"viewBox": [0, 0, 24, 24], "layers": [{"d": "L 1 2"}]}}"#)
        #expect(badPath?.path == "glyphs.x.layers[0].d")
        #expect(badPath?.description.contains("must start with a move") == true)
        let unknownName = error(#"{"x": {"viewBox": [0, 0, 24, 24], "layers": [{"d": "M 0 0", "opacity": "batery / 100"}]}}"#)
        #expect(unknownName?.path == "glyphs.x.layers[0].opacity")
        #expect(unknownName?.description.contains("did you mean \"battery\"?") == true)
        let twoShapes = error(#"{"x": {"viewBox": [0, 0, 24, 24], "layers": [{"d": "M 0 0", "circle": [1, 1, 1]}]}}"#)
        #expect(twoShapes?.path == "glyphs.x.layers[0].circle")
        #expect(error(#"{"x": {"viewBox": [0, 0, 24, 24], "layers": [{"circle": [1, 1, 1], "radius": 2}]}}"#)?.path == "glyphs.x.layers[0].radius")
        #expect(error(#"{"x": {"viewBox": [0, 0, 24, 24], "layers": [{"circle": [1, 1, 1], "rule": "odd"}]}}"#)?.description.contains("evenodd") == true)
        #expect(error(#"{"x": {"viewBox": [0, 0, 24, 24], "layers": [{"circle": [1, 1, 1], "fill": true}]}}"#)?.path == "glyphs.x.layers[0].fill")
        #expect(error(#"{"x": {"viewBox": [0, 0, 24, 24], "layers": [{"circle": [1, 1, 1], "stroke": 0}]}}"#)?.path == "glyphs.x.layers[0].stroke")
        #expect(error(#"{"x": {"viewBox": [0, 0, 24, 24], "layers": [{"circle": [1, 1, 1], "colour": "red"}]}}"#)?.description.contains("\"color\"") == true)
        #expect(error(#"{"1x": {"viewBox": [0, 0, 24, 24], "layers": [{"circle": [1, 1, 1]}]}}"#)?.description.contains("not a glyph name") == true)
        #expect(error(#"{"x": {"viewBox": [0, 0, 24, 24], "layers": [{"circle": [1, 1, 1], "rotate": [45, 12, 12]}]}}"#)?.path
                == "glyphs.x.layers[0].rotate")
    }
}

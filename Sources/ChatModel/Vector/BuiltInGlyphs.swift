import ChatGeometry

/// The vector glyphs every built-in theme draws with (chrome icons, status bar icons, the play button, the map pin,
/// the document icon), in theme.json's `glyphs` format.
package enum BuiltInGlyphs {
    /// The glyphs by name.
    package static let table: [String: VectorGlyph] = {
        do {
            let document = try JSONParser().parse(Array(json.utf8))
            return try ThemeGlyphsDecoder.decode(document, at: JSONPath.root.appending(key: "glyphs"))
        } catch {
            preconditionFailure("the built-in glyph table does not read: \(error)")
        }
    }()

    static let json = #"""
{
    "chevron": {"viewBox": [0, 0, 12, 21], "layers": [
      {"d": "M 10.5 1.5 L 1.5 10.5 L 10.5 19.5", "stroke": 3}
    ]},
    "arrow": {"viewBox": [0, 0, 24, 24], "layers": [
      {"d": "M 20 12 L 4.6 12 M 11.2 5.4 L 4.6 12 L 11.2 18.6", "stroke": 2}
    ]},
    "video": {"viewBox": [0, 0, 26, 17], "layers": [
      {"rule": "evenodd", "parts": [{"rect": [0, 1, 17, 15], "radius": 4}, {"rect": [1.7, 2.7, 13.6, 11.6], "radius": 2.5}]},
      {"d": "M 19 6 L 25.2 2 L 25.2 15 L 19 11 Z", "stroke": 1.6, "fill": true}
    ]},
    "videoFilled": {"viewBox": [0, 0, 24, 24], "layers": [
      {"parts": [{"rect": [1.5, 5.5, 14.5, 13], "radius": 3}, {"d": "M 17.2 10.2 L 21.8 7 L 21.8 17 L 17.2 13.8 Z", "stroke": 1.2, "fill": true}]}
    ]},
    "phone": {"viewBox": [0, 0, 24, 24], "layers": [
      {"d": "M 4.2 3.2 L 8.2 3.2 L 9.6 7.8 L 7.4 10 Q 10 14 14 16.6 L 16.2 14.4 L 20.8 15.8 L 20.8 19.8 Q 20.8 20.8 19.6 20.8 C 10.6 20.8 3.2 13.4 3.2 4.4 Q 3.2 3.2 4.2 3.2 Z", "stroke": 1, "fill": true}
    ]},
    "moreVertical": {"viewBox": [0, 0, 24, 24], "layers": [
      {"parts": [{"circle": [12, 5, 2]}, {"circle": [12, 12, 2]}, {"circle": [12, 19, 2]}]}
    ]},
    "plus": {"viewBox": [0, 0, 14, 14], "layers": [
      {"d": "M 0 7 L 14 7 M 7 0 L 7 14", "stroke": 2.2}
    ]},
    "microphone": {"viewBox": [0, 0, 20, 20], "layers": [
      {"parts": [{"rect": [6.75, 1, 6.5, 11.5], "radius": 3.25}, {"d": "M 16 8.5 A 6 6 0 0 1 4 8.5 M 10 14.5 L 10 18.5", "stroke": 1.6}]}
    ]},
    "paperclip": {"viewBox": [0, 0, 24, 24], "layers": [
      {"d": "M 13.6 8.5 L 13.6 16.5 A 1.6 1.6 0 0 1 10.4 16.5 L 10.4 6 A 2.8 2.8 0 0 1 16 6 L 16 17 A 4 4 0 0 1 8 17 L 8 9", "stroke": 1.7, "rotate": [45, 12, 12]}
    ]},
    "camera": {"viewBox": [0, 0, 24, 24], "layers": [
      {"rule": "evenodd", "parts": [{"rect": [2, 6.5, 20, 14.5], "radius": 2.6}, {"d": "M 7.2 6.5 L 8.5 4.3 Q 8.8 3.7 9.6 3.7 L 14.4 3.7 Q 15.2 3.7 15.5 4.3 L 16.8 6.5 Z"}, {"circle": [12, 13.6, 4.6]}, {"circle": [12, 13.6, 3]}]}
    ]},
    "image": {"viewBox": [0, 0, 24, 24], "layers": [
      {"rule": "evenodd", "parts": [{"rect": [2.5, 2.5, 19, 19], "radius": 4}, {"d": "M 5 18.5 L 9.8 11.6 L 13 15.6 L 15.4 12.8 L 19 18.5 Z"}, {"circle": [8.4, 7.9, 1.9]}]}
    ]},
    "smiley": {"viewBox": [0, 0, 24, 24], "layers": [
      {"rule": "evenodd", "parts": [{"circle": [12, 12, 9.2]}, {"circle": [12, 12, 7.5]}, {"circle": [8.9, 9.8, 1.35]}, {"circle": [15.1, 9.8, 1.35]}]},
      {"d": "M 15.883908 14.664803 A 4.6 4.6 0 0 1 8.116092 14.664803", "stroke": 1.7}
    ]},
    "thumbsUp": {"viewBox": [0, 0, 24, 24], "layers": [
      {"parts": [{"rect": [1.8, 10, 4.4, 11.5], "radius": 1.2}, {"d": "M 7.8 10.4 L 10.4 4.4 Q 11.2 2.3 13 2.4 Q 15.6 2.9 15.2 5.4 L 14.4 9.4 L 19.4 9.4 Q 21.8 9.6 21.6 12 L 20.3 19.4 Q 19.9 21.5 17.8 21.5 L 7.8 21.5 Z", "stroke": 1, "fill": true}]}
    ]},
    "menu": {"viewBox": [0, 0, 24, 24], "layers": [
      {"d": "M 4 6 L 20 6 M 4 12 L 20 12 M 4 18 L 20 18", "stroke": 2}
    ]},
    "redPacket": {"viewBox": [0, 0, 24, 24], "layers": [
      {"rule": "evenodd", "parts": [{"rect": [4.5, 2.5, 15, 19], "radius": 2.5}, {"rect": [6.2, 4.2, 11.6, 15.6], "radius": 1.2}]},
      {"d": "M 5.2 8.2 Q 12 13.6 18.8 8.2", "stroke": 1.7},
      {"circle": [12, 11.2, 2.3]}
    ]},
    "plusCircle": {"viewBox": [0, 0, 24, 24], "layers": [
      {"rule": "evenodd", "parts": [{"circle": [12, 12, 9.6]}, {"circle": [12, 12, 7.9]}]},
      {"d": "M 7.4 12 L 16.6 12 M 12 7.4 L 12 16.6", "stroke": 1.7}
    ]},
    "microphoneOutline": {"viewBox": [0, 0, 24, 24], "layers": [
      {"rule": "evenodd", "parts": [{"rect": [8.4, 2.6, 7.2, 12], "radius": 3.6}, {"rect": [10.1, 4.3, 3.8, 8.6], "radius": 1.9}]},
      {"d": "M 18.4 10.6 A 6.4 6.4 0 0 1 5.6 10.6 M 12 17 L 12 21", "stroke": 1.7}
    ]},
    "imageOutline": {"viewBox": [0, 0, 24, 24], "layers": [
      {"rule": "evenodd", "parts": [{"rect": [2.8, 3.8, 18.4, 16.4], "radius": 3}, {"rect": [4.5, 5.5, 15, 13], "radius": 1.6}]},
      {"parts": [{"d": "M 4.4 16.4 L 9.4 11.6 L 13.4 15.2 L 15.6 13.2 L 19.6 16.8", "stroke": 1.6}, {"circle": [15.4, 9, 1.6]}]}
    ]},
    "cameraOutline": {"viewBox": [0, 0, 24, 24], "layers": [
      {"d": "M 7.6 6.4 L 9 4.2 L 15 4.2 L 16.4 6.4 L 19 6.4 Q 21.2 6.4 21.2 8.6 L 21.2 17.8 Q 21.2 20 19 20 L 5 20 Q 2.8 20 2.8 17.8 L 2.8 8.6 Q 2.8 6.4 5 6.4 Z", "stroke": 1.7},
      {"rule": "evenodd", "parts": [{"circle": [12, 13, 4.3]}, {"circle": [12, 13, 2.6]}]}
    ]},
    "play": {"viewBox": [0, 0, 100, 100], "layers": [
      {"d": "M 34.882 30 L 74.718 50 L 34.882 70 Z"}
    ]},
    "pin": {"viewBox": [-10.5, -29.5, 21, 31.5], "layers": [
      {"ellipse": [-6, -2, 12, 4], "color": "#00000046"},
      {"circle": [0, -19, 10.5], "color": "#FFFFFF"},
      {"parts": [{"circle": [0, -19, 9]}, {"d": "M -5.58 -11.98 L 0 0 L 5.58 -11.98 Z"}]},
      {"circle": [0, -19, 3.5], "color": "#FFFFFF"}
    ]},
    "document": {"viewBox": [0, 0, 30, 38], "layers": [
      {"d": "M 3 0 L 19.8 0 L 30 10.2 L 30 35 Q 30 38 27 38 L 3 38 Q 0 38 0 35 L 0 3 Q 0 0 3 0 Z"},
      {"d": "M 19.8 0 L 30 10.2 L 22.8 10.2 Q 19.8 10.2 19.8 7.2 Z", "color": "fold"}
    ]},
    "signal": {"viewBox": [0, 0, 17, 11], "layers": [
      {"rect": [0.0, 7.04, 3, 3.96], "radius": 0.9, "opacity": "signal >= 1 ? 1 : 0.3"},
      {"rect": [4.666667, 4.73, 3, 6.27], "radius": 0.9, "opacity": "signal >= 2 ? 1 : 0.3"},
      {"rect": [9.333333, 2.42, 3, 8.58], "radius": 0.9, "opacity": "signal >= 3 ? 1 : 0.3"},
      {"rect": [14.0, 0.0, 3, 11.0], "radius": 0.9, "opacity": "signal >= 4 ? 1 : 0.3"}
    ]},
    "wifi": {"viewBox": [0, 0, 15.5, 11], "layers": [
      {"parts": [{"d": "M 3.295227 6.145227 A 6.3 6.3 0 0 1 12.204773 6.145227 M 0.749643 3.599643 A 9.9 9.9 0 0 1 14.750357 3.599643", "stroke": 2.1}, {"d": "M 7.75 10.6 L 5.345837 8.195837 A 3.4 3.4 0 0 1 10.154163 8.195837 Z", "stroke": 0.8, "fill": true}]}
    ]},
    "battery": {"viewBox": [0, 0, 25, 12], "layers": [
      {"rule": "evenodd", "opacity": 0.4, "parts": [{"rect": [0, 0, 25, 12], "radius": 4}, {"rect": [1, 1, 23, 10], "radius": 3}]},
      {"rect": [26, 4, 1.5, 4], "radii": [0, 1, 1, 0], "opacity": 0.4},
      {"when": "battery > 20", "rect": [2, 2, "21 * clamp(battery, 0, 100) / 100", 8], "radius": 2},
      {"when": "battery > 0 && battery <= 20", "color": "failed", "rect": [2, 2, "21 * clamp(battery, 0, 100) / 100", 8], "radius": 2}
    ]},
    "wifi-android": {"viewBox": [0, 0, 16, 12], "layers": [
      {"d": "M 8 11.5 L 0.666667 3.301084 A 11 11 0 0 1 15.333333 3.301084 Z", "stroke": 1, "fill": true}
    ]},
    "signal-android": {"viewBox": [0, 0, 13, 13], "layers": [
      {"when": "signal > 0", "d": "M 0 13 L {13 * clamp(signal, 0, 4) / 4} 13 L {13 * clamp(signal, 0, 4) / 4} {13 - 13 * clamp(signal, 0, 4) / 4} Z"},
      {"when": "signal < 4", "opacity": 0.3, "d": "M {13 * clamp(signal, 0, 4) / 4} 13 L 13 13 L 13 0 L {13 * clamp(signal, 0, 4) / 4} {13 - 13 * clamp(signal, 0, 4) / 4} Z"}
    ]},
    "battery-android": {"viewBox": [0, 0, 7.5, 13], "layers": [
      {"rect": [2, -1.5, 3.5, 1.5], "radii": [0.5, 0.5, 0, 0], "opacity": "battery >= 100 ? 1 : 0.3"},
      {"when": "battery < 100", "opacity": 0.3, "rect": [0, 0, 7.5, "13 - 13 * clamp(battery, 0, 100) / 100"], "radii": [1.5, 1.5, "battery > 0 ? 0 : 1.5", "battery > 0 ? 0 : 1.5"]},
      {"when": "battery > 20", "rect": [0, "13 - 13 * clamp(battery, 0, 100) / 100", 7.5, "13 - (13 - 13 * clamp(battery, 0, 100) / 100)"], "radii": ["battery >= 100 ? 1.5 : 0", "battery >= 100 ? 1.5 : 0", 1.5, 1.5]},
      {"when": "battery > 0 && battery <= 20", "color": "failed", "rect": [0, "13 - 13 * clamp(battery, 0, 100) / 100", 7.5, "13 - (13 - 13 * clamp(battery, 0, 100) / 100)"], "radii": [0, 0, 1.5, 1.5]}
    ]}
  }
"""#
}

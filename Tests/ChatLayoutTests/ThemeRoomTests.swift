import ChatGeometry
import ChatLayout
import ChatModel
import Testing

/// Class 1 of the robustness issue in the layout: a theme whose decoded values are each in range can still leave no
/// room on a given canvas; that is refused naming the key, and values at the edges of their ranges lay out with
/// finite geometry or fail with an error, never trap.
@Suite("Theme metrics at their limits")
struct ThemeRoomTests {
    private func theme(_ change: (inout ThemeSpec) -> Void) -> ThemeSpec {
        var theme = testTheme()
        change(&theme)
        return theme
    }

    private let messages = [text(0, "ana", "Hello there, how are you?", time: "2026-11-21T10:00:00Z"), text(1, "me", "Fine", status: .read),
                            Message(index: 2, from: "ana", content: .image(path: "p.jpg", caption: "look")),
                            Message(index: 3, from: "me", content: .file(name: "report.pdf", size: 2_400_000)),
                            Message(index: 4, from: "ana", content: .audio(duration: 86_400))]

    @Test func marginsThatLeaveNoRoomNameTheKey() {
        #expect(throws: LayoutError.noRoom(key: "metrics.margin", reason: "a margin of 200 pt on each side leaves no room for messages "
                                           + "on a 390 pt wide canvas; use a smaller margin or a wider canvas")) {
            try layout(messages, theme: theme { $0.metrics.margin = 200 }, canvas: Canvas(width: 390), photos: ["p.jpg": Size(width: 4, height: 3)])
        }
        do {
            _ = try layout(messages, theme: theme { $0.metrics.margin = 0; $0.metrics.avatarSize = 200; $0.metrics.avatarGap = 200 },
                           canvas: Canvas(width: 390), photos: ["p.jpg": Size(width: 4, height: 3)])
            Issue.record("expected no room")
        } catch {
            guard case .noRoom(let key, let reason)? = error as? LayoutError else { Issue.record("\(error)"); return }
            #expect(key == "metrics.avatarSize")
            #expect(reason.contains("avatars of 200 pt and a gap of 200 pt"))
        }
        do {
            _ = try layout(messages, theme: theme { $0.textBubbles.overrides[.last]?.contentInsets = EdgeInsets(top: 0, left: 500, bottom: 0, right: 0) },
                           canvas: Canvas(width: 390), photos: ["p.jpg": Size(width: 4, height: 3)])
            Issue.record("expected no room")
        } catch {
            #expect("\(error)".hasPrefix("the theme's bubbles.text.last.contentInsets: content insets of 500 and 0 pt"), "\(error)")
        }
    }

    /// Every metric at the top of its decoded range, on the smallest and largest canvases and scales: the layout
    /// either fails with an error or gives finite frames.
    @Test(arguments: [Canvas(width: 100, scale: 1), Canvas(width: 390, scale: 3), Canvas(width: 2000, scale: 4),
                      Canvas(width: 100, scale: 4, height: 100), Canvas(width: 2000, scale: 1, height: 20_000)])
    func extremeMetricsGiveFiniteGeometryOrAnError(canvas: Canvas) {
        let extremes: [(String, (inout ThemeSpec) -> Void)] = [
            ("spacings", { $0.metrics.margin = 0; $0.metrics.verticalMargin = 200; $0.metrics.groupSpacing = 200; $0.metrics.messageSpacing = 200 }),
            ("avatars", { $0.metrics.margin = 0; $0.metrics.avatarSize = 200; $0.metrics.avatarGap = 0; $0.metrics.avatarBorder = 100 }),
            ("photos", { $0.metrics.photoMinSize = 2000; $0.metrics.photoMaxAspectRatio = 100; $0.metrics.photoMaxSize = 1 }),
            ("tiny", { $0.metrics.maxBubbleWidth = 0.0001; $0.metrics.photoMaxSize = 0.0001 }),
            ("icons", { $0.metrics.statusIconSize = 100; $0.fonts = ThemeFonts(body: 200, name: 200, time: 200, status: 200) }),
            ("insets", { $0.textBubbles.default.contentInsets = EdgeInsets(top: 500, left: 0, bottom: 500, right: 0) }),
        ]
        for (name, change) in extremes {
            do {
                let list = try layout(messages, theme: theme(change), canvas: canvas, photos: ["p.jpg": Size(width: 8000, height: 1)])
                let frames = list.elements.map(\.frame)
                #expect(frames.allSatisfy { [$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) && $0.width >= 0 && $0.height >= 0 },
                        "\(name) on \(canvas.width) pt: a frame is not finite")
                #expect(list.canvas.pixelWidth > 0 && list.canvas.pixelHeight > 0)
            } catch {
                #expect(error is LayoutError && !"\(error)".isEmpty, "\(name): \(error)")
            }
        }
    }
}

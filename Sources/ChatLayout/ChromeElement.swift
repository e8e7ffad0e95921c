import ChatModel

/// A part of the mock-up chrome in a display list. Each part's element frame is the band it covers; its
/// glyphs (bars, fan, battery, chevron, buttons) are drawn with paths inside the frames it lists.
public enum ChromeElement: Sendable, Equatable {
    case statusBar(StatusBarElement)
    case header(HeaderElement)
    case composer(ComposerElement)

    /// The `kind` string of the layout JSON: `statusBar`, `header` or `composer`.
    public var kind: String {
        switch self {
        case .statusBar: "statusBar"
        case .header: "header"
        case .composer: "composer"
        }
    }

    /// Every text the part draws (for font provenance).
    public var texts: [TextElement] {
        switch self {
        case .statusBar(let bar): [bar.time.text]
        case .header(let header): [header.title.text] + (header.subtitle.map { [$0.text] } ?? [])
            + (header.avatar.initials.map { [$0] } ?? [])
        case .composer(let composer): [composer.placeholder.text]
        }
    }
}

/// A text of a chrome part and where it goes.
public struct PlacedText: Sendable, Equatable {
    public var frame: Rect
    public var text: TextElement

    /// `text` drawn with its block's origin at `frame.origin`.
    public init(frame: Rect, text: TextElement) {
        self.frame = frame
        self.text = text
    }
}

/// The phone status bar: the clock, then signal bars, the wifi fan and the battery, drawn in `color`.
public struct StatusBarElement: Sendable, Equatable {
    public var time: PlacedText
    /// Four bars, the first `signal` of them lit, the others faded.
    public var signalFrame: Rect
    public var signal: Int
    /// The wifi fan's box, or nil when wifi is off.
    public var wifiFrame: Rect?
    /// The battery's outline box (its cap sticks out to the right of it).
    public var batteryFrame: Rect
    /// Charge in percent, 0…100: the fill's share of the inner width.
    public var battery: Double
    public var color: Color
    /// The fill colour of a battery at 20 % or less.
    public var lowBatteryColor: Color

    public init(time: PlacedText, signalFrame: Rect, signal: Int, wifiFrame: Rect?, batteryFrame: Rect, battery: Double,
                color: Color, lowBatteryColor: Color) {
        self.time = time
        self.signalFrame = signalFrame
        self.signal = signal
        self.wifiFrame = wifiFrame
        self.batteryFrame = batteryFrame
        self.battery = battery
        self.color = color
        self.lowBatteryColor = lowBatteryColor
    }
}

/// The chat header: a tinted band from the top of the canvas, a back chevron, a video-call glyph, the centred
/// avatar with the title (and subtitle) under it, and a hairline at the bottom.
public struct HeaderElement: Sendable, Equatable {
    /// The band's fill (it also lies under the status bar).
    public var background: Color
    public var backFrame: Rect
    public var videoFrame: Rect
    /// Colour of the back chevron and the video glyph.
    public var tint: Color
    public var avatarFrame: Rect
    public var avatar: AvatarElement
    public var title: PlacedText
    public var subtitle: PlacedText?
    public var separatorFrame: Rect
    public var separator: Color

    public init(background: Color, backFrame: Rect, videoFrame: Rect, tint: Color, avatarFrame: Rect, avatar: AvatarElement,
                title: PlacedText, subtitle: PlacedText?, separatorFrame: Rect, separator: Color) {
        self.background = background
        self.backFrame = backFrame
        self.videoFrame = videoFrame
        self.tint = tint
        self.avatarFrame = avatarFrame
        self.avatar = avatar
        self.title = title
        self.subtitle = subtitle
        self.separatorFrame = separatorFrame
        self.separator = separator
    }
}

/// The composer: a tinted band to the bottom of the canvas with a hairline on top, a "+" button, a rounded
/// text field with a placeholder and a microphone, and the home indicator.
public struct ComposerElement: Sendable, Equatable {
    public var background: Color
    public var separatorFrame: Rect
    public var separator: Color
    /// The round "+" button: a disc of `buttonFill` with the plus in `glyph`.
    public var plusFrame: Rect
    public var buttonFill: Color
    public var fieldFrame: Rect
    public var fieldFill: Color
    public var fieldBorder: Color
    public var placeholder: PlacedText
    public var micFrame: Rect
    /// Colour of the plus and the microphone.
    public var glyph: Color
    public var homeIndicatorFrame: Rect
    public var homeIndicator: Color

    public init(background: Color, separatorFrame: Rect, separator: Color, plusFrame: Rect, buttonFill: Color, fieldFrame: Rect,
                fieldFill: Color, fieldBorder: Color, placeholder: PlacedText, micFrame: Rect, glyph: Color,
                homeIndicatorFrame: Rect, homeIndicator: Color) {
        self.background = background
        self.separatorFrame = separatorFrame
        self.separator = separator
        self.plusFrame = plusFrame
        self.buttonFill = buttonFill
        self.fieldFrame = fieldFrame
        self.fieldFill = fieldFill
        self.fieldBorder = fieldBorder
        self.placeholder = placeholder
        self.micFrame = micFrame
        self.glyph = glyph
        self.homeIndicatorFrame = homeIndicatorFrame
        self.homeIndicator = homeIndicator
    }
}

import ChatGeometry
import ChatModel

/// Places the mock-up chrome of a chat screen, in points, in the style of the theme's platform and app.
///
/// iOS (iPhone 14/15 proportions): a 54 pt status bar, a header under it (96 pt `stacked`, 44 pt `ios6`, 52 pt
/// otherwise) and an 84 pt composer (110 pt `qq`) with the home indicator at the bottom. Android 14: a 28 pt status bar, a 56 pt header, and
/// the composer (80 pt for `android`) with the gesture bar.
///
/// The messages are laid out between `topInset` and the canvas height minus `bottomInset`; the chrome
/// elements come last in the display list, so their opaque bands cover messages scrolled under them.
struct ChromeLayout {
    let engine: LayoutEngine
    let chrome: Chrome?
    let colors: ThemeColors
    let palette: ChromePalette
    let style: ThemeChrome
    let platform: ChromePlatform

    static let statusBarHeight = 54.0
    static let androidStatusBarHeight = 28.0
    static let headerHeight = 96.0
    /// The iOS navigation bar of `leading` and `centered` headers.
    static let compactHeaderHeight = 52.0
    /// The Android app bar.
    static let androidHeaderHeight = 56.0
    static let composerHeight = 84.0
    /// The `android` composer: 6 pt, a 48 pt field, 6 pt, and the 20 pt gesture band.
    static let androidComposerHeight = 80.0
    /// The iOS 6 navigation bar (`ios6`).
    static let ios6HeaderHeight = 44.0
    /// The `qq` composer: 8 pt, a 36 pt field, the 34 pt row of glyphs, and the home indicator's 32 pt.
    static let qqComposerHeight = 110.0
    /// Half the width of the Dynamic Island: the clock and the icons are centred in the "ears" beside it.
    static let islandHalfWidth = 63.0
    /// The vertical centre of the clock and icons in the status bar.
    static let statusBarCenter = 30.0
    static let avatarSize = 50.0
    /// The least room a viewport keeps for messages between the header and the composer.
    static let minimumMessageArea = 44.0

    init(engine: LayoutEngine) {
        self.engine = engine
        chrome = engine.conversation.chrome
        colors = engine.theme.colors(for: engine.conversation.appearance)
        palette = ChromePalette(theme: engine.theme, appearance: engine.conversation.appearance)
        style = engine.theme.chrome
        platform = ChromePlatform(themePlatform: engine.theme.platform)
    }

    var canvasWidth: Double { engine.conversation.canvas.width }
    /// One device pixel, in points.
    var hairline: Double { 1 / engine.conversation.canvas.scale }

    /// The status bar's height on this platform.
    var statusBarHeight: Double { platform == .android ? Self.androidStatusBarHeight : Self.statusBarHeight }
    /// The header's height for this style and platform.
    var headerHeight: Double {
        switch style.header {
        case .stacked: return Self.headerHeight
        case .ios6: return Self.ios6HeaderHeight
        case .leading, .centered, .qq: return platform == .android ? Self.androidHeaderHeight : Self.compactHeaderHeight
        }
    }
    /// The composer's height for this style.
    var composerHeight: Double {
        switch style.composer {
        case .android: Self.androidComposerHeight
        case .qq: Self.qqComposerHeight
        case .messages, .attach, .messenger, .ios6: Self.composerHeight
        }
    }

    /// Where the header starts: under the status bar, or at the top without one.
    var headerTop: Double { chrome?.statusBar == nil ? 0 : statusBarHeight }

    /// Height covered by the status bar and the header.
    var topInset: Double {
        guard let chrome else { return 0 }
        return (chrome.statusBar == nil ? 0 : statusBarHeight) + (chrome.header == nil ? 0 : headerHeight)
    }

    /// Height covered by the composer and the home indicator or gesture bar.
    var bottomInset: Double { chrome?.composer == nil ? 0 : composerHeight }

    /// The chrome elements for a canvas `canvasHeight` points tall, in drawing order (header, status bar, composer).
    func elements(canvasHeight: Double) throws(LayoutError) -> [LayoutElement] {
        guard let chrome else { return [] }
        if engine.conversation.canvas.height != nil, canvasHeight < topInset + bottomInset + Self.minimumMessageArea {
            throw .chromeDoesNotFit(height: canvasHeight, needed: topInset + bottomInset + Self.minimumMessageArea)
        }
        var elements: [LayoutElement] = []
        if let header = chrome.header {
            elements.append(try headerElement(header))
        }
        if let bar = chrome.statusBar {
            elements.append(try statusBarElement(bar))
        }
        if let composer = chrome.composer {
            elements.append(try composerElement(composer, canvasHeight: canvasHeight))
        }
        return elements
    }

    // MARK: Helpers

    var isDark: Bool { engine.conversation.appearance == .dark }

    func measure(_ string: String, style: TextStyle, maxWidth: Double) throws(LayoutError) -> TextBlock {
        do {
            return try engine.text.layout(string, style: style, maxWidth: maxWidth)
        } catch {
            throw .textMeasurement(message: nil, reason: "\(error)")
        }
    }

    /// `string` on one line no wider than `maxWidth`: as it is when it fits, otherwise its longest prefix that
    /// fits with "…" after it (at least one character).
    func measureOneLine(_ string: String, style: TextStyle, maxWidth: Double) throws(LayoutError) -> TextBlock {
        let unbounded = 1_000_000.0
        let whole = try measure(string, style: style, maxWidth: unbounded)
        guard whole.size.width > maxWidth || whole.lines.count > 1 else { return whole }
        let characters = Array(string.split(separator: "\n", omittingEmptySubsequences: false).first ?? Substring(string))
        // Binary search for the longest prefix whose "prefix…" fits.
        var low = 1, high = max(1, characters.count)
        var best = try measure(String(characters.prefix(1)) + "…", style: style, maxWidth: unbounded)
        while low <= high {
            let middle = (low + high) / 2
            let prefix = String(characters.prefix(middle)).trimmingTrailingSpaces() + "…"
            let block = try measure(prefix, style: style, maxWidth: unbounded)
            if block.size.width <= maxWidth {
                best = block
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return best
    }

    /// The layout element of a chrome part covering `frame`.
    func element(_ part: ChromeElement, frame: Rect) -> LayoutElement {
        LayoutElement(message: nil, frame: frame, content: .chrome(part))
    }
}

private extension String {
    /// The string without trailing spaces (so an ellipsis follows the last word directly).
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}

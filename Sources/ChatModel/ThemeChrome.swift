/// How a theme dresses the mock-up chrome (status bar, header, composer): which app's header and composer it
/// imitates, the composer's default placeholder and the bar colours per appearance.
///
/// Every part is optional in theme.json; the defaults (`stacked`, `messages`, no placeholder, no colours) are
/// the iOS Messages look with colours derived from the theme's `ThemeColors`.
public struct ThemeChrome: Sendable, Equatable {
    /// The header's arrangement of back button, avatar, title and action glyphs.
    public var header: ChromeHeaderStyle
    /// The composer's arrangement of buttons and text field.
    public var composer: ChromeComposerStyle
    /// The placeholder shown when the conversation's `chrome.composer.placeholder` gives none; nil uses
    /// `Composer.defaultPlaceholder` ("Message").
    public var placeholder: String?
    /// The label of the `ios6` header's back button; nil: "Messages".
    public var backLabel: String?
    /// The label of the `ios6` composer's send button; nil: "Send".
    public var sendLabel: String?
    /// Bar colours for the light appearance.
    public var light: ThemeChromeColors
    /// Bar colours for the dark appearance.
    public var dark: ThemeChromeColors

    /// What the `ios6` back button says without a `backLabel`.
    public static let defaultBackLabel = "Messages"
    /// What the `ios6` send button says without a `sendLabel`.
    public static let defaultSendLabel = "Send"

    /// A chrome style; the defaults are today's iOS Messages look.
    public init(header: ChromeHeaderStyle = .stacked, composer: ChromeComposerStyle = .messages, placeholder: String? = nil,
                backLabel: String? = nil, sendLabel: String? = nil,
                light: ThemeChromeColors = ThemeChromeColors(), dark: ThemeChromeColors = ThemeChromeColors()) {
        self.header = header
        self.composer = composer
        self.placeholder = placeholder
        self.backLabel = backLabel
        self.sendLabel = sendLabel
        self.light = light
        self.dark = dark
    }

    /// The bar colours of one appearance.
    public func colors(for appearance: Appearance) -> ThemeChromeColors { appearance == .dark ? dark : light }

    /// The placeholder a composer shows: the conversation's own, else this theme's, else "Message".
    public func placeholder(for composer: Composer) -> String {
        composer.placeholder ?? placeholder ?? Composer.defaultPlaceholder
    }
}

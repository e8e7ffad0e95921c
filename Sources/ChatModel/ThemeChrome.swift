import ChatGeometry

/// How a theme dresses the mock-up chrome: its status bar, header and composer bars (each described in the pack,
/// or named among chatrender's presets), the composer's default placeholder, the labels the bars may show and the
/// bar colours per appearance.
///
/// Every part is optional in theme.json; without them a theme gets its platform's status bar, the `stacked` header
/// and the `messages` composer, with colours derived from the theme's `ThemeColors`.
package struct ThemeChrome: Sendable, Equatable {
    /// The status bar; nil: the platform's (`ios` or `android`).
    package var statusBar: ChromeBarChoice?
    /// The header bar.
    package var header: ChromeBarChoice
    /// The composer bar.
    package var composer: ChromeBarChoice
    /// The header of a list screen (chats, contacts): the large title and search field, or the app bar.
    package var listHeader: ChromeBarChoice = .preset("large")
    /// The contacts screen's header when it differs from the chats screen's (`contactsHeader`); nil: `listHeader`.
    package var contactsHeader: ChromeBarChoice?
    /// The tab bar under a list screen.
    package var tabBar: ChromeBarChoice = .preset("tabs")
    /// The bar under the header showing the newest pinned message; nil: the theme shows none.
    package var pinnedBar: ChromeBar?
    /// The placeholder shown when the conversation's `chrome.composer.placeholder` gives none, with `{word}`s of
    /// the theme's words; nil: `defaultPlaceholder` ("Message" in the conversation's language).
    package var placeholder: String?
    /// What a bar's `{backLabel}` shows, with `{word}`s; nil: `defaultBackLabel`.
    package var backLabel: String?
    /// What a bar's `{sendLabel}` shows, with `{word}`s; nil: `defaultSendLabel`.
    package var sendLabel: String?
    /// Whether the header says that someone is typing.
    package var typing: HeaderTyping = .none
    /// Whether the header's "typing…" takes the accent colour instead of the subtitle's (Telegram).
    package var typingAccent = false
    /// What the header calls a group chat the conversation gives no title.
    package var groupTitle: GroupTitleStyle = .count
    /// Bar colours for the light appearance.
    package var light: ThemeChromeColors
    /// Bar colours for the dark appearance.
    package var dark: ThemeChromeColors

    /// What `{backLabel}` shows without a `backLabel`: the word `messages` in the conversation's language.
    package static let defaultBackLabel = "{messages}"
    /// What `{sendLabel}` shows without a `sendLabel`: the word `send`.
    package static let defaultSendLabel = "{send}"
    /// What `{placeholder}` shows when neither the conversation nor the theme gives one: the word `message`.
    package static let defaultPlaceholder = "{message}"

    /// A chrome; the defaults are the iOS Messages look.
    package init(statusBar: ChromeBarChoice? = nil, header: ChromeBarChoice = .preset("stacked"), composer: ChromeBarChoice = .preset("messages"),
                placeholder: String? = nil, backLabel: String? = nil, sendLabel: String? = nil,
                light: ThemeChromeColors = ThemeChromeColors(), dark: ThemeChromeColors = ThemeChromeColors()) {
        self.statusBar = statusBar
        self.header = header
        self.composer = composer
        self.placeholder = placeholder
        self.backLabel = backLabel
        self.sendLabel = sendLabel
        self.light = light
        self.dark = dark
    }

    /// The bar colours of one appearance.
    package func colors(for appearance: Appearance) -> ThemeChromeColors { appearance == .dark ? dark : light }

    /// The placeholder a composer shows before its words are filled in: the conversation's own (as written), else
    /// this theme's template, else `defaultPlaceholder`.
    package func placeholder(for composer: Composer) -> String {
        composer.placeholder ?? placeholder ?? Self.defaultPlaceholder
    }

    /// The status bar, header and composer bars for a theme of `platform`.
    package func bars(platform: String) -> (statusBar: ChromeBar, header: ChromeBar, composer: ChromeBar) {
        (Self.bar(statusBar ?? .preset(platform), .statusBar, platform: platform), Self.bar(header, .header, platform: platform),
         Self.bar(composer, .composer, platform: platform))
    }

    /// The header and tab bar of a list screen for a theme of `platform`: the contacts screen's own header when
    /// `contacts` and the theme has one.
    package func listBars(platform: String, contacts: Bool = false) -> (header: ChromeBar, tabBar: ChromeBar) {
        (Self.bar(contacts ? contactsHeader ?? listHeader : listHeader, .listHeader, platform: platform), Self.bar(tabBar, .tabBar, platform: platform))
    }

    private static func bar(_ choice: ChromeBarChoice, _ part: ChromePresets.Part, platform: String) -> ChromeBar {
        switch choice {
        case .described(let bar): return bar
        case .preset(let name):
            // Names are checked when decoded; an unknown one (a ThemeChrome built in code) falls back to the defaults.
            return ChromePresets.bar(part, named: name, platform: platform)
                ?? ChromePresets.bar(part, named: Self.defaultPreset(part), platform: platform)!
        }
    }
}

extension ThemeChrome {
    /// The preset a part falls back to.
    static func defaultPreset(_ part: ChromePresets.Part) -> String {
        switch part {
        case .statusBar: "ios"
        case .header: "stacked"
        case .composer: "messages"
        case .listHeader: "large"
        case .tabBar: "tabs"
        }
    }
}

/// A chrome bar as a theme names it: one of chatrender's presets, or described in the pack.
package enum ChromeBarChoice: Sendable, Hashable {
    case preset(String)
    case described(ChromeBar)
}

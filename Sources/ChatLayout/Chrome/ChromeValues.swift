import ChatGeometry
import ChatModel

/// What the conversation gives the chrome bars: the texts their templates insert and the numbers their
/// expressions read.
struct ChromeValues {
    var title: String
    var subtitle: String?
    var unread: Int
    var time: String
    var signal: Int
    var battery: Double
    var wifi: Bool
    var placeholder: String
    /// The composer's typed draft (`chrome.composer.text`, not empty), if any.
    var draft: String?
    var backLabel: String
    var sendLabel: String
    var hasAvatar: Bool
    /// The newest pinned message's preview, when the pinned bar is drawn.
    var pinned: String?
    /// The list screen drawn (its tab is selected), if any.
    var screen: String
    /// The words `{chats}`, `{edit}` insert.
    var words: WordTable

    init(layout: ChromeLayout, header: ChatHeader?, statusBar: StatusBar?, composer: Composer?) {
        let theme = layout.engine.theme.chrome
        screen = layout.engine.conversation.screen.name
        words = layout.words
        title = ""
        subtitle = layout.typingSubtitle ?? header?.subtitle
        unread = max(0, header?.unread ?? 0)
        time = statusBar?.time ?? StatusBar().time
        signal = statusBar?.signal ?? StatusBar().signal
        battery = statusBar?.battery ?? StatusBar().battery
        wifi = statusBar?.wifi ?? StatusBar().wifi
        placeholder = ""
        draft = (composer ?? layout.chrome?.composer)?.draft
        backLabel = ""
        sendLabel = ""
        let others = layout.engine.conversation.participants.filter { !$0.isMe }
        hasAvatar = header?.avatar != nil || (others.count == 1 && others[0].avatar != nil)
        pinned = layout.pinnedText
        // Set last: the theme's texts are templates that read the words (the conversation's own are as written).
        title = layout.listTitle.map { header?.title ?? text($0) } ?? layout.typingTitle ?? layout.headerTitle(header)
        placeholder = composer?.placeholder ?? text(theme.placeholder(for: Composer()))
        backLabel = text(theme.backLabel ?? ThemeChrome.defaultBackLabel)
        sendLabel = text(theme.sendLabel ?? ThemeChrome.defaultSendLabel)
    }

    /// The value of a global name of the bars' expressions, nil for another name.
    func number(_ name: String) -> Double? {
        switch name {
        case "subtitle": subtitle == nil ? 0 : 1
        case "avatar": hasAvatar ? 1 : 0
        case "unread": Double(unread)
        case "wifi": wifi ? 1 : 0
        case "signal": Double(signal)
        case "battery": battery
        case "chats": screen == "chats" ? 1 : 0
        case "contacts": screen == "contacts" ? 1 : 0
        case "pinned": pinned == nil ? 0 : 1
        case "draft": draft == nil ? 0 : 1
        default: nil
        }
    }

    /// `template` with its `{name}`s filled in: the conversation's values, else the theme's words.
    func text(_ template: String) -> String {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            switch rest[rest.index(after: open)..<close] {
            case "title": result += title
            case "subtitle": result += subtitle ?? ""
            case "time": result += time
            case "placeholder": result += placeholder
            case "draftText": result += draft ?? ""
            case "unread": result += String(unread)
            case "backLabel": result += backLabel
            case "sendLabel": result += sendLabel
            case "pinned": result += pinned ?? ""
            case let name: result += words.word(String(name)) ?? String(rest[open...close])
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

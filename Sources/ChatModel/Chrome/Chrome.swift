/// Mock-up dressing around a conversation: a phone status bar, the chat's header and the message composer.
///
/// A nil part is not drawn (`false` in the JSON); a part given as an object (even `{}`) is drawn with the
/// defaults of its type for every key left out.
public struct ChatChrome: Sendable, Equatable {
    /// The phone's status bar (time, signal, wifi, battery), or nil for none.
    public var statusBar: StatusBar?
    /// The chat header (back button, avatar, title), or nil for none.
    public var header: ChatHeader?
    /// The message composer and home indicator at the bottom, or nil for none.
    public var composer: Composer?

    /// Chrome with every part drawn with its defaults, unless given.
    public init(statusBar: StatusBar? = ChatStatusBar(), header: ChatHeader? = ChatHeader(), composer: Composer? = ChatComposer()) {
        self.statusBar = statusBar
        self.header = header
        self.composer = composer
    }
}

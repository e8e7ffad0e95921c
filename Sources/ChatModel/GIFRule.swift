/// How an animated GIF is marked (theme.json `groups.gif`).
package enum GIFBadge: String, Sendable, Hashable, CaseIterable {
    /// A small "GIF" pill in the picture's top leading corner (Telegram, Signal, Messenger).
    case corner
    /// A dark disc with "GIF" in the picture's centre, as a GIF not yet played (WhatsApp).
    case center
    /// No mark: the app plays GIFs as they come (iMessage).
    case none
}

/// A small icon of the chrome, drawn with antialiased paths scaled to the frame it is placed in.
public enum ChromeGlyph: String, Sendable, Hashable, CaseIterable {
    /// iOS back chevron "<".
    case chevron
    /// Android back arrow "←".
    case arrow
    /// Outlined video camera (iOS Messages header).
    case video
    /// Filled video camera (WhatsApp, Messenger headers).
    case videoFilled
    /// Filled telephone handset.
    case phone
    /// Android overflow menu: three dots one above the other.
    case moreVertical
    /// A plus "+".
    case plus
    /// A microphone: capsule head, cradle and stem.
    case microphone
    /// A paperclip tilted to the right.
    case paperclip
    /// Filled photo camera.
    case camera
    /// Filled picture with mountains and a sun cut out.
    case image
    /// Outlined smiling face.
    case smiley
    /// Filled thumbs-up hand.
    case thumbsUp
}

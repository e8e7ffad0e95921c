/// A small icon of the chrome, drawn with antialiased paths scaled to the frame it is placed in.
package enum ChromeGlyph: String, Sendable, Hashable, CaseIterable {
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
    /// A menu: three horizontal lines (QQ's header).
    case menu
    /// An outlined red packet (QQ's hongbao): an envelope with its flap's curve and a round seal.
    case redPacket
    /// A plus in an outlined circle (QQ's "more" button).
    case plusCircle
    /// An outlined microphone (QQ's voice button).
    case microphoneOutline
    /// An outlined picture: a rounded frame, a mountain line and a sun (QQ's picture button).
    case imageOutline
    /// An outlined photo camera (QQ's camera button).
    case cameraOutline
}

import ChatGeometry

/// What a participant without a picture shows (theme.json `groups.avatarPlaceholder`): their initials on a colour
/// picked by their id (`initials`, the default), or a pack glyph on one fill for everyone (`glyph`: WhatsApp's grey
/// silhouette).
package enum AvatarPlaceholder: Sendable, Equatable {
    /// The name's initials on one of `groups.initialsColors`.
    case initials
    /// The pack glyph `name` drawn over the whole picture in `color`, on a disc of `fill` (per appearance).
    case glyph(name: String, fill: [Appearance: Color], color: [Appearance: Color])
}

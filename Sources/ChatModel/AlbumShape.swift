/// How an album's grid of pictures is cut (theme.json `groups.albums`).
package enum AlbumShape: String, Sendable, Hashable, CaseIterable {
    /// Each picture on its own in the album cell shape (`bubbles.albumCell`): rounded all round (WhatsApp, iMessage).
    case cells
    /// The grid as one picture, in the shape a single photo would have there: only the grid's outer corners (and a
    /// tail, where the photo would have one) are rounded, the pictures square inside it (Telegram, Signal, Messenger).
    case grid
}

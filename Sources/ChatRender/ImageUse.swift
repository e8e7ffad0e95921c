import ChatLayout
import ChatRaster

/// One image a display-list element draws: which file, for what (for messages), how, and at what size in
/// device pixels. The renderer retains and releases files by these; the memory plan sizes them.
struct ImageUse {
    enum Kind {
        /// Aspect-filled into the element and masked by its bubble (photos, video thumbnails, maps).
        case filled
        /// Scaled to exactly the target (stickers).
        case resized
        /// Aspect-filled into a circle (avatars).
        case circle
    }

    let path: String
    let usedBy: String
    let kind: Kind
    let width: Int
    let height: Int

    /// The images of `element`, whose frame snaps to `target` device pixels.
    static func uses(of element: LayoutElement, target: PixelRect, scale: Double) -> [ImageUse] {
        let message = element.message
        switch element.content {
        case .photo(let photo):
            return [ImageUse(path: photo.path, usedBy: message.map { "messages[\($0)].\(photo.key)" } ?? photo.key,
                             kind: .filled, width: target.width, height: target.height)]
        case .sticker(let sticker):
            return [ImageUse(path: sticker.path, usedBy: message.map { "messages[\($0)].sticker" } ?? "sticker",
                             kind: .resized, width: target.width, height: target.height)]
        case .avatar(let avatar):
            guard let path = avatar.image else { return [] }
            let diameter = min(target.width, target.height)
            return [ImageUse(path: path, usedBy: "avatar of participant \"\(avatar.participant)\"", kind: .circle,
                             width: diameter, height: diameter)]
        case .location(let location):
            guard let path = location.image else { return [] }
            let map = location.mapPixels(in: target, scale: scale)
            return [ImageUse(path: path, usedBy: message.map { "messages[\($0)].location.image" } ?? "location.image",
                             kind: .filled, width: map.width, height: map.height)]
        case .chrome(.header(let header)):
            guard let avatar = header.avatar, let path = avatar.image, let frame = header.avatarFrame else { return [] }
            let diameter = max(0, Int((min(frame.width, frame.height) * scale).rounded()))
            return [ImageUse(path: path, usedBy: avatar.participant.isEmpty ? "chrome.header.avatar"
                                : "avatar of participant \"\(avatar.participant)\"",
                             kind: .circle, width: diameter, height: diameter)]
        default:
            return []
        }
    }
}

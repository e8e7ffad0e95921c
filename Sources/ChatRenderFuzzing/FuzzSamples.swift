import ChatGeometry
import ChatLayout
import ChatModel
import ChatRender
import ChatText
import Foundation

/// What the layout targets lay out with: a text engine on pinned Debian fonts (made once), the built-in themes
/// (decoded once), photo sizes made up from the path, template sizes from the built-in packs (or made up from the
/// name for fuzzed themes), and a fixed conversation for the theme target.
enum FuzzSamples {
    static let fontFiles = [
        "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
        "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
    ]

    /// The engine, or nil when the fonts are not installed.
    static let textEngine: TextEngine? = try? TextEngine(fonts: FontSet(parsing: fontFiles))

    /// The built-in theme packs by name, loaded once.
    static let builtInPacks: [String: ChatThemePack] = {
        var packs: [String: ChatThemePack] = [:]
        let locator = ChatThemeLocator()
        for name in ChatThemeLocator.builtInNames {
            if let directory = try? locator.locate(name, baseDirectory: "/"), let pack = try? ChatThemePack(directory: directory) {
                packs[name] = pack
            }
        }
        return packs
    }()

    /// A conversation of every content kind and extra, for the theme target.
    static let conversation: ChatConversation = {
        let json = #"""
            {"participants": [{"id": "me", "me": true}, {"id": "ana", "name": "Ana", "avatar": "ana.png"}, {"id": "bo", "name": "Bo"}],
             "chrome": {"statusBar": {"time": "9:41", "battery": 50}, "header": {"title": "Chat"}},
             "messages": [
               {"day": "2026-11-21"},
               {"from": "ana", "text": "Hello there, this is a longer message that wraps 🙂", "time": "2026-11-21T09:41:00Z"},
               {"from": "ana", "text": "👍"},
               {"from": "me", "text": "Sure https://example.com", "status": "read", "time": "2026-11-21T09:45:00+01:00", "replyTo": 1,
                "reactions": ["❤️", "😂"]},
               {"from": "bo", "image": "wide-800x200.jpg", "caption": "Look"},
               {"from": "me", "sticker": "sticker-300x300.png", "status": "sent"},
               {"from": "ana", "video": {"thumbnail": "tall-200x900.jpg", "duration": 65}},
               {"from": "me", "audio": {"duration": 42}, "status": "delivered"},
               {"from": "ana", "location": {"title": "Blue Bottle", "subtitle": "66 Mint St"}},
               {"from": "me", "file": {"name": "a-very-long-report-name-for-the-quarter.pdf", "size": 2437120}, "status": "failed"},
               {"system": "Bo left"},
               {"from": "ana", "typing": true}
             ]}
            """#
        return (try? ConversationDecoder().decode(Array(json.utf8), baseDirectory: "/fuzz"))
            ?? ChatConversation(participants: [ChatParticipant(id: "me", isMe: true)], messages: [])
    }()
}

/// Photo sizes from the path (`name-800x200.jpg` is 800 × 200; others get a size from the path's bytes) and template
/// sizes from `pack`, or without one from the image name's bytes (10…80 pt).
struct FuzzResources: LayoutResources {
    let pack: ChatThemePack?

    func photoSize(path: String, message: Int) throws -> Size {
        if let match = path.split(separator: "-").last?.split(separator: ".").first?.split(separator: "x"), match.count == 2,
           let width = Int(match[0]), let height = Int(match[1]), (1...20_000).contains(width), (1...20_000).contains(height) {
            return Size(width: Double(width), height: Double(height))
        }
        let hash = path.utf8.reduce(17) { ($0 &* 31 &+ Int($1)) & 0xFFFF }
        return Size(width: Double(1 + hash % 4000), height: Double(1 + (hash / 7) % 4000))
    }

    func templateSize(image: String) throws -> Size {
        if let pack { return try pack.templateSize(image) }
        let hash = image.utf8.reduce(5) { ($0 &* 33 &+ Int($1)) & 0xFFFF }
        return Size(width: Double(10 + hash % 71), height: Double(10 + (hash / 3) % 71))
    }
}

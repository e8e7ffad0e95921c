import ChatCodec
import ChatRender
import ChatRenderProcess

/// What the daemon loads before it takes command lines: each built-in theme pack, light and dark, with its installed
/// fonts, by rendering a short conversation into nothing, through the process-wide cache its children inherit.
enum DaemonWarmUp {
    /// A conversation that touches the common paths (chrome, a day, names, a reply, a reaction, emoji, a long text) and
    /// the common glyphs: Latin letters both cases, digits, punctuation, accents and the commonest emoji.
    static func conversation(theme: String, appearance: String) -> String {
        """
        {"version": 1, "theme": "\(theme)", "appearance": "\(appearance)", "canvas": {"width": 390, "scale": 3},
         "chrome": {}, "participants": [{"id": "me", "name": "Sam", "me": true}, {"id": "a", "name": "Ana Lima"}],
         "messages": [
          {"day": "2026-06-12"},
          {"from": "a", "text": "Are we still on for Saturday? 🎉", "time": "2026-06-12T09:00:00Z"},
          {"from": "me", "text": "Yes! The trail starts at 9, bring water and something warm 😄", "time": "2026-06-12T09:01:00Z",
           "status": "read", "reactions": ["👍"]},
          {"from": "a", "text": "Perfect", "replyTo": 1, "time": "2026-06-12T09:02:00Z"},
          {"from": "a", "text": "The quick brown fox jumps over the lazy dog. THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG!"},
          {"from": "me", "text": "0123456789 ?!.,:;'\\"()[]{}<>/@#$%&*+-=_~ Ümlaut café naïve €£ — “quotes” … 👍❤️😂🙏🔥"}
         ]}
        """
    }

    /// Renders the conversation in every built-in theme and appearance; a theme that fails is skipped (its command
    /// lines will say why when they run). Returns what it warmed, for the ready line.
    static func run() -> RenderDaemon.WarmUp {
        let cache = ChatRenderCache(revalidatingFiles: true)
        ChatRenderCache.processWide = cache
        let renderer = ChatRenderer(options: ChatRenderOptions(), cache: cache)
        var rendered = 0, tried = 0
        for theme in ChatThemeLocator.builtInNames {
            for appearance in ["light", "dark"] {
                tried += 1
                let json = conversation(theme: theme, appearance: appearance)
                do {
                    let conversation = try renderer.decodeConversation(Array(json.utf8), file: "warm-up.json", baseDirectory: "/")
                    try renderer.render(conversation, as: .png, to: DiscardingSink())
                    rendered += 1
                } catch {
                    continue
                }
            }
        }
        return RenderDaemon.WarmUp(rendered: rendered, tried: tried)
    }
}

/// A sink that drops what it is given.
private final class DiscardingSink: ChatByteSink {
    func write(_ bytes: UnsafeRawBufferPointer) throws(CodecError) {}
}

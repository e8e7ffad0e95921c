import ChatLayout
import ChatModel

/// Decodes theme.json bytes; a decoded theme lays out a fixed conversation (every content kind, times, statuses,
/// replies, reactions, chrome) on three canvases. Properties: the layout either fails with an error or has only
/// finite frames of non-negative size on a canvas of at least one pixel. A theme that lays out on every canvas is
/// accepted; otherwise the first refusal is the outcome.
enum ThemeFuzz {
    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let theme: ThemeSpec
        do {
            theme = try ThemeDecoder().decode(bytes)
        } catch {
            return FuzzProperties.refusal("\(error)")
        }
        var refusal: FuzzOutcome?
        for canvas in [ChatCanvas(width: 100, scale: 1), ChatCanvas(width: 390, scale: 3), ChatCanvas(width: 2000, scale: 4, height: 900)] {
            var conversation = FuzzSamples.conversation
            conversation.canvas = canvas
            switch FuzzLayout.check(conversation: conversation, theme: theme) {
            case .violated(let why): return .violated("on a \(canvas.width) pt canvas: \(why)")
            case .refused(let message): refusal = refusal ?? .refused(message)
            case .accepted: break
            }
        }
        return refusal ?? .accepted
    }
}

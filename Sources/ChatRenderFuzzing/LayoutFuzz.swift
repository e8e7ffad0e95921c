import ChatLayout
import ChatModel
import ChatRender

/// Decodes conversation.json bytes and lays the conversation out with the built-in theme it names (imessage when
/// it names another) and real fonts. Properties: those of `ConversationFuzz`, then of `FuzzLayout.check`.
enum LayoutFuzz {
    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let conversation: ChatConversation
        do {
            conversation = try ConversationDecoder().decode(bytes, baseDirectory: "/fuzz")
        } catch {
            return FuzzProperties.refusal("\(error)")
        }
        let decoded = FuzzProperties.check(conversation)
        guard decoded == .accepted else { return decoded }
        guard let pack = conversation.theme.flatMap({ FuzzSamples.builtInPacks[$0] }) ?? FuzzSamples.builtInPacks[ChatThemeLocator.defaultTheme] else {
            return .refused("the built-in themes are not found")
        }
        return FuzzLayout.check(conversation: conversation, theme: pack.spec, pack: pack)
    }
}

/// Lays out with `FuzzSamples`' text engine and resources, and checks the result.
enum FuzzLayout {
    static func check(conversation: ChatConversation, theme: ThemeSpec, pack: ChatThemePack? = nil) -> FuzzOutcome {
        guard let text = FuzzSamples.textEngine else { return .refused("the pinned fonts are not installed") }
        let list: ChatDisplayList
        do {
            list = try LayoutEngine(conversation: conversation, theme: theme, text: text, resources: FuzzResources(pack: pack)).layout()
        } catch {
            return FuzzProperties.refusal("\(error)")
        }
        guard list.canvas.width.isFinite, list.canvas.height.isFinite, list.canvas.pixelWidth >= 1, list.canvas.pixelHeight >= 1 else {
            return .violated("canvas \(list.canvas.width) × \(list.canvas.height) pt")
        }
        for top in list.nodes {
            var violation: String?
            top.walk { node in
                let frame = node.frame
                guard violation == nil,
                      !([frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) && frame.width >= 0 && frame.height >= 0) else { return }
                violation = "a \(node.content.name) node under \(top.tags.kind ?? "a node") of messages[\(top.tags.message.map(String.init) ?? "-")] "
                    + "has frame \(frame)"
            }
            if let violation { return .violated(violation) }
        }
        _ = LayoutJSON.encode(list)
        return .accepted
    }
}

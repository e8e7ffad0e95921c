import ChatModel

/// Decodes conversation.json bytes. Properties of a decoded conversation: message indexes follow their position,
/// every time reads as a valid date-time or free text (never an impossible one), and every number is within
/// the ranges the decoder documents.
enum ConversationFuzz {
    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let conversation: ChatConversation
        do {
            conversation = try ConversationDecoder().decode(bytes, baseDirectory: "/fuzz")
        } catch {
            return FuzzProperties.refusal("\(error)")
        }
        return FuzzProperties.check(conversation)
    }
}

/// The properties shared by the targets.
enum FuzzProperties {
    /// A refusal must say something.
    static func refusal(_ message: String) -> FuzzOutcome {
        message.isEmpty ? .violated("an input was refused with an empty message") : .refused(message)
    }

    static func check(_ conversation: ChatConversation) -> FuzzOutcome {
        let canvas = conversation.canvas
        guard ChatCanvas.widthRange.contains(canvas.width), ChatCanvas.scaleRange.contains(canvas.scale),
              canvas.height.map(ChatCanvas.heightRange.contains) ?? true, ChatCanvas.paddingRange.contains(canvas.padding)
        else { return .violated("canvas out of range: \(canvas)") }
        for (index, message) in conversation.messages.enumerated() {
            guard message.index == index else { return .violated("messages[\(index)] has index \(message.index)") }
            if let time = message.time, case .invalid = ISODateTime.read(time) {
                return .violated("messages[\(index)].time \(time.debugDescription) was accepted but names no instant")
            }
            if let reply = message.replyTo, !(0..<index).contains(reply) {
                return .violated("messages[\(index)].replyTo \(reply) is not an earlier message")
            }
            switch message.content {
            case .audio(let duration), .video(_, let duration?):
                guard duration.isFinite, duration >= 0, duration <= 86_400 else { return .violated("duration \(duration) accepted") }
            case .file(_, let size):
                guard size >= 0 else { return .violated("file size \(size) accepted") }
            default:
                break
            }
        }
        return .accepted
    }
}

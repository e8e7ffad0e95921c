/// What a conversation may refer to when it arrives over the network (`chatrender serve`), where no path
/// from the input is ever opened: images only inline (`data:` URIs) or by the name of an image sent alongside
/// (a part of a multipart request), themes only by an allowed name.
public struct InlineReferences: Sendable, Equatable {
    /// The names of the images sent with the conversation.
    package var parts: Set<String>
    /// The theme names the conversation may ask for (built-in and configured packs).
    package var themes: Set<String>

    /// References limited to `parts` and `themes`.
    public init(parts: Set<String> = [], themes: Set<String>) {
        self.parts = parts
        self.themes = themes
    }
}

extension ConversationDecoder {
    /// Decodes a conversation that must not name files: like `decode(_:baseDirectory:)`, then every image that is
    /// neither a `data:` URI nor one of `references.parts`, and a theme not in `references.themes`, is an error at
    /// its JSON path, line and column. The returned conversation's `baseDirectory` is empty.
    public func decodeInline(_ bytes: [UInt8], references: InlineReferences) throws(ModelError) -> Conversation {
        let document = try JSONParser().parse(bytes)
        let conversation = try decode(document: document, baseDirectory: "")
        if let theme = conversation.theme, !references.themes.contains(theme) {
            let location = Self.locate(theme, in: document)
            let names = references.themes.sorted().joined(separator: ", ")
            throw .invalidValue("\(JSONStringLiteral.quoted(theme)) is not a theme this service offers",
                                hint: "use one of \(names)" + (Suggestion.nearest(to: theme, in: references.themes.sorted())
                                    .map { " (did you mean \(JSONStringLiteral.quoted($0))?)" } ?? ""),
                                at: location)
        }
        for reference in conversation.imageReferences where !DataURI.isDataURI(reference) && !references.parts.contains(reference) {
            let sent = references.parts.isEmpty ? "" : " (the request has \(references.parts.sorted().map(JSONStringLiteral.quoted).joined(separator: ", ")))"
            throw .invalidValue(
                "\(JSONStringLiteral.quotedExcerpt(reference, limit: 60)) names a file, and this service opens no files\(sent)",
                hint: "inline the image as a data: URI (data:image/png;base64,…), or send it as a multipart part named "
                    + JSONStringLiteral.quotedExcerpt(reference, limit: 60),
                at: Self.locate(reference, in: document))
        }
        return conversation
    }

    /// Where the first string value equal to `text` is written (depth first, in source order); the root when none is.
    static func locate(_ text: String, in document: JSONValue) -> JSONLocation {
        func search(_ value: JSONValue, _ path: JSONPath) -> JSONLocation? {
            switch value {
            case .string(let string, let at):
                return string == text ? JSONLocation(path: path, position: at) : nil
            case .object(let members, _):
                for member in members {
                    if let found = search(member.value, path.appending(key: member.key)) { return found }
                }
                return nil
            case .array(let elements, _):
                for (index, element) in elements.enumerated() {
                    if let found = search(element, path.appending(index: index)) { return found }
                }
                return nil
            case .number, .bool, .null:
                return nil
            }
        }
        return search(document, .root) ?? JSONLocation(path: .root, position: document.position)
    }
}

extension Conversation {
    /// Every image the conversation draws from a path or `data:` URI, in document order: avatars, the canvas
    /// background, the header avatar, photos, map images, stickers, video thumbnails and link images.
    public var imageReferences: [String] {
        var references: [String] = []
        _ = mappingImageReferences { reference in
            references.append(reference)
            return reference
        }
        return references
    }

    /// The conversation with each image reference (those of `imageReferences`, visited in its order) replaced by
    /// `rename(reference)`: the service names a request's `data:` URIs with it.
    package func mappingImageReferences(_ rename: (String) -> String) -> Conversation {
        var result = self
        for index in result.participants.indices { result.participants[index].avatar = result.participants[index].avatar.map(rename) }
        if case .image(let path) = result.canvas.background { result.canvas.background = .image(path: rename(path)) }
        let headerAvatar = result.chrome?.header?.avatar.map(rename)
        result.chrome?.header?.avatar = headerAvatar
        for index in result.messages.indices {
            switch result.messages[index].content {
            case .image(let path, let caption): result.messages[index].content = .image(path: rename(path), caption: caption)
            case .sticker(let path): result.messages[index].content = .sticker(path: rename(path))
            case .video(let thumbnail, let duration): result.messages[index].content = .video(thumbnail: rename(thumbnail), duration: duration)
            case .album(let paths, let caption): result.messages[index].content = .album(paths: paths.map(rename), caption: caption)
            case .location(let title, let subtitle, let image?):
                result.messages[index].content = .location(title: title, subtitle: subtitle, image: rename(image))
            default: break
            }
            let linkImage = result.messages[index].link?.image.map(rename)
            result.messages[index].link?.image = linkImage
        }
        if case .chats(var list) = result.screen {
            for index in list.chats.indices { list.chats[index].avatar = list.chats[index].avatar.map(rename) }
            result.screen = .chats(list)
        }
        return result
    }
}

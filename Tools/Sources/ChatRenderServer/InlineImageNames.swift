import ChatModel
import ChatRender
import ChatRenderServeOptions

/// A request's `data:` URIs turned into images sent by name before the render: each URI is decoded once here, and
/// the render then keys its images by a short name instead of the whole URI. Left in the conversation, every image
/// lookup hashed the URI (hundreds of kilobytes for a photo), each use decoded its base64 again, and checking the
/// conversation before the render wrote it to JSON and read it back: about half of a request's instructions on the
/// all-kinds screen (docs/performance.md). The images are the same bytes, so the render is the same.
enum InlineImageNames {
    /// `conversation` with every `data:` URI it draws replaced by a name, and the images by name (`sent`, the parts
    /// of a multipart request, and the URIs' bytes). A URI that does not parse is left as it is, for the render to
    /// report as it would have.
    static func named(_ conversation: ChatConversation, sent: [String: [UInt8]]) -> (ChatConversation, [String: [UInt8]]) {
        var images = sent
        var names: [URIKey: String] = [:]
        func name(_ reference: String) -> String {
            guard DataURI.isDataURI(reference) else { return reference }
            if let known = names[URIKey(reference)] { return known }
            guard let uri = try? DataURI(parsing: reference) else { return reference }
            // Never the name of a part sent with the request.
            var number = names.count + 1
            while images["inline image #\(number)"] != nil { number += 1 }
            let named = "inline image #\(number)"
            images[named] = uri.bytes
            names[URIKey(reference)] = named
            return named
        }
        let result = ConversationImagePaths.renamed(conversation) { name($0) }
        return (result, images)
    }
}

/// A `data:` URI as a dictionary key hashed by its length and its ends only: hashing the whole URI (hundreds of
/// kilobytes) at every place it is drawn cost more than the rest of the naming. Equality compares every byte.
private struct URIKey: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    /// Byte for byte (String's `==` compares canonical equivalence, which the byte hash below could not follow).
    static func == (a: URIKey, b: URIKey) -> Bool {
        a.text.utf8.count == b.text.utf8.count && a.text.utf8.elementsEqual(b.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        let utf8 = text.utf8
        hasher.combine(utf8.count)
        for byte in utf8.prefix(96) { hasher.combine(byte) }
        for byte in utf8.suffix(96) { hasher.combine(byte) }
    }
}

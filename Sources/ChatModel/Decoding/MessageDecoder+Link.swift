/// `link`: the preview card of a text message.
extension MessageDecoder {
    /// The longest URL accepted (a browser's practical limit).
    static let maximumURLLength = 2048
    /// The longest title, description or site name accepted, in characters.
    static let maximumLinkTextLength = 1000

    /// `{"url": "https://…", "title": "…", "description": "…", "site": "…", "image": "og.jpg"}`; only `url` is
    /// required.
    func decodeLink(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> LinkPreview {
        let object = try JSONObjectReader(value, path: path)
        try object.rejectUnknownKeys(ConversationKeys.link)
        let urlValue = try object.required("url")
        let urlPath = object.path("url")
        let url = try urlValue.nonEmptyString(at: urlPath, what: "the link's URL")
        let lowered = url.lowercased()
        guard lowered.hasPrefix("http://") || lowered.hasPrefix("https://") else {
            throw urlValue.invalid("\(JSONStringLiteral.quotedExcerpt(url)) is not a web address",
                                   hint: "write the page's address with its scheme, e.g. \"https://example.com/article\"", at: urlPath)
        }
        guard url.unicodeScalars.count <= Self.maximumURLLength else {
            throw urlValue.invalid("the URL is \(url.unicodeScalars.count) characters long, more than the \(Self.maximumURLLength) allowed",
                                   hint: "shorten the URL; the card shows only its domain", at: urlPath)
        }
        var link = LinkPreview(url: url)
        guard !link.domain.isEmpty, !link.domain.contains(where: \.isWhitespace) else {
            throw urlValue.invalid("\(JSONStringLiteral.quotedExcerpt(url)) names no host",
                                   hint: "write the page's address with its host, e.g. \"https://example.com/article\"", at: urlPath)
        }
        func text(_ key: String, _ what: String) throws(ModelError) -> String? {
            guard let value = object.value(key) else { return nil }
            let text = try value.nonEmptyString(at: object.path(key), what: what)
            guard text.count <= Self.maximumLinkTextLength else {
                throw value.invalid("\(what) is \(text.count) characters long, more than the \(Self.maximumLinkTextLength) allowed",
                                    hint: "shorten it: the card shows two or three lines", at: object.path(key))
            }
            return text
        }
        link.title = try text("title", "the link's title")
        link.description = try text("description", "the link's description")
        link.site = try text("site", "the link's site name")
        link.image = try object.value("image").map { value throws(ModelError) in
            try PathRules.conversationPath(value, at: object.path("image"), what: "the link's image path")
        }
        return link
    }
}

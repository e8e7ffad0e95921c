/// The preview of a web page a text message links to (`"link"`): drawn as the theme's link card, with the page's
/// title, description, site name and image.
public struct LinkPreview: Sendable, Equatable {
    /// The page's address, `http://` or `https://`.
    public var url: String
    public var title: String?
    public var description: String?
    /// The site's name (`"The Verge"`); the card shows the domain where it is absent.
    public var site: String?
    /// The preview image (a path resolved against the conversation's directory, or a `data:` URI).
    public var image: String?

    /// A preview of `url`.
    public init(url: String, title: String? = nil, description: String? = nil, site: String? = nil, image: String? = nil) {
        self.url = url
        self.title = title
        self.description = description
        self.site = site
        self.image = image
    }

    /// The URL's host without a leading `www.`, lowercased (`https://www.Example.com/a` → `example.com`).
    public var domain: String {
        var rest = Substring(url)
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        if let end = rest.firstIndex(where: { "/?#".contains($0) }) { rest = rest[..<end] }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        if !rest.hasPrefix("["), let colon = rest.lastIndex(of: ":") { rest = rest[..<colon] }
        let host = rest.lowercased()
        return host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
    }

    /// The site's name, else the domain.
    public var siteName: String { site ?? domain }
}

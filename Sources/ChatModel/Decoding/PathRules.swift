/// What a file path may look like: conversation paths (images, avatars, backgrounds, theme packs) and
/// theme pack names (bubble templates, status icons, font files). Only the text is checked, never the disk.
enum PathRules {
    /// A conversation path, kept exactly as written: non-empty, not a network address. An image may instead be
    /// inline, as a `data:` URI (`DataURI`), checked here (its length is not limited like other strings'); a theme
    /// (`allowsInline` false) may not.
    static func conversationPath(_ value: JSONValue, at path: JSONPath, what: String, allowsInline: Bool = true) throws(ModelError) -> String {
        if case .string(let uri, _) = value, DataURI.isDataURI(uri) {
            guard allowsInline else {
                throw value.invalid("\(what) cannot be a data: URI", hint: "name a built-in theme or a theme pack directory", at: path)
            }
            do {
                _ = try DataURI(parsing: uri)
            } catch {
                throw value.invalid(error.description, hint: error.hint, at: path)
            }
            return uri
        }
        let text = try value.nonEmptyString(at: path, what: what)
        try rejectNUL(text, value, at: path, what: what)
        let lower = text.lowercased()
        if let schemeEnd = lower.firstRange(of: "://") {
            let scheme = lower[..<schemeEnd.lowerBound]
            if scheme == "file" {
                throw value.invalid(
                    "\(JSONStringLiteral.quotedExcerpt(text, limit: 60)) is a file:// URL",
                    hint: "write the plain file path instead (relative to the JSON file, or absolute)", at: path)
            }
            if !scheme.isEmpty && scheme.unicodeScalars.allSatisfy(isSchemeScalar) {
                throw .remoteURL(text, at: value.location(path))
            }
        }
        return text
    }

    /// A theme image name: relative, no `..`, no `@2x` suffix; a trailing `.png` is dropped.
    static func themeImageName(_ value: JSONValue, at path: JSONPath) throws(ModelError) -> String {
        var name = try relativePackPath(value, at: path, what: "the image name")
        if name.hasSuffix(".png") { name.removeLast(4) }
        let lower = name.lowercased()
        for suffix in [".jpg", ".jpeg", ".gif", ".webp", ".png"] where lower.hasSuffix(suffix) {
            throw value.invalid(
                "\(JSONStringLiteral.quoted(name)) ends with an image extension",
                hint: "theme images are PNG files named without extension (a trailing lower-case .png is accepted)",
                at: path)
        }
        if let at = name.lastIndex(of: "@"), ["@1x", "@2x", "@3x", "@4x"].contains(String(name[at...])) {
            throw value.invalid(
                "\(JSONStringLiteral.quoted(name)) names one scale variant",
                hint: "write \(JSONStringLiteral.quoted(String(name[..<at]))); the renderer picks @2x or @3x itself",
                at: path)
        }
        guard !name.isEmpty, name.last != "/" else {
            throw value.invalid("the image name has no file name", hint: "write a name like \"bubble\"", at: path)
        }
        return name
    }

    /// A path inside a theme pack: relative, separated by `/`, without `..` or empty components.
    static func relativePackPath(_ value: JSONValue, at path: JSONPath, what: String) throws(ModelError) -> String {
        let text = try value.nonEmptyString(at: path, what: what)
        try rejectNUL(text, value, at: path, what: what)
        let quoted = JSONStringLiteral.quotedExcerpt(text, limit: 60)
        let scalars = Array(text.unicodeScalars.prefix(2))
        let hasDriveLetter = scalars.count == 2 && scalars[1] == ":"
            && (("a"..."z").contains(scalars[0]) || ("A"..."Z").contains(scalars[0]))
        if text.hasPrefix("/") || text.hasPrefix("~") || hasDriveLetter {
            throw value.invalid("\(quoted) is an absolute path", hint: "name files relative to the theme pack directory", at: path)
        }
        if text.contains("\\") {
            throw value.invalid("\(quoted) contains a backslash", hint: "separate directories with '/'", at: path)
        }
        if text.contains("://") {
            throw .remoteURL(text, at: value.location(path))
        }
        let components = text.split(separator: "/", omittingEmptySubsequences: false)
        if components.contains("..") {
            throw value.invalid(
                "\(quoted) leaves the theme pack with '..'", hint: "keep every file inside the theme pack directory", at: path)
        }
        if components.dropLast().contains("") {
            throw value.invalid("\(quoted) has an empty path component ('//')", hint: "remove the extra '/'", at: path)
        }
        return text
    }

    /// A NUL character (`\u0000`) cannot be part of a file name: the operating system would read the path only up
    /// to it, so a different file than the one written could be opened.
    private static func rejectNUL(_ text: String, _ value: JSONValue, at path: JSONPath, what: String) throws(ModelError) {
        guard text.utf8.contains(0) else { return }
        throw value.invalid(
            "\(what) contains a NUL character (\\u0000), which no file name can hold",
            hint: "remove the \\u0000 from the path", at: path)
    }

    /// RFC 3986 scheme characters.
    private static func isSchemeScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-" || scalar == "."
    }
}

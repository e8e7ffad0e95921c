/// The path of a value inside a JSON document, written as `messages[3].status`; the root is `(root)`.
public struct ChatJSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step of a path: an object key or an array index.
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The steps from the root, outermost first.
    public private(set) var components: [Component]

    /// A path made of these steps, outermost first.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The document's top-level value.
    public static let root = JSONPath()

    /// This path followed by an object key.
    public func appending(key: String) -> JSONPath {
        var copy = self
        copy.components.append(.key(key))
        return copy
    }

    /// This path followed by an array index.
    public func appending(index: Int) -> JSONPath {
        var copy = self
        copy.components.append(.index(index))
        return copy
    }

    /// `(root)`, `canvas.width`, `messages[3].status`; a key that is not a plain identifier is quoted: `a["x y"]`.
    public var description: String {
        if components.isEmpty { return "(root)" }
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isPlainIdentifier(key):
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                text += "[" + JSONStringLiteral.quoted(key) + "]"
            }
        }
        return text
    }

    /// Letters, digits, `_` and `$`, not starting with a digit: written without quotes.
    private static func isPlainIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_" || scalar == "$"
        }
    }
}

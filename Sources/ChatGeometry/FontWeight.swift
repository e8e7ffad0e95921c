/// Font weight of a text run.
public enum FontWeight: String, Sendable, Hashable, Codable {
    case regular, semibold
}

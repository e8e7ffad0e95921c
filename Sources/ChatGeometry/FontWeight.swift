/// Font weight of a text run.
public enum FontWeight: String, Sendable, Hashable, Codable, CaseIterable {
    case regular, semibold
}

/// Font weight of a text run.
package enum FontWeight: String, Sendable, Hashable, Codable, CaseIterable {
    case regular, semibold
}

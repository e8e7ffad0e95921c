/// What a piece of text is set in. Colour is not part of measurement and lives on the element.
public struct TextStyle: Sendable, Hashable, Codable {
    /// Font size in points.
    public var fontSize: Double
    public var weight: FontWeight
    public var alignment: TextAlignment
    /// Base direction of every paragraph of the text.
    public var direction: TextDirection

    public init(fontSize: Double, weight: FontWeight = .regular, alignment: TextAlignment = .natural,
                direction: TextDirection = .natural) {
        self.fontSize = fontSize
        self.weight = weight
        self.alignment = alignment
        self.direction = direction
    }
}

/// What a piece of text is set in. Colour is not part of measurement and lives on the element.
package struct TextStyle: Sendable, Hashable, Codable {
    /// Font size in points.
    package var fontSize: Double
    package var weight: FontWeight
    package var alignment: TextAlignment
    /// Base direction of every paragraph of the text.
    package var direction: TextDirection

    package init(fontSize: Double, weight: FontWeight = .regular, alignment: TextAlignment = .natural,
                direction: TextDirection = .natural) {
        self.fontSize = fontSize
        self.weight = weight
        self.alignment = alignment
        self.direction = direction
    }
}

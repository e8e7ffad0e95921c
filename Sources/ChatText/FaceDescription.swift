/// What font selection needs to know about one face: its family, weight and style.
struct FaceDescription: Sendable, Hashable {
    var face: FontFace
    /// The family FreeType reports (the typographic family, name ID 16, when the font has one).
    var family: String
    var style: String
    /// CSS/OpenType weight (100–900): OS/2 `usWeightClass`, or a variable font instance's `wght`.
    var weight: Int
    var isItalic: Bool
    /// True for colour fonts (CBDT/sbix bitmaps or COLR layers).
    var isColor: Bool
}

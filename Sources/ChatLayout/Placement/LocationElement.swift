import ChatGeometry
import ChatModel

/// The inside of a location bubble: the map across its top (clipped to the bubble's shape) or framed inside it
/// (clipped to `mapMask`), a pin at the map's centre, and the title and subtitle under it. The tinted bubble is a
/// separate `bubble` element under it with the same frame; offsets are relative to the element's origin.
package struct LocationElement: Sendable, Equatable {
    /// The bubble template, used as the map's mask.
    package var mask: BubbleElement
    /// Height of the map band at the top, in points (to the map's bottom edge when it is framed).
    package var mapHeight: Double
    /// The framed map's box (`groups.maps: framed`); nil: the map is the band across the top, `mapHeight` tall,
    /// clipped to `mask`.
    package var mapFrame: Rect?
    /// The shape a framed map is clipped to (nine-sliced to `mapFrame`); nil for a map across the top.
    package var mapMask: BubbleElement?
    /// The map image as written in the conversation and its pixel size; nil draws `placeholder`.
    package var image: String?
    package var sourceSize: Size?
    /// The drawn map when there is no image, and its colours.
    package var placeholder: MapPlaceholder?
    package var colors: MapColors
    /// Where the pin's tip touches the map, and its colour.
    package var pinTip: Point
    package var pinColor: Color
    package var title: TextElement
    package var titleOffset: Point
    package var subtitle: TextElement?
    package var subtitleOffset: Point

    /// A location's content.
    package init(mask: BubbleElement, mapHeight: Double, image: String?, sourceSize: Size?, placeholder: MapPlaceholder?, colors: MapColors,
                pinTip: Point, pinColor: Color, title: TextElement, titleOffset: Point, subtitle: TextElement?, subtitleOffset: Point,
                mapFrame: Rect? = nil, mapMask: BubbleElement? = nil) {
        self.mask = mask
        self.mapHeight = mapHeight
        self.image = image
        self.sourceSize = sourceSize
        self.placeholder = placeholder
        self.colors = colors
        self.pinTip = pinTip
        self.pinColor = pinColor
        self.title = title
        self.titleOffset = titleOffset
        self.subtitle = subtitle
        self.subtitleOffset = subtitleOffset
        self.mapFrame = mapFrame
        self.mapMask = mapMask
    }
}

/// The colours of a drawn map, light or dark like the chat.
package struct MapColors: Sendable, Equatable {
    package var land: Color
    package var block: Color
    package var park: Color
    package var water: Color
    package var street: Color
    package var avenue: Color

    /// A palette.
    package init(land: Color, block: Color, park: Color, water: Color, street: Color, avenue: Color) {
        self.land = land
        self.block = block
        self.park = park
        self.water = water
        self.street = street
        self.avenue = avenue
    }

    /// Maps-app colours for a light chat.
    package static let light = MapColors(
        land: Color(red: 0xF3, green: 0xF0, blue: 0xEA), block: Color(red: 0xE6, green: 0xE2, blue: 0xDA),
        park: Color(red: 0xCD, green: 0xE8, blue: 0xBF), water: Color(red: 0xA9, green: 0xD6, blue: 0xF5),
        street: .white, avenue: Color(red: 0xFD, green: 0xE2, blue: 0x93))
    /// Maps-app colours for a dark chat.
    package static let dark = MapColors(
        land: Color(red: 0x2B, green: 0x2E, blue: 0x33), block: Color(red: 0x35, green: 0x39, blue: 0x3F),
        park: Color(red: 0x2A, green: 0x45, blue: 0x32), water: Color(red: 0x1E, green: 0x37, blue: 0x52),
        street: Color(red: 0x4A, green: 0x4E, blue: 0x55), avenue: Color(red: 0x6B, green: 0x5E, blue: 0x3F))
}

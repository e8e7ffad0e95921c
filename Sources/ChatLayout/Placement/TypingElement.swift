import ChatGeometry
import ChatModel

/// The three dots of a typing indicator, evenly spaced and vertically centred in the element's frame.
package struct TypingElement: Sendable, Equatable {
    /// Diameter of each dot in points.
    package var dotDiameter: Double
    /// Gap between neighbouring dots in points.
    package var spacing: Double
    /// Colour of the dots before `opacities` apply.
    package var color: Color
    /// One opacity (0…1) per dot, left to right: the frozen frame of the pulsing animation.
    package var opacities: [Double]

    /// Dots of `dotDiameter`, `spacing` apart, one per opacity.
    package init(dotDiameter: Double, spacing: Double, color: Color, opacities: [Double]) {
        self.dotDiameter = dotDiameter
        self.spacing = spacing
        self.color = color
        self.opacities = opacities
    }

    /// The centre of dot `index` inside a frame whose origin is `origin`.
    package func dotCentre(_ index: Int, in frame: Rect) -> Point {
        Point(x: frame.minX + dotDiameter / 2 + Double(index) * (dotDiameter + spacing), y: frame.midY)
    }

    /// The width of the row of dots.
    package var width: Double {
        Double(opacities.count) * dotDiameter + Double(max(0, opacities.count - 1)) * spacing
    }
}

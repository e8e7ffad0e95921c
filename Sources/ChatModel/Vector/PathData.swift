import ChatGeometry

/// SVG path data (`"M 4 12 H 20 A 8 8 0 0 1 12 20 Z"`) as a theme pack writes it: every command of SVG 1.1
/// (`M L H V C S Q T A Z`, absolute in capitals, relative in lower case). Where a number goes, `{expression}` may
/// stand instead (`"H {21 * battery / 100}"`), evaluated when the path is drawn (see `Expression`).
public struct PathData: Sendable, Hashable {
    /// One command as written, with its operands (arc flags are 0 or 1).
    package struct Command: Sendable, Hashable {
        /// The command letter as written (`M`, `l`, `A`, …); implicit repeats are their own commands.
        package var letter: Character
        package var operands: [Quantity]
    }

    package var commands: [Command]
    /// The text it was read from.
    package var source: String

    /// Every name its expressions read.
    package var names: [String] { commands.flatMap { $0.operands.flatMap(\.names) } }

    /// The path as absolute lines and curves (arcs turned into cubic curves, smooth curves' control points
    /// reflected), its expressions evaluated with `lookup`.
    public func elements(_ lookup: (String) -> Double?) throws(ExpressionError) -> [PathElement] {
        var elements: [PathElement] = []
        var current = Point.zero, start = Point.zero
        // The last cubic's second control point and the last quadratic's control point, for S and T.
        var lastCubic: Point?, lastQuad: Point?
        for command in commands {
            var values: [Double] = []
            for operand in command.operands { values.append(try operand.value(lookup)) }
            let relative = command.letter.isLowercase
            func at(_ x: Double, _ y: Double) -> Point {
                relative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
            }
            var cubic: Point?, quad: Point?
            switch command.letter.uppercased() {
            case "M":
                current = at(values[0], values[1])
                start = current
                elements.append(.move(to: current))
            case "L":
                current = at(values[0], values[1])
                elements.append(.line(to: current))
            case "H":
                current = Point(x: relative ? current.x + values[0] : values[0], y: current.y)
                elements.append(.line(to: current))
            case "V":
                current = Point(x: current.x, y: relative ? current.y + values[0] : values[0])
                elements.append(.line(to: current))
            case "C":
                let c1 = at(values[0], values[1]), c2 = at(values[2], values[3]), end = at(values[4], values[5])
                elements.append(.curve(to: end, control1: c1, control2: c2))
                cubic = c2
                current = end
            case "S":
                let c1 = lastCubic.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let c2 = at(values[0], values[1]), end = at(values[2], values[3])
                elements.append(.curve(to: end, control1: c1, control2: c2))
                cubic = c2
                current = end
            case "Q":
                let c = at(values[0], values[1]), end = at(values[2], values[3])
                elements.append(.quad(to: end, control: c))
                quad = c
                current = end
            case "T":
                let c = lastQuad.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
                let end = at(values[0], values[1])
                elements.append(.quad(to: end, control: c))
                quad = c
                current = end
            case "A":
                let end = at(values[5], values[6])
                elements += EllipticalArc.elements(from: current, to: end, rx: values[0], ry: values[1], rotation: values[2],
                                                   largeArc: values[3] != 0, sweep: values[4] != 0)
                current = end
            default: // Z
                elements.append(.close)
                current = start
            }
            lastCubic = cubic
            lastQuad = quad
        }
        return elements
    }

    /// The path's elements when it has no expressions, else nil.
    package var constantElements: [PathElement]? {
        guard names.isEmpty else { return nil }
        return try? elements { _ in nil }
    }
}

import ChatGeometry

/// A colour of the chrome: a named colour of the theme (the chrome's `bar`, `barText`, `accent`, `field`,
/// `subtitle`, `barEnd`; the theme's `background`, `separator`, `time`, …; `white`, `black`), a fixed `#RRGGBB(AA)`,
/// `mix(a, b, amount)` (a moved `amount` of the way to b, alpha from a), `fade(a, opacity)`, or one per appearance.
package indirect enum ChromeColor: Sendable, Hashable, CustomStringConvertible {
    case named(String)
    case fixed(Color)
    case mix(ChromeColor, ChromeColor, Double)
    case fade(ChromeColor, Double)
    case appearance(light: ChromeColor, dark: ChromeColor)

    /// The colour, with `lookup` giving named colours and `dark` choosing an appearance's.
    package func resolve(dark: Bool, _ lookup: (String) -> Color?) -> Color? {
        switch self {
        case .named(let name): return lookup(name)
        case .fixed(let color): return color
        case .mix(let a, let b, let amount):
            guard let a = a.resolve(dark: dark, lookup), let b = b.resolve(dark: dark, lookup) else { return nil }
            return Self.mix(a, b, amount)
        case .fade(let color, let opacity):
            guard let color = color.resolve(dark: dark, lookup) else { return nil }
            return Color(red: color.red, green: color.green, blue: color.blue,
                         alpha: UInt8((Double(color.alpha) * min(max(opacity, 0), 1)).rounded()))
        case .appearance(let light, let darkColor):
            return (dark ? darkColor : light).resolve(dark: dark, lookup)
        }
    }

    /// Every name the colour reads.
    package var names: [String] {
        switch self {
        case .named(let name): [name]
        case .fixed: []
        case .mix(let a, let b, _): a.names + b.names
        case .fade(let a, _): a.names
        case .appearance(let light, let dark): light.names + dark.names
        }
    }

    /// `a` moved `amount` (0…1) of the way to `b`, channel by channel, rounded (alpha from `a`).
    package static func mix(_ a: Color, _ b: Color, _ amount: Double) -> Color {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * amount).rounded()) }
        return Color(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue), alpha: a.alpha)
    }

    package var description: String {
        switch self {
        case .named(let name): name
        case .fixed(let color): color.description
        case .mix(let a, let b, let amount): "mix(\(a), \(b), \(amount))"
        case .fade(let a, let opacity): "fade(\(a), \(opacity))"
        case .appearance(let light, let dark): "{light: \(light), dark: \(dark)}"
        }
    }

    /// Reads `mix(…)`, `fade(…)`, `#hex` or a name; nil with the reason when it is none of them.
    package static func parse(_ text: String) -> Result<ChromeColor, ChromeColorError> {
        var scanner = Scanner(Array(text.unicodeScalars))
        do {
            let color = try scanner.color()
            scanner.skipSpaces()
            guard scanner.atEnd else { throw ChromeColorError(message: "unexpected text after the colour", offset: scanner.position) }
            return .success(color)
        } catch let error as ChromeColorError {
            return .failure(error)
        } catch {
            return .failure(ChromeColorError(message: "\(error)", offset: 0))
        }
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var position = 0
        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }
        var atEnd: Bool { position >= scalars.count }

        mutating func skipSpaces() { while position < scalars.count, scalars[position] == " " { position += 1 } }

        mutating func word() -> String {
            let start = position
            while position < scalars.count, scalars[position] == "#" || scalars[position].properties.isAlphabetic
                || ("0"..."9").contains(scalars[position]) || scalars[position] == "." { position += 1 }
            return String(String.UnicodeScalarView(scalars[start..<position]))
        }

        mutating func expect(_ c: Unicode.Scalar) throws {
            skipSpaces()
            guard position < scalars.count, scalars[position] == c else {
                throw ChromeColorError(message: "expected \"\(c)\"", offset: position)
            }
            position += 1
        }

        mutating func number() throws -> Double {
            skipSpaces()
            let start = position
            let text = word()
            guard let value = Double(text), value.isFinite, (0...1).contains(value) else {
                throw ChromeColorError(message: "\"\(text)\" is not an amount from 0 to 1", offset: start)
            }
            return value
        }

        mutating func color() throws -> ChromeColor {
            skipSpaces()
            let start = position
            let text = word()
            if text.hasPrefix("#") {
                guard let color = Color(hex: text) else { throw ChromeColorError(message: "\"\(text)\" is not a colour", offset: start) }
                return .fixed(color)
            }
            guard !text.isEmpty else { throw ChromeColorError(message: "expected a colour", offset: start) }
            skipSpaces()
            guard position < scalars.count, scalars[position] == "(" else { return .named(text) }
            position += 1
            switch text {
            case "mix":
                let a = try color()
                try expect(",")
                let b = try color()
                try expect(",")
                let amount = try number()
                try expect(")")
                return .mix(a, b, amount)
            case "fade":
                let a = try color()
                try expect(",")
                let opacity = try number()
                try expect(")")
                return .fade(a, opacity)
            default:
                throw ChromeColorError(message: "unknown colour function \"\(text)\" (mix, fade)", offset: start)
            }
        }
    }
}

/// Why a chrome colour cannot be read.
package struct ChromeColorError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String
    package var offset: Int
    package var description: String { "\(message) at character \(offset + 1)" }
}

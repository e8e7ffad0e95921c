#if canImport(Glibc)
import Glibc
#endif

/// Bubble and status templates of the app-styled packs (whatsapp, messenger, telegram, qq), in points at @1x.
///
/// As in `ThemeShapes`, each template keeps its corners and tail inside the cap insets written in the pack's
/// theme.json, so the stretched middle is uniform. Every template is drawn for an outgoing bubble (tail or
/// joined corners on the right); the renderer mirrors it for the other side.
enum AppThemeShapes {
    // MARK: WhatsApp: radius 8, a pointed "ear" at the top outer corner of a group's first bubble

    /// The bubble without a tail: a 21 × 23 pt body and an 8 pt transparent gutter where the tail would be, so
    /// a group's bubbles line up. Cap insets (12, 10, 10, 18).
    static let whatsappBubble = Shape(width: 29, height: 23) { pen in
        pen.roundedRect(0, 0, 21, 23, radius: 8)
    }

    /// The first bubble of a group: the top outer corner is square and runs out into the tail's point.
    static let whatsappBubbleTail = Shape(width: 29, height: 23) { pen in
        pen.roundedRect(0, 0, 21, 23, radii: 8, 0, 8, 8)
        pen.move(21, 0)
        pen.line(27.4, 0)
        pen.curve(28.7, 0, 29.2, 1.3, 28.5, 2.2)
        pen.line(21, 11)
        pen.close()
    }

    // MARK: Messenger: radius 16 outside, 4 where a sender's bubbles join (on the sender's side)

    static let messengerSingle = messenger(top: 16, bottom: 16)
    static let messengerFirst = messenger(top: 16, bottom: 4)
    static let messengerMiddle = messenger(top: 4, bottom: 4)
    static let messengerLast = messenger(top: 4, bottom: 16)

    /// A 33 × 33 pt rounded rectangle whose corners on the sender's side have radii `top` and `bottom`.
    /// Cap insets (16, 16, 16, 16).
    private static func messenger(top: Double, bottom: Double) -> Shape {
        Shape(width: 33, height: 33) { pen in
            pen.roundedRect(0, 0, 33, 33, radii: 16, top, bottom, 16)
        }
    }

    // MARK: Telegram: radius 16, 6 where bubbles join, a curled tail on the last bubble of a group

    static let telegramSingle = telegram(top: 16, tail: true)
    static let telegramFirst = telegram(top: 16, tail: false)
    static let telegramMiddle = telegram(top: 6, tail: false)
    static let telegramLast = telegram(top: 6, tail: true)

    /// A 34 × 35 pt body in a 40 pt wide template (6 pt gutter for the tail). Cap insets (17, 17, 17, 23).
    private static func telegram(top: Double, tail: Bool) -> Shape {
        Shape(width: 40, height: 35) { pen in
            pen.roundedRect(0, 0, 34, 35, radii: 16, top, tail ? 0 : 6, 16)
            guard tail else { return }
            // The tail: the body's outer edge sweeps down and out to a sharp point level with the bottom.
            pen.move(34, 17)
            pen.curve(34, 26, 35.4, 31.6, 40, 35)
            pen.line(26, 35)
            pen.line(26, 17)
            pen.close()
        }
    }

    // MARK: QQ: a plain rounded rectangle, no tail

    /// 25 × 25 pt, radius 12. Cap insets (12, 12, 12, 12).
    static let qqBubble = Shape(width: 25, height: 25) { pen in
        pen.roundedRect(0, 0, 25, 25, radius: 12)
    }

    // MARK: Ticks (WhatsApp, Telegram): slimmer and wider than the classic marks, 18 × 18 pt

    static let tickSingle = Shape(width: 18, height: 18) { pen in
        pen.stroke([(4.6, 9.6), (7.4, 12.3), (13.6, 5.4)], width: 1.5)
    }

    static let tickDouble = Shape(width: 18, height: 18) { pen in
        pen.stroke([(1.8, 9.6), (4.6, 12.3), (10.8, 5.4)], width: 1.5)
        pen.stroke([(8.0, 12.0), (8.3, 12.3), (14.5, 5.4)], width: 1.5)
    }

    // MARK: Messenger's marks: a ring (sending), a ring with a check (sent), a disc with the check cut out (delivered)

    static let circleEmpty = Shape(width: 16, height: 16) { pen in
        pen.stroke(ring(8, 8, 6.6), width: 1.2)
    }

    static let circleCheck = Shape(width: 16, height: 16) { pen in
        pen.stroke(ring(8, 8, 6.6), width: 1.2)
        pen.stroke([(5.0, 8.2), (7.1, 10.2), (11.0, 6.0)], width: 1.3)
    }

    static let discCheck = Shape(width: 16, height: 16, fillRule: .evenOdd) { pen in
        pen.circle(8, 8, 7.2)
        pen.stroke([(5.0, 8.2), (7.1, 10.2), (11.0, 6.0)], width: 1.4)
    }

    /// A closed polyline around a circle, for stroking.
    static func ring(_ cx: Double, _ cy: Double, _ r: Double) -> [(Double, Double)] {
        (0...64).map { i in
            let a = Double(i) / 64 * 2 * Double.pi
            return (cx + r * cos(a), cy + r * sin(a))
        }
    }
}

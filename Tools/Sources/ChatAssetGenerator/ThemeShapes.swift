/// The shapes of the built-in theme packs, in points, at @1x.
///
/// Each bubble template is drawn so that its stretchable middle (between the cap insets written in the
/// pack's theme.json) is uniform: the corners and the tail live entirely inside the caps.
enum ThemeShapes {
    /// SPHChatCollectionView's bubble: a 43×32 pt mask with the tail at the bottom right, cap insets (13,13,13,21),
    /// leaving a 9×6 pt region to stretch.
    static let classicBubble = Shape(width: 43, height: 32) { pen in
        pen.roundedRect(0, 0, 37, 32, radius: 13)
        // Tail: from the right edge just below the stretch rows, sweeping down to the tip, back under the body.
        pen.move(37, 19)
        pen.curve(37, 26, 39.5, 30.2, 43, 32)
        pen.curve(38.4, 32.6, 33.6, 31.6, 30, 29.4)
        pen.line(30, 19)
        pen.close()
    }

    /// iMessage's bubble without a tail: a 35 pt pill body plus a 6 pt transparent gutter on the tail side,
    /// so that tail-less bubbles line up with the tailed one of their group. Cap insets (17,17,17,23).
    static let messagesBubble = Shape(width: 41, height: 35) { pen in
        pen.roundedRect(0, 0, 35, 35, radius: 17)
    }

    /// iMessage's last-of-group bubble: the same body with the curled tail at the bottom right.
    static let messagesBubbleTail = Shape(width: 41, height: 35) { pen in
        pen.roundedRect(0, 0, 35, 35, radius: 17)
        pen.move(35, 18)
        pen.curve(35, 26.5, 36.6, 32.2, 41, 35)
        pen.curve(36.4, 35.4, 31.8, 34.3, 28.6, 32.2)
        pen.line(28.6, 18)
        pen.close()
    }

    /// The custom-theme sample's bubble: squarer corners (radius 8) with a short angular tail at the bottom
    /// right, 36×28 pt, cap insets (10,10,10,16).
    static let squareBubble = Shape(width: 36, height: 28) { pen in
        pen.roundedRect(0, 0, 31, 28, radius: 8)
        pen.move(23, 19)
        pen.line(36, 28)
        pen.line(23, 28)
        pen.close()
    }

    // MARK: Status marks, 16×16 pt templates (tinted by the renderer)

    static let statusSent = Shape(width: 16, height: 16) { pen in
        pen.stroke([(3.4, 8.6), (6.6, 11.6), (12.8, 4.6)], width: 1.7)
    }

    static let statusDelivered = Shape(width: 16, height: 16) { pen in
        pen.stroke([(1.4, 8.6), (4.6, 11.6), (10.6, 4.6)], width: 1.6)
        pen.stroke([(7.6, 11.6), (14.6, 4.6)], width: 1.6)
    }

    /// Read uses the delivered double tick; the theme tints it with its `statusRead` colour.
    static let statusRead = statusDelivered

    static let statusSending = Shape(width: 16, height: 16, fillRule: .nonZero) { pen in
        // A clock: a ring and two hands.
        var ring: [(Double, Double)] = []
        for i in 0...48 {
            let a = Double(i) / 48 * 2 * Double.pi
            ring.append((8 + 6 * cos(a), 8 + 6 * sin(a)))
        }
        pen.stroke(ring, width: 1.4)
        pen.stroke([(8, 4.6), (8, 8), (10.6, 9.6)], width: 1.4)
    }

    static let statusFailed = Shape(width: 16, height: 16, fillRule: .evenOdd) { pen in
        // A filled disc with an exclamation mark cut out of it (even-odd).
        pen.circle(8, 8, 7.5)
        pen.roundedRect(7.05, 3.4, 1.9, 6.4, radius: 0.95)
        pen.circle(8, 11.85, 1.15)
    }
}

#if canImport(Glibc)
import Glibc
#endif

import ChatGeometry
import Foundation
import Testing
@testable import ChatModel

/// SVG path data as theme packs write it: every command, implicit repeats, relative forms, arcs, expressions.
@Suite("SVG path data")
struct PathDataTests {
    private func elements(_ text: String, _ names: [String: Double] = [:]) throws -> [PathElement] {
        try PathDataParser.parse(text).elements { names[$0] }
    }

    @Test func absoluteAndRelativeCommands() throws {
        #expect(try elements("M 1 2 L 3 4 H 5 V 6 Z") == [
            .move(to: Point(x: 1, y: 2)), .line(to: Point(x: 3, y: 4)), .line(to: Point(x: 5, y: 4)), .line(to: Point(x: 5, y: 6)), .close,
        ])
        #expect(try elements("m 1 2 l 3 4 h 5 v 6 z") == [
            .move(to: Point(x: 1, y: 2)), .line(to: Point(x: 4, y: 6)), .line(to: Point(x: 9, y: 6)), .line(to: Point(x: 9, y: 12)), .close,
        ])
    }

    @Test func implicitRepeatsAndCompactNumbers() throws {
        // After a move, further pairs are lines; "-" and a second "." start a new number.
        #expect(try elements("M0,0 10,0-5.5.5") == [
            .move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: -5.5, y: 0.5)),
        ])
    }

    @Test func curvesAndTheirSmoothForms() throws {
        #expect(try elements("M 0 0 Q 5 10 10 0 T 20 0") == [
            .move(to: Point(x: 0, y: 0)), .quad(to: Point(x: 10, y: 0), control: Point(x: 5, y: 10)),
            .quad(to: Point(x: 20, y: 0), control: Point(x: 15, y: -10)),
        ])
        #expect(try elements("M 0 0 C 0 5 5 10 10 10 S 20 5 20 0") == [
            .move(to: Point(x: 0, y: 0)), .curve(to: Point(x: 10, y: 10), control1: Point(x: 0, y: 5), control2: Point(x: 5, y: 10)),
            .curve(to: Point(x: 20, y: 0), control1: Point(x: 15, y: 10), control2: Point(x: 20, y: 5)),
        ])
    }

    @Test func aHalfCircleArcIsTwoQuarterCurvesOnTheCircle() throws {
        let path = try elements("M 16 8.5 A 6 6 0 0 1 4 8.5")
        #expect(path.count == 3)
        guard case .curve(let middle, let c1, _) = path[1], case .curve(let end, _, _) = path[2] else {
            Issue.record("not curves: \(path)")
            return
        }
        // Clockwise on screen from the right end through the bottom to the left end.
        #expect(abs(middle.x - 10) < 1e-9 && abs(middle.y - 14.5) < 1e-9)
        #expect(end == Point(x: 4, y: 8.5))
        // The first control point lies on the tangent at the start, k = 4/3 tan(π/8) radii down.
        #expect(abs(c1.x - 16) < 1e-9 && abs(c1.y - (8.5 + 6 * 4 / 3 * tan(Double.pi / 8))) < 1e-9)
    }

    @Test func arcEdgeCases() throws {
        // Radii too small are scaled up to reach; zero radii draw a line; equal end points draw nothing.
        let grown = try elements("M 0 0 A 1 1 0 0 1 10 0")
        guard case .curve(let end, _, _) = grown.last else { Issue.record("\(grown)"); return }
        #expect(end == Point(x: 10, y: 0))
        #expect(try elements("M 0 0 A 0 5 0 0 1 10 0") == [.move(to: Point(x: 0, y: 0)), .line(to: Point(x: 10, y: 0))])
        #expect(try elements("M 3 3 A 5 5 0 1 1 3 3") == [.move(to: Point(x: 3, y: 3))])
        // Flags may be run together with the numbers after them.
        let compact = try elements("M 0 0 A 5 5 0 0110 0"), spaced = try elements("M 0 0 A 5 5 0 0 1 10 0")
        #expect(compact == spaced)
    }

    @Test func expressionsStandWhereNumbersGo() throws {
        let data = try PathDataParser.parse("M 0 13 L {13 * clamp(signal, 0, 4) / 4} 13 Z")
        #expect(data.names == ["signal"])
        #expect(data.constantElements == nil)
        #expect(try data.elements { ["signal": 2][$0] }[1] == .line(to: Point(x: 6.5, y: 13)))
    }

    @Test func errorsNameTheCharacter() {
        func error(_ text: String) -> String {
            do {
                _ = try PathDataParser.parse(text)
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(error("L 1 2") == "path data must start with a move (M or m), not \"L\" at character 1")
        #expect(error("M 1") == "the path data ends where a number was expected at character 4")
        #expect(error("M 1 2 X 3") == "unexpected \"X\" at character 7")
        #expect(error("M 0 0 A 5 5 0 2 1 10 0") == "an arc flag must be 0 or 1 at character 15")
        #expect(error("M {1 + } 2").hasPrefix("in the expression {1 + }: "))
        #expect(error("") == "the path data is empty at character 1")
        #expect(error("M 0 0 Z 5") == "unexpected \"5\" at character 9")
    }
}

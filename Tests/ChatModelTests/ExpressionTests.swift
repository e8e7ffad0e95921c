import ChatGeometry
import Testing
@testable import ChatModel

/// The expression language of theme packs: precedence, left-to-right evaluation, names, functions, errors.
@Suite("Expressions")
struct ExpressionTests {
    private func value(_ text: String, _ names: [String: Double] = [:]) throws -> Double {
        try ExpressionParser.parse(text).evaluate { names[$0] }
    }

    @Test func arithmeticFollowsPrecedenceAndGroupsLeftToRight() throws {
        #expect(try value("1 + 2 * 3") == 7)
        #expect(try value("(1 + 2) * 3") == 9)
        #expect(try value("10 - 4 - 3") == 3)
        #expect(try value("24 / 4 / 2") == 3)
        #expect(try value("-2 * -3") == 6)
        #expect(try value("2.5e1 + .5") == 25.5)
    }

    @Test func evaluationOrderIsTheWrittenOne() throws {
        // W - 58 - 26 is (W - 58) - 26, bit for bit what Swift computes for the same text.
        let w = 390.1
        #expect(try value("W - 58 - 26", ["W": w]) == w - 58 - 26)
        let b = 37.3
        #expect(try value("21 * clamp(battery, 0, 100) / 100", ["battery": b]) == 21 * min(max(b, 0), 100) / 100)
    }

    @Test func comparisonsLogicAndConditionals() throws {
        #expect(try value("signal >= 2 ? 1 : 0.3", ["signal": 3]) == 1)
        #expect(try value("signal >= 2 ? 1 : 0.3", ["signal": 1]) == 0.3)
        #expect(try value("battery > 0 && battery <= 20", ["battery": 20]) == 1)
        #expect(try value("battery > 0 && battery <= 20", ["battery": 0]) == 0)
        #expect(try value("!wifi || signal == 4", ["wifi": 1, "signal": 4]) == 1)
        #expect(try value("1 != 2") == 1)
        #expect(try value("a ? b ? 1 : 2 : 3", ["a": 1, "b": 0]) == 2)
    }

    @Test func functions() throws {
        #expect(try value("max(1, 5, 3)") == 5)
        #expect(try value("min(4, -1)") == -1)
        #expect(try value("ceil(2.1) + floor(2.9) + round(2.5) + abs(-1)") == 3 + 2 + 3 + 1)
        #expect(try value("clamp(120, 0, 100)") == 100)
    }

    @Test func dottedNamesAndTheirList() throws {
        let expression = try ExpressionParser.parse("avatar.maxX + 10 - title.width / 2")
        #expect(expression.names == ["avatar.maxX", "title.width"])
        #expect(try expression.evaluate { ["avatar.maxX": 66, "title.width": 40][$0] } == 56)
        #expect(expression.constant == nil)
        #expect(try ExpressionParser.parse("3 * (2 + 1)").constant == 9)
    }

    @Test func errorsSayWhatAndWhere() {
        func error(_ text: String) -> String {
            do {
                _ = try ExpressionParser.parse(text)
                return "no error"
            } catch {
                return error.description
            }
        }
        #expect(error("1 +") == "the expression ends where a number or a name was expected at character 4")
        #expect(error("(1 + 2") == "expected \")\" before the end at character 7")
        #expect(error("2 $ 3") == "unexpected \"$\" at character 3")
        #expect(error("sqrt(4)").hasPrefix("unknown function \"sqrt\" (known: min, max, clamp"))
        #expect(error("clamp(1, 2)") == "clamp() takes 3 arguments, not 2")
        #expect(error("1.2.3") == "\"1.2.3\" is not a number at character 1")
        #expect(error(String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)).contains("deeper than 64"))
        #expect(error(String(repeating: "1+", count: 600) + "1").contains("longer than 1000"))
        #expect(throws: ExpressionError.unknownName("x", suggestion: nil)) { try ExpressionParser.parse("x + 1").evaluate { _ in nil } }
    }
}

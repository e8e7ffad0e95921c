import Foundation
import Testing
@testable import ChatModel

/// Corrupted inputs never crash the decoder: every mutation of a valid conversation either decodes or throws a
/// `ModelError` whose message names a place. A crash would take the whole test process down, so this fails loudly.
@Suite("Decoder robustness")
struct MutationRobustnessTests {
    static let seed = #"""
        {"version": 1, "theme": "classic", "appearance": "dark", "canvas": {"width": 375, "scale": 2, "height": 812},
         "locale": "zh_CN", "timeZone": "Asia/Shanghai",
         "participants": [{"id": "me", "name": "我", "me": true}, {"id": "ann", "name": "Ann", "color": "#FF9500"}],
         "messages": [{"from": "ann", "text": "Hi 👋 \u00e9\n", "time": "2026-11-21T09:41:00Z"},
                      {"from": "me", "text": "好的", "status": "read"},
                      {"from": "me", "image": "a.png", "caption": "x"}]}
        """#

    /// A fixed linear congruential generator: the same mutations on every run.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static func mutations(of bytes: [UInt8], count: Int, seed: UInt64) -> [[UInt8]] {
        var random = Generator(state: seed)
        let interesting: [UInt8] = Array("{}[]\",:0-1e.\\ntfu".utf8) + [0x00, 0xC3, 0xFF, 0xF0, 0x9F, 0x80]
        return (0..<count).map { _ in
            var b = bytes
            for _ in 0...random.next(4) {
                guard !b.isEmpty else { break }
                let i = random.next(b.count)
                switch random.next(5) {
                case 0: b[i] = interesting[random.next(interesting.count)]
                case 1: b.insert(interesting[random.next(interesting.count)], at: i)
                case 2: b.remove(at: i)
                case 3: b = Array(b[..<i])
                default: b[i] ^= UInt8(1 << random.next(8))
                }
            }
            return b
        }
    }

    @Test("3000 mutated conversations decode or fail with a located error")
    func conversations() {
        var failures = 0
        for bytes in Self.mutations(of: Array(Self.seed.utf8), count: 3000, seed: 42) {
            do {
                _ = try ConversationDecoder().decode(bytes, baseDirectory: ".")
            } catch {
                failures += 1
                #expect(!error.description.isEmpty)
                #expect(error.line != nil || error.path != nil || error == .emptyInput, "\(error)")
            }
        }
        #expect(failures > 1000)  // most mutations must be caught, or the mutator is not doing its job
    }

    @Test("1000 mutated theme files decode or fail with an error")
    func themes() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("assets/themes/imessage/theme.json")
        let bytes = [UInt8](try Data(contentsOf: url))
        var failures = 0
        for mutated in Self.mutations(of: bytes, count: 1000, seed: 7) {
            do { _ = try ThemeDecoder().decode(mutated) } catch { failures += 1 }
        }
        #expect(failures > 300)
    }
}

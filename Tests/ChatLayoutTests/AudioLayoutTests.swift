import ChatGeometry
@testable import ChatLayout
import ChatModel
import Testing

/// Voice messages: durations, waveform determinism, frames.
@Suite("Audio layout")
struct AudioLayoutTests {
    @Test(arguments: [(0.0, "0:00"), (0.4, "0:00"), (0.5, "0:01"), (42, "0:42"), (59.6, "1:00"), (65, "1:05"), (600, "10:00"),
                      (3723, "1:02:03"), (-3, "0:00"), (.infinity, "0:00")])
    func durations(seconds: Double, expected: String) {
        #expect(DurationText.string(seconds: seconds) == expected)
    }

    @Test("the same message always gets the same bars; another index or duration gets other bars")
    func waveformDeterminism() {
        let bars = Waveform.bars(count: 30, message: 4, duration: 42)
        #expect(bars == Waveform.bars(count: 30, message: 4, duration: 42))
        #expect(bars.count == 30)
        #expect(bars.allSatisfy { (0.15...1).contains($0) })
        #expect(bars != Waveform.bars(count: 30, message: 5, duration: 42))
        #expect(bars != Waveform.bars(count: 30, message: 4, duration: 42.5))
        // Not flat: a waveform has loud and quiet parts.
        #expect((bars.max() ?? 0) - (bars.min() ?? 0) > 0.4)
        #expect(Waveform.bars(count: 0, message: 1, duration: 1).isEmpty)
        // Pinned values: the generator (FNV-1a seed, SplitMix64) must not drift between releases or platforms.
        let pinned = Waveform.bars(count: 4, message: 0, duration: 1).map { ($0 * 1000).rounded() / 1000 }
        #expect(pinned == Self.pinnedBars, "\(pinned)")
    }

    static let pinnedBars: [Double] = [0.185, 0.41, 0.28, 0.15]

    @Test("SplitMix64 matches the reference sequence")
    func splitMix() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xe220_a839_7b1d_cdaf)
        #expect(generator.next() == 0x6e78_9e6a_a1b9_65f4)
        #expect(Waveform.seed(message: 0, duration: 0) != Waveform.seed(message: 1, duration: 0))
    }

    @Test("play button, waveform and duration in one row inside a text-style bubble")
    func frames() throws {
        let list = try layout([Message(index: 0, from: "ana", content: .audio(duration: 42))])
        let bubble = try #require(list.elements("bubble", message: 0).first)
        let element = try #require(list.elements("audio", message: 0).first)
        guard case .audio(let audio) = element.content else { Issue.record("no audio"); return }
        // 42 s: 14 + 21 = 35 bars of 3 pt, 2 pt apart: 173 pt; "0:42" at 12 pt is 24 pt wide.
        #expect(audio.bars.count == 35)
        #expect(audio.waveformFrame.width == 173)
        #expect(audio.duration.block.lines.map(\.text) == ["0:42"])
        #expect(element.frame.width == 30 + 10 + 173 + 10 + 24)
        #expect(element.frame.height == 36)
        #expect(bubble.frame.width == (247 + 26).rounded(.up))
        #expect(bubble.frame.height == 48)
        #expect(audio.buttonFrame == Rect(x: 0, y: 3, width: 30, height: 30))
        #expect(audio.bars == Waveform.bars(count: 35, message: 0, duration: 42))
        #expect(audio.barFrame(0).minX == 40)
        #expect(audio.barFrame(1).minX == 45)
        #expect(audio.barFrame(0).midY == 18)
        #expect(audio.buttonColor == testTheme().light.link)
        #expect(LayoutJSON.encode(list).contains(#""kind" : "audio""#))
    }

    @Test("short messages get at least 18 bars, long ones at most 36 or what fits")
    func barCounts() throws {
        func count(_ duration: Double, width: Double = 400) throws -> Int {
            let list = try layout([Message(index: 0, from: "me", content: .audio(duration: duration))], canvas: Canvas(width: width, scale: 2))
            guard case .audio(let audio) = try #require(list.elements("audio").first).content else { return -1 }
            return audio.bars.count
        }
        #expect(try count(1) == 18)
        #expect(try count(3600) == 36)
        // 200 pt canvas: 150 pt bubbles hold 150 − 26 − 30 − 20 − "1:00:00"(42) = 32 pt: 6 bars.
        #expect(try count(3600, width: 200) == 6)
    }
}

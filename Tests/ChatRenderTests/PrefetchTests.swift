import ChatModel
@testable import ChatPaint
import ChatRaster
import ChatWorkers
import Foundation
import Synchronization
import Testing
@testable import ChatRender

/// The prefetching thread: photos, maps, stickers and avatars made ahead of the drawing thread give the same bytes
/// as one thread, each is made once whoever asks first, and what is made ahead stays within its limit.
@Suite("Preparing elements ahead")
struct PrefetchTests {
    /// Twelve photo, location and sticker messages between texts, with avatars: many elements with work ahead.
    static func mediaChat() throws -> Conversation {
        let images = Repo.path("samples/images")
        let sticker = (Repo.fixtures as NSString).appendingPathComponent("sticker.png")
        var messages: [String] = []
        for i in 0..<12 {
            let from = i % 2 == 0 ? "me" : "ana"
            switch i % 4 {
            case 0: messages.append(#"{"from": "\#(from)", "image": "\#(images)/landscape.jpg", "caption": "Photo \#(i)"}"#)
            case 1: messages.append(#"{"from": "\#(from)", "location": {"title": "Station \#(i)"}}"#)
            case 2: messages.append(#"{"from": "\#(from)", "sticker": "\#(sticker)"}"#)
            default: messages.append(#"{"from": "\#(from)", "image": "\#(images)/square.png"}"#)
            }
            messages.append(#"{"from": "\#(from == "me" ? "ana" : "me")", "text": "Reply \#(i)"}"#)
        }
        let json = #"{"version": 1, "theme": "whatsapp", "canvas": {"width": 390, "scale": 2}, "participants": ["#
            + #"{"id": "me", "me": true}, {"id": "ana", "name": "Ana", "avatar": "\#(images)/avatar-maya.png"}],"#
            + #""messages": [\#(messages.joined(separator: ","))]}"#
        return try ChatRenderer().decodeConversation(Array(json.utf8), file: "media.json", baseDirectory: Repo.fixtures)
    }

    @Test("the bytes are one thread's whatever the band height and thread count, and work is done ahead")
    func sameBytesWithThePrefetcher() throws {
        let conversation = try Self.mediaChat()
        var options = PinnedFonts.options(theme: "whatsapp", scale: 2)
        options.threads = 1
        let (reference, single) = try StreamingTests.png(conversation, options)
        #expect(single.preparedAhead == 0)
        var ahead = 0
        // Under a sanitizer (ten times slower) three combinations keep the race coverage at a third of the time.
        let combinations = ProcessInfo.processInfo.environment["CHATRENDER_SANITIZER"] == nil
            ? [(40, 2), (97, 2), (256, 4), (1000, 2), (40, 2), (97, 3)] : [(40, 2), (97, 3), (256, 2)]
        for (bandHeight, threads) in combinations {
            options.bandHeight = bandHeight
            options.threads = threads
            let (bytes, statistics) = try StreamingTests.png(conversation, options)
            #expect(bytes == reference, "bands of \(bandHeight) on \(threads) threads")
            #expect(statistics.peakMemory <= options.memoryBudget.bytes)
            ahead += statistics.preparedAhead
        }
        // The drawing thread and the prefetcher race; over several renders of 24 photos and maps, some are made ahead.
        if ProcessInfo.processInfo.environment["CHATRENDER_SANITIZER"] == nil { #expect(ahead > 0) }
    }

    @Test("an element asked for by two threads at once is made once, and both get it")
    func madeOnce() throws {
        let prepared = PreparedElements(ledger: MemoryLedger(budget: MemoryBudget(bytes: 1 << 30)))
        prepared.allowAhead(1 << 20)
        let makes = Mutex(0)
        let pixel = Pixmap(width: 4, height: 4, fill: PremultipliedColor(red: 1, green: 2, blue: 3, alpha: 255))
        let make: @Sendable () throws(RenderError) -> Pixmap = {
            makes.withLock { $0 += 1 }
            usleep(20_000)
            return pixel
        }
        let got = Mutex(0)
        // Even iterations prefetch element i/2, odd ones draw it, all 16 on threads of their own: each element is
        // wanted by two threads at once.
        WorkerPool(threads: 15).forEach(16) { iteration in
            let index = iteration / 2
            if iteration % 2 == 0 {
                _ = prepared.prepareAhead(index, bytes: 64, make: make)
            } else if (try? prepared.pixmap(for: index, bytes: 64, what: "test", make: make)) == pixel {
                got.withLock { $0 += 1 }
            }
        }
        #expect(makes.withLock { $0 } == 8)
        #expect(got.withLock { $0 } == 8)
        for index in 0..<8 { prepared.drop(index) }
        #expect(prepared.count == 0)
    }

    @Test("a thread waiting for an element being made elsewhere does the helper's work meanwhile, then gets it")
    func helpsWhileWaiting() throws {
        let prepared = PreparedElements(ledger: MemoryLedger(budget: MemoryBudget(bytes: 1 << 30)))
        prepared.allowAhead(1 << 20)
        let pixel = Pixmap(width: 2, height: 2, fill: PremultipliedColor(red: 9, green: 8, blue: 7, alpha: 255))
        let started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let helped = Mutex(0)
        // Three units of other work; the third lets the maker finish. Then nothing is left: the waiter just waits.
        prepared.whileWaiting {
            let done = helped.withLock { count -> Int in
                count += 1
                return count
            }
            if done == 3 { release.signal() }
            return done < 3
        }
        let maker = Thread {
            _ = prepared.prepareAhead(0, bytes: 16) { () throws(RenderError) -> Pixmap in
                started.signal()
                // Bounded, so that a waiter that never helps fails the test instead of hanging it.
                _ = release.wait(timeout: .now() + 10)
                return pixel
            }
        }
        maker.start()
        started.wait()
        let got = try prepared.pixmap(for: 0, bytes: 16, what: "test") { () throws(RenderError) -> Pixmap in
            Issue.record("made twice")
            return pixel
        }
        #expect(got == pixel)
        #expect(helped.withLock { $0 } == 3)
        prepared.whileWaiting(nil)
        prepared.drop(0)
        #expect(prepared.count == 0)
    }

    @Test("what is made ahead stops at its limit until the drawing thread takes it; a dropped one is released")
    func aheadLimit() throws {
        let ledger = MemoryLedger(budget: MemoryBudget(bytes: 1 << 30))
        let prepared = PreparedElements(ledger: ledger)
        prepared.allowAhead(100)
        let pixmap = Pixmap(width: 1, height: 1, fill: .transparent)
        #expect(prepared.prepareAhead(0, bytes: 60) { () throws(RenderError) -> Pixmap in pixmap })
        #expect(!prepared.prepareAhead(1, bytes: 60) { () throws(RenderError) -> Pixmap in pixmap })
        #expect(prepared.madeAhead == 1 && ledger.current == 60)
        // Drawn: no longer ahead, so the next one fits.
        _ = try prepared.pixmap(for: 0, bytes: 60, what: "test") { () throws(RenderError) -> Pixmap in
            Issue.record("made again")
            return pixmap
        }
        #expect(prepared.prepareAhead(1, bytes: 60) { () throws(RenderError) -> Pixmap in pixmap })
        // An error ahead is dropped silently; the drawing thread meets it itself.
        #expect(prepared.prepareAhead(2, bytes: 10) { () throws(RenderError) -> Pixmap in throw .encoding(reason: "x") })
        #expect(throws: RenderError.self) {
            try prepared.pixmap(for: 2, bytes: 10, what: "test") { () throws(RenderError) -> Pixmap in throw .encoding(reason: "x") }
        }
        for index in 0..<3 { prepared.drop(index) }
        #expect(ledger.current == 0 && prepared.count == 0)
    }

    @Test("the thread takes what lies within its reach after the first band first, then the first band's from the bottom up, then the rest")
    func walkOrder() {
        let work = [(index: 1, firstRow: 10), (index: 2, firstRow: 90), (index: 3, firstRow: 120), (index: 4, firstRow: 150),
                    (index: 5, firstRow: 260), (index: 6, firstRow: 400)]
        // A reach of one band: the second band's elements first.
        #expect(ElementPrefetcher.walk(work, firstBand: 0..<100, lookahead: 100).map(\.index) == [3, 4, 2, 1, 5, 6])
        // Small bands, a longer reach: everything within 200 rows after the first band comes first.
        #expect(ElementPrefetcher.walk(work, firstBand: 0..<100, lookahead: 200).map(\.index) == [3, 4, 5, 2, 1, 6])
        #expect(ElementPrefetcher.walk(work, firstBand: 0..<50, lookahead: 400).map(\.index) == [2, 3, 4, 5, 6, 1])
        // Every element exactly once, whatever the bands and the reach.
        for band in [1, 50, 100, 1_000] {
            for lookahead in [band, 4 * band, 10_000] {
                #expect(ElementPrefetcher.walk(work, firstBand: 0..<band, lookahead: lookahead).map(\.index).sorted() == [1, 2, 3, 4, 5, 6])
            }
        }
    }
}

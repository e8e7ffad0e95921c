import ChatModel
import Foundation
import Testing
@testable import ChatRenderFuzzing

/// The fuzz corpora as ordinary tests: every seed (`Fuzz/Corpus/<target>/`) and every input a fuzzer ever crashed or
/// broke a property on (`Fuzz/Regressions/<target>/`) goes through the same entry point as under libFuzzer. A crash
/// fails the run; a broken property fails the test.
@Suite("Fuzz corpora")
struct FuzzRegressionTests {
    static let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz")

    /// The files of `Fuzz/<kind>/<target>/`, sorted.
    static func files(_ kind: String, _ target: FuzzTarget) -> [URL] {
        let directory = fuzz.appendingPathComponent(kind).appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { directory.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzTarget.allCases)
    func regressionsHoldEveryProperty(target: FuzzTarget) throws {
        for file in Self.files("Regressions", target) {
            let outcome = target.run(try [UInt8](Data(contentsOf: file)))
            if case .violated(let why) = outcome { Issue.record("\(target)/\(file.lastPathComponent): \(why)") }
            // The inputs of issue 10 trapped before they were refused with an error naming the key.
            if file.lastPathComponent.hasPrefix("issue10-") {
                guard case .refused(let message) = outcome else {
                    Issue.record("\(target)/\(file.lastPathComponent) is no longer refused: \(outcome)")
                    continue
                }
                #expect(message.contains("metrics.") || message.contains("bubbles.") || message.contains("messages[0]"),
                        "\(file.lastPathComponent): \(message)")
            }
        }
    }

    @Test func theRegressionCorpusIsThere() {
        #expect(FuzzTarget.allCases.map { Self.files("Regressions", $0).count }.reduce(0, +) >= 12)
    }

    @Test(arguments: FuzzTarget.allCases)
    func seedsHoldEveryPropertyAndMostAreAccepted(target: FuzzTarget) throws {
        let seeds = Self.files("Corpus", target)
        #expect(seeds.count >= 5, "Fuzz/Corpus/\(target) needs seeds")
        var accepted = 0
        for file in seeds {
            switch target.run(try [UInt8](Data(contentsOf: file))) {
            case .violated(let why): Issue.record("\(target)/\(file.lastPathComponent): \(why)")
            case .accepted: accepted += 1
            case .refused: break
            }
        }
        // Seeds are mostly valid inputs: a target that refuses them all would fuzz nothing but its first check.
        #expect(accepted * 2 >= seeds.count, "\(target): only \(accepted) of \(seeds.count) seeds accepted")
    }

    @Test func brokenPropertiesAreReported() {
        // What the decoder never produces, built by hand, is caught by the properties the targets check.
        let participants = [Participant(id: "a")]
        let impossible = Conversation(participants: participants, messages: [
            Message(index: 0, from: "a", content: .text("x"), time: "2026-02-30T10:00:00Z"),
        ])
        #expect(FuzzProperties.check(impossible) == .violated(#"messages[0].time "2026-02-30T10:00:00Z" was accepted but names no instant"#))
        let misnumbered = Conversation(participants: participants, messages: [Message(index: 3, from: "a", content: .text("x"))])
        #expect(FuzzProperties.check(misnumbered) == .violated("messages[0] has index 3"))
        #expect(FuzzProperties.refusal("") == .violated("an input was refused with an empty message"))
        #expect(FuzzTarget.conversation.run(Array(#"{"participants": [{"id": "a"}], "messages": []}"#.utf8)) == .accepted)
        if case .refused = FuzzTarget.png.run([0x89, 0x50]) {} else { Issue.record("two bytes were not refused") }
    }
}

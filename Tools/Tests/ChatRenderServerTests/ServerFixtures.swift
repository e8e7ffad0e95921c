import ChatRender
import ChatRenderServeOptions
@testable import ChatRenderServer
import Foundation
import Hummingbird
import HummingbirdTesting

/// Paths of the checkout, pinned fonts, and conversations for the service tests.
enum Fixture {
    /// The checkout's root (this file is Tools/Tests/ChatRenderServerTests/ServerFixtures.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// Fonts by explicit file (Debian's fonts-inter, fonts-noto-color-emoji), so the bytes compared are reproducible.
    static let fonts = [
        "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
        "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
    ]

    static var renderOptions: ChatRenderOptions {
        ChatRenderOptions(fontFiles: fonts, memoryBudget: ChatMemoryBudget(bytes: 512 << 20))
    }

    static func configuration(concurrency: Int = 2, queue: Int = 4, bodyLimit: Int = 8 << 20, deadline: Double = 30) -> ServerConfiguration {
        ServerConfiguration(concurrency: concurrency, queueLimit: queue, bodyLimit: bodyLimit, deadline: deadline,
                            renderOptions: renderOptions)
    }

    static let chat = #"""
    {
      "version": 1,
      "theme": "imessage",
      "canvas": {"width": 320, "scale": 1},
      "participants": [{"id": "me", "me": true}, {"id": "ana", "name": "Ana"}],
      "messages": [
        {"from": "ana", "text": "Lunch? 🍜"},
        {"from": "me", "text": "Sure, 12:30", "status": "read"}
      ]
    }
    """#

    /// A conversation whose avatar and photo are `avatar` and `photo` as written (data: URIs or part names).
    static func withImages(avatar: String, photo: String) -> String {
        #"{"version":1,"theme":"whatsapp","canvas":{"width":320,"scale":1},"participants":[{"id":"me","me":true},"#
            + #"{"id":"ana","name":"Ana","avatar":"\#(avatar)"}],"messages":[{"from":"ana","image":"\#(photo)"},"#
            + #"{"from":"me","text":"Nice!"}]}"#
    }

    static func bytes(_ relative: String) -> [UInt8] {
        Array(FileManager.default.contents(atPath: path(relative)) ?? Data())
    }

    static func dataURI(_ relative: String, type: String) -> String {
        "data:\(type);base64," + Data(bytes(relative)).base64EncodedString()
    }
}

extension ByteBuffer {
    var bytes: [UInt8] { Array(readableBytesView) }
    var text: String { String(decoding: readableBytesView, as: UTF8.self) }
}

/// The `error` object of a JSON error answer.
func errorObject(_ body: ByteBuffer) -> [String: Any] {
    let json = (try? JSONSerialization.jsonObject(with: Data(body.readableBytesView))) as? [String: Any]
    return json?["error"] as? [String: Any] ?? [:]
}

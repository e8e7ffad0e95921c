import Foundation
import Testing
@testable import ChatModel

/// Images inline as `data:` URIs, and conversations that may name no file (`decodeInline`).
@Suite struct DataURITests {
    static let pngHeader: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    static var png: String { "data:image/png;base64," + Data(pngHeader).base64EncodedString() }

    static func chat(avatar: String, theme: String = "classic") -> String {
        """
        {
          "theme": "\(theme)",
          "participants": [{"id": "me", "me": true},
                           {"id": "ana", "avatar": "\(avatar)"}],
          "messages": [{"from": "ana", "text": "Hi"}]
        }
        """
    }

    @Test func decodesBase64InEveryPadding() throws {
        for length in 0..<40 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            let encoded = Data(bytes).base64EncodedString()
            #expect(try Base64.decode(ArraySlice(encoded.utf8)) == bytes)
        }
        #expect(throws: DataURIError.invalidBase64(offset: 2)) { try Base64.decode(ArraySlice("ab c".utf8)) }
        #expect(throws: DataURIError.badPadding(length: 5)) { try Base64.decode(ArraySlice("abcde".utf8)) }
    }

    /// Strict, as docs/robustness.md says: `=` padding to whole groups of four, neither missing nor extra.
    @Test func refusesMissingOrWrongPadding() throws {
        for length in 0..<40 where length % 3 != 0 {
            let encoded = Data((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }).base64EncodedString()
            let unpadded = encoded.replacingOccurrences(of: "=", with: "")
            #expect(throws: DataURIError.badPadding(length: unpadded.count)) { try Base64.decode(ArraySlice(unpadded.utf8)) }
            #expect(throws: DataURIError.badPadding(length: encoded.count + 1)) { try Base64.decode(ArraySlice((encoded + "=").utf8)) }
            let short = String(encoded.dropLast())
            #expect(throws: DataURIError.badPadding(length: short.count)) { try Base64.decode(ArraySlice(short.utf8)) }
        }
        for wrong in ["QQ=", "QUI==", "QQ===", "Q===", "QUJD="] {
            #expect(throws: DataURIError.badPadding(length: wrong.count), "\(wrong)") { try Base64.decode(ArraySlice(wrong.utf8)) }
        }
        // In a conversation: reported at the value, with the fix.
        let padded = "data:image/png;base64," + Data(Self.pngHeader + [0x49]).base64EncodedString()
        #expect(try DataURI(parsing: padded).bytes == Self.pngHeader + [0x49])
        let unpadded = padded.replacingOccurrences(of: "=", with: "")
        #expect(unpadded != padded)
        let error = TestSupport.conversationError(Self.chat(avatar: unpadded))
        #expect(error?.path == "participants[1].avatar")
        #expect(error?.problem.contains("not a multiple of 4: its '=' padding is missing or wrong") == true, "\(String(describing: error?.problem))")
        #expect(error?.hint?.contains("base64 -w0") == true)
    }

    @Test func acceptsPNGAndJPEGOnly() throws {
        let uri = try DataURI(parsing: Self.png)
        #expect(uri.mediaType == "image/png")
        #expect(uri.bytes == Self.pngHeader)
        let jpeg = try DataURI(parsing: "DATA:image/jpg;base64," + Data([0xFF, 0xD8, 0xFF, 0xE0]).base64EncodedString())
        #expect(jpeg.mediaType == "image/jpeg")
        #expect(throws: DataURIError.unsupportedType("image/gif")) { try DataURI(parsing: "data:image/gif;base64,R0lGOD==") }
        #expect(throws: DataURIError.notBase64(header: "image/png")) { try DataURI(parsing: "data:image/png,%89PNG") }
        #expect(throws: DataURIError.missingComma) { try DataURI(parsing: "data:image/png;base64") }
        #expect(throws: DataURIError.notAnImage(declared: "image/png")) {
            try DataURI(parsing: "data:image/png;base64," + Data("hello".utf8).base64EncodedString())
        }
    }

    @Test func refusesMoreThanTheLimitBeforeDecoding() {
        let huge = "data:image/png;base64," + String(repeating: "A", count: (DataURI.maximumBytes / 3 + 8) * 4)
        #expect {
            try DataURI(parsing: huge)
        } throws: { error in
            guard case DataURIError.tooLarge = error else { return false }
            return true
        }
    }

    @Test func anInlineImageIsAcceptedWhereAPathIs() throws {
        let conversation = try TestSupport.conversation(Self.chat(avatar: Self.png))
        #expect(conversation.participants[1].avatar == Self.png)
        #expect(conversation.imageReferences == [Self.png])
    }

    @Test func aBrokenInlineImageIsReportedAtItsLocation() throws {
        let error = TestSupport.conversationError(Self.chat(avatar: "data:image/png;base64,iVBOR w0"))
        #expect(error?.path == "participants[1].avatar")
        #expect(error?.line == 4)
        #expect(error?.column == 44)
        #expect(error?.problem.contains("invalid character at offset 5") == true)
        #expect(error?.hint?.contains("base64 -w0") == true)
    }

    @Test func aThemeCannotBeInline() {
        let error = TestSupport.conversationError(Self.chat(avatar: "a.png", theme: Self.png))
        #expect(error?.path == "theme")
        #expect(error?.problem == "the theme cannot be a data: URI")
    }

    @Test func inlineDecodingRefusesFilesAndUnofferedThemes() throws {
        let decoder = ConversationDecoder()
        let references = InlineReferences(parts: ["maya.png"], themes: ["classic", "whatsapp"])
        #expect(try decoder.decodeInline(Array(Self.chat(avatar: Self.png).utf8), references: references).participants.count == 2)
        #expect(try decoder.decodeInline(Array(Self.chat(avatar: "maya.png").utf8), references: references).baseDirectory == "")
        #expect {
            try decoder.decodeInline(Array(Self.chat(avatar: "/etc/passwd").utf8), references: references)
        } throws: { error in
            guard let error = error as? ModelError else { return false }
            return error.path == "participants[1].avatar" && error.line == 4 && error.column == 44
                && error.problem.contains("opens no files") && error.hint?.contains("multipart part named \"/etc/passwd\"") == true
        }
        #expect {
            try decoder.decodeInline(Array(Self.chat(avatar: Self.png, theme: "../themes/x").utf8), references: references)
        } throws: { error in
            guard let error = error as? ModelError else { return false }
            return error.path == "theme" && error.line == 2 && error.hint == "use one of classic, whatsapp"
        }
        #expect {
            try decoder.decodeInline(Array(Self.chat(avatar: Self.png, theme: "whatsap").utf8), references: references)
        } throws: { error in
            (error as? ModelError)?.hint == "use one of classic, whatsapp (did you mean \"whatsapp\"?)"
        }
    }
}

import CFontconfig
import ChatGeometry
import Foundation
import Testing
@testable import ChatText

@Suite("Font sets")
struct FontSetTests {
    @Test func filesOfOneFamilyPickTheNearestWeight() throws {
        let set = try Fonts.standardSet()
        #expect(set.regular == [
            FontFace(path: Fonts.interRegular), FontFace(path: Fonts.cjkRegular, index: 2), FontFace(path: Fonts.emoji),
        ])
        // Noto Sans CJK has Regular (400) and Bold (700): 700 is nearer to 600.
        #expect(set.semibold == [
            FontFace(path: Fonts.interSemiBold), FontFace(path: Fonts.cjkBold, index: 2), FontFace(path: Fonts.emoji),
        ])
        #expect(!set.systemFallback)
    }

    @Test func aSingleFileServesBothWeights() throws {
        let set = try FontSet([.file(path: Fonts.interRegular, index: 0)])
        #expect(set.regular == [FontFace(path: Fonts.interRegular)])
        #expect(set.semibold == [FontFace(path: Fonts.interRegular)])
    }

    @Test func collectionFacesByIndexOrFamily() throws {
        let byFamily = try FontSet(parsing: [Fonts.cjkRegular + "#Noto Sans CJK SC"])
        let byIndex = try FontSet(parsing: [Fonts.cjkRegular + "#2"])
        #expect(byFamily.regular == [FontFace(path: Fonts.cjkRegular, index: 2)])
        #expect(byIndex.regular == byFamily.regular)
        #expect(try FontSet(parsing: [Fonts.cjkRegular + "#notosanscjkjp"]).regular == [FontFace(path: Fonts.cjkRegular, index: 0)])
    }

    @Test func requestsParse() throws {
        #expect(try FontRequest(parsing: "Inter") == .family("Inter"))
        #expect(try FontRequest(parsing: " Noto Sans CJK SC ") == .family("Noto Sans CJK SC"))
        #expect(try FontRequest(parsing: "/a/b.ttf") == .file(path: "/a/b.ttf", index: 0))
        #expect(try FontRequest(parsing: "fonts/x.ttc#3") == .file(path: "fonts/x.ttc", index: 3))
        #expect(try FontRequest(parsing: "x.ttc#Noto Sans CJK KR") == .fileFace(path: "x.ttc", family: "Noto Sans CJK KR"))
        #expect(try FontRequest(parsing: "My#Font") == .family("My#Font"))
        #expect(throws: (any Error).self) { try FontRequest(parsing: "  ") }
        #expect(throws: (any Error).self) { try FontRequest(parsing: "a.ttc#") }
    }

    @Test func familiesResolveThroughFontconfig() throws {
        let set = try FontSet(parsing: ["Inter", "Noto Sans CJK SC", "Noto Color Emoji"])
        #expect(set.regular.map(\.path) == [Fonts.interRegular, Fonts.cjkRegular, Fonts.emoji])
        #expect(set.semibold.map(\.path) == [Fonts.interSemiBold, Fonts.cjkBold, Fonts.emoji])
        #expect(set.regular[1].index == 2)
        // A family and a file of the same family share one slot.
        let mixed = try FontSet([.file(path: Fonts.interRegular, index: 0), .family("Inter")])
        #expect(mixed.regular == [FontFace(path: Fonts.interRegular)])
        #expect(mixed.semibold == [FontFace(path: Fonts.interSemiBold)])
    }

    @Test("the configuration loaded without fontconfig's template directory matches fontconfig's own loader")
    func configurationMatchesFontconfigsLoader() throws {
        let ours = try #require(SharedFontconfig.loadConfiguration())
        let theirs = try #require(FcInitLoadConfigAndFonts())
        defer {
            FcConfigDestroy(ours)
            FcConfigDestroy(theirs)
        }
        for family in ["Inter", "Noto Sans CJK SC", "Noto Color Emoji", "Noto Sans Arabic", "sans-serif", "serif", "monospace"] {
            let a = FontconfigSession.describedFaces(ofFamily: family, config: ours)
            let b = FontconfigSession.describedFaces(ofFamily: family, config: theirs)
            #expect(a.described == b.described && a.undescribed == b.undescribed, "\(family)")
        }
        // Fallback for characters no listed font covers: Latin, CJK, Arabic, Devanagari, an emoji (colour only).
        let cases: [([UInt32], Bool)] = [([0x41], false), ([0x4E2D], false), ([0x0628], false), ([0x0915], false), ([0x1F600], true)]
        for (scalars, color) in cases {
            for weight in [FontWeight.regular, .semibold] {
                #expect(FontconfigSession.face(covering: scalars, colorOnly: color, weight: weight, config: ours)
                        == FontconfigSession.face(covering: scalars, colorOnly: color, weight: weight, config: theirs))
            }
        }
    }

    @Test func missingFileIsAnError() throws {
        #expect(throws: TextError.fontFileMissing(path: "/nonexistent/font.ttf")) {
            try FontSet(parsing: ["/nonexistent/font.ttf"])
        }
        #expect(throws: TextError.fontFileMissing(path: "/nonexistent/font.ttf")) {
            try TextEngine(fonts: FontSet(regular: [FontFace(path: "/nonexistent/font.ttf")]))
        }
        let message = TextError.fontFileMissing(path: "/nonexistent/font.ttf").description
        #expect(message.contains("/nonexistent/font.ttf") && message.contains("does not exist"))
    }

    @Test func aFileThatIsNotAFontIsAnError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("chattext-not-a-font-\(getpid()).ttf").path
        try Data("this is not a font".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            try FontSet(parsing: [path])
        } throws: { error in
            guard case TextError.notAFont(let errorPath, _) = error else { return false }
            return errorPath == path
        }
        #expect(throws: TextError.fontFileUnreadable(path: "/tmp")) { try TextEngine(fonts: FontSet(regular: [FontFace(path: "/tmp")])) }
    }

    @Test func badFaceIndexOrFamilyInAFile() throws {
        #expect(throws: TextError.faceIndexOutOfRange(path: Fonts.cjkRegular, index: 42, faceCount: 10)) {
            try FontSet(parsing: [Fonts.cjkRegular + "#42"])
        }
        #expect(throws: TextError.faceIndexOutOfRange(path: Fonts.emoji, index: -1, faceCount: 1)) {
            try TextEngine(fonts: FontSet(regular: [FontFace(path: Fonts.emoji, index: -1)]))
        }
        #expect {
            try FontSet(parsing: [Fonts.cjkRegular + "#Noto Sans Klingon"])
        } throws: { error in
            guard case TextError.familyNotInFile(_, "Noto Sans Klingon", let available) = error else { return false }
            return available.contains("Noto Sans CJK SC") && error.localizedDescription.isEmpty == false
        }
    }

    @Test func unknownFamilyNamesTheDebianPackage() throws {
        #expect(throws: TextError.familyNotFound(family: "Noto Sans CJK XX", debianPackage: "fonts-noto-cjk")) {
            try FontSet(parsing: ["Noto Sans CJK XX"])
        }
        #expect(TextError.familyNotFound(family: "Noto Sans CJK XX", debianPackage: "fonts-noto-cjk").description
            .contains("apt-get install fonts-noto-cjk"))
        #expect(throws: TextError.familyNotFound(family: "Zzyzx Sans", debianPackage: nil)) {
            try FontSet(parsing: ["Zzyzx Sans"])
        }
        #expect(DebianFontPackages.package(forFamily: "Inter Display") == "fonts-inter")
        #expect(DebianFontPackages.package(forFamily: "Interstate") == nil)
        #expect(DebianFontPackages.package(forFamily: "Noto Color Emoji") == "fonts-noto-color-emoji")
    }

    @Test func anEmptyListIsAnError() throws {
        #expect(throws: TextError.noFonts(weight: "any")) { try FontSet([]) }
        #expect(throws: TextError.noFonts(weight: "regular")) { try TextEngine(fonts: FontSet(regular: [])) }
    }

    @Test func freeTypeErrorsAreDescribed() {
        #expect(FreeTypeErrorText.message(for: 0x02) == "unknown file format")
        #expect(FreeTypeErrorText.message(for: 0x7FFF) == "unknown FreeType error")
    }
}

import ChatRender
import Foundation
import Testing

/// The committed sample pictures (`make samples`: samples/*.png and samples/gallery/*-THEME-APPEARANCE.png) are
/// exactly what the renderer draws now, byte for byte, with the pinned fonts (the files the themes' families
/// resolve to on Debian). A change of pixels, or of the PNG bytes, shows here as well as in the goldens: a
/// refactor must keep them all; a deliberate change re-renders them (`make samples`) in its own commit.
@Suite("Samples are byte-identical")
struct SampleBytesTests {
    static let samples = GoldenTests.samples

    static let gallery: [(String, String, Appearance)] = {
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: Repo.path("samples/gallery"))) ?? []
        let names = pages.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        return names.flatMap { page in ThemeLocator.builtInNames.flatMap { theme in Appearance.allCases.map { (page, theme, $0) } } }
    }()

    @Test("samples/*.png", arguments: samples)
    func sample(_ name: String) throws {
        let renderer = ChatRenderer(options: PinnedFonts.options())
        let png = try renderer.renderPNG(renderer.loadConversation(path: Repo.path("samples/\(name).json")))
        let committed = try Data(contentsOf: URL(fileURLWithPath: Repo.path("samples/\(name).png")))
        #expect(png == Array(committed), "samples/\(name).png differs from what renders now: run make samples, look at it, commit it")
    }

    @Test("samples/gallery/*.png in every built-in theme and appearance")
    func gallery() throws {
        #expect(Self.gallery.count >= 36)
        for (page, theme, appearance) in Self.gallery {
            let renderer = ChatRenderer(options: PinnedFonts.options(theme: theme, appearance: appearance))
            let png = try renderer.renderPNG(renderer.loadConversation(path: Repo.path("samples/gallery/\(page).json")))
            let name = "samples/gallery/\(page)-\(theme)-\(appearance.rawValue).png"
            let committed = try Data(contentsOf: URL(fileURLWithPath: Repo.path(name)))
            #expect(png == Array(committed), "\(name) differs from what renders now: run make samples, look at it, commit it")
        }
    }
}

import ChatCodec
import ChatRaster
import Foundation
import Testing

@Suite("fixture pairs")
struct FixtureExportTests {
    @Test("every pair is distinct, same-sized, and survives a PNG round trip with its straight bytes intact")
    func roundTrip() throws {
        let directory = FixtureExport.directory
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("chatdiff-fixtures-\(getpid())").path
        let written = try FixtureExport.write(to: directory)
        #expect(written == DiffFixtures.all.count * 2)
        #expect(Set(DiffFixtures.all.map(\.name)).count == DiffFixtures.all.count)
        for pair in DiffFixtures.all {
            #expect(pair.a.width == pair.b.width && pair.a.height == pair.b.height)
            #expect(pair.a != pair.b, "\(pair.name)")
            let path = URL(fileURLWithPath: directory).appendingPathComponent("\(pair.name)-b.png")
            let decoded = try ImageDecoder.decode([UInt8](Data(contentsOf: path)))
            #expect(decoded.straightRGBA() == pair.b.straightRGBA(), "\(pair.name)")
        }
        if FixtureExport.directory == nil { try? FileManager.default.removeItem(atPath: directory) }
    }
}

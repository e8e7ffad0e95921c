import Testing
@testable import ChatRaster

@Suite("sRGB tables")
struct SRGBTests {
    @Test func endpointsAndMidGrey() {
        #expect(SRGB.toLinear(0) == 0 && SRGB.toLinear(255) == 1)
        #expect(abs(SRGB.toLinear(128) - 0.2158605) < 1e-6)
        #expect(SRGB.fromLinear(0.5) == 188)                      // 0.7354 × 255 = 187.5…
        #expect(SRGB.fromLinear(-1) == 0 && SRGB.fromLinear(.nan) == 0 && SRGB.fromLinear(7) == 255)
    }

    @Test func everyLevelRoundTrips() {
        for c in 0...255 { #expect(SRGB.fromLinear(SRGB.toLinear(UInt8(c))) == UInt8(c)) }
    }

    @Test func fromLinearMatchesTheFormula() {
        var mismatches = 0
        for i in 0...100_000 {
            let v = Float(i) / 100_000
            let exact = SRGB.encode(Double(v)) * 255
            // Skip values within float noise of a rounding boundary.
            if abs(exact - exact.rounded(.down) - 0.5) < 1e-4 { continue }
            if SRGB.fromLinear(v) != UInt8(exact.rounded()) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    @Test func decodeMatchesTheStandard() {
        #expect(abs(SRGB.decode(0.04045) - 0.04045 / 12.92) < 1e-12)
        #expect(abs(SRGB.encode(SRGB.decode(0.6)) - 0.6) < 1e-12)
    }
}

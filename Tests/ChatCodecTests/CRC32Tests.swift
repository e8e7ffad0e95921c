import Testing
@testable import ChatCodec

@Suite struct CRC32Tests {
    @Test func checksumsMatchTheStandardVector() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
        // The IEND chunk's well-known CRC.
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }
}

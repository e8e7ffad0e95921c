import CChatRenderCodec
import CPNG

/// The versions of the image libraries this process runs with (they decide the encoded bytes).
package enum CodecLibraries {
    /// libpng's run-time version ("1.6.39").
    package static var libpng: String {
        png_get_libpng_ver(nil).map { String(cString: $0) } ?? "unknown"
    }

    /// libjpeg-turbo's version as its headers state it (the library has no function that reports it).
    package static var libjpegTurbo: String {
        String(cString: crs_jpeg_turbo_version())
    }

    /// libwebp's run-time encoder version ("1.2.4").
    package static var libwebp: String {
        WebPStreamEncoder.libraryVersion
    }
}

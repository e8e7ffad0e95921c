// swift-tools-version: 6.0
// chatrender: turns a conversation described in JSON into a chat screenshot PNG.
//
// One module per pipeline stage:
//   ChatModel (decode + validate) → ChatLayout (pure geometry, display list)
//   → ChatRaster (pixmaps) + ChatText (FreeType/HarfBuzz) → ChatCodec (PNG/JPEG)
//   → ChatRender (orchestration, the library API) → chatrender (CLI).
import PackageDescription
import Foundation

let package = Package(
    name: "chatrender",
    products: [
        .executable(name: "chatrender", targets: ["ChatRenderCLI"]),
        .executable(name: "chatrender-serve", targets: ["ChatRenderServe"]),
        .executable(name: "chatrender-assets", targets: ["ChatAssetGenerator"]),
        .executable(name: "chatrender-bench", targets: ["ChatRenderBench"]),
        .library(name: "ChatRender", targets: ["ChatRender"]),
        .library(name: "ChatRenderTesting", targets: ["ChatRenderTesting"]),
        // Strategies for pointfreeco/swift-snapshot-testing (.chatScreenshot, .chatLayout); only this product pulls it in.
        .library(name: "ChatRenderSnapshotTesting", targets: ["ChatRenderSnapshotTesting"]),
        // The fuzz targets' entry points, for the libFuzzer package in Fuzz/ (and the regression tests).
        .library(name: "ChatRenderFuzzing", targets: ["ChatRenderFuzzing"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        // The HTTP service (`chatrender serve`, Sources/ChatRenderServer) only: the library stays free of them.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.5.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.0"),
    ],
    targets: [
        // MARK: System libraries (Debian packages), one per C library.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CICU", pkgConfig: "icu-uc", providers: [.apt(["libicu-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg62-turbo-dev"])]),
        .systemLibrary(name: "CLCMS2", pkgConfig: "lcms2", providers: [.apt(["liblcms2-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),

        // MARK: C helpers for what Swift cannot call directly (setjmp error paths, function-like macros).
        .target(
            name: "CChatRenderSupport",
            dependencies: ["CPNG", "CTurboJPEG", "CFreeType", "CHarfBuzz", "CDeflate", "CJPEG", "CChatRaster"]
        ),
        // ICU line breaking and bidi behind a header without ICU types (Debian's ICU headers clash with
        // Foundation's own ICU module when one Swift module sees both).
        .target(name: "CChatRenderICU", dependencies: ["CICU"]),
        // Photos to sRGB: ICC profiles and PNG colour chunks through LittleCMS, PNG iCCP inflated with zlib.
        .target(name: "CChatRenderColor", dependencies: ["CLCMS2", "CZlib"]),

        // MARK: Pipeline stages.
        // The value types every stage shares: geometry, colours and the text measurement contract.
        .target(name: "ChatGeometry"),
        .target(name: "ChatModel", dependencies: ["ChatGeometry"], resources: [.embedInCode("Resources/default-glyphs.json"), .embedInCode("Resources/chrome-presets.json"), .embedInCode("Resources/theme.schema.json")]),
        // Reading files named by untrusted input: regular files only, bounded, pack paths kept inside the pack.
        .target(name: "ChatFiles"),
        .target(name: "ChatLayout", dependencies: ["ChatGeometry", "ChatModel"]),
        // The resampler's inner loops, compiled for the machine's vector units (integer arithmetic: same bytes on any).
        .target(name: "CChatRaster"),
        .target(name: "ChatRaster", dependencies: ["ChatGeometry", "CChatRaster"]),
        .target(name: "ChatCodec", dependencies: ["ChatGeometry", "ChatRaster", "CChatRenderSupport", "CChatRenderColor", "CPNG", "CTurboJPEG", "CWebP", "CZlib"]),
        .target(
            name: "ChatText",
            dependencies: ["ChatGeometry", "ChatModel", "ChatRaster", "ChatFiles", "CChatRenderSupport", "CChatRenderICU", "CFreeType", "CHarfBuzz", "CFontconfig"]
        ),
        .target(name: "ChatDiff", dependencies: ["ChatGeometry", "ChatRaster"]),
        .target(name: "ChatRender", dependencies: ["ChatGeometry", "ChatModel", "ChatLayout", "ChatRaster", "ChatCodec", "ChatText", "ChatDiff", "ChatFiles", "CChatRenderSupport"]),
        .target(name: "ChatRenderTesting", dependencies: ["ChatRender", "ChatDiff", "ChatCodec"]),
        .target(name: "ChatRenderSnapshotTesting", dependencies: ["ChatRender", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        .target(name: "ChatRenderFuzzing", dependencies: ["ChatRender", "ChatGeometry", "ChatModel", "ChatLayout", "ChatCodec", "ChatRaster", "ChatText"]),
        // The HTTP render service and its preview page (Hummingbird 2): `chatrender serve`.
        // The service's options and configuration: light (no HTTP stack), so `chatrender serve` checks them itself.
        .target(name: "ChatRenderServeOptions", dependencies: ["ChatRender", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .target(
            name: "ChatRenderServer",
            dependencies: [
                "ChatRender", "ChatModel", "ChatLayout", "ChatCodec", "ChatRenderServeOptions",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "MultipartKit", package: "multipart-kit"),
            ],
            resources: [.embedInCode("Resources/preview.html")]
        ),
        .executableTarget(
            name: "ChatRenderCLI",
            dependencies: ["ChatRender", "ChatGeometry", "ChatModel", "ChatLayout", "ChatCodec", "ChatDiff", "ChatRaster", "ChatFiles", "ChatRenderServeOptions",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // `chatrender serve` hands off to this executable: the HTTP stack (Hummingbird, NIO) stays out of `chatrender`.
        .executableTarget(
            name: "ChatRenderServe",
            dependencies: ["ChatRender", "ChatRenderServer", "ChatRenderServeOptions",
                           .product(name: "ArgumentParser", package: "swift-argument-parser"),
                           .product(name: "Logging", package: "swift-log"),
                           .product(name: "Metrics", package: "swift-metrics"),
                           .product(name: "Prometheus", package: "swift-prometheus")]
        ),
        .executableTarget(name: "ChatAssetGenerator", dependencies: ["ChatGeometry", "ChatModel", "ChatRaster", "ChatCodec"]),
        .executableTarget(name: "ChatRenderBench", dependencies: ["ChatGeometry", "ChatRender", "ChatCodec", "ChatText", "ChatDiff", "ChatRaster"]),

        // MARK: Tests.
        .testTarget(name: "ChatModelTests", dependencies: ["ChatGeometry", "ChatModel"]),
        .testTarget(name: "ChatLayoutTests", dependencies: ["ChatGeometry", "ChatLayout", "ChatModel"]),
        .testTarget(name: "ChatRasterTests", dependencies: ["ChatGeometry", "ChatRaster"]),
        .testTarget(name: "ChatCodecTests", dependencies: ["ChatGeometry", "ChatCodec", "ChatRaster", "CChatRenderSupport", "CLCMS2", "CTurboJPEG"]),
        .testTarget(name: "ChatTextTests", dependencies: ["ChatGeometry", "ChatText", "ChatModel", "ChatRaster", "ChatCodec"]),
        .testTarget(name: "ChatRenderTests", dependencies: ["ChatGeometry", "ChatRender", "ChatRenderTesting", "ChatCodec", "ChatRaster", "ChatModel", "ChatLayout"], exclude: ["Goldens", "Fixtures"]),
        .testTarget(name: "ChatDiffTests", dependencies: ["ChatGeometry", "ChatDiff", "ChatRaster", "ChatCodec"]),
        .testTarget(name: "ChatRenderCLITests", dependencies: ["ChatGeometry", "ChatRender", "ChatCodec", "ChatRaster", "CWebP"]),
        .testTarget(name: "ChatRenderTestingTests", dependencies: ["ChatRenderTesting", "ChatRender"]),
        .testTarget(name: "ChatRenderSnapshotTestingTests", dependencies: [
            "ChatRenderSnapshotTesting", "ChatRender", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // Every seed and every input the fuzzers ever crashed on (Fuzz/Corpus, Fuzz/Regressions), through the fuzz targets.
        .testTarget(name: "FuzzRegressionTests", dependencies: ["ChatRenderFuzzing", "ChatModel"]),
    ]
)

// The service's tests go through Hummingbird's test client, whose dependencies (AsyncHTTPClient, BoringSSL) take
// longer to compile than the rest of the package: the sanitizer builds (scripts/sanitize.sh) leave them out with
// CHATRENDER_SERVER_TESTS=0. `make test` always runs them.
if ProcessInfo.processInfo.environment["CHATRENDER_SERVER_TESTS"] != "0" {
    package.targets.append(.testTarget(
        name: "ChatRenderServerTests",
        dependencies: ["ChatRenderServer", "ChatRenderServeOptions", "ChatRender", "ChatModel", "ChatCodec",
                       .product(name: "HummingbirdTesting", package: "hummingbird")]
    ))
}

// swift-tools-version: 6.1
// chatrender's tools that a library user never needs, kept out of the root package so that depending on the library
// resolves and builds no HTTP, TLS, crypto or syntax packages (docs/design.md):
//   chatrender-serve   the HTTP render service (Hummingbird 2) that `chatrender serve` hands off to, and its tests;
//   chatrender-assets  draws the built-in theme packs' PNGs and the sample pictures (`make assets`);
//   chatrender-bench   micro-benchmarks of single stages (`make bench-stages`).
// It depends on the root package by path; `make build`, `make test` and the other Makefile targets build it
// (its build directory is Tools/.build).
import PackageDescription

let package = Package(
    name: "chatrender-tools",
    products: [
        .executable(name: "chatrender-serve", targets: ["ChatRenderServe"]),
        .executable(name: "chatrender-assets", targets: ["ChatAssetGenerator"]),
        .executable(name: "chatrender-bench", targets: ["ChatRenderBench"]),
    ],
    dependencies: [
        .package(name: "chatrender", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.24.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        .package(url: "https://github.com/vapor/multipart-kit", from: "4.7.0"),
    ],
    targets: [
        // The HTTP render service and its preview page (Hummingbird 2).
        .target(
            name: "ChatRenderServer",
            dependencies: [
                .product(name: "ChatRender", package: "chatrender"),
                .product(name: "ChatRenderStages", package: "chatrender"),
                .product(name: "ChatRenderServeOptions", package: "chatrender"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "MultipartKit", package: "multipart-kit"),
            ],
            resources: [.embedInCode("Resources/preview.html")]
        ),
        // `chatrender serve` hands off to this executable: the HTTP stack (Hummingbird, NIO) stays out of `chatrender`.
        .executableTarget(
            name: "ChatRenderServe",
            dependencies: ["ChatRenderServer",
                           .product(name: "ChatRender", package: "chatrender"),
                           .product(name: "ChatRenderServeOptions", package: "chatrender"),
                           .product(name: "ArgumentParser", package: "swift-argument-parser"),
                           .product(name: "Logging", package: "swift-log")]
        ),
        .executableTarget(name: "ChatAssetGenerator", dependencies: [.product(name: "ChatRenderStages", package: "chatrender")]),
        .executableTarget(name: "ChatRenderBench", dependencies: [
            .product(name: "ChatRender", package: "chatrender"), .product(name: "ChatRenderStages", package: "chatrender"),
        ]),

        // The service through Hummingbird's test client (which brings AsyncHTTPClient and BoringSSL), the
        // executable's start-up, and `chatrender serve` handing off to it once installed.
        .testTarget(
            name: "ChatRenderServerTests",
            dependencies: ["ChatRenderServer",
                           .product(name: "ChatRender", package: "chatrender"),
                           .product(name: "ChatRenderStages", package: "chatrender"),
                           .product(name: "ChatRenderServeOptions", package: "chatrender"),
                           .product(name: "HummingbirdTesting", package: "hummingbird")]
        ),
    ]
)

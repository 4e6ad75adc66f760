// swift-tools-version:6.0
import PackageDescription

// duoguide: a documentation compiler for the iPhone Duo guide.
// The compiler is a library (DuoGuide); the command line (duoguide) only parses arguments and prints.
// No dependencies outside the Swift toolchain, by design.
// Release builds reach generic types' metadata through accessor functions instead of mangled
// type names: a mangled name is demangled at run time on its first use, and each of its generic
// requirements is checked by a linear search of the binary's protocol conformances (273 names,
// about 8 M instructions per build of the real guide: 454.3 M -> 450.2 M with this flag).
let releaseSettings: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
]

let package = Package(
    name: "duoguide",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "duoguide", targets: ["duoguide"]),
        .library(name: "DuoGuide", targets: ["DuoGuide"]),
    ],
    targets: [
        .target(name: "DuoGuide", path: "Sources/DuoGuide", swiftSettings: releaseSettings),
        .executableTarget(name: "duoguide", dependencies: ["DuoGuide"], path: "Sources/duoguide", swiftSettings: releaseSettings),
        .testTarget(name: "DuoGuideTests", dependencies: ["DuoGuide"], path: "Tests/DuoGuideTests", exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v5]
)

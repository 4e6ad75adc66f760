import Foundation

/// Tags a code sample SwiftUI, UIKit or neither, from the APIs it uses. Each signal is a concept of
/// one framework; the larger weighted count wins, a tie or no signal means "other" (nil).
enum FrameworkClassifier {
    static let swiftUISignals: [(String, Double)] = [
        ("some View", 3), (": View", 3), ("@State", 2), ("@Environment", 2), ("@Binding", 2),
        ("ViewModifier", 3), ("NavigationStack", 2), ("NavigationSplitView", 2), ("TabView", 2),
        ("Tab(", 1), ("VStack", 1), ("HStack", 1), ("ZStack", 1), ("LazyVGrid", 2), ("GridItem", 2),
        ("ViewThatFits", 2), ("AnyLayout", 2), ("GeometryReader", 2), ("proxy.", 1), ("ArrangementView", 2),
        ("Form {", 2), ("List(", 1), ("Text(", 1), ("Image(", 1), ("Button(", 1), ("Toggle(", 1),
        (".frame(", 2), (".toolbar", 2), ("ToolbarItem", 2), (".sheet(", 2), (".modifier(", 2),
        (".onGeometryChange", 2), (".onHingeChange", 2), (".presentationPlacement", 2),
        (".arrangementViewStyle", 2), (".safeAreaPadding", 2), (".ignoresSafeArea", 2),
        (".backgroundExtensionEffect", 2), (".tabViewStyle", 2), ("ConcentricRectangle", 2),
        ("RoundedRectangle", 1), (".sceneAccessory", 2), ("CameraCaptureAccessory", 2),
        ("EnvironmentKey", 2), ("EnvironmentValues", 2), (".environment(", 2), ("UserInterfaceSizeClass", 2),
        (".resizable()", 2), (".aspectRatio", 2), ("@Observable", 1), ("@main", 1), (".onAppear", 2),
        (".onChange", 2), ("ForEach", 1), (".defaultTabBarPlacement", 2), (".toolbarVerticalBehavior", 2),
        (".visibilityPriority(", 2), (".split", 1), (".overlay", 1),
    ]

    static let uiKitSignals: [(String, Double)] = [
        ("UIViewController", 3), ("override func", 3), ("override var", 3), ("viewDidLoad", 2),
        ("viewDidLayoutSubviews", 2), ("layoutSubviews", 2), ("viewWillTransition", 2), ("traitCollection", 2),
        ("navigationItem", 2), ("NSCollectionLayout", 2), ("UICollectionView", 2), ("addInteraction", 2),
        ("sheetPresentationController", 2), ("view.", 1), ("registerSceneAccessory", 2),
        ("setViewController", 2), ("updateArrangement", 2), ("tabBarController", 2), ("#selector", 2),
        ("UIBarButtonItem", 2), ("UISplitViewController", 2), ("UIWindow", 1), ("UIScreen", 0.5),
        ("UIDevice", 0.5), ("UIImage", 1), ("UIStackView", 2), ("stack.axis", 2), ("toolbarItems", 2),
        ("UIHingeInteraction", 2), ("UIBackgroundExtensionView", 2), ("UIArrangementViewController", 2),
        ("UISceneConfiguration", 2), ("UIWindowScene", 1), ("contentMode", 1), ("setNeedsLayout", 2),
        ("cornerConfiguration", 2), ("preferredPlacement", 1), ("navigationController", 2),
    ]

    static func classify(_ code: String) -> Framework? {
        let (swiftUI, uiKit) = scores(code)
        if swiftUI == 0 && uiKit == 0 || swiftUI == uiKit { return nil }
        return swiftUI > uiKit ? .swiftUI : .uiKit
    }

    /// The SwiftUI and UIKit scores of `code`: each signal's weight when the code contains it,
    /// summed in the order of the lists. A signal with a byte that the code lacks cannot occur in
    /// it: most signals are ruled out so, without a search.
    static func scores(_ code: String) -> (swiftUI: Double, uiKit: Double) {
        let present = asciiBytes(code)
        func score(_ signals: [Signal]) -> Double {
            signals.reduce(0) { $0 + ($1.bytes & present == $1.bytes && code.containsCharacters($1.text) ? $1.weight : 0) }
        }
        return (score(signals.swiftUI), score(signals.uiKit))
    }

    /// Each signal with the set of its bytes, worked out once.
    typealias Signal = (text: String, weight: Double, bytes: UInt128)
    static let signals: (swiftUI: [Signal], uiKit: [Signal]) =
        (swiftUISignals.map { ($0, $1, asciiBytes($0)) }, uiKitSignals.map { ($0, $1, asciiBytes($0)) })

    /// The ASCII bytes of `text`, one bit each. The signals are ASCII: other bytes rule none out.
    static func asciiBytes(_ text: String) -> UInt128 {
        text.utf8.reduce(0) { $1 < 0x80 ? $0 | 1 << $1 : $0 }
    }
}

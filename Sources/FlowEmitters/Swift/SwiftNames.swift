import FlowModel

/// The module names generated code imports. On Apple platforms they are UIKit and SwiftUI; the
/// tests compile the same code against stand-in modules of those names.
public struct SwiftImports: Sendable, Hashable {
    public var uiKit: String
    public var swiftUI: String

    public init(uiKit: String = "UIKit", swiftUI: String = "SwiftUI") {
        self.uiKit = uiKit
        self.swiftUI = swiftUI
    }
}

/// How flow names become Swift names.
enum SwiftNames {
    static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    static func lowerFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        // A leading acronym (`URLs`, `UIPicker`) lowers as a whole, as Swift's guidelines ask.
        let characters = Array(name)
        var upper = 0
        while upper < characters.count && characters[upper].isUppercase { upper += 1 }
        if upper <= 1 { return first.lowercased() + name.dropFirst() }
        let lowered = upper == characters.count ? upper : upper - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    static func coordinator(_ flow: String) -> String { flow + "Coordinator" }
    static func outcome(_ flow: String) -> String { flow + "Outcome" }
    static func work(_ flow: String) -> String { flow + "CoordinatorWork" }

    /// `<Flow><Screen>Actions`, leaving out the screen's name where it repeats the flow's.
    static func actions(flow: String, screen: String) -> String {
        let screenName = upperFirst(screen)
        return (screenName == flow ? flow : flow + screenName) + "Actions"
    }

    static func makeScreen(_ screen: String) -> String { "make" + upperFirst(screen) + "Screen" }
    static func startFlow(_ child: String) -> String { "start" + child + "Flow" }

    /// The case of a choice enum standing for one alternative: `pushAddress`, `startLogin`, `pop`.
    static func choiceCase(_ transition: Transition) -> String {
        transition.verb.rawValue + (transition.target.map(upperFirst) ?? "")
    }
}

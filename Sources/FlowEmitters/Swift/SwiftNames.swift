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
        if isFirstCharacterASCII(name) {
            // Nearly every name: its first byte is its first character.
            let utf8 = name.utf8
            guard let first = utf8.first, first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") else { return name }
            return String(unsafeUninitializedCapacity: utf8.count) { buffer in
                _ = buffer.initialize(from: utf8)
                buffer[0] = first - 32
                return utf8.count
            }
        }
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// Whether `name` is empty or its first character is one ASCII byte (no combining mark
    /// follows it), so that upper-casing it changes that byte alone.
    static func isFirstCharacterASCII(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let first = utf8.first else { return true }
        return first < 0x80 && (utf8.count == 1 || utf8[utf8.index(after: utf8.startIndex)] < 0x80)
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
    static func event(_ flow: String) -> String { flow + "Event" }
    static func work(_ flow: String) -> String { flow + "Work" }
    /// The skeleton's implementation of a flow's work.
    static func liveWork(_ flow: String) -> String { "Live" + flow + "Work" }

    /// `<Flow><Screen>Actions`, leaving out the screen's name where it repeats the flow's.
    static func actions(flow: String, screen: String) -> String {
        let screenName = upperFirst(screen)
        return (screenName == flow ? flow : flow + screenName) + "Actions"
    }

    /// The case of a choice enum standing for one alternative: `pushAddress`, `startLogin`, `pop`.
    static func choiceCase(_ transition: Transition) -> String {
        choiceVerb(transition.verb) + (transition.target.map(upperFirst) ?? "")
    }

    /// The method that starts a flow at entry `entry` (format 1.1): `startDetails`.
    static func entryStart(_ entry: String) -> String { "start" + upperFirst(entry) }

    /// A verb as the start of a choice case: its name, but `returnValue` for `return`, which
    /// Swift reserves.
    static func choiceVerb(_ verb: Transition.Verb) -> String {
        verb == .return ? "returnValue" : verb.rawValue
    }
}

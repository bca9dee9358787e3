import FlowDiagnostics

/// How a presented screen or child flow is shown: a `presentation` map on a screen, a `present`
/// map on a child. Only what the map says is kept; the defaults are the `effective…` answers.
public struct Presentation: Sendable, Hashable {
    /// The presentation styles UIKit and SwiftUI share.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// The system's default sheet (`automatic`): a page sheet on iPhone and iPad.
        case sheet
        case pageSheet
        case formSheet
        case fullScreen
        /// Anchored to the presenting screen.
        case popover

        /// Whether the style shows a sheet, the only kind of presentation with detents.
        public var isSheet: Bool {
            switch self {
            case .sheet, .pageSheet, .formSheet: return true
            case .fullScreen, .popover: return false
            }
        }

        /// Whether the user can dismiss the presentation without a transition: a sheet by a swipe,
        /// a popover by a tap outside it.
        public var canBeSwipedAway: Bool {
            switch self {
            case .sheet, .pageSheet, .formSheet, .popover: return true
            case .fullScreen: return false
            }
        }
    }

    /// One height a sheet can rest at.
    public enum Detent: Sendable, Hashable {
        case medium
        case large
        /// A fixed height, in points.
        case height(Double)
    }

    // The words first and the bytes together after them: 18 bytes, where `style` between the
    // words padded the value to 25 in every screen.
    /// Where the map stands, in its flow's file.
    public var position: SourcePosition
    /// `detents`; nil when the map does not say (the sheet's full height).
    public var detents: [Detent]?
    /// `style`; nil when the map does not say (a sheet).
    public var style: Style?
    /// `swipeToDismiss`; nil when the map does not say (a swipe dismisses).
    public var swipeToDismiss: Bool?

    public init(position: SourcePosition, style: Style? = nil, detents: [Detent]? = nil, swipeToDismiss: Bool? = nil) {
        self.position = position
        self.style = style
        self.detents = detents
        self.swipeToDismiss = swipeToDismiss
    }

    public var effectiveStyle: Style { style ?? .sheet }

    /// Whether a swipe (or a tap outside a popover) can take the presentation away without
    /// asking anyone: the style allows it and the map does not turn it off.
    public var isSwipedAwayFreely: Bool { effectiveStyle.canBeSwipedAway && swipeToDismiss != false }
}

import FlowModel
import FlowRules

/// The code a `presentation` (screen) or `present` (child) map adds: the style, the detents and
/// the popover's anchor, set on the navigation controller before it is presented, and for a
/// sheet that may not simply be swiped away, the work's answer. Nothing without a map, so that
/// version-1 flows generate what they generated.
enum PresentationEmitter {
    /// `present<Screen>Screen`, the method that presents screen `screenID` in its style.
    static func presenterName(_ screenID: String) -> String { "present" + SwiftNames.upperFirst(screenID) + "Screen" }

    /// The screens of the plan's flow with a `presentation` that a `present` transition shows.
    static func presentedScreens(_ plan: FlowPlan) -> [Int] {
        var isPresented = [Bool](repeating: false, count: plan.flow.screens.count)
        for transition in plan.resolved.transitions where transition.verb == .present {
            if let screen = transition.target.screen { isPresented[screen] = true }
        }
        return plan.flow.screens.indices.filter { isPresented[$0] && plan.flow.screens[$0].presentation != nil }
    }

    /// Sets `presentation`'s style, detents and anchor on `stack`, presented from `navigation`.
    static func configure(
        _ presentation: Presentation, stack: String, from navigation: String, into writer: inout SwiftWriter
    ) {
        switch presentation.effectiveStyle {
        case .sheet: break  // UIKit's `automatic`, which version 1 used
        case .pageSheet: writer.line(stack, ".modalPresentationStyle = .pageSheet")
        case .formSheet: writer.line(stack, ".modalPresentationStyle = .formSheet")
        case .fullScreen: writer.line(stack, ".modalPresentationStyle = .fullScreen")
        case .popover:
            writer.line(stack, ".modalPresentationStyle = .popover")
            // The presenting screen anchors it: UIKit refuses a popover without an anchor where it
            // shows as one (regular width).
            writer.line("let anchor: UIView = ", navigation, ".topViewController?.view ?? ", navigation, ".view")
            writer.line(stack, ".popoverPresentationController?.sourceView = anchor")
            writer.line(stack, ".popoverPresentationController?.sourceRect = anchor.bounds")
        }
        if let detents = presentation.detents, presentation.effectiveStyle.isSheet {
            let list = detents.map { detent -> String in
                switch detent {
                case .medium: return ".medium()"
                case .large: return ".large()"
                case .height(let height): return ".custom { _ in \(points(height)) }"
                }
            }
            writer.line(stack, ".sheetPresentationController?.detents = [", list.joined(separator: ", "), "]")
        }
    }

    /// Whether `configure` writes anything for `presentation`: not for a plain sheet.
    static func configures(_ presentation: Presentation) -> Bool {
        presentation.effectiveStyle != .sheet || (presentation.detents != nil && presentation.effectiveStyle.isSheet)
    }

    /// A height as Swift writes it: `240`, `240.5`.
    static func points(_ height: Double) -> String {
        height == height.rounded() && abs(height) < 1e15 ? String(Int(height)) : String(height)
    }

    /// The `present<Screen>Screen` methods of the flow's screens that have a `presentation`: each
    /// presents its screen as `present(_:from:)` of the runtime does, in the screen's style.
    static func emitScreenPresenters(_ plan: FlowPlan, into writer: inout SwiftWriter) {
        let screens = presentedScreens(plan).filter { !plan.flow.screens[$0].isExternal }
        guard !screens.isEmpty else { return }
        writer.line()
        writer.line("// MARK: - Presentations")
        for index in screens {
            let screen = plan.flow.screens[index]
            // An external screen's style is set on its own controller (`ExternalEmitter`).
            guard let presentation = screen.presentation, !screen.isExternal else { continue }
            writer.line()
            writer.doc("Presents the \(screen.id.value) screen in a navigation controller of its own, in its style.")
            writer.block(
                "private func ", presenterName(screen.id.value),
                "(_ controller: UIViewController, from navigation: UINavigationController) {"
            ) { writer in
                writeStack(presentation, screenID: screen.id.value, into: &writer)
                writer.line("stack.onDismiss = { [weak self] in self?.stopWorkOfScreensGone() }")
                writer.line("flowcPresent(stack, from: navigation)")
            }
            guard plan.presentsForResult(screen: index) else { continue }
            // An action waiting for the screen's `result` presents it with its reply, kept as the
            // runtime's `present(_:from:reply:)` keeps it for a screen without a style.
            writer.line()
            writer.doc(
                "Presents the \(screen.id.value) screen in its style for an action waiting for its result: a "
                    + "`return` on the stack answers `reply`; a dismissal however made releases it, unanswered.")
            writer.block(
                "private func ", presenterName(screen.id.value),
                "<Value>(_ controller: UIViewController, from navigation: UINavigationController, ",
                "reply: FlowcReply<Value>) {"
            ) { writer in
                writeStack(presentation, screenID: screen.id.value, into: &writer)
                writer.line("replies.append(FlowcPresentedReply(stack: stack, answer: { reply.answer($0 as? Value) }))")
                writer.block("stack.onDismiss = { [weak self, weak stack] in") { writer in
                    writer.line("guard let self else { return }")
                    writer.line("stopWorkOfScreensGone()")
                    writer.line("replies.removeAll { $0.stack == nil || $0.stack === stack }")
                }
                // Refused by UIKit (its presenter out of the window), the stack answers nil at once.
                writer.block("flowcPresent(stack, from: navigation) { [weak self, weak stack] in") { writer in
                    writer.line("self?.replies.removeAll { $0.stack == nil || $0.stack === stack }")
                }
            }
        }
    }

    /// Makes `stack`, the navigation controller of the screen, in the screen's style.
    private static func writeStack(_ presentation: Presentation, screenID: String, into writer: inout SwiftWriter) {
        writer.line("let stack = FlowcNavigationController(rootViewController: controller)")
        configure(presentation, stack: "stack", from: "navigation", into: &writer)
        if presentation.swipeToDismiss == false {
            writer.line(
                "stack.maySwipeAway = { [weak self] in self?.work.", GeneratedNames.screenSwipeRequirement(screenID),
                "() ?? false }")
        }
        writer.line("stack.delegate = self")
        writer.line("stack.presentationController?.delegate = stack")
    }
}

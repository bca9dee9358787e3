// The SwiftUI runtime's part for external screens (format 1.2, §6), written to FlowcSupport.swift
// only when a flow has one, so that other apps' support files keep their bytes.
enum SwiftUIExternalRuntimeSource {
    /// `FlowcExternalScreen`, the pushes and presents that take it, and the view that shows its
    /// controller: the UIKit backend's requirement and promises, in state terms.
    static let external = #"""

        /// An external screen ready to be shown (format 1.2, §6): how the work makes its controller,
        /// how a present shows it, and what runs once it is done.
        @MainActor
        struct FlowcExternalScreen<Value> {
            /// The owner's `Screen` value: what its entry shows.
            let screen: Any
            /// Asks the work for the controller, handing it the `done` its controller calls once, when it
            /// closes, with its result; nil shows nothing.
            let make: @MainActor (_ done: @escaping @MainActor (Value) -> Void) -> UIViewController?
            /// How a present shows it: a sheet unless its `presentation` says otherwise.
            var style = FlowcPresentation.Style.sheet
            var detents: Set<PresentationDetent> = []
            /// Whether a swipe (a tap outside a popover) may take it away.
            var mayDismissBySwipe: @MainActor () -> Bool = { true }
            /// What runs next (its `to`) on the stack it was shown from, with its result.
            var next: (@MainActor (FlowcStack, Value) -> Void)?

            init(
                screen: Any, make: @escaping @MainActor (_ done: @escaping @MainActor (Value) -> Void) -> UIViewController?
            ) {
                self.screen = screen
                self.make = make
            }
        }

        extension FlowcCoordinator {
            /// Pushes the controller the work makes for `external` as an entry of `stack`.
            func push<Value>(_ external: FlowcExternalScreen<Value>, on stack: FlowcStack) {
                show(external, from: stack, pushes: true, answer: nil)
            }

            /// Pushes `external` for an action waiting for its result: `done` answers `reply`.
            func push<Value, Answer>(
                _ external: FlowcExternalScreen<Value>, on stack: FlowcStack, reply: FlowcReply<Answer>
            ) {
                show(external, from: stack, pushes: true) { reply.answer($0 as? Answer) }
            }

            /// Presents the controller the work makes for `external` from `stack`, in the screen's style,
            /// as it is: no `NavigationStack` of flowc's around it.
            func present<Value>(_ external: FlowcExternalScreen<Value>, from stack: FlowcStack) {
                show(external, from: stack, pushes: false, answer: nil)
            }

            /// Presents `external` for an action waiting for its result: `done` answers `reply`.
            func present<Value, Answer>(
                _ external: FlowcExternalScreen<Value>, from stack: FlowcStack, reply: FlowcReply<Answer>
            ) {
                show(external, from: stack, pushes: false) { reply.answer($0 as? Answer) }
            }

            /// Shows the controller the work makes for `external`, pushed on `stack` or presented from it,
            /// the screen on top of `stack` being the one `to` runs from. `done` closes it unless it has
            /// gone already, then answers and runs `to`; leaving otherwise (the back button, a swipe, a
            /// tap outside a popover, a reset, a release), or nil from the work, answers nil and runs
            /// nothing.
            private func show<Value>(
                _ external: FlowcExternalScreen<Value>, from stack: FlowcStack, pushes: Bool,
                answer: (@MainActor (Value?) -> Void)?
            ) {
                let shown = FlowcExternalShow(from: stack, answer: answer, next: external.next)
                guard let controller = external.make({ [weak shown] value in shown?.done(value) }) else {
                    shown.forget()
                    return
                }
                // Done before it was shown (the work called `done` while making it): it has answered and
                // run `to`, and is not shown.
                guard shown.isOpen else { return }
                var entry = FlowcStackEntry(owner: self, screen: external.screen)
                entry.controller = controller
                let shownOn = pushes ? stack : FlowcStack()
                shownOn.append(entry)
                shown.stack = shownOn
                shown.entryID = entry.id
                shownOn.whenGone(entry) { shown.gone() }
                guard !pushes else { return }
                stack.present(
                    FlowcPresentation(
                        style: external.style, detents: external.detents, mayDismissBySwipe: external.mayDismissBySwipe,
                        stacks: [shownOn], flow: nil, view: { AnyView(FlowcEntryView(entry: shownOn.entries.first)) },
                        onDismiss: {}))
            }
        }

        /// One external screen shown: where its entry stands, and what its `done` answers and runs.
        @MainActor
        final class FlowcExternalShow<Value> {
            /// The stack it was shown from, and the screen on top of it then: `to` runs there only if that
            /// screen is active once the controller has closed.
            private weak var beneath: FlowcStack?
            private let landing: FlowcStackEntry?
            /// The stack its entry stands on (`beneath` when pushed, its own when presented), and the entry.
            weak var stack: FlowcStack?
            var entryID: Int?
            private var answer: (@MainActor (Value?) -> Void)?
            private var next: (@MainActor (FlowcStack, Value) -> Void)?
            /// False once `done` was called or it was forgotten: only the first counts.
            private(set) var isOpen = true

            init(
                from stack: FlowcStack, answer: (@MainActor (Value?) -> Void)?,
                next: (@MainActor (FlowcStack, Value) -> Void)?
            ) {
                beneath = stack
                landing = stack.entries.last
                self.answer = answer
                self.next = next
            }

            /// Lets go of what `done` would have answered and run: an asking action gets nil.
            func forget() {
                isOpen = false
                let answer = self.answer
                self.answer = nil
                next = nil
                answer?(nil)
            }

            /// Its entry left without `done`: forgotten in the next turn, so that a `done` in the same
            /// turn still counts (a share sheet calls its completion handler, where the app calls
            /// `done`, once it has gone), as the UIKit backend hears a swipe.
            func gone() {
                Task { @MainActor in self.forget() }
            }

            /// Closes the controller unless it has gone already, then answers the asking action with
            /// `value` and, once SwiftUI has dismissed what it showed, runs `to` from the screen it was
            /// shown over, if that screen is active then.
            func done(_ value: Value) {
                guard isOpen else { return }
                isOpen = false
                let answer = self.answer
                let next = self.next
                self.answer = nil
                self.next = nil
                if let stack, let index = stack.entries.firstIndex(where: { $0.id == entryID }) {
                    if stack === beneath {
                        stack.remove(from: index)
                    } else if stack.isPresented {
                        stack.host?.dismissPresented()
                    }
                }
                answer?(value)
                guard let next, let beneath, let landing else { return }
                // A sheet presented while another slides away is not shown: `to` waits for `onDismiss`.
                Self.afterDismissal(on: beneath) { [weak beneath] in
                    guard let beneath, beneath.isActive(landing) else { return }
                    next(beneath, value)
                }
            }

            /// Runs `body` once `stack` no longer dismisses what it presented: at once when it does not.
            private static func afterDismissal(on stack: FlowcStack, _ body: @escaping @MainActor () -> Void) {
                guard stack.isDismissing else { return body() }
                stack.whenDismissed.append { [weak stack] in
                    guard let stack else { return }
                    afterDismissal(on: stack, body)
                }
            }
        }

        extension FlowcStackEntry {
            /// The view of an external screen's entry: the controller the work made, as it is.
            @MainActor
            var externalView: AnyView {
                guard let controller else { return AnyView(EmptyView()) }
                return AnyView(FlowcExternalView(controller: controller))
            }
        }

        /// An external screen's controller, shown in SwiftUI as it is.
        struct FlowcExternalView: UIViewControllerRepresentable {
            let controller: UIViewController

            func makeUIViewController(context: Context) -> UIViewController { controller }

            func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
        }

        """#
}

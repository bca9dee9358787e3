// A stand-in for the part of SwiftUI that flowc's generated code and skeletons use: `View`,
// `Text` and `UIHostingController`, declared as SwiftUI declares them; and, for the SwiftUI
// backend's code (`flowc generate --backend swiftui`), only what it needs to compile:
// `NavigationStack`, `navigationDestination`, `sheet(item:)`, `fullScreenCover(item:)`,
// `popover(item:)`, `presentationDetents`, `interactiveDismissDisabled`, `alert`,
// `confirmationDialog`, `TabView`, `onOpenURL`, `onAppear`, `onDisappear`, `Binding` and the
// Observation module SwiftUI re-exports. Nothing renders: the modifiers keep their content, so
// that a test can look at a view's parts, and the behaviour tests read the coordinators' state.

@_exported import Observation
@_exported import UIKit

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

@resultBuilder @MainActor
public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<First: View, Second: View>(first: First) -> _ConditionalContent<First, Second> {
        _ConditionalContent(standInFirst: first, standInSecond: nil)
    }

    public static func buildEither<First: View, Second: View>(second: Second) -> _ConditionalContent<First, Second> {
        _ConditionalContent(standInFirst: nil, standInSecond: second)
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional has no body") }
}

public struct TupleView<T>: View {
    public var value: T

    public init(_ value: T) {
        self.value = value
    }

    public var body: Never { fatalError("TupleView has no body") }
}

public struct _ConditionalContent<First: View, Second: View>: View {
    /// Stand-in: the branch taken.
    public let standInFirst: First?
    public let standInSecond: Second?

    public var body: Never { fatalError("_ConditionalContent has no body") }
}

public struct EmptyView: View {
    public init() {}

    public var body: Never { fatalError("EmptyView has no body") }
}

public struct AnyView: View {
    /// Stand-in: the view it erases.
    public let standInView: Any

    public init<V: View>(_ view: V) {
        standInView = view
    }

    public var body: Never { fatalError("AnyView has no body") }
}

/// Stand-in: a view with a modifier applied, keeping its content and what the modifier was given.
public struct StandInModified<Content: View>: View {
    public let standInContent: Content
    public let standInModifier: String
    public let standInValue: Any?

    public var body: Never { fatalError("StandInModified has no body") }
}

extension View {
    func standInModified(_ modifier: String, _ value: Any? = nil) -> StandInModified<Self> {
        StandInModified(standInContent: self, standInModifier: modifier, standInValue: value)
    }
}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

public struct NavigationStack<Data, Root: View>: View {
    public let standInPath: Binding<Data>
    public let standInRoot: Root

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        standInPath = path
        standInRoot = root()
    }

    public var body: Never { fatalError("NavigationStack has no body") }
}

public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public let standInSelection: Binding<SelectionValue>
    public let standInContent: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        standInSelection = selection
        standInContent = content()
    }

    public var body: Never { fatalError("TabView has no body") }
}

public struct ButtonRole: Equatable, Sendable {
    private let name: String

    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

public struct Button<Label: View>: View {
    public let standInRole: ButtonRole?
    public let standInAction: @MainActor () -> Void
    public let standInLabel: Label

    public var body: Never { fatalError("Button has no body") }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        standInRole = role
        standInAction = action
        standInLabel = Text(title)
    }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public let standInData: Data
    public let standInContent: (Data.Element) -> Content

    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        standInData = data
        standInContent = content
    }

    public var body: Never { fatalError("ForEach has no body") }
}

public struct PresentationDetent: Hashable, Sendable {
    private let standInHeight: Double?
    private let standInName: String

    public static let medium = PresentationDetent(standInHeight: nil, standInName: "medium")
    public static let large = PresentationDetent(standInHeight: nil, standInName: "large")

    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(standInHeight: Double(height), standInName: "height")
    }
}

public enum Visibility: Hashable, Sendable {
    case automatic, visible, hidden
}

public struct Image: View {
    public let standInImage: UIImage

    public init(uiImage: UIImage) {
        standInImage = uiImage
    }

    public var body: Never { fatalError("Image has no body") }
}

extension View {
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        standInModified("navigationDestination", destination)
    }

    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        standInModified("sheet", item)
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        standInModified("fullScreenCover", item)
    }

    /// SwiftUI's has no `onDismiss`, and an anchor and an arrow edge with defaults, which the
    /// generated code leaves alone (the presenting stack's bounds, as UIKit's popover is anchored).
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        standInModified("popover", item)
    }

    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        standInModified("presentationDetents", detents)
    }

    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        standInModified("interactiveDismissDisabled", isDisabled)
    }

    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        standInModified("alert", isPresented)
    }

    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        standInModified("confirmationDialog", isPresented)
    }

    /// Stand-in: keeps `action`, which a test calls as SwiftUI calls it with a URL the app opens.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        standInModified("onOpenURL", action)
    }

    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        standInModified("onAppear", action)
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        standInModified("onDisappear", action)
    }

    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        standInModified("tabItem", label())
    }

    public func tag<V: Hashable>(_ tag: V) -> some View {
        standInModified("tag", tag)
    }
}

@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError("a representable has no body") }
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// Stand-in: made by a test that makes a representable's controller.
    public init() {}
}

public struct Text: View, Equatable, Sendable {
    /// Stand-in: the text shown.
    public let standInContent: String

    public init<S: StringProtocol>(_ content: S) {
        standInContent = String(content)
    }

    public var body: Never { fatalError("Text has no body") }
}

@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    public required init?(coder aDecoder: NSCoder) {
        fatalError("stand-in: init(coder:) is not supported")
    }
}

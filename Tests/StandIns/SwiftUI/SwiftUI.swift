// A stand-in for the part of SwiftUI that flowc's generated code and skeletons use: `View`,
// `Text` and `UIHostingController`, declared as SwiftUI declares them.

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

@resultBuilder
public struct ViewBuilder {
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
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

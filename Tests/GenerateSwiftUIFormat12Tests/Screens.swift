import SwiftUI
import Testing

@testable import GenerateSwiftUIFormat12App

// Reading what an entry shows, as the shop's SwiftUI tests do: nothing renders, the tests call
// the screens' actions and write the bindings SwiftUI would write.

/// The UIKit screen an entry shows (through `FlowcControllerView`).
@MainActor
func controller<C: UIViewController>(_ entry: FlowcStackEntry?, _ type: C.Type) throws -> C {
    let entry = try #require(entry)
    let owner = try #require(entry.owner)
    let host = try #require(owner.flowcView(for: entry).standInView as? FlowcControllerView<C>)
    return host.make()
}

/// The SwiftUI screen an entry shows.
@MainActor
func swiftUIView<V: View>(_ entry: FlowcStackEntry?, _ type: V.Type) throws -> V {
    let entry = try #require(entry)
    let owner = try #require(entry.owner)
    return try #require(owner.flowcView(for: entry).standInView as? V)
}

@MainActor
func child<T: FlowcCoordinator>(_ parent: any FlowcCoordinator, _ type: T.Type) throws -> T {
    try #require(parent.children.compactMap { $0 as? T }.first)
}

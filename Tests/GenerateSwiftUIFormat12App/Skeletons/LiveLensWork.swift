// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Desk.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Lens flow's work, which LensWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveLensWork: LensWork {
    /// The controller of the external screen `scanner`; nil shows nothing. Call `done` once, when
    /// it closes, with its result.
    func makeScannerScreen(done: @escaping @MainActor (String) -> Void) -> UIViewController? {
        fatalError("makeScannerScreen is not written yet")
    }

    /// The controller of the external screen `sharer`; nil shows nothing. Call `done` once, when it
    /// closes, with its result.
    func makeSharerScreen(done: @escaping @MainActor (String) -> Void) -> UIViewController? {
        fatalError("makeSharerScreen is not written yet")
    }
}

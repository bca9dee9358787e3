// Created by flowc from Tests/GenerateFixtureApp/Flows/Desk.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Lens flow's work, which LensWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveLensWork: LensWork {
    /// While set, `lensFetch` waits (until it is cleared, or its task is cancelled).
    var holdsFetch = false
    /// Fetches whose task was cancelled while they waited.
    private(set) var cancelledFetches = 0

    /// The `done` of each scanner made, in order.
    private(set) var scanners: [@MainActor (String) -> Void] = []

    func makeScannerScreen(done: @escaping @MainActor (String) -> Void) -> UIViewController? {
        scanners.append(done)
        return UIViewController()
    }

    func lensFetch() async -> Int {
        await Task.yield()
        while holdsFetch {
            if Task.isCancelled {
                cancelledFetches += 1
                return 0
            }
            await Task.yield()
        }
        return 42
    }
}

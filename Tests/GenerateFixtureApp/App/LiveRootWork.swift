// Created by flowc from Tests/GenerateFixtureApp/Flows/Root.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Root flow's work, which RootWork asks of the app; hand it the services it needs in its initialiser.
@MainActor
final class LiveRootWork: RootWork {
    let services: FixtureServices

    init(services: FixtureServices) {
        self.services = services
    }

    /// Which of the flow's `start` alternatives it starts with.
    func chooseStart() -> RootCoordinator.StartChoice {
        services.startsWithTour ? .startTour : .showHome
    }

    /// The home screen's `choose` action: which alternative runs.
    func homeChoose(_ input: Item) -> RootCoordinator.HomeChooseChoice {
        services.choosesAbout ? .presentAbout : .pushDetail
    }

    /// The home screen's `format` action.
    func homeFormat(_ input: Int) -> String {
        "#\(input)"
    }

    /// The home screen's `refresh` action.
    func homeRefresh() async -> [Item] {
        await services.wait()
        return [Item(name: "fresh")]
    }

    /// The home screen's `log` action.
    func homeLog(_ input: String) {
        services.log(input)
    }

    /// Which alternative runs after the Editor flow finished with `saved`.
    func afterEditorSaved(_ payload: Item) -> RootCoordinator.AfterEditorSavedChoice {
        services.showsSavedItem ? .pushDetail : .stay
    }

    /// Which alternative runs after the SignIn flow finished with `cancelled`.
    func afterSignInCancelled() -> RootCoordinator.AfterSignInCancelledChoice {
        services.recordSignInCancelled()
        return .stay
    }

    /// The work of the SignIn flow, made each time it starts.
    func makeSignInWork() -> any SignInWork {
        LiveSignInWork(services: services)
    }

    /// The work of the Editor flow, made each time it starts.
    func makeEditorWork() -> any EditorWork {
        LiveEditorWork(services: services)
    }

    /// The work of the Tour flow, made each time it starts.
    func makeTourWork() -> any TourWork {
        LiveTourWork()
    }

    /// The work of the Shop flow, made each time it starts.
    func makeShopWork() -> any ShopWork {
        LiveShopWork()
    }

    /// Whether an attempted swipe (or tap outside a popover) dismisses the about screen, whose
    /// `presentation` turns the swipe off (say, after asking "Discard changes?").
    func mayDismissAboutScreenBySwipe() -> Bool {
        services.mayDismissAbout
    }
}

// Created by flowc from Tests/GenerateFixtureApp/Flows/Root.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The answers the fixture app gives; the behaviour tests set them.
@MainActor
enum RootAnswers {
    static var startsWithTour = false
    static var choosesAbout = false
    static var showsSavedItem = true
    static var logged: [String] = []

    static func reset() {
        startsWithTour = false
        choosesAbout = false
        showsSavedItem = true
        logged = []
    }
}

/// The Root flow's work, which RootCoordinatorWork asks of the app.
extension RootCoordinator {
    /// Which of the flow's `start` alternatives it starts with.
    func chooseStart() -> StartChoice {
        RootAnswers.startsWithTour ? .startTour : .showHome
    }

    /// The home screen's `choose` action: which alternative runs.
    func homeChoose(_ input: Item) -> HomeChooseChoice {
        RootAnswers.choosesAbout ? .presentAbout : .pushDetail
    }

    /// The home screen's `format` action.
    func homeFormat(_ input: Int) -> String {
        "#\(input)"
    }

    /// The home screen's `refresh` action.
    func homeRefresh() async -> [Item] {
        await Task.yield()
        return [Item(name: "fresh")]
    }

    /// The home screen's `log` action.
    func homeLog(_ input: String) {
        RootAnswers.logged.append(input)
    }

    /// Which alternative runs after the Editor flow finished with `saved`.
    func afterEditorSaved(_ payload: Item) -> AfterEditorSavedChoice {
        RootAnswers.showsSavedItem ? .pushDetail : .stay
    }
}

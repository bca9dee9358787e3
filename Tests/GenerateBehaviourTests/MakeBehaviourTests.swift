import Testing
import UIKit

@testable import GenerateFixtureApp

/// The generated made steps of the Studio fixture flow (format 1.2), run on the strict stand-in
/// UIKit: each asks the work for its target's input before it moves, and moves with what the work
/// makes; nil refuses, and nothing moves (a handler's child is released all the same).
extension StandInUIKitSuites {
    @MainActor
    @Suite(.serialized)
    struct MakeBehaviourTests: StandInUIKitTest {
        let window = UIWindow()
        let navigation = UINavigationController()
        let work = LiveStudioWork()
        let studio: StudioCoordinator

        init() {
            StandInMainLoop.reset()
            window.rootViewController = navigation
            studio = StudioCoordinator(navigationController: navigation, work: work)
        }

        func gallery() throws -> GalleryViewController {
            studio.start()
            settle()
            return try #require(navigation.topViewController as? GalleryViewController)
        }

        /// The caption on top, after the step.
        func caption() throws -> String {
            try #require(navigation.topViewController as? CaptionViewController).input
        }

        @Test func aMadePropertyIsWhatTheTargetIsMadeWith() throws {
            try gallery().actions.open(Item(name: "home", note: "the door code is 42"))
            settle()
            #expect(try caption() == "the door code is 42")
            #expect(work.asked == ["galleryOpenInput"])
        }

        @Test func aMadeConstantNeedsNoPayload() throws {
            try gallery().actions.welcome(())
            settle()
            #expect(try caption() == "Welcome")
        }

        @Test func nilRefusesTheStepAndLeavesTheScreenActive() throws {
            let gallery = try gallery()
            gallery.actions.open(Item(name: "home"))
            settle()
            #expect(work.asked == ["galleryOpenInput"])
            #expect(navigation.viewControllers.count == 1)
            #expect(navigation.topViewController === gallery)
            // Nothing moved: the screen runs its next action as before.
            gallery.actions.open(Item(name: "home", note: "upstairs"))
            settle()
            #expect(try caption() == "upstairs")
        }

        @Test func aMadeAlternativeAsksOnlyWhenItIsChosen() throws {
            let gallery = try gallery()
            work.pickChoice = .stay
            gallery.actions.pick(Item(name: "chair"))
            settle()
            #expect(work.asked.isEmpty)
            #expect(navigation.topViewController === gallery)
            work.pickChoice = .pushCaption
            gallery.actions.pick(Item(name: "chair"))
            settle()
            #expect(try caption() == "chair")
            #expect(work.asked == ["galleryPickPushCaptionInput"])
        }

        @Test func aHandlersMadeStepRunsOnceTheChildIsGone() throws {
            try gallery().actions.tint(())
            settle()
            try #require(navigation.topViewController as? PaletteViewController).actions.pick("red")
            settle()
            #expect(try caption() == "Colour red")
            #expect(studio.children.isEmpty)
            #expect(navigation.viewControllers.count == 2)
        }

        @Test func aRefusedHandlerReleasesTheChildAndMovesNothing() throws {
            let gallery = try gallery()
            gallery.actions.tint(())
            settle()
            try #require(navigation.topViewController as? PaletteViewController).actions.pick("none")
            settle()
            #expect(work.asked == ["afterColorPickerPickedInput"])
            #expect(studio.children.isEmpty)
            #expect(navigation.viewControllers == [gallery])
        }

        @Test func anAlertButtonMakesItsTargetsInputFromTheAlertsInput() throws {
            try gallery().actions.rename(Item(name: "lamp"))
            settle()
            try #require(navigation.presentedViewController as? UIAlertController).standInTap("Rename")
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect(try caption() == "Renamed lamp")
        }
    }
}

import Testing
import UIKit

@testable import GenerateFixtureApp

/// The generated entries that choose at run time (format 1.2) of the Room fixture flow, started by
/// the Lobby, run on the strict stand-in UIKit: each case of `chooseMainStart` and
/// `choosePeekStart` shows its screen or starts its child, with the entry's input; an entry with
/// one item starts as in format 1.1; and the lobby, asked only for `left`, still releases the
/// room when it finishes with `kicked`.
extension StandInUIKitSuites {
    @MainActor
    @Suite(.serialized)
    struct EntryStartChoiceBehaviourTests: StandInUIKitTest {
        let window = UIWindow()
        let navigation = UINavigationController()
        let work = LiveLobbyWork()
        let lobby: LobbyCoordinator

        init() {
            StandInMainLoop.reset()
            window.rootViewController = navigation
            lobby = LobbyCoordinator(navigationController: navigation, work: work)
        }

        func hall() throws -> HallViewController {
            lobby.start()
            settle()
            return try #require(navigation.topViewController as? HallViewController)
        }

        /// The top screen of the room's sheet.
        func sheetTop() throws -> UIViewController {
            let sheet = try #require(navigation.presentedViewController as? UINavigationController)
            return try #require(sheet.topViewController)
        }

        @Test func theMainEntryShowsTheRoomWhenTheWorkChoosesIt() throws {
            work.room.mainChoice = .showRoom
            try hall().actions.enter("!general")
            settle()
            let room = try #require(try sheetTop() as? RoomViewController)
            #expect(room.input == "!general")
            #expect(work.room.chosenFor == ["!general"])
        }

        @Test func theMainEntryShowsTheJoinScreenWhenTheWorkChoosesIt() throws {
            work.room.mainChoice = .showJoinRoom
            try hall().actions.enter("!closed")
            settle()
            let join = try #require(try sheetTop() as? JoinRoomViewController)
            #expect(join.input == "!closed")
            #expect(work.room.chosenFor == ["!closed"])
            // The join screen's own steps run as before: joining replaces it with the room.
            join.actions.join("!closed")
            settle()
            #expect(try (sheetTop() as? RoomViewController)?.input == "!closed")
        }

        @Test func thePeekEntryStartsItsChildWhenTheWorkChoosesIt() throws {
            work.room.peekChoice = .startColorPicker
            try hall().actions.peek(())
            settle()
            let palette = try #require(try sheetTop() as? PaletteViewController)
            let room = try #require(lobby.children.first as? RoomCoordinator)
            #expect(room.children.first is ColorPickerCoordinator)
            // The child's outcome runs the room's handler: the room finishes `left`, and goes.
            palette.actions.pick("red")
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect(lobby.children.isEmpty)
        }

        @Test func thePeekEntryShowsItsScreenWhenTheWorkChoosesIt() throws {
            work.room.peekChoice = .showPreview
            try hall().actions.peek(())
            settle()
            let preview = try #require(try sheetTop() as? PreviewViewController)
            preview.actions.leave(())
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect(lobby.children.isEmpty)
        }

        @Test func anEntryWithOneItemStartsAsInFormat11() throws {
            let stack = UINavigationController()
            window.rootViewController = stack
            let room = RoomCoordinator(navigationController: stack, work: work.room)
            room.startBanned()
            settle()
            #expect(stack.topViewController is BannerViewController)
            #expect(work.room.chosenFor.isEmpty)
        }

        @Test func anOutcomeTheStartedEntriesLeaveOutStillReleasesTheChild() throws {
            try hall().actions.enter("!general")
            settle()
            let room = try #require(lobby.children.first as? RoomCoordinator)
            // `kicked`, which the lobby is not asked to handle, comes from the `banned` entry.
            room.startBanned()
            settle()
            try #require(try sheetTop() as? BannerViewController).actions.ok(())
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect(lobby.children.isEmpty)
        }
    }
}

import SwiftUI
import Testing

@testable import GenerateSwiftUIFormat12App

/// The lobby's work as a test writes it, with the room's.
@MainActor
final class MockLobbyWork: LobbyWork {
    let room = MockRoomWork()

    func makeRoomWork() -> any RoomWork { room }
}

@MainActor
final class MockRoomWork: RoomWork {
    var mainChoice = RoomCoordinator.MainStartChoice.showRoom
    var peekChoice = RoomCoordinator.PeekStartChoice.showPreview
    var chosenFor: [String] = []

    func chooseMainStart(_ input: String) -> RoomCoordinator.MainStartChoice {
        chosenFor.append(input)
        return mainChoice
    }

    func choosePeekStart() -> RoomCoordinator.PeekStartChoice { peekChoice }
    func makeColorPickerWork() -> any ColorPickerWork { MockColorPickerWork() }
}

@MainActor final class MockColorPickerWork: ColorPickerWork {}

// Format 1.2's entries whose `start` is a list, in the SwiftUI backend: `start<Entry>` asks the
// work's `choose<Entry>Start` (the UIKit backend's requirement) and shows its screen or starts its
// child on the room's sheet; an entry with one item starts as in format 1.1; an outcome the
// started entries leave out still releases the room.
@MainActor
@Suite("SwiftUI entries that choose: the work's choice, as state")
struct SwiftUIEntryStartChoiceBehaviourTests {
    let work = MockLobbyWork()
    let lobby: LobbyCoordinator
    let stack = FlowcStack(isRoot: true)

    init() {
        lobby = LobbyCoordinator(navigationController: stack, work: work)
        lobby.start()
    }

    func hall() throws -> HallViewController { try controller(stack.entries.first, HallViewController.self) }

    /// The room's sheet.
    func sheet() throws -> FlowcStack { try #require(stack.presented?.stacks.first) }

    @Test("main: the room, when the work chooses it, with the entry's input")
    func mainShowsTheRoom() throws {
        work.room.mainChoice = .showRoom
        try hall().actions.enter("!general")
        let room = try controller(sheet().entries.first, RoomViewController.self)
        #expect(room.input == "!general")
        #expect(work.room.chosenFor == ["!general"])
        #expect(try sheet().entries.count == 1)
    }

    @Test("main: the join screen, when the work chooses it; its own steps run as before")
    func mainShowsTheJoinScreen() throws {
        work.room.mainChoice = .showJoinRoom
        try hall().actions.enter("!closed")
        let join = try controller(sheet().entries.first, JoinRoomViewController.self)
        #expect(join.input == "!closed")
        join.actions.join("!closed")
        #expect(try sheet().entries.count == 1)
        #expect(try controller(sheet().entries.first, RoomViewController.self).input == "!closed")
    }

    @Test("peek: a child on the room's stack, whose outcome finishes the room")
    func peekStartsTheChild() throws {
        work.room.peekChoice = .startColorPicker
        try hall().actions.peek(())
        let room = try child(lobby, RoomCoordinator.self)
        let picker = try child(room, ColorPickerCoordinator.self)
        #expect(try sheet() === room.navigationController)
        #expect(picker.navigationController === room.navigationController)
        try controller(sheet().entries.first, PaletteViewController.self).actions.pick("red")
        #expect(stack.presented == nil)
        #expect(lobby.children.isEmpty)
    }

    @Test("peek: the preview, when the work chooses it")
    func peekShowsThePreview() throws {
        work.room.peekChoice = .showPreview
        try hall().actions.peek(())
        try controller(sheet().entries.first, PreviewViewController.self).actions.leave(())
        #expect(stack.presented == nil)
        #expect(lobby.children.isEmpty)
    }

    @Test("an entry with one item starts as in format 1.1, asking nothing")
    func oneItem() throws {
        let room = RoomCoordinator(navigationController: FlowcStack(isRoot: true), work: work.room)
        room.startBanned()
        _ = try controller(room.navigationController.entries.first, BannerViewController.self)
        #expect(work.room.chosenFor.isEmpty)
    }

    @Test("an outcome the started entries leave out still releases the room")
    func kickedReleasesTheRoom() throws {
        try hall().actions.enter("!general")
        let room = try child(lobby, RoomCoordinator.self)
        room.startBanned()
        try controller(sheet().entries.last, BannerViewController.self).actions.ok(())
        #expect(stack.presented == nil)
        #expect(lobby.children.isEmpty)
    }
}

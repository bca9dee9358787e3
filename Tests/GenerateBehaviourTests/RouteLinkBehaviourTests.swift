import Foundation
import Testing
import UIKit

@testable import GenerateFixtureApp

/// Format 1.2's route keys (issue 33 §5) in the fixture app: the Room flow's routes, opened by the
/// generated `LobbyRoute(url:)` and `LobbyCoordinator.open` on the strict stand-in UIKit. A
/// matrix.to-style fragment (`/#/{roomID}`), query items in any order (`join`), and an optional
/// item that starts the room at its `invite` entry.
extension StandInUIKitSuites {
    @MainActor
    @Suite(.serialized)
    struct RouteLinkBehaviourTests: StandInUIKitTest {
        let window = UIWindow()
        let navigation = UINavigationController()
        let work = LiveLobbyWork()
        let lobby: LobbyCoordinator

        init() {
            StandInMainLoop.reset()
            window.rootViewController = navigation
            lobby = LobbyCoordinator(navigationController: navigation, work: work)
        }

        static func route(_ text: String) -> LobbyRoute? {
            URL(string: text).flatMap { LobbyRoute(url: $0) }
        }

        static func room(_ text: String) -> String? {
            guard case .route(let roomID) = route(text) else { return nil }
            return roomID
        }

        static func join(_ text: String) -> [String]? {
            guard case .join(let room, let alias) = route(text) else { return nil }
            return [room, alias]
        }

        /// The `invite` case's code: `.some(nil)` for a link without it.
        static func invite(_ text: String) -> Int?? {
            guard case .invite(let code) = route(text) else { return nil }
            return .some(code)
        }

        @Test func queryItemsMatchInAnyOrderPercentDecodedAndOthersAreIgnored() {
            #expect(Self.join("fixture://join?room=%21a%3Ab&alias=x%20y") == ["!a:b", "x y"])
            #expect(Self.join("fixture://join?alias=x%20y&room=%21a%3Ab") == ["!a:b", "x y"])
            #expect(Self.join("https://example.com/join?via=s&alias=b&room=a&room=c") == ["a", "b"], "the first item")
            #expect(Self.join("fixture://join?room=a") == nil, "an item that must be there is missing")
            #expect(Self.join("fixture://join/more?room=a&alias=b") == nil, "the path still decides")
        }

        @Test func anOptionalItemMayBeMissingButNotRejected() {
            #expect(Self.invite("fixture://invite") == .some(nil))
            #expect(Self.invite("fixture://invite?other=1") == .some(nil))
            #expect(Self.invite("fixture://invite?code=7") == .some(7))
            #expect(Self.invite("https://example.com/invite?code=%37") == .some(7), "percent-decoded")
            #expect(Self.route("fixture://invite?code=seven") == nil, "there but rejected: no route matches")
            #expect(Self.route("fixture://invite?code") == nil, "no value is the empty text, which Int rejects")
        }

        @Test func aFragmentMatchesUnderHTTPSAndTheAppsScheme() {
            #expect(Self.room("https://matrix.to/#/%21room%3Aserver") == "!room:server")
            #expect(Self.room("https://matrix.to/#/!room:server") == "!room:server")
            #expect(Self.room("fixture://#/!room:server") == "!room:server")
            #expect(Self.room("fixture:///#/!room:server") == "!room:server")
            #expect(Self.room("fixture://#/a%2Fb") == "a/b", "an escaped '/' stays in its segment")
            #expect(Self.route("fixture://#/a/b") == nil, "one segment after the '/'")
            #expect(Self.route("https://matrix.to/#!room:server") == nil, "the fragment's '/' is matched")
            #expect(Self.route("https://matrix.to/") == nil, "no fragment")
            #expect(Self.route("https://matrix.to/room#/!room:server") == nil, "the path must be empty")
            #expect(Self.route("fixture://room#/!room:server") == nil, "the host is the first segment")
            #expect(Self.route("fixture://#/%FF") == nil, "an escape that decodes to no UTF-8 text")
        }

        func hall() throws {
            lobby.start()
            settle()
            try #require(navigation.topViewController is HallViewController)
        }

        /// The screens of the room's sheet, by type.
        func sheet() throws -> [UIViewController] {
            let sheet = try #require(navigation.presentedViewController as? UINavigationController)
            return sheet.viewControllers
        }

        @Test func aRouteWithAnEntryStartsTheFlowThereWithItsOptionalItem() throws {
            try hall()
            #expect(lobby.open(try #require(URL(string: "fixture://invite?code=7"))))
            settle()
            let invite = try #require(try sheet().last as? InviteViewController)
            #expect(invite.input == 7)
            #expect(work.room.chosenFor.isEmpty, "not the main entry, whose start the work chooses")
            #expect(lobby.children.count == 1 && lobby.children.first is RoomCoordinator)
            // Left as the entry's outcomes say: the lobby handles it.
            invite.actions.leave(())
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect(lobby.children.isEmpty)
        }

        @Test func aRouteWithoutTheOptionalItemStartsTheEntryWithNil() throws {
            try hall()
            lobby.open(.invite(code: nil))
            settle()
            #expect(try #require(try sheet().last as? InviteViewController).input == nil)
        }

        @Test func aRouteOverARunningRoomStartsItAnewAtTheEntry() throws {
            try hall()
            work.room.mainChoice = .showRoom
            #expect(lobby.open(try #require(URL(string: "https://matrix.to/#/%21general%3As"))))
            settle()
            #expect(try (sheet().last as? RoomViewController)?.input == "!general:s")
            #expect(work.room.chosenFor == ["!general:s"], "the main entry, as 1.1's routes start a flow")
            #expect(lobby.open(try #require(URL(string: "fixture://invite"))))
            settle()
            #expect(try sheet().map { "\(type(of: $0))" } == ["InviteViewController"])
            #expect(lobby.children.count == 1, "the first room went with its sheet")
        }

        @Test func queryItemsFeedTheFlowAndTheScreenOnTheWay() throws {
            try hall()
            work.room.mainChoice = .showRoom
            #expect(lobby.open(try #require(URL(string: "fixture://join?alias=%23tea&room=%21tea%3As"))))
            settle()
            let screens = try sheet()
            #expect(screens.map { "\(type(of: $0))" } == ["RoomViewController", "JoinRoomViewController"])
            #expect((screens.first as? RoomViewController)?.input == "!tea:s")
            #expect((screens.last as? JoinRoomViewController)?.input == "#tea")
        }

        @Test func aLinkNoRouteMatchesIsRefused() throws {
            try hall()
            #expect(!lobby.open(try #require(URL(string: "fixture://invite?code=x"))))
            #expect(!lobby.open(try #require(URL(string: "https://matrix.to/#!nope"))))
            settle()
            #expect(navigation.presentedViewController == nil)
            #expect(lobby.children.isEmpty)
        }
    }
}

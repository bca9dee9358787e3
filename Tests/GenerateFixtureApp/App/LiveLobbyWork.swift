// Created by flowc from Tests/GenerateFixtureApp/Flows/Lobby.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Lobby flow's work, which LobbyWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveLobbyWork: LobbyWork {
    /// The room's work, one for every start, so that the behaviour tests can set its choices.
    let room = LiveRoomWork()

    /// The work of the Room flow, made each time it starts.
    func makeRoomWork() -> any RoomWork {
        room
    }
}

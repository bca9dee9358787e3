// Created by flowc from Tests/GenerateSwiftUIFormat12App/Flows/Lobby.flow.yaml.
// This file is yours: flowc created it once and never rewrites it.

import UIKit

/// The Lobby flow's work, which LobbyWork asks of the app; hand it the services it needs in its
/// initialiser.
@MainActor
final class LiveLobbyWork: LobbyWork {
    /// The work of the Room flow, made each time it starts.
    func makeRoomWork() -> any RoomWork {
        LiveRoomWork()
    }
}

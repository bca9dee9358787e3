// The types of Element X that its flows name, reduced to their names (RealAppCodeTests compiles
// the code flowc generates from these flows against them and the stand-in UIKit). Protocols stay
// protocols, as in the app.

protocol UserSessionProtocol {}
protocol JoinedRoomProxyProtocol {}
protocol SpaceRoomListProxyProtocol {}

enum AuthenticationFlow { case login, register }
enum AuthenticationServiceError: Error { case failed }
enum RoomRole { case administrator, moderator, user }
enum TimelineItemIdentifier { case event, virtual }

struct AuthorizedSpacesSelection {}
struct RoomPermissions {}
struct RoomPowerLevel {}
struct EmojiPickerEmojiViewData {}
struct MessageForwardingItem {}
struct OAuthAuthorizationDataProxy {}
struct SpaceServiceRoom {}

/// A route's parameter is made from its URL segment (`share/{payload}`).
enum ShareExtensionPayload: LosslessStringConvertible {
    case mediaFile, text

    init?(_ description: String) {
        switch description {
        case "mediaFile": self = .mediaFile
        case "text": self = .text
        default: return nil
        }
    }

    var description: String {
        switch self {
        case .mediaFile: "mediaFile"
        case .text: "text"
        }
    }
}

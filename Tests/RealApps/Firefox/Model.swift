// The types of Firefox for iOS that its flows name, reduced to their names (RealAppCodeTests
// compiles the code flowc generates from these flows against them and the stand-in UIKit).
// Protocols stay protocols, as in the app.

import Foundation

protocol FxBookmarkNode {}

enum LaunchType { case intro, update, defaultBrowser, termsOfService }
enum ShareType { case file(URL), site(URL), tab(URL) }
enum TabTrayPanelType { case tabs, privateTabs, syncedTabs }
enum TriggerContext { case appLaunch, appNotification }

enum Route {
    /// The library's panels, made from the route's segment (`homepanel/{section}`).
    enum HomepanelSection: String, LosslessStringConvertible {
        case bookmarks, history, downloads
        case readingList = "reading-list"

        init?(_ description: String) { self.init(rawValue: description) }

        var description: String { rawValue }
    }
    /// A route's parameter is made from its URL segment (`settings/{section}`).
    enum SettingsSection: String, LosslessStringConvertible {
        case general, password, search, creditCard, fxa, addresses

        init?(_ description: String) { self.init(rawValue: description) }

        var description: String { rawValue }
    }
}

/// The sign-in's launch parameters: the query of `fxa-signin?signin=…`, made from its `signin` item.
struct FxALaunchParams: LosslessStringConvertible {
    var query: [String: String]

    init?(_ description: String) { query = ["signin": description] }

    var description: String { query["signin"] ?? "" }
}

struct ASGroup<T> { var items: [T] }
struct Site {}
struct Address {}
struct DownloadedFile {}
struct EncryptedLogin {}
struct LoginEntry {}
struct MicrosurveyModel {}
struct PasswordDetailViewControllerModel {}
struct RemoteDevice {}
struct UnencryptedCreditCardFields {}

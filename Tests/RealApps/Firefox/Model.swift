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
    enum HomepanelSection { case bookmarks, history, readingList, downloads }
    /// A route's parameter is made from its URL segment (`settings/{section}`).
    enum SettingsSection: String, LosslessStringConvertible {
        case general, password, search, creditCard, fxa, addresses

        init?(_ description: String) { self.init(rawValue: description) }

        var description: String { rawValue }
    }
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

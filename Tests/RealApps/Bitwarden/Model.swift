// The types of Bitwarden iOS that its flows name, reduced to their names (RealAppCodeTests
// compiles the code flowc generates from these flows against them and the stand-in UIKit).
// Types of the Bitwarden SDK (CipherView, FolderView, SendView, PasswordHistoryView) stand here
// as the app's own.

import Foundation

struct Account {}
struct AddSendContentType {}
struct AuthMethodsData {}
struct CipherItemState {}
struct CipherView {}
struct EnvironmentURLData {}
struct ExtensionActivationType {}
struct FolderView {}
struct LoginRequest {}
struct PasswordHistoryView {}
struct SendView {}

enum GeneratorType { case password, passphrase, username }
enum LanguageOption { case `default`, language(String) }
enum VaultListGroup { case card, identity, login, secureNote, sshKey, folder(id: String), collection(id: String) }

/// A route's parameter is made from its URL segment (`totp/{key}`); the app makes it from the
/// whole `otpauth://` URL (`TOTPKeyModel(authenticatorKey:)`).
struct TOTPKeyModel: LosslessStringConvertible {
    var authenticatorKey: String

    init(authenticatorKey: String) { self.authenticatorKey = authenticatorKey }

    init?(_ description: String) { self.init(authenticatorKey: description) }

    var description: String { authenticatorKey }
}

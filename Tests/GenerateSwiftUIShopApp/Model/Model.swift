// The shop app's model, as far as its flows name it: what `flows/` generates compiles against
// these, together with the generated skeletons.

struct User {
    var name: String
}

struct Credentials {
    var email: String
    var password: String
}

struct NewAccount {
    var email: String
}

enum AuthError: Error {
    case invalidCredentials
}

struct Category {
    var name: String
}

struct FeedSection {
    var title: String
}

struct Product {
    struct ID: Hashable {
        var rawValue: String
    }

    struct Variant {
        var name: String
    }

    var id: ID
}

/// Made from a deep link's path segment (`product/{id}`).
extension Product.ID: LosslessStringConvertible {
    init?(_ description: String) {
        guard !description.isEmpty else { return nil }
        rawValue = description
    }

    var description: String { rawValue }
}

struct Cart {
    struct Item {
        struct ID: Hashable {
            var rawValue: String
        }

        var id: ID
    }

    var items: [Item]
}

struct Coupon {
    var code: String
}

struct Address {
    struct ID: Hashable {
        var rawValue: String
    }

    var id: ID
}

struct AddressDraft {
    var lines: [String]
}

enum ValidationError: Error {
    case incomplete
}

struct ShippingOption {
    var name: String
}

struct ShippingSelection {
    var option: ShippingOption
}

struct CardDetails {
    var number: String
}

struct PaymentMethod {
    var name: String
}

struct PaymentRequest {
    var amount: Int
}

enum PaymentError: Error {
    case declined
}

final class Order {
    struct ID: Hashable {
        var rawValue: String
    }

    let id: ID

    init(id: ID) {
        self.id = id
    }
}

struct SearchQuery {
    var text: String
}

struct SearchFilters {
    var tags: [String]
}

struct Review {
    var stars: Int
}

struct ReviewDraft {
    var stars: Int
}

enum ReviewError: Error {
    case rejected
}

struct ReturnDraft {
    var items: [Cart.Item.ID]
}

struct ReturnRequest {
    var id: String
}

enum ReturnError: Error {
    case notEligible
}

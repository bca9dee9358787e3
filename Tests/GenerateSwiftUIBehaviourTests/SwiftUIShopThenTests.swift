import SwiftUI
import Testing

@testable import GenerateSwiftUIShopApp

// The variant picker's "read reviews" (format 1.2's `then`) in the SwiftUI backend: the sheet goes,
// then, once SwiftUI has dismissed it, the reviews are pushed on the product page, if it is still
// the active screen.

@MainActor
@Suite("The SwiftUI shop's second steps: dismiss, then push, as state")
struct SwiftUIShopThenTests {
    /// The home tab's product page with its variant picker up; the stack and the picker's stack.
    func variantsShown() throws -> (AppCoordinator, FlowcStack, FlowcStack) {
        let (app, main) = try shopInTabs()
        let home = try child(main, HomeCoordinator.self)
        let stack = home.navigationController
        try controller(stack.entries.first, HomeFeedViewController.self).actions.openProduct(Product.ID(rawValue: "p"))
        try controller(stack.entries.last, ProductViewController.self).actions.chooseVariant(
            Product(id: Product.ID(rawValue: "p")))
        let variants = try #require(stack.presented?.stacks.first)
        return (app, stack, variants)
    }

    @Test("a sheet SwiftUI has not shown yet goes at once, and the reviews are pushed in the same turn")
    func readReviewsAtOnce() throws {
        let (app, stack, variants) = try variantsShown()
        try swiftUIView(variants.entries.first, VariantPickerView.self).actions.readReviews(Product.ID(rawValue: "p"))
        #expect(stack.presented == nil)
        #expect(stack.path.count == 2)
        #expect(try controller(stack.entries.last, ReviewsViewController.self).input == Product.ID(rawValue: "p"))
        _ = app
    }

    @Test("a sheet SwiftUI showed: the reviews wait until it has slid away")
    func readReviewsAfterTheDismissal() throws {
        let (app, stack, variants) = try variantsShown()
        let presentation = try #require(stack.presented)
        stack.presentationAppeared(presentation)
        try swiftUIView(variants.entries.first, VariantPickerView.self).actions.readReviews(Product.ID(rawValue: "p"))
        #expect(stack.presented == nil)
        #expect(stack.isDismissing)
        #expect(stack.path.count == 1, "nothing is pushed while the sheet slides away")
        stack.presentationDismissed()
        #expect(stack.path.count == 2)
        _ = try controller(stack.entries.last, ReviewsViewController.self)
        _ = app
    }

    @Test("the product page left while the sheet slides away: the second step is dropped")
    func readReviewsDroppedWhenThePageLeft() throws {
        let (app, stack, variants) = try variantsShown()
        let presentation = try #require(stack.presented)
        stack.presentationAppeared(presentation)
        let picker = try swiftUIView(variants.entries.first, VariantPickerView.self)
        picker.actions.readReviews(Product.ID(rawValue: "p"))
        // The back button while the sheet still slides: the product page is gone.
        stack.pathBinding.wrappedValue = []
        stack.presentationDismissed()
        #expect(stack.path.isEmpty)
        // A second tap on the dismissed picker does nothing either.
        picker.actions.readReviews(Product.ID(rawValue: "p"))
        #expect(stack.path.isEmpty)
        _ = app
    }
}

import FlowRules
import Testing

@testable import FlowEmitters

/// `GeneratedNames.supportNames`, which `invalid-identifier` keeps views and generated types
/// from, is every name either backend's runtime declares at its top level, every part of it
/// included: a view named `FlowcStack` once linted clean and did not compile with the SwiftUI
/// backend.
@Suite struct RuntimeNamesTests {
    @Test func everyNameOfTheUIKitRuntimeIsReserved() {
        let declared = RuntimeSource.declaredNames
        #expect(declared.contains("FlowcNavigationController") && declared.contains("FlowcShownExternal"))
        #expect(declared.subtracting(GeneratedNames.supportNames).sorted() == [])
    }

    @Test func everyNameOfTheSwiftUIRuntimeIsReserved() {
        let declared = SwiftUIRuntimeSource.declaredNames
        #expect(declared.contains("FlowcStack") && declared.contains("FlowcExternalView"))
        #expect(declared.subtracting(GeneratedNames.supportNames).sorted() == [])
    }
}

import Testing

@testable import FlowModel

/// The keys a flow file may use are matched against these spellings: each must be its case's
/// name, in case order, or a key would be read as another or not at all.
@Suite struct MapKeyTests {
    static func names<Key: MapKey>(_: Key.Type) -> [String] { Key.allCases.map { String(describing: $0) } }

    @Test("every map's key spellings are its cases' names, in order")
    func spellingsAreTheCaseNames() {
        #expect(FlowKey.spellings == Self.names(FlowKey.self))
        #expect(ScreenKey.spellings == Self.names(ScreenKey.self))
        #expect(ActionKey.spellings == Self.names(ActionKey.self))
        #expect(EntryKey.spellings == Self.names(EntryKey.self))
        #expect(ChildKey.spellings == Self.names(ChildKey.self))
        #expect(PresentationKey.spellings == Self.names(PresentationKey.self))
        #expect(AlertKey.spellings == Self.names(AlertKey.self))
        #expect(AlertButtonKey.spellings == Self.names(AlertButtonKey.self))
        #expect(AlertTextKey.spellings == Self.names(AlertTextKey.self))
        #expect(TriggerKey.spellings == Self.names(TriggerKey.self))
        #expect(TransitionLongFormKey.spellings == Self.names(TransitionLongFormKey.self))
    }
}

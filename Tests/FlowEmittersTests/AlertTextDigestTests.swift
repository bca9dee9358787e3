import FlowModel
import Testing

@testable import FlowEmitters

/// The digest reads an alert's texts as `String(describing:)` showed them when digests were first
/// written, so that a file generated before keeps its digest line, but makes that text itself:
/// Swift's debug escaping of a string follows its Unicode tables, which change between Swift
/// versions, and a generated file must read the same on every machine.
@Suite struct AlertTextDigestTests {
    static let texts: [AlertText?] = [
        nil,
        .key("address.delete.title"),
        .text([.literal("Delete this address?")]),
        .text([.literal("Leave the \"addresses\"? It's a \\ path")]),
        .text([.literal("Line\none\ttab\r\0 bell \u{7} delete \u{7F}")]),
        .text([.field("note"), .literal(" – café, 東京, 🚀 and e\u{301}"), .field("label")]),
        .text([]),
    ]

    @Test(arguments: texts)
    func theTextIsWhatSwiftDescribedForEveryCommonText(_ text: AlertText?) {
        #expect(StableHash.describing(text) == String(describing: text))
    }

    /// A piece that starts with a combining mark, which Swift's debug text escapes or not as its
    /// Unicode tables say: here it is the mark itself, whichever Swift runs.
    @Test func aCombiningMarkIsNeverEscaped() {
        let text = AlertText.text([.field("name"), .literal("\u{301}!")])
        #expect(
            StableHash.describing(text)
                == "Optional(FlowModel.AlertText.text([FlowModel.AlertTextPart.field(\"name\"), "
                + "FlowModel.AlertTextPart.literal(\"\u{301}!\")]))")
    }
}

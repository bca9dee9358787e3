import FlowEmitters
import FlowRules
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// `GeneratedNames.typesTheCodeNames`, which `invalid-identifier` keeps views from, is every type
/// the generated code names and declares nowhere itself: written from the code both backends
/// write for the shop, the fixture app and every construct of the format, so that a type the
/// emitters start to use without adding it fails here.
@Suite struct GeneratedCodeNamesTests {
    /// The flow sets, each as its files' texts.
    static func flowSets() throws -> [[(path: String, text: String)]] {
        var sets: [[(path: String, text: String)]] = []
        for folder in ["flows", "Tests/GenerateFixtureApp/Flows"] {
            let directory = PackageRoot.path(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory)
                .filter { $0.hasSuffix(".flow.yaml") }.sorted()
            sets.append(
                try names.map { ($0, try String(contentsOfFile: directory + "/" + $0, encoding: .utf8)) })
        }
        sets.append([("App.flow.yaml", ClosurePayloadCodeTests.flows)])
        sets.append([("Shop.flow.yaml", GeneratedNameCodeTests.flows)])
        return sets
    }

    /// Capitalised words of `code`, outside comments and string literals.
    static func typeWords(_ code: String) -> Set<String> {
        var words: Set<String> = []
        for line in code.split(separator: "\n") {
            var text = String(line)
            if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
            text = text.replacingOccurrences(of: #""(?:[^"\\]|\\.)*""#, with: "\"\"", options: .regularExpression)
            for match in text.matches(of: /\b[A-Z][A-Za-z0-9_]*\b/) { words.insert(String(match.output)) }
        }
        return words
    }

    /// The types `code` declares, generic parameters and nested types included.
    static func declaredWords(_ code: String) -> Set<String> {
        var words: Set<String> = []
        for match in code.matches(of: /\b(?:class|struct|enum|protocol|typealias|actor|case)\s+([A-Z][A-Za-z0-9_]*)/) {
            words.insert(String(match.output.1))
        }
        for match in code.matches(of: /<([A-Z][A-Za-z0-9_]*(?:\s*[:,]\s*[A-Z][A-Za-z0-9_]*)*)>/) {
            for word in match.output.1.split(whereSeparator: { $0 == "," || $0 == ":" || $0 == " " }) {
                words.insert(String(word))
            }
        }
        return words
    }

    @Test func everyTypeTheCodeNamesAndDoesNotDeclareIsListed() throws {
        // Modules, and what stands after a type (`.Type`, `Self`, `ID` of the app's types).
        let notTypes: Set<String> = [
            "UIKit", "SwiftUI", "Foundation", "Observation", "ObjectiveC", "Self", "Type", "ID",
        ]
        var unlisted: Set<String> = []
        for set in try Self.flowSets() {
            let outcome = LintRun(paths: []).lint(set.map { FlowLoader().load(text: $0.text, path: $0.path) })
            #expect(outcome.summary.errors == 0)
            // The app's types, as its flows write them (quoted too).
            let theApps = set.reduce(into: Set<String>()) { words, file in
                for match in file.text.matches(of: /\b[A-Z][A-Za-z0-9_]*\b/) { words.insert(String(match.output)) }
            }
            for backend in GenerateBackend.allCases {
                let emitter = SwiftEmitter(backend: backend)
                let files =
                    emitter.emit(outcome.graph, source: { $0 }) + emitter.skeletons(outcome.graph, source: { $0 })
                let code = files.map(\.contents).joined(separator: "\n")
                unlisted.formUnion(
                    Self.typeWords(code).subtracting(Self.declaredWords(code)).subtracting(theApps).subtracting(
                        notTypes
                    )
                    .subtracting(GeneratedNames.typesTheCodeNames))
            }
        }
        #expect(unlisted.sorted() == [], "types the generated code names that GeneratedNames.typesTheCodeNames lacks")
    }
}

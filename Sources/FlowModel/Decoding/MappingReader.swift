import FlowDiagnostics
import FlowYAML

/// One entry of a YAML map whose key is text.
struct MapEntry {
    var key: String
    var keyNode: YAMLNode
    var value: YAMLNode
}

/// A map read against the keys the format allows there: first occurrence wins, a repeated key
/// is `duplicate-identifier`, an unknown one `schema` with a suggestion.
struct KeyedMap {
    var node: YAMLNode
    var entries: [MapEntry]

    subscript(key: String) -> YAMLNode? { entries.first { $0.key == key }?.value }
    func entry(_ key: String) -> MapEntry? { entries.first { $0.key == key } }
    func has(_ key: String) -> Bool { entries.contains { $0.key == key } }
}

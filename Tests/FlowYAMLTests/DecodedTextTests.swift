import FlowDiagnostics
import FlowcTestSupport
import Foundation
import Testing

@testable import FlowYAML

/// Plain ASCII text skips libyaml's reader (`DecodedText`): these tests hold that nothing a user
/// sees depends on which way a file was read.
@Suite struct DecodedTextTests {
    /// The ASCII characters YAML allows, as the YAML 1.1 spec lists them.
    static func isAllowedASCII(_ byte: UInt8) -> Bool {
        byte == 0x09 || byte == 0x0A || byte == 0x0D || (0x20...0x7E).contains(byte)
    }

    /// Among letters, and among line feeds and tabs (which a word of text holds and the check
    /// lets through by another way than letters).
    @Test(arguments: [UInt8(ascii: "a"), UInt8(ascii: "\n"), UInt8(ascii: "\t")])
    func everyByteValueAtEveryPlaceOfAWordAndTheTail(around: UInt8) {
        // 19 bytes: two whole words read eight at a time, then three read one at a time.
        for byte in UInt8.min...UInt8.max {
            for place in 0..<19 {
                var text = [UInt8](repeating: around, count: 19)
                text[place] = byte
                let plain = text.withUnsafeBufferPointer { DecodedText.isPlainASCII($0) }
                #expect(plain == Self.isAllowedASCII(byte), "byte \(byte) at \(place)")
            }
        }
    }

    @Test func whatIsNotPlainASCIIIsWhatLibyamlsReaderRejectsOrDecodes() {
        // Each ASCII byte left to libyaml's reader is one it refuses; each one let past it, one it
        // takes. Bytes above 0x7F go to the reader too, which decodes them as UTF-8.
        var reader = YAMLReader()
        reader.bypassesReader = false
        for byte in UInt8(0)...UInt8(0x7F) where byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r") {
            let tree = reader.readTree(Array("a: \"x".utf8) + [byte] + Array("y\"\n".utf8), file: "f.flow.yaml")
            let refused = tree.diagnostics.contains { $0.message.contains("not allowed") }
            #expect(refused == !Self.isAllowedASCII(byte), "byte \(byte)")
        }
    }

    @Test func everyFlowFileOfTheRepositoryReadsTheSameBothWays() throws {
        let files = try Self.flowFiles()
        #expect(files.count > 50)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            expectSameBothWays(bytes, file.lastPathComponent)
        }
    }

    @Test func brokenAndCutTextReadsTheSameBothWays() throws {
        // Cut anywhere, a line dropped or doubled, a character put in at random: what libyaml
        // finds wrong (and where) must not depend on the way in.
        var random = SplitMix64(seed: 0x5EED)
        let sources = try Self.flowFiles().prefix(40).map { try [UInt8](Data(contentsOf: $0)) }
        let inserts = Array(":-[]{}#&*!|>'\"%@` \t\n\r?,".utf8)
        for source in sources where !source.isEmpty {
            for _ in 0..<25 {
                var text = source
                let place = Int(random.next() % UInt64(text.count))
                switch random.next() % 3 {
                case 0: text.removeSubrange(place...)
                case 1: text.insert(inserts[Int(random.next() % UInt64(inserts.count))], at: place)
                default: text.replaceSubrange(place..<min(text.count, place + 7), with: text[place...].prefix(20))
                }
                expectSameBothWays(text, "cut at \(place)")
            }
        }
        for text in ["", "\n", "a", "a:", "[", "\"", "- ", "a: |\n", "a: >-\n  b", "---", "...", "&a *a", "\t"] {
            expectSameBothWays(Array(text.utf8), text)
        }
    }

    private func expectSameBothWays(_ bytes: [UInt8], _ name: String) {
        var plain = YAMLReader()
        plain.bypassesReader = false
        let bypassed = YAMLReader().readTree(bytes, file: "f.flow.yaml")
        let read = plain.readTree(bytes, file: "f.flow.yaml")
        #expect("\(bypassed.nodes)" == "\(read.nodes)", "\(name)")
        #expect(bypassed.bytes == read.bytes, "\(name)")
        #expect(bypassed.documents == read.documents, "\(name)")
        #expect(bypassed.diagnostics == read.diagnostics, "\(name)")
    }

    static func flowFiles() throws -> [URL] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["flows", "Tests"] {
            let walker = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                if url.path.hasSuffix(".flow.yaml") { files.append(url) }
            }
        }
        return files.sorted { $0.path < $1.path }
    }
}

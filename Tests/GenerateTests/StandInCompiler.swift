import FlowEmitters
import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// Compiles Swift against the stand-in UIKit and SwiftUI as an app's build would, warnings as
/// errors, up to and including the diagnostics Swift gives on SIL (a closure kept from a
/// non-escaping parameter, a variable used before it is set, code that never runs). Nothing is
/// linked: the stand-ins are interfaces, and the diagnostics are what the tests are after.
enum StandInCompiler {
    /// Whether the stand-in modules SwiftPM built and `swiftc` are here (Linux).
    static var isAvailable: Bool { RealAppCodeTests.standIns != nil && ProcessRunner.lookUp("swiftc") != nil }

    /// Compiles the files at `paths` as module `module`.
    static func compile(_ paths: [String], module: String) throws -> ProcessRunner.Result {
        let standIns = try #require(RealAppCodeTests.standIns)
        return try ProcessRunner.run(
            [
                "swiftc", "-emit-sil", "-wmo", "-o", "/dev/null", "-swift-version", "6", "-warnings-as-errors",
                "-module-name", module, "-I", standIns.path,
            ] + paths, timeout: 600)
    }
}

extension StandInCompiler {
    /// What `generate` writes for `flows` (the text of one flow file) with `backend`, skeletons
    /// included; the flows must lint without a finding.
    static func generated(_ flows: String, backend: GenerateBackend) -> [GeneratedFile] {
        let outcome = LintRun(paths: []).lint([FlowLoader().load(text: flows, path: "App.flow.yaml")])
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let emitter = SwiftEmitter(backend: backend)
        return emitter.emit(outcome.graph, source: { $0 }) + emitter.skeletons(outcome.graph, source: { $0 })
    }

    /// Compiles `files`, beside the app's own `model` source, as module `App`.
    static func compile(_ files: [GeneratedFile], model: String? = nil) throws -> ProcessRunner.Result {
        let directory = try TemporaryDirectory()
        var paths = try model.map { [try directory.write($0, to: "Model.swift").path] } ?? []
        for file in files { paths.append(try directory.write(file.contents, to: file.name).path) }
        return try compile(paths, module: "App")
    }
}

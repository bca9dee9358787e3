import Foundation
import PackagePlugin

/// Runs `flowc generate` on a target's flow files (`*.flow.yaml`, `*.flow.yml`) as a build step,
/// into the plugin's work directory, and compiles what it writes into the target.
///
/// The outputs are declared (`FlowcSupport.swift` and one `<Flow>Coordinator.swift` per flow),
/// so the build runs flowc only when a flow file changes. The flow names are read from each
/// file's top-level `flow:` lines; a flow that the build expects and flowc does not write (or
/// the other way round) fails the build, naming the file.
///
///     .target(name: "App", plugins: [.plugin(name: "FlowcGeneratePlugin", package: "flowc")])
///
/// Flows with errors stop the build with flowc's findings, as `file:line:column: error: ...`. The
/// nearest `.flowc.yml` above the flow files (the target's, else the package's) is passed as
/// `--config`: its `backend: swiftui` makes the target's coordinators SwiftUI's.
@main
struct FlowcGeneratePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let flows = target.sourceFiles.map(\.url).filter(Self.isFlowFile).sorted { $0.path < $1.path }
        guard !flows.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        var names: [String] = []
        for flow in flows {
            names += try Self.flowNames(in: String(contentsOf: flow, encoding: .utf8))
        }
        let files = ["FlowcSupport.swift"] + names.map { Self.coordinatorName($0) + ".swift" }
        let configuration = Self.configuration(above: flows[0], upTo: context.package.directoryURL) {
            FileManager.default.fileExists(atPath: $0)
        }
        return [
            .buildCommand(
                displayName: "flowc generate \(target.name) (\(flows.count) flow file\(flows.count == 1 ? "" : "s"))",
                executable: try context.tool(named: "flowc").url,
                arguments: ["generate"] + flows.map(\.path) + ["--output", output.path]
                    + (configuration.map { ["--config", $0.path] } ?? []),
                inputFiles: flows + (configuration.map { [$0] } ?? []),
                outputFiles: files.map { output.appending(path: $0) })
        ]
    }

    /// The `.flowc.yml` that applies to a target's flows, found as SwiftLint finds nested
    /// configurations: the nearest one in the folders above the first flow file, up to the
    /// package's folder (the target's own, such as one that asks for `backend: swiftui`, before
    /// the package's). A hidden file, so SwiftPM does not take it for a source of the target.
    static func configuration(above file: URL, upTo package: URL, exists: (String) -> Bool) -> URL? {
        let root = package.standardizedFileURL.path
        var folder = file.standardizedFileURL.deletingLastPathComponent()
        while folder.path.hasPrefix(root) {
            let candidate = folder.appending(path: ".flowc.yml")
            if exists(candidate.path) { return candidate }
            if folder.path == root { break }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    static func isFlowFile(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return (name.hasSuffix(".flow.yaml") && name.count > 10) || (name.hasSuffix(".flow.yml") && name.count > 9)
    }

    /// The values of top-level `flow:` keys, one per document, as flow files are written.
    static func flowNames(in text: String) -> [String] {
        var names: [String] = []
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            guard line.hasPrefix("flow:") else { continue }
            var value = line.dropFirst(5)
            if let comment = value.range(of: " #") { value = value[..<comment.lowerBound] }
            value = value.drop { $0 == " " || $0 == "\t" }
            while let last = value.last, last == " " || last == "\t" || last == "\r" { value = value.dropLast() }
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = value.dropFirst().dropLast()
            }
            if !value.isEmpty { names.append(String(value)) }
        }
        return names
    }

    /// `Checkout` → `CheckoutCoordinator`, as flowc names the file.
    static func coordinatorName(_ flow: String) -> String { flow + "Coordinator" }
}

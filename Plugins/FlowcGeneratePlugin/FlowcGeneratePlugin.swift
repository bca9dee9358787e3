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
/// Flows with errors stop the build with flowc's findings, as `file:line:column: error: ...`.
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
        return [
            .buildCommand(
                displayName: "flowc generate \(target.name) (\(flows.count) flow file\(flows.count == 1 ? "" : "s"))",
                executable: try context.tool(named: "flowc").url,
                arguments: ["generate"] + flows.map(\.path) + ["--output", output.path],
                inputFiles: flows,
                outputFiles: files.map { output.appending(path: $0) })
        ]
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

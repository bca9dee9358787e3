import FlowcTestSupport
import Foundation
import Testing

#if os(Linux)
    /// On Linux the executable allocates through mimalloc, libyaml and the Swift runtime included
    /// (Docs/speed.md, README's dependencies). A build that lost the library would still work,
    /// only slower: this is where it shows.
    @Suite struct ProcessAllocatorTests {
        @Test func theExecutableAllocatesThroughMimalloc() throws {
            let executable = try #require(FlowcProcess.executable, "flowc is not built beside the tests")
            let result = try ProcessRunner.run(
                [executable.path, "lint", "flows"], in: FlowcProcess.packageRoot,
                environment: ["MIMALLOC_VERBOSE": "1", "NO_COLOR": "1"])
            #expect(result.status == 0)
            #expect(result.standardError.contains("mimalloc: process init"), "\(result.standardError.prefix(400))")
        }
    }
#endif

import FlowcKit
import FlowcTestSupport
import Foundation
import Testing

/// `.flowc.yml` and `--config`: every key, every bad value, end to end.
@Suite struct ConfigurationTests {
    /// A flow with one finding: `unreachable-screen`, an error.
    static let flow = """
        flow: App
        entry: true
        start: home
        outcomes: [done]
        screens:
          home: {actions: {close: finish done}}
          lost: null
        """

    static func project(_ files: [String: String]) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for (path, text) in files { try directory.put(path, text) }
        return directory
    }

    static func lint(_ directory: TemporaryDirectory, _ arguments: [String] = []) throws -> FlowcProcess.Result {
        try FlowcProcess.run(["lint", "--format", "xcode"] + arguments, in: directory.url)
    }

    static func files(_ result: FlowcProcess.Result) -> [String] {
        Array(
            Set(
                result.standardOutput.split(separator: "\n").compactMap {
                    $0.split(separator: ":").first.map(String.init)
                })
        )
        .sorted()
    }

    // MARK: - Every key

    @Test func withoutAConfigurationEveryFlowFileIsTaken() throws {
        let directory = try Self.project([
            "a/A.flow.yaml": Self.flow, "b/B.flow.yaml": Self.flow.replacingOccurrences(of: "App", with: "B"),
        ])
        let result = try Self.lint(directory)
        #expect(Self.files(result) == ["./a/A.flow.yaml", "./b/B.flow.yaml"])
    }

    @Test func includedTakesOnlyWhatItNames() throws {
        let directory = try Self.project([
            "App/Flows/A.flow.yaml": Self.flow,
            "App/Other/B.flow.yaml": Self.flow.replacingOccurrences(of: "App", with: "B"),
            "Tools/C.flow.yaml": Self.flow.replacingOccurrences(of: "App", with: "C"),
            ".flowc.yml": "included: [App/Flows, Tools/*.flow.yaml]\n",
        ])
        #expect(Self.files(try Self.lint(directory)) == ["./App/Flows/A.flow.yaml", "./Tools/C.flow.yaml"])
        // A single pattern may stand without a list.
        try directory.put(".flowc.yml", "included: App/Other\n")
        #expect(Self.files(try Self.lint(directory)) == ["./App/Other/B.flow.yaml"])
        // A file named on the command line is taken whatever the patterns say.
        #expect(Self.files(try Self.lint(directory, ["Tools/C.flow.yaml"])) == ["Tools/C.flow.yaml"])
    }

    @Test func excludedLeavesOutFoldersAndGlobs() throws {
        let directory = try Self.project([
            "Flows/A.flow.yaml": Self.flow,
            "Flows/Legacy/Old.flow.yaml": "not: [valid",
            "Flows/deep/x/B.draft.flow.yaml": "not: [valid",
            "Pods/Lib/C.flow.yaml": "not: [valid",
            ".flowc.yml": """
            excluded:
              - Pods
              - Flows/Legacy/
              - "**/*.draft.flow.yaml"
            """,
        ])
        let result = try Self.lint(directory)
        #expect(Self.files(result) == ["./Flows/A.flow.yaml"])
        #expect(result.standardError == "1 file, 1 flow: 1 error, 0 warnings\n")
        // Everything excluded under a named folder: nothing to lint, a run failure.
        let none = try Self.lint(directory, ["Pods"])
        #expect(none.status == 2)
        #expect(
            none.standardError.contains(
                "no flow files (*.flow.yaml, *.flow.yml) left by included and excluded under 'Pods'"))
    }

    @Test func includedAndExcludedTogether() throws {
        let directory = try Self.project([
            "Flows/A.flow.yaml": Self.flow,
            "Flows/Old/B.flow.yaml": "not: [valid",
            "Other/C.flow.yaml": "not: [valid",
            ".flowc.yml": "included: [Flows]\nexcluded: [Flows/Old]\n",
        ])
        #expect(Self.files(try Self.lint(directory)) == ["./Flows/A.flow.yaml"])
    }

    @Test func rulesSetSeveritiesAndTurnRulesOff() throws {
        let directory = try Self.project(["A.flow.yaml": Self.flow])
        let standard = try Self.lint(directory)
        #expect(standard.status == 1)
        #expect(standard.standardOutput.contains("warning: outcome 'done'") == false)
        #expect(standard.standardOutput.contains("error: screen 'lost' in flow 'App' is unreachable"))

        try directory.put(".flowc.yml", "rules:\n  unreachable-screen: warning\n")
        let lowered = try Self.lint(directory)
        #expect(lowered.status == 0)
        #expect(lowered.standardOutput.contains("warning: screen 'lost' in flow 'App' is unreachable"))
        #expect(try Self.lint(directory, ["--strict"]).status == 1)

        try directory.put(
            ".flowc.yml", "rules:\n  unreachable-screen: 'off'  # quoted or not\n  dead-end-screen: error\n")
        let off = try Self.lint(directory)
        #expect(off.status == 0)
        #expect(off.standardOutput.isEmpty)
        #expect(off.standardError == "1 file, 1 flow: no findings\n")

        let warnings = try Self.project([
            "A.flow.yaml":
                "flow: A\nentry: true\nstart: a\noutcomes: [done, unused]\nscreens:\n  a: {actions: {x: finish done}}\n",
            ".flowc.yml": "rules: {unused-outcome: error}\n",
        ])
        let raised = try Self.lint(warnings)
        #expect(raised.status == 1)
        #expect(raised.standardOutput.contains("error: outcome 'unused' of flow 'A' is never produced"))
    }

    @Test func limitsAreLoweredAndRaised() throws {
        let deep =
            "flow: A\nentry: true\nstart: a\nscreens: {a: null}\nextra: " + String(repeating: "[", count: 300)
            + String(repeating: "]", count: 300) + "\n"
        let directory = try Self.project(["A.flow.yaml": deep])
        let standard = try Self.lint(directory)
        #expect(standard.standardOutput.contains("nesting is deeper than 256 levels (limits.nestingDepth) [syntax]"))
        try directory.put(".flowc.yml", "limits:\n  nestingDepth: 400\n")
        let raised = try Self.lint(directory)
        #expect(!raised.standardOutput.contains("[syntax]"))
        #expect(raised.standardOutput.contains("[schema]"), "the extra key is still a schema finding")

        let small = try Self.project([
            "A.flow.yaml": "flow: A\nentry: true\nstart: a\nscreens: {a: &x {view: AView}, b: *x}\n"
        ])
        let cases: [(String, String)] = [
            ("fileSize: 20", "over the limit of 20 bytes (limits.fileSize)"),
            ("nestingDepth: 2", "nesting is deeper than 2 levels (limits.nestingDepth)"),
            ("scalarLength: 3", "over the limit of 3 bytes (limits.scalarLength)"),
            ("aliasExpansion: 0_000_1", "aliases expand to more than 1 nodes (limits.aliasExpansion)"),
            ("screensPerFlow: 1", "(limits.screensPerFlow)"),
        ]
        for (setting, message) in cases {
            try small.put(".flowc.yml", "limits:\n  \(setting)\n")
            let result = try Self.lint(small)
            #expect(result.status == 1, "\(setting)")
            #expect(result.standardOutput.contains(message), "\(setting): \(result.standardOutput)")
        }
        try small.put(
            "B.flow.yaml", "flow: B\nstart: b\nscreens: {b: null}\n---\nflow: C\nstart: c\nscreens: {c: null}\n")
        try small.put(".flowc.yml", "limits: {flowsPerFile: 1}\n")
        #expect(try Self.lint(small).standardOutput.contains("(limits.flowsPerFile)"))
        try small.put(".flowc.yml", "limits: {flowsPerFile: 2}\n")
        #expect(!(try Self.lint(small).standardOutput.contains("(limits.flowsPerFile)")))
        // The navigation analysis keeps to the configured limit too (`lint`, `generate` and the
        // language server link through the same run).
        try small.put(
            "B.flow.yaml",
            "flow: B\nstart: r\nscreens:\n  r: {actions: {go: push q0}}\n  q0: {actions: {c: {to: pop, then: push q1}}}\n"
                + "  q1: {actions: {c: {to: pop, then: push q2}}}\n  q2: null\n"
        )
        try small.put(".flowc.yml", "limits: {placementsPerTransition: 1}\n")
        #expect(try Self.lint(small).standardOutput.contains("(limits.placementsPerTransition)"))
        try small.put(".flowc.yml", "limits: {placementsPerTransition: 3}\n")
        #expect(!(try Self.lint(small).standardOutput.contains("(limits.placementsPerTransition)")))
        try FileManager.default.removeItem(at: small.url.appendingPathComponent("B.flow.yaml"))
        try small.put(".flowc.yml", "limits: {fileSize: 20}\n")
        let buffer = try FlowcProcess.run(
            ["lint", "--stdin-path", "A.flow.yaml"], in: small.url, input: Data(String(repeating: "#", count: 100).utf8)
        )
        #expect(buffer.standardOutput.contains("(limits.fileSize)"))
    }

    @Test func anEmptyOrNullConfigurationChangesNothing() throws {
        let directory = try Self.project(["A.flow.yaml": Self.flow])
        // A key with no value, at every level, changes nothing either.
        let keysWithoutValues = """
            included:
            excluded: ~
            backend:
            rules: {unreachable-screen: ~, unused-flow: }
            limits: {fileSize: }
            swiftui: {rootView: }
            """
        for text in [
            "", "# nothing yet\n", "---\n", "rules:\nlimits:\nincluded: []\nexcluded: []\n", keysWithoutValues,
        ] {
            try directory.put(".flowc.yml", text)
            let result = try Self.lint(directory)
            #expect(result.status == 1, "\(text.debugDescription)")
            #expect(result.standardError == "1 file, 1 flow: 1 error, 0 warnings\n", "\(text.debugDescription)")
        }
    }

    @Test func configNamesAFileAnywhereAndPatternsAreRelativeToIt() throws {
        let directory = try Self.project([
            "app/Flows/A.flow.yaml": Self.flow,
            "app/Flows/Old/B.flow.yaml": "not: [valid",
            "config/lint.yml": "excluded: [../app/Flows/Old]\nrules: {unreachable-screen: off}\n",
            "app/.flowc.yml": "excluded: [Flows/Old]\nrules: {unused-outcome: off}\n",
            ".flowc.yml": "rules: {unreachable-screen: error}\nbroken",
        ])
        let named = try Self.lint(directory, ["--config", "config/lint.yml", "app"])
        #expect(named.status == 0)
        #expect(named.standardOutput.isEmpty, "the only finding, unreachable-screen, is off")
        #expect(named.standardError == "1 file, 1 flow: no findings\n", "app/Flows/Old is excluded")

        let inApp = try FlowcProcess.run(
            ["lint", "--format", "xcode"], in: directory.url.appendingPathComponent("app"))
        #expect(inApp.status == 1, "app/.flowc.yml applies in app/")
        #expect(Self.files(inApp) == ["./Flows/A.flow.yaml"])
        #expect(!inApp.standardOutput.contains("unused-outcome"))

        let otherFolder = try Self.lint(directory, ["--config", "app/.flowc.yml", "app"])
        #expect(Self.files(otherFolder) == ["app/Flows/A.flow.yaml"], "patterns are relative to app/")

        let missing = try Self.lint(directory, ["--config", "no/such.yml", "app"])
        #expect(missing.status == 2)
        #expect(missing.standardError == "flowc: error: cannot read 'no/such.yml': No such file or directory\n")
    }

    @Test func generateAndGraphReadTheConfigurationToo() throws {
        let directory = try Self.project(["Flows/A.flow.yaml": Self.flow, "Flows/Old/B.flow.yaml": "not: [valid"])
        let refused = try FlowcProcess.run(["generate", "Flows", "--output", "Generated"], in: directory.url)
        #expect(refused.status == 1, "errors in the flows: nothing is generated")
        try directory.put("flowc.yml", "excluded: [Flows/Old]\nrules: {unreachable-screen: warning}\n")
        let generated = try FlowcProcess.run(
            ["generate", "Flows", "--output", "Generated", "--config", "flowc.yml"], in: directory.url)
        #expect(generated.status == 0, "\(generated.standardError)")
        #expect(
            FileManager.default.fileExists(
                atPath: directory.url.appendingPathComponent("Generated/AppCoordinator.swift").path))
        let graph = try FlowcProcess.run(["graph", "Flows", "--config", "flowc.yml"], in: directory.url)
        #expect(graph.status == 0)
        #expect(graph.standardOutput.hasPrefix("digraph"))
        try directory.put(".flowc.yml", "rule: {}\n")
        for command in [["graph", "Flows"], ["generate", "Flows", "--output", "Generated"]] {
            let failed = try FlowcProcess.run(command, in: directory.url)
            #expect(failed.status == 2)
            #expect(
                failed.standardError == "flowc: error: .flowc.yml:1:1: unknown setting 'rule'; did you mean 'rules'?\n")
        }
    }

    // MARK: - Every bad value

    /// Each bad configuration, and the one line flowc says about it (after `flowc: error: `).
    static let badConfigurations: [(String, String)] = [
        ("exclude: [Pods]\n", ".flowc.yml:1:1: unknown setting 'exclude'; did you mean 'excluded'?"),
        (
            "reporter: xcode\n",
            ".flowc.yml:1:1: unknown setting 'reporter' (known: included, excluded, rules, limits, backend, swiftui)"
        ),
        ("rules: {}\nrules: {}\n", ".flowc.yml:2:1: 'rules' appears twice; the first is at line 1, column 1"),
        (
            "[included]\n",
            ".flowc.yml:1:1: expected a map of settings (included, excluded, rules, limits, backend, swiftui), found a list"
        ),
        (
            "rules\n",
            ".flowc.yml:1:1: expected a map of settings (included, excluded, rules, limits, backend, swiftui), found a scalar"
        ),
        ("rules: {}\n---\nrules: {}\n", ".flowc.yml:3:1: a configuration is one YAML document; this is another"),
        (
            "rules: {a: [}\n",
            ".flowc.yml:1:13: did not find expected node content (while parsing a flow node at line 1, column 13)"
        ),
        ("? [a, b]\n: c\n", ".flowc.yml:1:3: expected a setting name, found a list"),
        ("included: {a: b}\n", ".flowc.yml:1:11: 'included' expects a list of path patterns, found a map"),
        ("excluded:\n  - [a]\n", ".flowc.yml:2:5: 'excluded' expects path patterns, found a list"),
        ("excluded: [~]\n", ".flowc.yml:1:12: 'excluded' expects path patterns, found null"),
        ("excluded: ['']\n", ".flowc.yml:1:12: bad pattern '' in 'excluded': an empty pattern matches nothing"),
        (
            "included: ['Flows/[ab']\n",
            ".flowc.yml:1:12: bad pattern 'Flows/[ab' in 'included': '[' at character 7 is never closed by ']'"
        ),
        (
            "rules: [unused-flow]\n",
            ".flowc.yml:1:8: 'rules' expects a map from rule id to error, warning or off, found a list"
        ),
        (
            "rules:\n  dead-end-screens: off\n",
            ".flowc.yml:2:3: unknown rule 'dead-end-screens'; did you mean 'dead-end-screen'?"
        ),
        ("rules:\n  no_such_rule: off\n", ".flowc.yml:2:3: unknown rule 'no_such_rule' (`flowc rules` lists them)"),
        (
            "rules:\n  unused-flow: fatal\n",
            ".flowc.yml:2:16: rule 'unused-flow' is set to 'fatal'; expected error, warning or off"
        ),
        (
            "rules:\n  unused-flow: of\n",
            ".flowc.yml:2:16: rule 'unused-flow' is set to 'of'; expected error, warning or off; did you mean 'off'?"
        ),
        (
            "rules:\n  unused-flow: false\n",
            ".flowc.yml:2:16: rule 'unused-flow' is set to 'false'; expected error, warning or off"
        ),
        (
            "rules:\n  unused-flow: [off]\n",
            ".flowc.yml:2:16: rule 'unused-flow' is set to a list; expected error, warning or off"
        ),
        (
            "rules: {syntax: off, syntax: error}\n",
            ".flowc.yml:1:22: 'syntax' appears twice; the first is at line 1, column 9"
        ),
        (
            "limits: 10\n",
            ".flowc.yml:1:9: 'limits' expects a map of limits (aliasExpansion, nestingDepth, fileSize, scalarLength, flowsPerFile, screensPerFlow, placementsPerTransition), found a scalar"
        ),
        (
            "limits: {depth: 3}\n",
            ".flowc.yml:1:10: unknown limit 'depth' (known: aliasExpansion, nestingDepth, fileSize, scalarLength, flowsPerFile, screensPerFlow, placementsPerTransition)"
        ),
        ("limits: {file_size: 3}\n", ".flowc.yml:1:10: unknown limit 'file_size'; did you mean 'fileSize'?"),
        (
            "limits: {fileSize: 0}\n",
            ".flowc.yml:1:20: limit 'fileSize' is '0'; expected a whole number from 1 to 1099511627776"
        ),
        (
            "limits: {fileSize: -1}\n",
            ".flowc.yml:1:20: limit 'fileSize' is '-1'; expected a whole number from 1 to 1099511627776"
        ),
        (
            "limits: {nestingDepth: 1.5}\n",
            ".flowc.yml:1:24: limit 'nestingDepth' is '1.5'; expected a whole number from 1 to 10000"
        ),
        (
            "limits: {nestingDepth: \"300\"}\n",
            ".flowc.yml:1:24: limit 'nestingDepth' is '300'; expected a whole number from 1 to 10000"
        ),
        // Deeper, libyaml's own scan would take seconds to minutes.
        (
            "limits: {nestingDepth: 10001}\n",
            ".flowc.yml:1:24: limit 'nestingDepth' is '10001'; expected a whole number from 1 to 10000"
        ),
        (
            "limits: {scalarLength: 16MiB}\n",
            ".flowc.yml:1:24: limit 'scalarLength' is '16MiB'; expected a whole number from 1 to 1099511627776"
        ),
        (
            "limits: {scalarLength: _1}\n",
            ".flowc.yml:1:24: limit 'scalarLength' is '_1'; expected a whole number from 1 to 1099511627776"
        ),
        (
            "limits: {aliasExpansion: 99999999999999999999999}\n",
            ".flowc.yml:1:26: limit 'aliasExpansion' is '99999999999999999999999'; expected a whole number from 1 to 1099511627776"
        ),
        ("swiftui: FlowView\n", ".flowc.yml:1:10: 'swiftui' expects a map of settings (rootView), found a scalar"),
        (
            "swiftui: {rootview: \"{flow}View\"}\n",
            ".flowc.yml:1:11: unknown swiftui setting 'rootview'; did you mean 'rootView'?"
        ),
        (
            "swiftui: {rootView: \"FlowView\"}\n",
            ".flowc.yml:1:21: 'rootView' 'FlowView' has no {flow}, so every flow's view would get one name"
        ),
        (
            "swiftui: {rootView: \"{flow}{flow}View\"}\n",
            ".flowc.yml:1:21: 'rootView' '{flow}{flow}View' has {flow} 2 times; it takes it once"
        ),
        (
            "swiftui:\n  rootView: \"{flow}-View\"\n",
            ".flowc.yml:2:13: 'rootView' '{flow}-View' does not give a Swift type name ('Login-View' for a flow Login); around {flow} it takes ASCII letters, digits and _, not a digit first"
        ),
        (
            "swiftui:\n  rootView: \"1{flow}\"\n",
            ".flowc.yml:2:13: 'rootView' '1{flow}' does not give a Swift type name ('1Login' for a flow Login); around {flow} it takes ASCII letters, digits and _, not a digit first"
        ),
        (
            "swiftui:\n  rootView: \"Écran{flow}\"\n",
            ".flowc.yml:2:13: 'rootView' 'Écran{flow}' does not give a Swift type name ('ÉcranLogin' for a flow Login); around {flow} it takes ASCII letters, digits and _, not a digit first"
        ),
        (
            "swiftui:\n  rootView: {flow}View\n",
            ".flowc.yml:2:19: did not find expected key (while parsing a block mapping at line 2, column 3); quote the rootView pattern: rootView: \"{flow}FlowView\""
        ),
        (
            // Unquoted, the pattern is a YAML map.
            "swiftui:\n  rootView: {flow}\n",
            ".flowc.yml:2:13: 'rootView' is a map; expected a pattern with {flow}, quoted: rootView: \"{flow}FlowView\""
        ),
    ]

    @Test func swiftUIRootViewIsReadWithItsDefault() throws {
        let read = { (text: String) in try Configuration.parse(Array(text.utf8), path: ".flowc.yml").get().rootView }
        #expect(try read("").name(ofFlow: "Send") == "SendView")
        #expect(try read("swiftui:\n").name(ofFlow: "Send") == "SendView")
        #expect(try read("swiftui: {rootView: \"{flow}FlowView\"}\n").name(ofFlow: "Send") == "SendFlowView")
        #expect(try read("swiftui:\n  rootView: '_{flow}'\n").name(ofFlow: "Send") == "_Send")
        #expect(try read("swiftui: {rootView: \"{flow}\"}\n").description == "{flow}")
    }

    @Test(arguments: badConfigurations)
    func aBadConfigurationIsARunFailureAtItsPlace(text: String, message: String) throws {
        let directory = try Self.project(["A.flow.yaml": Self.flow])
        try directory.put(".flowc.yml", text)
        let result = try Self.lint(directory)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "flowc: error: \(message)\n")
    }

    @Test func everyProblemIsReportedInTheOrderOfItsPlace() throws {
        let directory = try Self.project(["A.flow.yaml": Self.flow])
        try directory.put(
            "ci.yml",
            """
            limits: {fileSize: -1, depth: 3}
            exclude: [x]
            rules: {dead-end-screens: off, unused-flow: maybe}

            """)
        let result = try Self.lint(directory, ["--config", "ci.yml"])
        #expect(result.status == 2)
        #expect(
            result.standardError == """
                flowc: error: ci.yml:1:20: limit 'fileSize' is '-1'; expected a whole number from 1 to 1099511627776
                flowc: error: ci.yml:1:24: unknown limit 'depth' (known: aliasExpansion, nestingDepth, fileSize, scalarLength, flowsPerFile, screensPerFlow, placementsPerTransition)
                flowc: error: ci.yml:2:1: unknown setting 'exclude'; did you mean 'excluded'?
                flowc: error: ci.yml:3:9: unknown rule 'dead-end-screens'; did you mean 'dead-end-screen'?
                flowc: error: ci.yml:3:45: rule 'unused-flow' is set to 'maybe'; expected error, warning or off

                """)
    }

    @Test func aConfigurationThatIsNotUTF8IsAFailure() throws {
        let directory = try Self.project(["A.flow.yaml": Self.flow])
        try Data([0x72, 0x75, 0x6C, 0x65, 0x73, 0x3A, 0x20, 0xFF, 0x0A]).write(
            to: directory.url.appendingPathComponent(".flowc.yml"))
        let result = try Self.lint(directory)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("flowc: error: .flowc.yml:1:8: text is not UTF-8"))
    }

    @Test func aConfigurationThatIsAFolderOrTooLargeIsAFailure() throws {
        let directory = try Self.project(["A.flow.yaml": Self.flow])
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent(".flowc.yml"), withIntermediateDirectories: true)
        let folder = try Self.lint(directory)
        #expect(folder.status == 2)
        #expect(folder.standardError == "flowc: error: cannot read '.flowc.yml': not a regular file\n")
        try directory.put("big.yml", "# " + String(repeating: "x", count: 2 << 20) + "\n")
        let big = try Self.lint(directory, ["--config", "big.yml"])
        #expect(big.status == 2)
        #expect(big.standardError.contains("too large for a configuration file"))
    }

    /// A `.flowc.yml` that is a broken symbolic link is a configuration that cannot be read, as a
    /// broken link to a flow file is: not silently no configuration.
    @Test func aConfigurationThatIsABrokenLinkIsAFailure() throws {
        let directory = try Self.project(["A.flow.yaml": Self.flow])
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent(".flowc.yml").path, withDestinationPath: "shared/flowc.yml")
        let result = try Self.lint(directory)
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("flowc: error: cannot read '.flowc.yml'"), "\(result.standardError)")
    }

    // MARK: - Patterns

    @Test func globPatterns() throws {
        func glob(_ pattern: String) throws -> PathGlob { try PathGlob.parse(pattern).get() }
        let cases: [(String, String, Bool)] = [
            ("Flows", "Flows/A.flow.yaml", true),
            ("Flows", "Flows/sub/A.flow.yaml", true),
            ("Flows", "FlowsOld/A.flow.yaml", false),
            ("Flows/", "Flows/A.flow.yaml", true),
            ("./Flows", "Flows/A.flow.yaml", true),
            ("*.flow.yaml", "A.flow.yaml", true),
            ("*.flow.yaml", "sub/A.flow.yaml", false),
            ("**/*.flow.yaml", "A.flow.yaml", true),
            ("**/*.flow.yaml", "a/b/c/A.flow.yaml", true),
            ("a/**/A.flow.yaml", "a/A.flow.yaml", true),
            ("a/**/A.flow.yaml", "a/x/y/A.flow.yaml", true),
            ("a/**", "a/x/y/A.flow.yaml", true),
            ("a**", "ab/x.flow.yaml", true),
            ("?.flow.yaml", "A.flow.yaml", true),
            ("?.flow.yaml", "AB.flow.yaml", false),
            ("[AB].flow.yaml", "B.flow.yaml", true),
            ("[!AB].flow.yaml", "B.flow.yaml", false),
            ("[a-c]*.flow.yaml", "b1.flow.yaml", true),
            ("[a-c]*.flow.yaml", "d1.flow.yaml", false),
            ("*/Legacy", "App/Legacy/Old.flow.yaml", true),
            ("Ä*", "Äpfel.flow.yaml", true),
        ]
        for (pattern, path, expected) in cases {
            #expect(try glob(pattern).matches(path) == expected, "\(pattern) on \(path)")
        }
        // Many stars cost little.
        let started = Date()
        #expect(
            try glob("*a*a*a*a*a*a*a*a*a*a*b").matches(String(repeating: "a", count: 200)) == false)
        #expect(Date().timeIntervalSince(started) < 1)
    }

    @Test func filterReadsPathsAgainstTheConfigurationFolder() throws {
        let filter = SourceFilter(
            included: [], excluded: [try PathGlob.parse("Old").get(), try PathGlob.parse("/abs/x").get()],
            base: "app", currentDirectory: "/work")
        #expect(filter.takes(file: "app/A.flow.yaml"))
        #expect(!filter.takes(file: "./app/Old/A.flow.yaml"))
        #expect(!filter.takes(file: "/work/app/Old/A.flow.yaml"))
        #expect(!filter.takes(file: "other/../app/Old/A.flow.yaml"))
        #expect(filter.takes(file: "Old/A.flow.yaml"), "outside app/, Old means app/Old only")
        #expect(!filter.takes(file: "/abs/x/A.flow.yaml"))
        #expect(!filter.walks(directory: "app/Old"))
        #expect(filter.walks(directory: "app/New"))
    }
}

extension RuleDescription {
    /// The text of `flowc explain`: what the rule finds, why it matters, and its examples,
    /// which are also its tests.
    public var explanation: String {
        var text = "\(id) (default: \(severity.rawValue))\n\n\(summary).\n\n\(rationale)\n"
        func append(_ title: String, _ examples: [RuleExample]) {
            for (number, example) in examples.enumerated() {
                text += "\n\(title)\(examples.count > 1 ? " \(number + 1)" : ""):\n"
                let files = example.unmarked.files
                for file in files {
                    if files.count > 1 { text += "\n    # \(file.path)\n" }
                    for line in file.text.split(separator: "\n", omittingEmptySubsequences: false) {
                        text += line.isEmpty ? "\n" : "    \(line)\n"
                    }
                }
            }
        }
        append("Reported", triggering)
        append("Not reported", nonTriggering)
        text += "\nThe flow format and every rule: Docs/flow-format.md in flowc's repository.\n"
        return text
    }
}

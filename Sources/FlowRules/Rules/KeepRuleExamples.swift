// Format 1.2: the examples of `keep` (children kept for reuse) for each rule that checks them,
// kept together so that each rule's description adds them in one place.

extension SchemaRule {
    static let keepTriggering: [RuleExample] = [
        // Format 1.2: a kept child is presented, and finishes: not one sharing its parent's stack,
        // not a `permanent` child, not a tab; a `keep` map names its `reopen` trigger.
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser: {actions: {help: start Help, tips: start Tips, scan: start Scanner}}
            children:
              Help: {↓keep: true, on: {done: stay}}
              Tips: {present: true, permanent: true, ↓keep: true}
              Scanner: {present: true, keep: ↓{}}
            """),
        RuleExample(
            """
            flow: Main
            entry: true
            root: tabs
            tabs: [Home]
            children:
              Home: {↓keep: true}
            """),
    ]

    static let keepNonTriggering: [RuleExample] = [
        // Format 1.2: presented children kept for reuse; a tabs flow's other children are presented.
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser: {actions: {library: start Library, autofill: start CredentialAutofill, help: start Help}}
            children:
              CredentialAutofill: {present: {swipeToDismiss: false}, keep: true, on: {finished: stay}}
              Library: {present: true, keep: {reopen: showPanel}, on: {finished: stay}}
              Help: {keep: false}
            """),
        RuleExample(
            """
            flow: Main
            entry: true
            root: tabs
            tabs: [Home]
            children:
              Home: null
              Settings: {keep: true, on: {closed: stay}}
            """),
    ]
}

extension MissingIdentifierRule {
    static let keepTriggering: [RuleExample] = [
        // Format 1.2: `reopen` names a trigger of the kept child.
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser: {actions: {library: {input: String, to: start Library}}}
            children:
              Library: {present: true, keep: {reopen: ↓showPanl}, on: {finished: stay}}
            ---
            flow: Library
            input: String
            start: panel
            outcomes: [finished]
            triggers:
              showPanel: {input: String, to: replace panel}
            screens:
              panel: {input: String, actions: {done: finish finished}}
            """)
    ]
}

extension TypeMismatchRule {
    static let keepTriggering: [RuleExample] = [
        // Format 1.2: a later start of a kept child hands its value to the trigger `reopen` names;
        // without `reopen`, to nobody.
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser:
                actions:
                  library: {input: String, to: start Library}
                  reader: {input: String, to: start Reader}
                  downloads: {input: String, to: start Downloads}
            children:
              Library: {present: true, ↓keep: true, on: {finished: stay}}
              Reader: {present: true, keep: {reopen: ↓open}, on: {finished: stay}}
              Downloads: {present: true, keep: {reopen: ↓show}, on: {finished: stay}}
            ---
            flow: Library
            input: String
            start: panel
            outcomes: [finished]
            screens:
              panel: {input: String, actions: {done: finish finished}}
            ---
            flow: Reader
            input: String
            start: page
            outcomes: [finished]
            triggers:
              open: {input: URL, to: replace page, make: true}
            screens:
              page: {input: String, actions: {done: finish finished}}
            ---
            flow: Downloads
            input: String
            start: list
            outcomes: [finished]
            triggers:
              show: popToRoot
            screens:
              list: {input: String, actions: {done: finish finished}}
            """)
    ]

    static let keepNonTriggering: [RuleExample] = [
        // Format 1.2: `reopen` names a trigger that takes the child's input; a kept child that takes
        // nothing needs no `reopen`.
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser:
                actions:
                  library: {input: Route.HomepanelSection, to: start Library}
                  scan: start QRCode
            children:
              Library: {present: true, keep: {reopen: showPanel}, on: {finished: stay}}
              QRCode: {present: true, keep: true, on: {scanned: stay}}
            ---
            flow: Library
            input: Route.HomepanelSection
            start: panel
            outcomes: [finished]
            triggers:
              showPanel: {input: Route.HomepanelSection, to: replace panel}
            screens:
              panel: {input: Route.HomepanelSection, actions: {done: finish finished}}
            ---
            flow: QRCode
            start: scanner
            outcomes: [scanned]
            screens:
              scanner: {actions: {found: finish scanned}}
            """)
    ]
}

extension UnreleasedChildRule {
    static let keepNonTriggering: [RuleExample] = [
        // Format 1.2: a kept child is hidden, not released, and goes with its parent: even one
        // that can neither finish nor hide.
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens: {browser: {actions: {scan: start QRCode}}}
            children:
              QRCode: {present: {style: fullScreen}, keep: true}
            ---
            flow: QRCode
            start: scanner
            screens:
              scanner: null
            """)
    ]
}

extension DismissWithoutPresentRule {
    static let keepTriggering: [RuleExample] = [
        // Format 1.2: only a `dismiss` on the first screen hides a kept child.
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens: {browser: {actions: {scan: start QRCode}}}
            children:
              QRCode: {present: true, keep: true}
            ---
            flow: QRCode
            start: scanner
            screens:
              scanner: {actions: {help: push help, close: dismiss}}
              help: {actions: {close: ↓dismiss}}
            """)
    ]

    static let keepNonTriggering: [RuleExample] = [
        // Format 1.2: a `dismiss` on the first screen of a kept child hides it.
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens: {browser: {actions: {scan: start QRCode}}}
            children:
              QRCode: {present: true, keep: true}
            ---
            flow: QRCode
            start: scanner
            screens:
              scanner: {actions: {close: dismiss}}
            """)
    ]
}

extension DeadEndScreenRule {
    static let keepTriggering: [RuleExample] = [
        // Format 1.2: a kept child shown full screen hides only by a `dismiss` on its first screen.
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens: {browser: {actions: {scan: start Scanner}}}
            children:
              Scanner: {present: {style: fullScreen}, keep: true, on: {found: stay}}
            ---
            flow: Scanner
            start: camera
            outcomes: [found]
            screens:
              camera: {actions: {found: finish found, retry: replace result}}
              ↓result: null
            """)
    ]

    static let keepNonTriggering: [RuleExample] = [
        // Format 1.2: hiding is a kept child's way out: a `dismiss` on its first screen, and the
        // swipe of its stack.
        RuleExample(
            """
            flow: Browser
            entry: true
            start: browser
            screens: {browser: {actions: {fill: start Autofill, scan: start Scanner}}}
            children:
              Autofill: {present: {swipeToDismiss: false}, keep: true, on: {filled: stay}}
              Scanner: {present: true, keep: true, on: {found: stay}}
            ---
            flow: Autofill
            start: list
            outcomes: [filled]
            screens:
              list: {actions: {pick: finish filled, close: dismiss, add: replace editor}}
              editor: {actions: {close: dismiss}}
            ---
            flow: Scanner
            start: camera
            outcomes: [found]
            screens:
              camera: {actions: {found: finish found, retry: replace result}}
              result: null
            """)
    ]
}

// Format 1.2, §2: the examples of `then` (two steps in one transition) for each rule that checks
// it, kept together so that each rule's description adds them in one place. The second step is
// checked as an action of each screen its first step lands on.

extension SchemaRule {
    static let thenTriggering: [RuleExample] = [
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            outcomes: [done]
            screens:
              home: {actions: {open: present sheet, more: {to: push sheet, ↓then: pop}}}
              sheet:
                actions:
                  out: {to: finish done, ↓then: push home}
                  again: {to: dismiss, then: ↓reset home}
                  twice: {to: dismiss, then: {to: pop, ↓then: pop}}
                  choose: {to: [dismiss, stay], ↓then: push home}
            """)
    ]

    static let thenNonTriggering: [RuleExample] = [
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {open: present sheet}}
              sheet:
                actions:
                  next: {input: String, to: dismiss, then: {to: push detail, make: true}}
                  pick: {to: [{to: dismiss, then: push detail}, {to: dismiss, then: present sheet}, stay]}
              detail: {input: Int}
            """)
    ]
}

extension MissingIdentifierRule {
    static let thenTriggering: [RuleExample] = [
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {open: present sheet}}
              sheet: {actions: {next: {to: dismiss, then: ↓push detial}}}
              detail: null
            """)
    ]
}

extension TypeMismatchRule {
    static let thenTriggering: [RuleExample] = [
        // Both steps carry the place's payload.
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {open: present sheet}}
              sheet: {actions: {pick: {input: String, to: dismiss, then: ↓push detail}}}
              detail: {input: Int}
            """)
    ]

    static let thenNonTriggering: [RuleExample] = [
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {open: present sheet}}
              sheet: {actions: {pick: {input: Int, to: dismiss, then: push detail}}}
              detail: {input: Int}
            """)
    ]
}

extension DismissWithoutPresentRule {
    static let thenTriggering: [RuleExample] = [
        // The second step runs on the screen beneath, which stands on the flow's own stack.
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {open: present sheet}}
              sheet: {actions: {close: {to: dismiss, then: ↓dismiss}}}
            """)
    ]

    static let thenNonTriggering: [RuleExample] = [
        // Beneath the dismissed sheet stands a screen of another presented stack.
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {open: present first}}
              first: {actions: {more: present second}}
              second: {actions: {close: {to: dismiss, then: dismiss}}}
            """)
    ]
}

extension UnreachableScreenRule {
    static let thenNonTriggering: [RuleExample] = [
        // A screen only a second step pushes is reached.
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {open: present sheet}}
              sheet: {actions: {next: {to: dismiss, then: push detail}}}
              detail: null
            """)
    ]
}

extension DeadEndScreenRule {
    static let thenTriggering: [RuleExample] = [
        // A screen only a second step presents is a dead end like any other.
        RuleExample(
            """
            flow: Checkout
            start: cart
            outcomes: [done]
            screens:
              cart: {actions: {address: present picker, pay: finish done}}
              picker: {actions: {add: {to: dismiss, then: present form}}}
              ↓form: null
            """)
    ]

    static let thenNonTriggering: [RuleExample] = [
        // The second step's `finish` counts for the place: the cart finishes only through it.
        RuleExample(
            """
            flow: Checkout
            start: cart
            outcomes: [done]
            screens:
              cart: {actions: {address: present picker}}
              picker: {actions: {confirm: {to: dismiss, then: finish done}}}
            """)
    ]
}

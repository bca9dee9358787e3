// Format 1.2: the examples of `triggers` for each rule that checks them, kept together so that
// each rule's description adds them in one place.

extension SchemaRule {
    static let triggerTriggering: [RuleExample] = [
        // Format 1.2: a trigger answers whether it ran, runs a transition, and in a tabs flow runs
        // over its tabs, which are no screens for `from`.
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens: {home: null}
            triggers:
              authError: {to: reset home, ↓output: Bool}
              signedOut: ↓null
              refresh: ↓{input: String}
              locked: {to: ↓lock home}
            """),
        RuleExample(files: [
            (
                "Main.flow.yaml",
                """
                flow: Main
                entry: true
                root: tabs
                tabs: [Home]
                children: {Home: null}
                triggers:
                  verified: {↓from: home, to: select Home}
                """
            ),
            (
                "Home.flow.yaml",
                """
                flow: Home
                start: home
                screens: {home: null}
                """
            ),
        ]),
    ]

    static let triggerNonTriggering: [RuleExample] = [
        RuleExample(
            """
            flow: Onboarding
            entry: true
            start: welcome
            triggers:
              reset: replace welcome
              verified: {from: [verification, recoveryKey], to: push identityConfirmed}
              shipped: {input: Order, to: [push tracking, stay]}
            screens:
              welcome: {actions: {verify: push verification, recover: push recoveryKey}}
              verification: null
              recoveryKey: null
              identityConfirmed: null
              tracking: {input: Order}
            """)
    ]
}

extension InvalidIdentifierRule {
    static let triggerTriggering: [RuleExample] = [
        // Format 1.2: a trigger's name is its coordinator's method `trigger<Name>`, and with
        // alternatives the requirement of its work that chooses among them.
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {refresh: push trigger}}
              trigger: {actions: {authError: [pop, stay]}}
            triggers:
              ↓SignedOut: reset home
              ↓authError: [reset home, stay]
            """)
    ]

    static let triggerNonTriggering: [RuleExample] = [
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {refresh: push trigger}}
              trigger: {actions: {authError: pop}}
            triggers:
              authError: [reset home, stay]
            """)
    ]
}

extension MissingIdentifierRule {
    static let triggerTriggering: [RuleExample] = [
        // Format 1.2: a trigger's `from` names screens of its flow.
        RuleExample(
            """
            flow: Onboarding
            entry: true
            start: welcome
            triggers:
              verified: {from: [welcome, ↓recoveryKy], to: ↓push confirmd}
            screens:
              welcome: {actions: {recover: push recoveryKey}}
              recoveryKey: null
            """)
    ]
}

extension UnreachableScreenRule {
    static let triggerTriggering: [RuleExample] = [
        // Format 1.2: a trigger with `from` runs only where its screens are shown.
        RuleExample(
            """
            flow: Shop
            entry: true
            start: home
            triggers:
              shipped: {from: orphan, to: push tracking}
            screens:
              home: null
              ↓orphan: null
              ↓tracking: null
            """)
    ]

    static let triggerNonTriggering: [RuleExample] = [
        // Format 1.2: a trigger without `from` runs over whatever the flow shows.
        RuleExample(
            """
            flow: Shop
            entry: true
            start: home
            triggers:
              orderShipped: {input: Order, to: push tracking}
            screens:
              home: null
              tracking: {input: Order}
            """),
        // And an external screen it shows runs its `to` over what the flow showed.
        RuleExample(
            """
            flow: Shop
            entry: true
            start: home
            triggers:
              share: present activity
            screens:
              home: null
              activity: {external: true, to: push shared}
              shared: null
            """),
    ]
}

extension InvalidTransitionRule {
    static let triggerTriggering: [RuleExample] = [
        // Format 1.2: a trigger without `from` runs over whatever the flow shows: a move that needs
        // the screen it leaves has none.
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            triggers:
              authError: ↓pop
              signedOut: [reset home, ↓dismiss]
              verified: {from: settings, to: pop}
            screens:
              home: {actions: {settings: push settings}}
              settings: null
            """),
        RuleExample(
            """
            flow: Shop
            entry: true
            start: home
            triggers:
              expired: {from: home, to: ↓return}
              cancelled: {input: Card, to: ↓return}
            screens:
              home: {actions: {card: {to: present card, result: Card}}}
              card: null
            """),
        // A tabs flow's trigger runs what its handlers may: it has no screen to `return` from.
        RuleExample(files: [
            (
                "Main.flow.yaml",
                """
                flow: Main
                entry: true
                root: tabs
                tabs: [Home]
                children: {Home: null}
                triggers:
                  signedOut: ↓return
                  verified: [select Home, {to: ↓return}]
                """
            ),
            (
                "Home.flow.yaml",
                """
                flow: Home
                start: home
                screens: {home: null}
                """
            ),
        ]),
        // An external screen's controller is the work's: no trigger runs from it.
        RuleExample(
            """
            flow: Scan
            entry: true
            start: home
            triggers:
              found: {from: [home, ↓scanner], to: push detail}
            screens:
              home: {actions: {scan: present scanner}}
              scanner: {external: true}
              detail: null
            """),
    ]

    static let triggerNonTriggering: [RuleExample] = [
        // A child a trigger without `from` starts runs over whatever the flow shows: what its
        // handler pushes is no first screen, and may pop.
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            triggers:
              go: start Kid
            screens:
              home: {actions: {k: start Kid}}
              done: {actions: {back: pop}}
            children:
              Kid: {on: {finished: push done}}
            ---
            flow: Kid
            outcomes: [finished]
            back: finished
            start: k
            screens:
              k: {actions: {f: finish finished}}
            """),
        // Element X: the app's auth error signs out whatever is shown.
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            triggers:
              authError: reset softLogout
            screens:
              home: null
              softLogout: {actions: {signIn: reset home}}
            """),
        RuleExample(
            """
            flow: Onboarding
            entry: true
            start: welcome
            triggers:
              verified: {from: [verification, recoveryKey], to: push identityConfirmed}
              cancelled: {from: verification, to: pop}
            screens:
              welcome: {actions: {verify: push verification, recover: push recoveryKey}}
              verification: null
              recoveryKey: null
              identityConfirmed: null
            """),
        // What a trigger pushes over whatever the flow shows has a screen beneath: it may pop.
        RuleExample(
            """
            flow: Shop
            entry: true
            start: home
            triggers:
              orderShipped: {input: Order, to: push tracking}
            screens:
              home: null
              tracking: {input: Order, actions: {close: pop}}
            """),
        // So has what a button of an alert such a trigger shows pushes.
        RuleExample(
            """
            flow: Shop
            entry: true
            start: home
            triggers:
              offer: alert deal
            alerts:
              deal: {buttons: {see: push detail, later: {role: cancel}}}
            screens:
              home: null
              detail: {actions: {close: pop}}
            """),
        // And what a button pushes of an alert that an external screen such a trigger shows
        // runs next.
        RuleExample(
            """
            flow: Shop
            entry: true
            start: home
            triggers:
              share: present activity
            alerts:
              shared: {buttons: {see: push detail, later: {role: cancel}}}
            screens:
              home: null
              activity: {external: true, to: alert shared}
              detail: {actions: {close: pop}}
            """),
        // In a tabs flow, a trigger runs what the flow's handlers may.
        RuleExample(files: [
            (
                "UserSession.flow.yaml",
                """
                flow: UserSession
                entry: true
                root: tabs
                tabs: [Home]
                triggers:
                  sessionUnverified: start Onboarding
                children:
                  Home: null
                  Onboarding: {present: true, on: {done: stay}}
                """
            ),
            (
                "Home.flow.yaml",
                """
                flow: Home
                start: home
                screens: {home: null}
                """
            ),
            (
                "Onboarding.flow.yaml",
                """
                flow: Onboarding
                start: welcome
                outcomes: [done]
                screens: {welcome: {actions: {ok: finish done}}}
                """
            ),
        ]),
    ]
}

extension TypeMismatchRule {
    static let triggerTriggering: [RuleExample] = [
        // Format 1.2: a trigger hands its `input` to its target; a made step's target takes
        // something to make.
        RuleExample(
            """
            flow: Shop
            entry: true
            start: home
            triggers:
              orderShipped: {input: String, to: ↓push tracking}
              refunded: {input: Order, to: ↓push refund, make: true}
            screens:
              home: null
              tracking: {input: Order}
              refund: null
            """)
    ]

    static let triggerNonTriggering: [RuleExample] = [
        // Format 1.2: a trigger's step may be made as an action's is: the work makes the target's
        // input from the trigger's (`triggerOrderIDShippedInput`).
        RuleExample(
            """
            flow: Shop
            entry: true
            start: home
            triggers:
              orderShipped: {input: Order, to: push tracking}
              orderIDShipped: {input: Order.ID, to: push tracking, make: true}
              opened: {from: home, to: [{to: push tracking, make: true}, stay]}
              signedOut: replace home
            screens:
              home: null
              tracking: {input: Order}
            """)
    ]
}

extension DeadEndScreenRule {
    static let triggerTriggering: [RuleExample] = [
        // Format 1.2: a trigger without `from` is the app's way on, not the user's: it makes no
        // screen a way out.
        RuleExample(
            """
            flow: Login
            entry: true
            start: form
            outcomes: [done]
            triggers:
              sessionExpired: finish done
            screens:
              ↓form: {actions: {next: replace code}}
              ↓code: null
            """),
        // A screen such a trigger pushes goes back to what the flow showed: another trigger's
        // `finish` is no way out from there either.
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            outcomes: [done]
            triggers:
              shipped: push tracking
              signOut: finish done
            screens:
              ↓home: null
              ↓tracking: null
            """),
    ]

    static let triggerNonTriggering: [RuleExample] = [
        // Format 1.2: a screen a trigger pushes over whatever the flow shows goes back there.
        RuleExample(
            """
            flow: Login
            entry: true
            start: form
            outcomes: [done]
            triggers:
              expired: push notice
            screens:
              form: {actions: {ok: finish done}}
              notice: null
            """),
        // And so does one it presents, closed by `dismiss` or by the swipe of its sheet; an
        // external screen it shows always closes, and its `to` runs over what the flow showed.
        RuleExample(
            """
            flow: Login
            entry: true
            start: form
            outcomes: [done]
            triggers:
              promo: present offer
              news: present notes
              share: present activity
            screens:
              form: {actions: {ok: finish done}}
              offer: {actions: {close: dismiss}}
              notes: {presentation: {}}
              activity: {external: true, to: push shared}
              shared: {actions: {back: pop}}
            """),
        // Format 1.2: a trigger with `from` is a way on from each of its screens.
        RuleExample(
            """
            flow: Login
            entry: true
            start: form
            outcomes: [done]
            triggers:
              verified: {from: code, to: finish done}
            screens:
              form: {actions: {next: replace code}}
              code: null
            """),
    ]
}

extension UnusedChildRule {
    static let triggerNonTriggering: [RuleExample] = [
        // Format 1.2: what a trigger starts is started (Element X: whenever the session becomes
        // unverified).
        RuleExample(files: [
            (
                "UserSession.flow.yaml",
                """
                flow: UserSession
                entry: true
                root: tabs
                tabs: [Home]
                triggers:
                  sessionUnverified: start Onboarding
                children:
                  Home: null
                  Onboarding: {present: true, on: {done: stay}}
                """
            ),
            (
                "Home.flow.yaml",
                """
                flow: Home
                start: home
                screens: {home: null}
                """
            ),
            (
                "Onboarding.flow.yaml",
                """
                flow: Onboarding
                start: welcome
                outcomes: [done]
                screens: {welcome: {actions: {ok: finish done}}}
                """
            ),
        ])
    ]
}

extension UnusedOutcomeRule {
    static let triggerNonTriggering: [RuleExample] = [
        // Format 1.2: what a trigger finishes with is produced.
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens: {home: {actions: {login: start Session}}}
            children: {Session: {on: {signedOut: stay}}}
            ---
            flow: Session
            start: main
            outcomes: [signedOut]
            triggers:
              authError: finish signedOut
            screens: {main: null}
            """)
    ]
}

extension UnreleasedChildRule {
    static let triggerNonTriggering: [RuleExample] = [
        // Format 1.2: a child that only a trigger finishes can finish, whatever it shows.
        RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens: {home: {actions: {login: start Session}}}
            children: {Session: {on: {signedOut: stay}}}
            ---
            flow: Session
            start: main
            outcomes: [signedOut]
            triggers:
              authError: finish signedOut
            screens: {main: null}
            """)
    ]
}

extension UnusedFlowRule {
    // Format 1.2: a flow that only a trigger starts is started (Element X's onboarding).
    static let triggerNonTriggering: [RuleExample] = UnusedChildRule.triggerNonTriggering
}

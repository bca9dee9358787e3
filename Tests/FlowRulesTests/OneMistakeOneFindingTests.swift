import FlowDiagnostics
import FlowRules
import FlowcKit
import Testing

/// The whole lint of small flows, every rule at once, as issue 31 §1 reproduced them: each shows
/// what Docs/flow-format.md says, and a mistake gives one finding, where it is. A `↓` marks each
/// expected finding; `rules` names them in the order of their places.
@Suite struct OneMistakeOneFindingTests {
    /// The findings of every rule for `marked` (after its markers are taken out), as "line:column
    /// rule", against those the markers and `rules` expect.
    static func check(_ marked: String, _ rules: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (files, marks) = RuleExample(marked).unmarked
        let found = RuleExampleTests.lint(files).map { "\($0.location.line):\($0.location.column) \($0.rule.rawValue)" }
        let expected = zip(marks.sorted(), rules).map { "\($0.line):\($0.column) \($1)" }
        #expect(marks.count == rules.count, sourceLocation: sourceLocation)
        #expect(found.sorted() == expected.sorted(), sourceLocation: sourceLocation)
    }

    /// A `return NAME` refused as a second step (`schema`: the first step closed the screen that
    /// asked) is that finding alone: the answer it meant is not also never returned.
    @Test func aRefusedSecondStepsReturnIsOneFinding() {
        Self.check(
            """
            flow: Link
            entry: true
            start: link
            screens:
              link: {actions: {verify: {to: present lock, result: [unlocked, failed]}}}
              lock: {actions: {ok: return unlocked, more: push deeper}}
              deeper: {actions: {fail: {to: pop, then: ↓return failed}}}
            """, ["schema"])
    }

    /// A child its entry flow starts first (a `start` item) stands at the bottom of the window's
    /// stack: a `pop` on its first screen does nothing, `invalid-transition` alone, not also a pop
    /// that leaves the child (`unreleased-child`). Where another parent pushes the child, the pop
    /// leaves it there, and that parent is told.
    @Test func aPopOnTheFirstScreenOfAChildStartedFirstIsAnInvalidTransitionOnly() {
        Self.check(
            """
            flow: App
            entry: true
            start: Main
            children:
              Main: {on: {done: stay}}
            ---
            flow: Main
            start: main
            outcomes: [done]
            screens:
              main: {actions: {close: ↓pop, ok: finish done}}
            """, ["invalid-transition"])
        Self.check(
            """
            flow: App
            entry: true
            start: Main
            children:
              Main: {on: {done: stay}}
            ---
            flow: Main
            start: main
            outcomes: [done]
            screens:
              main: {actions: {close: ↓pop, ok: finish done}}
            ---
            flow: Shop
            entry: true
            start: home
            screens:
              home: {actions: {more: start Main}}
            children:
              ↓Main: {on: {done: stay}}
            """, ["invalid-transition", "unreleased-child"])
    }

    /// An `entry` that is no boolean is `schema`'s finding; the flow, read as no entry, is not
    /// also one that nothing starts (`unused-flow`). One left out is.
    @Test func anUnreadableEntryIsASchemaFindingOnly() {
        for value in ["yes", "1", "[true]", "null"] {
            Self.check(
                """
                flow: App
                entry: ↓\(value)
                start: home
                screens: {home: null}
                """, ["schema"])
        }
        Self.check(
            """
            flow: ↓App
            start: home
            screens: {home: null}
            """, ["unused-flow"])
    }

    @Test func anEventHandlerIsTypeCheckedAgainstWhatSendCarries() {
        Self.check(
            """
            flow: Shell
            entry: true
            start: home
            screens:
              home: {actions: {open: start Lib}}
              page: {input: Int}
            children:
              Lib: {present: true, on: {openURL: ↓push page, closed: stay}}
            ---
            flow: Lib
            start: list
            outcomes: [closed]
            back: closed
            events: {openURL: URL}
            screens:
              list: {actions: {open: {input: URL, to: send openURL}}}
            """, ["type-mismatch"])
    }

    @Test func aReturnInAButtonOfAnAlertOfAScreenPresentedForAResultIsAccepted() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {addCard: {to: present card, result: Card}}}
              card: {actions: {save: {input: Card, to: return}, cancel: alert discard}}
            alerts:
              discard: {buttons: {discard: return, keep: {role: cancel}}}
            """, [])
        // The button hands the alert's input back: checked against the result like the screen's own.
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {addCard: {to: present card, result: Card}}}
              card: {actions: {cancel: {input: Card.ID, to: alert discard}}}
            alerts:
              discard: {input: Card.ID, buttons: {discard: ↓return, keep: {role: cancel}}}
            """, ["type-mismatch"])
    }

    @Test func aRouteScreenStandsOverEveryFirstScreenAResetTargetIncluded() {
        let flow = """
            flow: Shop
            entry: true
            start: home
            outcomes: [done]
            screens:
              home: {actions: {signOut: reset welcome}}
              welcome: null
              offer: {actions: {accept: finish done}}
            routes:
              offer: {to: push offer}
            """
        // Not `dead-end-screen` at `welcome`: a link can open the offer while it is shown.
        Self.check(flow, [])
    }

    @Test func everyReferenceToAMissingNameIsAFindingOfItsOwn() {
        Self.check(
            """
            flow: App
            entry: true
            entries:
              first: {start: ↓welcom}
              again: {start: ↓welcom}
            screens:
              welcome: null
            """, ["missing-identifier", "missing-identifier"])
    }

    /// Only `start` names an entry point: elsewhere `Child.entry` names nothing, and the finding says why.
    @Test func anEntryNamedOutsideStartSaysThatOnlyStartNamesOne() {
        let (files, _) = RuleExample(
            """
            flow: Shop
            entry: true
            start: [home, Room.join]
            screens:
              home: {actions: {out: reset Room.join, join: start Room.join}}
            children:
              Room: {present: true, on: {done: stay}}
            ---
            flow: Room
            entries:
              main: {start: timeline}
              join: {start: joinRoom}
            outcomes: [done]
            back: done
            screens: {timeline: null, joinRoom: null}
            """
        ).unmarked
        let messages = RuleExampleTests.lint(files).filter { $0.rule.rawValue == "missing-identifier" }.map(\.message)
        #expect(messages.count == 2)
        let why = "an entry point is named only by the transition 'start Room.join'"
        #expect(messages.allSatisfy { $0.hasSuffix(why) })
    }

    @Test func aMalformedRoutePatternDoesNotAlsoMakeItsScreenUnreachable() {
        Self.check(
            """
            flow: Shop
            entry: true
            start: home
            screens:
              home: null
              offer: null
            routes:
              ↓"offer/{id": {to: push offer}
            """, ["schema"])
        // A parameter without a type drops the route too; reported at the pattern.
        Self.check(
            """
            flow: Shop
            entry: true
            start: home
            screens:
              home: null
              offer: null
            routes:
              ↓"offer/{id}": {to: present offer}
            """, ["schema"])
    }

    @Test func aRouteToAMissingScreenIsNotAlsoAnUnusedParameter() {
        Self.check(
            """
            flow: Product
            entry: true
            start: product
            screens:
              product: {actions: {more: {input: Product.ID, to: push reviews}}}
              reviews: {input: Product.ID}
            routes:
              "product/{id}/reviews": {id: Product.ID, to: ↓push reviws}
            """, ["missing-identifier"])
    }

    @Test func aDismissInAnEventHandlerIsOnlyAnInvalidTransition() {
        Self.check(
            """
            flow: Browser
            entry: true
            start: browser
            screens:
              browser: {actions: {library: start Library}}
            children:
              Library: {on: {openURL: ↓dismiss, closed: stay}}
            ---
            flow: Library
            start: list
            outcomes: [closed]
            back: closed
            events: [openURL]
            screens:
              list: {actions: {open: send openURL, close: finish closed}}
            """, ["invalid-transition"])
    }

    @Test func selectingAListedTabThatIsNoChildIsReportedOnceAtTheTab() {
        Self.check(
            """
            flow: Main
            entry: true
            root: tabs
            tabs: [Home, ↓Search]
            children:
              Home: {on: {search: select Search}}
            ---
            flow: Home
            start: home
            outcomes: [search]
            screens: {home: {actions: {search: finish search}}}
            """, ["missing-identifier"])
    }

    @Test func aResetInATabsFlowIsOnlyAnInvalidTransition() {
        Self.check(
            """
            flow: Main
            entry: true
            input: Account
            root: tabs
            tabs: [Home]
            children:
              Home: {on: {signedOut: ↓reset Home}}
            ---
            flow: Home
            input: Account
            start: home
            outcomes: {signedOut: Reason}
            screens: {home: {input: Account, actions: {out: {input: Reason, to: finish signedOut}}}}
            """, ["invalid-transition"])
    }

    // Found by an independent reading of the format 1.2 sections (2026-11-29).

    /// A route's `entry` that names no entry of its flow is `missing-identifier` alone: what the
    /// entry would take is unknown, as for a `to` naming no screen.
    @Test func aRouteEntryNamingNothingIsNotAlsoAnUnusedParameter() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {r: {input: String, to: start Room.details}}}
            children:
              Room: {present: true, on: {left: stay}}
            ---
            flow: Room
            outcomes: [left]
            back: left
            entries:
              main: {input: String, start: room}
              details: {input: String, start: roomDetails}
            screens:
              room: {input: String}
              roomDetails: {input: String}
            routes:
              "room/{id}/details": {id: String, entry: ↓detials, to: start}
            """, ["missing-identifier"])
    }

    /// A route's `entry` where its way starts no flow (a running permanent child) is
    /// `unreachable-route` alone.
    @Test func aRouteEntryWhereTheWayStartsNothingIsNotAlsoAnUnusedParameter() {
        Self.check(
            """
            flow: App
            entry: true
            start: launch
            screens:
              launch: {actions: {go: start Perm}}
            children:
              Perm: {permanent: true}
            ---
            flow: Perm
            entries:
              main: {start: p}
              x: {input: Int, start: p2}
            screens: {p: null, p2: {input: Int}}
            routes:
              "perm/{n}": {n: Int, entry: ↓x, to: start}
            """, ["unreachable-route"])
    }

    /// A child asked for a type by one action and for names by another is reported once, at the
    /// later action, not again at each `return NAME` of its handlers.
    @Test func aChildAskedBothWaysIsReportedOnceAtTheActions() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home:
                actions:
                  a: {to: start Book, result: {picked: Address, unchanged: null}}
                  c: {to: ↓start Book, result: Address}
            children:
              Book: {present: true, on: {selected: return picked, cancelled: return unchanged}}
            ---
            flow: Book
            start: list
            outcomes: {selected: Address, cancelled: null}
            back: cancelled
            screens:
              list: {actions: {pick: {input: Address, to: finish selected}}}
            """, ["type-mismatch"])
    }

    /// A misspelt name in an entry's `outcomes` is `missing-identifier`, which suggests the
    /// outcome meant; that outcome is not also reported as left out.
    @Test func aMisspeltEntryOutcomeIsNotAlsoTheOutcomeLeftOut() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {b: start Lock.unlock}}
            children:
              Lock: {present: true, on: {complete: stay, forceLogout: stay}}
            ---
            flow: Lock
            back: complete
            outcomes: [complete, forceLogout]
            entries:
              unlock: {start: unlock, outcomes: [complete, ↓forceLogut]}
            screens:
              unlock: {actions: {no: finish forceLogout}}
            """, ["missing-identifier"])
    }

    /// An external screen made a first screen is `invalid-transition`; with nothing beneath to
    /// close back to, it is not also a `dead-end-screen`.
    @Test func anExternalFirstScreenIsNotAlsoADeadEnd() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {b: start G}}
            children:
              G: {present: true, on: {ok: stay}}
            ---
            flow: G
            outcomes: [ok]
            start: [↓ext, g]
            screens:
              g: {actions: {ok: finish ok}}
              ext: {external: true}
            """, ["invalid-transition"])
    }

    /// `result: [Address]`, a type meant, is `invalid-identifier` (with the hint to quote it),
    /// not also an answer never returned.
    @Test func aResultWrittenAsAnUnquotedArrayIsOnlyAnInvalidName() {
        Self.check(
            """
            flow: App
            entry: true
            start: link
            screens:
              link: {actions: {pick: {to: present picker, result: [↓Address]}}}
              picker: {actions: {done: dismiss}}
            """, ["invalid-identifier"])
    }

    /// An external screen hands its `result` type: an action that shows it waiting for named
    /// answers is `type-mismatch` at its answers, which are not also reported never returned.
    @Test func namedAnswersAskedOfAnExternalScreenAreOneMismatch() {
        Self.check(
            """
            flow: App
            entry: true
            start: link
            screens:
              link: {actions: {share: {to: present ext, result: [↓shared, cancelled]}}}
              ext: {external: true, result: String}
            """, ["type-mismatch"])
    }

    /// A `start` item that names nothing is `missing-identifier`, which suggests the screen meant;
    /// that screen is not also `unreachable-screen`, in a list as in an entry.
    @Test func aMisspeltStartItemDoesNotAlsoMakeTheScreenMeantUnreachable() {
        Self.check(
            """
            flow: App
            entry: true
            start: [home, ↓welcom]
            screens:
              home: null
              welcome: null
            ---
            flow: Shop
            entry: true
            entries:
              main: {start: cart}
              again: {start: ↓chekout}
            screens:
              cart: null
              checkout: null
            """, ["missing-identifier", "missing-identifier"])
    }

    // Found by an independent reading of the core sections (2026-11-29).

    /// A misspelt name is `missing-identifier`, with the name meant suggested; the name meant
    /// counts as named: an outcome a misspelt `finish` or `back` meant is produced, an event a
    /// misspelt `send` meant is sent, and an outcome or event a misspelt `on` entry meant is handled.
    @Test func theNameAMisspeltReferenceSuggestsCountsAsNamed() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {open: start Sheet}}
            children:
              Sheet: {present: true, on: {done: stay, gone: stay, ↓pnig: stay}}
            ---
            flow: Sheet
            start: first
            outcomes: [done, gone]
            back: ↓gnoe
            events: [ping]
            screens:
              first: {actions: {ok: ↓finish doen, p: ↓send pnig}}
            """, ["missing-identifier", "missing-identifier", "missing-identifier", "missing-identifier"])
    }

    /// A child asked for `Address` by one action and `Card` by a later one is `type-mismatch` at
    /// the later action, not again at its handler's `return`.
    @Test func aChildAskedForTwoTypesIsReportedOnceAtTheLaterAction() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home:
                actions:
                  a: {to: start Pick, result: Address}
                  b: {to: start Pick, result: Address?}
                  c: {to: ↓start Pick, result: Card}
            children:
              Pick: {present: true, on: {done: return}}
            ---
            flow: Pick
            start: pick
            outcomes: {done: Address}
            screens:
              pick: {actions: {ok: {input: Address, to: finish done}}}
            """, ["type-mismatch"])
    }

    /// A `pop` in a button of an alert that a presented-only screen shows names the alert.
    @Test func aPopInAnAlertOfAPresentedScreenNamesTheAlert() {
        let (files, _) = RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {open: present sheet}}
              sheet: {actions: {close: dismiss, leave: alert leave}}
            alerts:
              leave: {buttons: {go: pop, stay: {role: cancel}}}
            """
        ).unmarked
        #expect(
            RuleExampleTests.lint(files).map(\.message) == [
                "'pop' runs on the screen showing alert 'leave' (button 'go'), which is only ever presented, in a navigation controller of its own where nothing is beneath it; close it with 'dismiss'"
            ])
    }

    /// A flow whose file YAML cannot read to its end is that file's `syntax` finding; a parent in
    /// another file that names it is not also told that it names no flow. A child that names a
    /// flow no file holds still is.
    @Test func aFlowInAFileThatDoesNotParseIsNotAlsoMissing() {
        let parent = """
            flow: A
            entry: true
            start: home
            screens:
              home: {actions: {go: start Login, other: start Gone}}
            children:
              Login: {present: true, on: {done: stay}}
              Gone: {present: true, on: {done: stay}}
            """
        let broken = """
            flow: Login
            start: b
            outcomes: [done]
            back: done
            screens:
              b: {actions: {x: [}
            """
        let findings = MutationGapTests.lint([("A.flow.yaml", parent), ("Login.flow.yaml", broken)]).diagnostics
        #expect(
            findings.map { "\($0.location.file):\($0.location.line) \($0.rule.rawValue)" } == [
                "A.flow.yaml:8 missing-identifier", "Login.flow.yaml:6 syntax",
            ])
        // A byte that is not UTF-8 stops the reading as well.
        let badByte = Array(broken.replacingOccurrences(of: "[}", with: "[]}").utf8).map {
            $0 == UInt8(ascii: "x") ? 0xFF : $0
        }
        let loader = FlowLoader()
        let withBadByte = LintRun(paths: []).lint([
            loader.load(text: parent, path: "A.flow.yaml"), loader.load(bytes: badByte, path: "Login.flow.yaml"),
        ]).diagnostics
        #expect(
            withBadByte.map { "\($0.location.file):\($0.location.line) \($0.rule.rawValue)" } == [
                "A.flow.yaml:8 missing-identifier", "Login.flow.yaml:6 syntax",
            ])
    }

    /// `Child.entry` as a `start` item or a `reset` target (only `start` names an entry), or a
    /// misspelt child there, is `missing-identifier`; the child it means is not also never started
    /// (`unused-child`, `unused-flow`).
    @Test func aChildAMistakenStartItemMeansCountsAsStarted() {
        for (start, reset) in [("Room.join", "Room.join"), ("Rom", "Rom")] {
            Self.check(
                """
                flow: App
                entry: true
                start: [home, ↓\(start)]
                screens:
                  home: {actions: {r: ↓reset \(reset)}}
                children:
                  Room: {on: {left: stay}}
                ---
                flow: Room
                outcomes: [left]
                back: left
                entries: {main: {start: room}, join: {start: room}}
                screens: {room: null}
                """, ["missing-identifier", "missing-identifier"])
        }
        // A child nothing means is still never started (`Rom` means `Room`, not `Other`).
        Self.check(
            """
            flow: App
            entry: true
            start: [home, ↓Rom]
            screens:
              home: null
            children:
              Room: {on: {left: stay}}
              ↓Other: {on: {left: stay}}
            ---
            flow: Room
            start: room
            outcomes: [left]
            back: left
            screens: {room: null}
            ---
            flow: ↓Other
            start: other
            outcomes: [left]
            back: left
            screens: {other: null}
            """, ["missing-identifier", "unused-child", "unused-flow"])
    }

    /// A second step (`then`) that runs nowhere because its mistake is reported (after `finish`
    /// or `reset`, `schema`; after a `pop` off the first screen, or a closing step in an event's
    /// handler, `invalid-transition`) does not also make the screen it names unreachable.
    @Test func aScreenOnlyAReportedSecondStepNamesIsNotAlsoUnreachable() {
        Self.check(
            """
            flow: Shop
            entry: true
            start: home
            outcomes: [done]
            screens:
              home: {actions: {go: {to: finish done, ↓then: push detail}, again: {to: reset home, ↓then: push other}}}
              detail: null
              other: null
            """, ["schema", "schema"])
        Self.check(
            """
            flow: Shop
            entry: true
            start: home
            screens:
              home: {actions: {a: {to: ↓pop, then: push one}, b: {to: ↓popToRoot, then: push two}}}
              one: null
              two: null
            """, ["invalid-transition", "invalid-transition"])
        Self.check(
            """
            flow: Library
            start: bookmarks
            outcomes: [closed]
            back: closed
            events: {openURL: URL}
            screens:
              bookmarks:
                actions:
                  open: {input: URL, to: send openURL}
            ---
            flow: Browser
            entry: true
            start: browser
            screens:
              browser: {actions: {library: start Library}}
              page: {input: URL, actions: {close: pop}}
            children:
              Library:
                present: true
                on:
                  openURL: {to: ↓dismiss, then: push page}
                  closed: stay
            """, ["invalid-transition"])
        // A screen that nothing else leads to is still reported.
        Self.check(
            """
            flow: Shop
            entry: true
            start: home
            screens:
              home: {actions: {a: {to: ↓pop, then: push one}}}
              one: null
              ↓lost: null
            """, ["invalid-transition", "unreachable-screen"])
    }

    /// A `pop` that handles a child's outcome runs after the child's screens are gone, on the
    /// flow's first screen or, after `reset Child`, on none of its screens: the finding says that,
    /// not that the handler is on a screen.
    @Test func aPopInAHandlerAfterAResetNamesTheHandler() {
        let (files, _) = RuleExample(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {go: reset Child}}
            children:
              Child: {on: {done: pop}}
            ---
            flow: Child
            start: one
            outcomes: [done]
            screens:
              one: {actions: {ok: finish done}}
            """
        ).unmarked
        #expect(
            RuleExampleTests.lint(files).map(\.message) == [
                "'pop' handles outcome 'done' of child 'Child', which can end on the first screen of flow 'App', an entry flow, or with none of its screens shown, where nothing is beneath"
            ])
    }

    /// `entry: "true"` is quoted text, `schema`; it is read as meant, so the flow is not also
    /// `unused-flow`.
    @Test func aQuotedBooleanIsReportedAndReadAsMeant() {
        Self.check(
            """
            flow: App
            entry: ↓"true"
            start: home
            screens:
              home: {actions: {more: push detail}}
              detail: null
            """, ["schema"])
    }

    /// A `then` that is a list, or that has a third step, is `schema` alone: the screens its steps
    /// name run nowhere, and one only they lead to is not also `unreachable-screen`.
    @Test func aScreenOnlyARefusedListOrThirdStepNamesIsNotAlsoUnreachable() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {p: present s}}
              s: {actions: {go: {to: dismiss, then: ↓[push y, {to: push z}]}}}
              y: null
              z: null
            """, ["schema"])
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {q: push m}}
              m: {actions: {p: present s}}
              s: {actions: {go: {to: dismiss, then: {to: pop, ↓then: push y}}}}
              y: null
            """, ["schema"])
        // A screen nothing else names is still unreachable.
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {p: present s}}
              s: {actions: {go: {to: dismiss, then: ↓[push y]}}}
              y: null
              ↓w: null
            """, ["schema", "unreachable-screen"])
    }

    /// A misspelt tab is `missing-identifier`, whose hint names the child meant: that child is a
    /// tab for the other rules, which needs no way out (not also `unreleased-child`).
    @Test func theChildAMisspeltTabMeansIsATab() {
        Self.check(
            """
            flow: Tabs
            root: tabs
            entry: true
            tabs: [↓Hom]
            children:
              Home: null
            ---
            flow: Home
            start: h
            screens: {h: null}
            """, ["missing-identifier"])
    }

    /// A transition that cannot be read is `schema`: a screen named among its words after the
    /// verb, and the screens it leads to, are not also `unreachable-screen`. A verb that is none,
    /// with no other word, names no screen: what nothing else leads to is still unreachable.
    @Test func theScreensAnUnreadableTransitionNamesAreNotAlsoUnreachable() {
        for transition in ["'Push h'", "'pop h'", "'push x h'"] {
            Self.check(
                """
                flow: App
                entry: true
                start: home
                screens:
                  home: {actions: {a: ↓\(transition)}}
                  h: {actions: {b: push k}}
                  k: null
                """, ["schema"])
        }
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {a: ↓pushh}}
              ↓h: null
            """, ["schema", "unreachable-screen"])
    }

    /// A second step after a first step reported where it runs (a `dismiss` where nothing
    /// presents, a `pop` off a screen only ever presented, a closing step of a trigger without
    /// `from`) runs nowhere: the screen it names is not also `unreachable-screen`.
    @Test func theSecondStepOfAReportedFirstStepLeavesNoScreenUnreachable() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {close: {to: ↓dismiss, then: push detail}}}
              detail: null
            """, ["dismiss-without-present"])
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {p: present a}}
              a: {actions: {u: {to: ↓pop, then: push b}}}
              b: null
            """, ["invalid-transition"])
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {n: push next}}
              next: null
              detail: null
            triggers:
              t: {to: ↓pop, then: push detail}
            """, ["invalid-transition"])
    }

    /// A `reset` as a second step, or among an external screen's `to`, is `schema`: the screen
    /// it names and what that leads to are not also unreachable. A refused second step that
    /// starts a child counts as starting it (not also `unused-child` or `unused-flow`).
    @Test func whatARefusedSecondStepNamesIsNotAlsoUnreachableOrUnused() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {qr: present qr, sh: present share}}
              qr: {actions: {a: {to: dismiss, then: ↓reset other}}}
              share: {external: true, to: ↓reset last}
              other: {actions: {x: push more}}
              more: null
              last: null
            """, ["schema", "schema"])
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {p: present s}}
              s: {actions: {a: {to: dismiss, then: ↓[start Sub]}, b: {to: push s, ↓then: start Sub2}}}
            children:
              Sub: {on: {done: stay}}
              Sub2: {on: {done: stay}}
            ---
            flow: Sub
            start: x
            outcomes: [done]
            screens: {x: {actions: {d: finish done}}}
            ---
            flow: Sub2
            start: x
            outcomes: [done]
            screens: {x: {actions: {d: finish done}}}
            """, ["schema", "schema"])
    }

    /// `external` that is no boolean is `schema`; where the screen has `result` or `to`, which
    /// only an external screen has, it is read as external: those keys are not also reported,
    /// nor what `to` shows unreachable.
    @Test func anUnreadableExternalWithResultOrToIsReadAsExternal() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {a: present e, b: present f}}
              e: {external: ↓yes, result: Int, to: push x}
              f: {external: ↓null, to: push x}
              x: null
            """, ["schema", "schema"])
    }

    /// A `keep` that cannot be read is `schema`: a map keeps the child (its `reopen` unread), any
    /// other value is read as not kept; neither is also `unreleased-child`, nor a kept child that
    /// takes an input without `reopen` (`type-mismatch`).
    @Test func aChildWhoseKeepCannotBeReadIsNotAlsoNeverReleased() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {a: start L1, b: {input: Int, to: start L2}, c: start L3}}
            children:
              L1: {present: true, keep: ↓[]}
              L2: {present: true, keep: {reopen: ↓null}}
              L3: {present: true, keep: ↓{}}
            ---
            flow: L1
            start: s
            screens: {s: null}
            ---
            flow: L2
            input: Int
            start: s
            screens: {s: {input: Int}}
            ---
            flow: L3
            start: s
            screens: {s: null}
            """, ["schema", "schema", "schema"])
    }

    /// A `from` name of no screen is `missing-identifier`, and the trigger runs from the screen
    /// its hint suggests: no `dead-end-screen` or `unreachable-screen` for want of it.
    @Test func aTriggerRunsFromTheScreenAMisspeltFromMeant() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            outcomes: [done]
            screens:
              home: {actions: {more: push detail}}
              detail: null
              extra: null
            triggers:
              t: {from: [↓hom], to: finish done}
              u: {from: ↓detial, to: push extra}
            """, ["missing-identifier", "missing-identifier"])
    }

    /// A query item (or any route parameter) whose type no text of a URL is made into is
    /// `type-mismatch` at its type, and nothing more about that parameter.
    @Test func aRouteParameterOfAnImpossibleTypeIsOnlyATypeMismatch() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {s: {input: Int, to: push p}}}
              p: {input: Int}
            routes:
              "c/{id}": {id: Int, query: {q: ↓"[Int]"}, to: push p}
              "d/{id}/{r}": {id: Int, r: ↓"(Int) -> Int", to: push p}
            """, ["type-mismatch", "type-mismatch"])
    }

    /// A tabs flow without `tabs`, or with `tabs` that cannot be read, is `schema`: its children
    /// are the tabs it meant, each started and needing no way out (not also `unused-child`,
    /// `unreleased-child` and `unused-flow` for each).
    @Test func theChildrenOfATabsFlowWithoutTabsAreItsTabs() {
        Self.check(
            """
            ↓flow: Tabs
            root: tabs
            entry: true
            children:
              Home: null
              Cart: null
            ---
            flow: Home
            start: h
            screens: {h: null}
            ---
            flow: Cart
            start: c
            screens: {c: null}
            """, ["schema"])
        Self.check(
            """
            flow: Tabs
            root: tabs
            entry: true
            tabs: ↓7
            children:
              Home: null
            ---
            flow: Home
            start: h
            screens: {h: null}
            """, ["schema"])
    }

    /// `result` written as an empty list or map is `schema`: the action still asks for a result,
    /// so the `return` of the screen it presents is not also `invalid-transition`, nor a
    /// `return NAME` a `missing-identifier` among answers there are none of.
    @Test func anActionWhoseResultCannotBeReadStillAsksForOne() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {c: {to: present e1, result: ↓[]}, d: {to: present e2, result: ↓{}}}}
              e1: {actions: {x: return}}
              e2: {actions: {x: return foo}}
            """, ["schema", "schema"])
    }

    /// A YAML alias repeats its anchor's nodes: a mistake in them, found through both, is one
    /// finding at the anchor, not the same line twice.
    @Test func aMistakeInAnAnchoredNodeIsReportedOnce() {
        Self.check(
            """
            flow: A
            entry: true
            start: h
            screens:
              h: &x {actions: {a: push g, b: ↓push nope}}
              g: *x
            """, ["missing-identifier"])
    }

    /// A child that names no flow is told the flow it may mean, but never the flow it is a child
    /// of: no flow is its own child.
    @Test func aMissingChildIsNotToldItsOwnParent() {
        let findings = RuleExampleTests.lint(
            RuleExample(
                """
                flow: A
                entry: true
                start: a
                screens: {a: {actions: {go: start B}}}
                children:
                  B: null
                """
            ).unmarked.files)
        let child = findings.first { $0.message.hasPrefix("child 'B'") }
        #expect(child?.message == "child 'B' of flow 'A' names no flow", "\(findings)")
    }

    /// The screen a misspelt `start` item or `push` suggests would be reachable but for the
    /// mistake, and so would every screen it leads to: none of them is also `unreachable-screen`.
    /// A screen nothing leads to still is.
    @Test func whatAMisspeltStartOrPushMeantLeadsToIsNotAlsoUnreachable() {
        Self.check(
            """
            flow: App
            entry: true
            start: [home, ↓yy]
            screens:
              home: null
              y: {actions: {a: push z}}
              z: {actions: {b: present w}}
              w: null
            """, ["missing-identifier"])
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {go: ↓push detal}}
              detail: {actions: {more: push deeper}}
              deeper: null
              ↓lonely: null
            """, ["missing-identifier", "unreachable-screen"])
    }

    /// `result` on `{to: dismiss, then: present card}` is `schema` (the asking screen is closed
    /// before the second step shows anything), and the `return` it waits for is read as its
    /// answer, not also `invalid-transition` for answering nobody.
    @Test func aResultWhoseSecondStepWouldAnswerIsOneFinding() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {pick: present picker}}
              picker: {actions: {choose: {to: dismiss, then: present card, ↓result: Card}, cancel: dismiss}}
              card: {actions: {save: {input: Card, to: return}, cancel: dismiss}}
            """, ["schema"])
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {pick: present picker}}
              picker: {actions: {choose: {to: [present card, {to: ↓dismiss, then: present card}], result: Card}, cancel: dismiss}}
              card: {actions: {save: {input: Card, to: return}, cancel: dismiss}}
            """, ["schema"])
    }

    /// An external screen's `to` that closes and then moves (`{to: dismiss, then: push done}`) is
    /// one `schema`, at the closing step, not also one at `then`; what the second step shows is
    /// not unreachable.
    @Test func anExternalScreensClosingStepWithASecondIsOneFinding() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {share: present sheet}}
              sheet: {external: true, result: String, to: {to: ↓dismiss, then: push done}}
              done: null
            """, ["schema"])
    }

    /// Named answers asked after a closing step (`{to: dismiss, then: present card}`) are
    /// `schema` at `result`, and the `return`s of the screen the second step shows answer them as
    /// meant: no answer is also "never returned".
    @Test func namedAnswersAfterAClosingStepAreReturnedAsMeant() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {open: present sheet}}
              sheet:
                actions:
                  pick: {to: dismiss, then: present card, ↓result: [ok, cancelled]}
              card:
                actions:
                  ok: return ok
                  no: return cancelled
            """, ["schema"])
    }

    /// A trigger whose `from` names an external screen is `invalid-transition` at `from`, and its
    /// step is not checked again as run from that screen.
    @Test func aTriggerFromAnExternalScreenIsOneFinding() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {share: present ext}}
              ext: {external: true}
            triggers:
              t: {from: ↓ext, to: pop}
            """, ["invalid-transition"])
    }

    /// A `then` inside a second step's long form is a third step, whatever the second's verb;
    /// inside an external screen's `to`, a second step after its closing: one finding each, at
    /// that `then`, and what it names is not unreachable.
    @Test func aThenInsideASecondStepIsAThirdStep() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {s: push mid}}
              mid: {actions: {s: present sheet, e: present ext}}
              sheet:
                actions:
                  a: {to: dismiss, then: {to: pop, ↓then: push x}}
                  b: {to: dismiss, then: {to: push x, ↓then: pop}}
              ext: {external: true, to: {to: push x, ↓then: pop}}
              x: {actions: {p: pop}}
            """, ["schema", "schema", "schema"])
    }

    /// What runs as an action of the screen on top, over whatever the flow shows (a button of an
    /// alert a trigger without `from` shows, a second step after closing a sheet such a trigger
    /// presented, an external screen's `to`), is checked as an action of every screen the flow
    /// may show: in an entry flow, a `pop` there is `invalid-transition` and a `dismiss`
    /// `dismiss-without-present`, as on its first screen; what it pushes is reachable.
    @Test func movesOverWhateverTheFlowShowsAreCheckedAsTheFirstScreensActions() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: null
            alerts:
              al: {buttons: {b: ↓pop, d: ↓dismiss, k: {role: cancel}}}
            triggers:
              t: alert al
            """, ["invalid-transition", "dismiss-without-present"])
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: null
              sheet: {actions: {x: {to: dismiss, then: ↓pop}, y: {to: dismiss, then: push x}}}
              x: {actions: {b: pop}}
            triggers:
              t: present sheet
            """, ["invalid-transition"])
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: null
              ext: {external: true, to: alert al}
            alerts:
              al: {buttons: {b: ↓pop, k: {role: cancel}}}
            triggers:
              t: present ext
            """, ["invalid-transition"])
    }

    /// An external screen made the first of a stack is `invalid-transition`, and the screen only
    /// its `to` leads to is not also unreachable: the mistake meant it shown.
    @Test func whatAnExternalScreenMadeFirstLeadsToIsNotAlsoUnreachable() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens:
              home: {actions: {share: ↓replace ext}}
              ext: {external: true, to: push sent}
              sent: {actions: {back: pop}}
            """, ["invalid-transition"])
    }

    /// A route hides a later one only where it matches every URL that one does, in the same
    /// `<Entry>Route`: not with an optional query item the later does not require (there but
    /// rejected, it matches nothing), not for another entry flow's route, and not when it has no
    /// way itself (reported as such, once).
    @Test func aRouteHidesALaterOneOnlyWhereItMatchesAllItsURLs() {
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens: {home: null, page: {input: "Int?"}, help: {input: String}}
            routes:
              help: {query: {page: "Int?"}, to: push page}
              "/help": {query: {topic: String}, to: push help}
            """, [])
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens: {home: null, about: null}
            routes:
              help: {to: push about}
            ---
            flow: Widget
            entry: true
            start: w
            screens: {w: null, help: {input: String}}
            routes:
              "/help": {query: {topic: String}, to: push help}
            """, [])
        Self.check(
            """
            flow: App
            entry: true
            start: home
            screens: {home: null, help: {input: String}}
            routes:
              "/help": {query: {topic: String}, to: push help}
            ---
            flow: ↓Old
            start: o
            screens: {o: null}
            routes:
              ↓help: {to: start}
            """, ["unused-flow", "unreachable-route"])
    }

    /// A `start` item written as a transition's long form is `schema`, and the screen its `to`
    /// names is not also unreachable.
    @Test func aStartItemInTheLongFormIsOneFinding() {
        Self.check(
            """
            flow: App
            entry: true
            entries:
              main: {input: String, start: [landing, ↓{to: vaultUnlock, make: true}]}
            screens:
              landing: {input: String}
              vaultUnlock: {input: Int}
            """, ["schema"])
    }
}

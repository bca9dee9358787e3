import FlowDiagnostics
import FlowcKit
import Testing

/// Named results (format 1.2): the words of each finding, as Docs/flow-format.md quotes them.
@Suite struct NamedResultRuleTests {
    static func messages(_ text: String) -> [String] {
        MutationGapTests.lint([("Example.flow.yaml", text)]).diagnostics
            .filter { !["unreachable-screen", "dead-end-screen"].contains($0.rule.rawValue) }
            .map { "\($0.rule.rawValue) \($0.location.line):\($0.location.column) \($0.message)" }
    }

    /// An answer of type `T?` takes a `T` (Swift wraps it), also where the optional needs
    /// parentheses (`(any P)?`, `(@Sendable () -> Void)?`): from a screen's `return` and from a
    /// child's handler alike, as a plain `result` does. A payload of another type is still one.
    @Test func anOptionalAnswerTakesWhatItWrapsWhateverTheParentheses() {
        let text = """
            flow: App
            entry: true
            start: home
            screens:
              home:
                actions:
                  pick: {to: present sheet, result: {ex: "(any P)?", fn: "(@Sendable () -> Void)?", n: "Int?"}}
                  child: {to: start Kid, result: {x: "(any P)?", f: "Optional<@Sendable () -> Void>"}}
              sheet:
                actions:
                  ex: {input: "any P", to: return ex}
                  fn: {input: "@Sendable () -> Void", to: return fn}
                  n: {input: "any Q", to: return n}
            children:
              Kid: {present: true, on: {done: return x, fn: return f}}
            ---
            flow: Kid
            start: k
            outcomes: {done: "any P", fn: "@Sendable () -> Void"}
            screens:
              k: {actions: {a: {input: "any P", to: finish done}, b: {input: "@Sendable () -> Void", to: finish fn}}}
            """
        #expect(
            Self.messages(text) == [
                "type-mismatch 13:31 'return n' hands 'any Q' back to action 'pick' of screen 'home', whose answer 'n' carries 'Int?'"
            ])
    }

    @Test func eachFindingSaysWhatIsWrongAndWhere() {
        let text = """
            flow: LinkNewDevice
            entry: true
            start: linkNewDevice
            screens:
              linkNewDevice:
                actions:
                  verifyWithAppLockPIN: {to: present appLock, result: [unlocked, cancelled]}
                  changeAddress: {to: present addresses, result: Address}
                  typed: {to: present addresses, result: [Address]}
              appLock:
                actions:
                  appUnlocked: return unlockd
              addresses:
                actions:
                  keep: return unlocked
            """
        #expect(
            Self.messages(text) == [
                "unused-outcome 7:70 answer 'cancelled' of action 'verifyWithAppLockPIN' on screen 'linkNewDevice' is never returned",
                "invalid-identifier 9:47 answer name 'Address' must be lowerCamelCase; for the type [Address], quote it: result: \"[Address]\"",
                "missing-identifier 12:20 'return unlockd' on screen 'appLock' names no answer of action 'verifyWithAppLockPIN' on screen 'linkNewDevice' (unlocked, cancelled); did you mean 'unlocked'?",
                "missing-identifier 15:13 'return unlocked' on screen 'addresses' names no answer of action 'typed' on screen 'linkNewDevice' (Address)",
                "type-mismatch 15:13 'return unlocked' answers action 'changeAddress' of screen 'linkNewDevice' with a name, but it waits for 'Address'",
            ])
    }

    @Test func payloadsAndTheResultEnumsNamesAreChecked() {
        let text = """
            flow: Checkout
            entry: true
            start: review
            screens:
              review:
                actions:
                  pickCard: {to: present cards, result: {picked: Card, maybe: Card?, none: null}}
                  changeAddress: {to: present cards, result: [picked, maybe, none]}
              reviewChange:
                actions:
                  address: {to: present cards, result: [picked, maybe, none]}
              cards:
                actions:
                  choose: {input: Address, to: return picked}
                  skip: return picked
                  wrap: {input: Card, to: return maybe}
                  close: return none
            """
        #expect(
            Self.messages(text) == [
                "invalid-identifier 11:7 action 'address' of screen 'reviewChange' of flow 'Checkout' and action 'changeAddress' of screen 'review' of flow 'Checkout' would both generate the type 'CheckoutReviewChangeAddressResult'; rename one",
                "type-mismatch 14:36 'return picked' hands 'Address' back to action 'pickCard' of screen 'review', whose answer 'picked' carries 'Card'",
                "type-mismatch 15:13 'return picked' hands nothing back to action 'pickCard' of screen 'review', whose answer 'picked' carries 'Card'",
            ])
    }
}

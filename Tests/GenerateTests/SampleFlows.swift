/// Small flows for the command's tests.
enum SampleFlows {
    static let app = """
        flow: App
        entry: true
        start: home
        screens:
          home:
            actions:
              open:
                input: Int
                to: push detail
              signIn: start Login
          detail:
            input: Int
            actions:
              close: pop
        children:
          Login:
            present: true
            on:
              done: stay

        """

    static let login = """
        flow: Login
        outcomes: [done]
        back: done
        start: form
        screens:
          form:
            swiftui: true
            view: LoginView
            actions:
              submit: finish done

        """

    /// A flow with an error: `detail` is unreachable.
    static let broken = """
        flow: Broken
        entry: true
        start: home
        screens:
          home:
            actions:
              stay: stay
          detail:
            actions:
              close: pop

        """
}

extension Flow {
    /// Calls `body` with every payload type the flow writes: its input, its outcomes', events',
    /// entries', triggers' and alerts' types, and each screen's input, external result and
    /// actions' types. Not its routes' parameters, which feed these. By index, without gathering
    /// them: a `for` over screens and actions would copy each one whole, and this runs on every
    /// action of a large app.
    public func forEachPayloadType(_ body: (TypeExpression) -> Void) {
        func visit(_ type: TypeExpression?) { if let type { body(type) } }
        visit(input)
        for index in outcomes.indices { visit(outcomes[index].payload) }
        for index in events.indices { visit(events[index].payload) }
        for index in (entries ?? []).indices { visit(entries?[index].input) }
        for index in triggers.indices { visit(triggers[index].input) }
        for index in alerts.indices { visit(alerts[index].input) }
        for s in screens.indices {
            visit(screens[s].input)
            visit(screens[s].external?.result)
            for a in screens[s].actions.indices {
                visit(screens[s].actions[a].input)
                visit(screens[s].actions[a].output)
                visit(screens[s].actions[a].result)
                for answer in screens[s].actions[a].answers ?? [] { visit(answer.payload) }
            }
        }
    }
}

#!/usr/bin/env python3
"""Writes a deterministic corpus of valid flow files for benchmarks and scale tests.

    Scripts/corpus.py --files 2000 --screens 50 --depth 4 --out corpus/2000x50

Shape, per flow: typed screen inputs, every verb of the verb table (`Transition.Verb`;
`CorpusTests` fails, naming the verb, until a new one is written here), long and short action
forms, alternatives, an async action with output, SwiftUI and storyboard screens, outcomes with
and without payload, a `back` outcome, and the format-1.1 constructs:

- alerts: a confirmation dialog shown from some screens of every flow of more than five screens;
- presentation maps: most presented screens have a `presentation` (sheet styles, detents,
  `swipeToDismiss: false`), and most presented children a `present` map;
- results: every other presented screen is presented for a `result` it hands back with `return`,
  and a third of the children are started for one that their parent's handlers `return`;
- events: a third of the flows declare two events and `send` them; each parent handles them in the
  child's `on` (pushing, resetting, or passing them on with `send`); the entry tabs flow handles
  its tabs' events with `select`;
- reset: a fifth of the flows have a sign-out action that resets to the first screen;
- entry points: a sixth of the flows declare `entries` (two when there are more than three
  screens) instead of `start`, and their parent starts each with `start Flow.entry`;
- routes: each tab has a route to one of its screens, each flow under a tab a route to one of
  its screens through it, and a tenth of the flows, at any depth, a route that starts them;

and, unless `--format 1.1` asks for the corpus as it was before format 1.2, the format-1.2
constructs:

- make: a screen in thirteen pushes the next with a value its work makes from a `String`;
- triggers: a quarter of the flows declare three: one from two screens with a made step, one
  over whatever the flow shows with alternatives, and one that resets;
- entries that choose: the second entry of a flow with entries starts at one of two screens and
  lists the outcomes it finishes with;
- named results: every other screen presented for a result answers by name, `picked` with the
  item or `unchanged`, and every other child started for a result answers `finished` or
  `abandoned`;
- route keys: each tab has a link with a query item, each flow under a tab one with a fragment,
  and a flow with entries under a tab a link that starts it at its second entry;
- then: every other presented screen not asked for a result can close and finish its flow, or
  close and show the next screen with a value its work makes;
- keep: an eighth of the children are presented and kept, reopened by a trigger of theirs;
- external screens: a third of the flows (of more than four screens) share items through a share
  sheet, presented as it is for whether they were shared, and push a document picker for the file
  picked, after which the work chooses to finish the flow or nothing more.

Flows form chains of child flows `--depth` long; an entry `tabs` flow shows the first chains as
tabs, and each later chain hangs off an earlier one. The second link of the first chain is also
started by the second tab, as a page shared by two tabs is: routes to it and below it name the
first tab with `via`. The same arguments always write the same bytes, and the corpus lints clean.
"""
import argparse
import os

TYPES = ["Item", "[Item.ID]", "Item?"]
WORDS = ["catalog", "productDetails", "reviews", "sizeGuide", "wishlist", "deliveryOptions", "giftWrap", "summary"]
PRESENTATIONS = [
    "{style: popover}",
    "{style: pageSheet, detents: [medium, large]}",
    "{style: formSheet, swipeToDismiss: false}",
    None,  # a version-1 sheet
    "{style: fullScreen}",
]
CHILD_PRESENTATIONS = ["false", "{style: pageSheet, detents: [medium, large]}", "false", "true"]


class Corpus:
    """The flows and how they hang together: chains, tabs, who starts whom."""

    def __init__(self, files, screens, depth, tabs):
        self.screens = screens
        self.flows = files - 1  # one file holds the entry tabs flow
        heads = list(range(0, self.flows, depth))
        self.tabs = heads[:tabs]
        self.children = {i: [] for i in range(self.flows)}
        for i in range(self.flows):
            if i % depth != 0:
                self.children[i - 1].append(i)  # next link of the chain
        for position, head in enumerate(heads[tabs:]):
            self.children[heads[position]].append(head)  # later chains hang off earlier chain heads
        # The second link of the first chain is shared with the second tab: two ways of one length.
        self.shared = 1 if depth >= 2 and len(self.tabs) >= 2 else None
        if self.shared is not None:
            self.children[self.tabs[1]].append(self.shared)
        self.parent = {}
        for parent in range(self.flows):
            for child in self.children[parent]:
                self.parent.setdefault(child, parent)  # the first parent: the shared flow's way via tab 0

    def way(self, index):
        """The flows from the tab down to `index`, tab first."""
        flows = [index]
        while flows[-1] not in self.tabs:
            flows.append(self.parent[flows[-1]])
        return list(reversed(flows))


def flow_name(index):
    return "Flow%05d" % index


def screen_id(j):
    return "%sStep%d" % (WORDS[j % len(WORDS)], j)


def screen_type(j):
    return TYPES[j % len(TYPES)]


def is_presented(j):
    return j > 0 and j % 5 == 0


def asks_presented_result(j):
    """Whether the screen presenting screen `j` waits for an item it picks."""
    return is_presented(j) and j % 10 == 5


def asks_child_result(child):
    """Whether the action starting `child` waits for its receipt."""
    return child % 3 == 2


def has_events(index):
    return index % 3 == 0


def has_entries(corpus, index):
    return index % 6 == 4 and index not in corpus.tabs


def signs_out(index):
    return index % 5 == 3


# Format 1.2 (each false under --format 1.1)

FORMAT_1_2 = True


def makes_next(j, screens):
    """Whether screen `j` pushes the next screen with a value its work makes."""
    return FORMAT_1_2 and j % 13 == 6 and j + 1 < screens and not is_presented(j + 1)


def has_triggers(corpus, index):
    return FORMAT_1_2 and index % 4 == 2 and corpus.screens > 6


def chooses_entry_start(corpus):
    """Whether the second entry starts at one of two screens (and lists its outcomes)."""
    return FORMAT_1_2 and corpus.screens > 6


def names_presented_result(j):
    return FORMAT_1_2 and asks_presented_result(j) and j % 20 == 15


def names_child_result(child):
    return FORMAT_1_2 and asks_child_result(child) and child % 6 == 5


def closes_then(j, screens):
    """Whether presented screen `j` can close and then move on (format 1.2 `then`)."""
    return FORMAT_1_2 and is_presented(j) and j % 10 == 0 and j + 1 < screens


def is_kept(corpus, child):
    """Whether `child` is kept by its parent (presented, never a shared, entry or tab flow)."""
    return (FORMAT_1_2 and child % 8 == 3 and CHILD_PRESENTATIONS[child % len(CHILD_PRESENTATIONS)] != "false"
            and child != corpus.shared and not has_entries(corpus, child))


# Screens


def has_external_screens(index, screens):
    """Whether flow `index` has a share sheet and a document picker (format 1.2 `external`)."""
    return FORMAT_1_2 and index % 3 == 1 and screens > 4


def external_action_lines(index, j, screens):
    if not has_external_screens(index, screens):
        return []
    if j == 2:
        return ["      sendItems: {input: String, to: present shareSheet, result: Bool}"]
    if j == 3:
        return ["      attach: {to: push documentPicker, result: String}"]
    return []


def external_screen_lines(index, screens):
    if not has_external_screens(index, screens):
        return []
    return [
        "  shareSheet:",
        "    external: true",
        "    input: String",
        "    result: Bool",
        "    presentation: {style: popover}",
        "  documentPicker:",
        "    external: true",
        "    result: String",
        "    to: [finish cancelled, stay]",
    ]


def presentation_lines(j):
    style = PRESENTATIONS[(j // 5) % len(PRESENTATIONS)]
    return [] if style is None else ["    presentation: %s" % style]


def next_action_lines(j, screens):
    if j + 1 == screens:
        return ["      complete:", "        input: Receipt", "        to: finish done"]
    verb = "present" if is_presented(j + 1) else "push"
    if makes_next(j, screens):
        return ["      next:", "        input: String", "        to: push %s" % screen_id(j + 1), "        make: true"]
    lines = ["      next:", '        input: "%s"' % screen_type(j + 1), "        to: %s %s" % (verb, screen_id(j + 1))]
    if names_presented_result(j + 1):
        lines.append("        result: {picked: Item, unchanged: null}")
    elif asks_presented_result(j + 1):
        lines.append("        result: Item")
    return lines


def result_return_lines(j):
    """A screen presented for a result hands back the item picked, or nothing."""
    if names_presented_result(j):
        return ["      pick: {input: Item, to: return picked}", "      keep: return unchanged"]
    if not asks_presented_result(j):
        return []
    return ["      pick: {input: Item, to: return}"]


def open_child_lines(corpus, child):
    name = flow_name(child)
    if has_entries(corpus, child):
        lines = ["      open%s: {input: Context, to: start %s.main}" % (name, name)]
        if corpus.screens > 3:
            lines.append("      resume%s: {input: Item, to: start %s.item}" % (name, name))
        return lines
    if names_child_result(child):
        return ["      open%s: {input: Context, to: start %s, result: [finished, abandoned]}" % (name, name)]
    if asks_child_result(child):
        return ["      open%s: {input: Context, to: start %s, result: Receipt}" % (name, name)]
    return ["      open%s: {input: Context, to: start %s}" % (name, name)]


def send_event_lines(index, j, screens):
    if not has_events(index):
        return []
    lines = []
    if j == 1:
        lines.append('      openItem: {input: "Item?", to: send openItem}')
    if j == screens - 1:
        lines.append("      sessionExpired: {input: Context, to: send sessionExpired}")
    return lines


def sign_out_lines(index, j, screens):
    if not (signs_out(index) and j == screens - 1):
        return []
    return ["      signOut: {input: Context, to: reset %s}" % screen_id(0)]


def screen_lines(corpus, index, j):
    screens = corpus.screens
    lines = ["  %s:" % screen_id(j)]
    if j % 7 == 3:
        lines.append("    swiftui: true")
    if j % 11 == 4:
        lines += ["    storyboard: Main", "    identifier: Screen%d" % j]
    elif j % 7 != 3:
        lines.append("    view: %s%sViewController" % (screen_id(j)[0].upper(), screen_id(j)[1:]))
    lines.append("    input: %s" % ("Context" if j == 0 else '"%s"' % screen_type(j)))
    if is_presented(j):
        lines += presentation_lines(j)
    lines.append("    actions:")
    lines += next_action_lines(j, screens)
    if j == 0:
        lines.append("      close: finish cancelled")
    if is_presented(j):
        lines.append("      close: dismiss")
        lines += result_return_lines(j)
        if closes_then(j, screens):
            lines.append("      abandon: {to: dismiss, then: finish cancelled}")
            if j % 20 == 10:
                lines.append("      retry: {input: String, to: dismiss, then: {to: push %s, make: true}}"
                             % screen_id(j + 1))
    elif j > 0:
        lines.append("      up: pop")
        if j % 3 == 0:
            lines.append("      top: popToRoot")
    if j % 4 == 2:
        lines += ["      search:", "        input: String", '        output: "[Item]"', "        async: true"]
    if j % 6 == 1:
        lines.append("      restart: {input: Context, to: [replace %s, finish cancelled]}" % screen_id(0))
    if j % 2 == 0:
        lines += ["      share:", '        input: "[Item.ID]"', "        output: Bool", "        async: true"]
    if j == 1:
        for child in corpus.children[index]:
            lines += open_child_lines(corpus, child)
    if j % 9 == 8:
        lines.append("      refresh: stay")
    if j % 8 == 5:
        lines.append("      leave: alert confirmLeave")
    lines += send_event_lines(index, j, screens)
    lines += sign_out_lines(index, j, screens)
    lines += external_action_lines(index, j, screens)
    return lines


# Flow-level keys


def start_lines(corpus, index):
    if not has_entries(corpus, index):
        return ["input: Context", "start: %s" % screen_id(0)]
    lines = ["entries:", "  main: {input: Context, start: %s}" % screen_id(0)]
    if chooses_entry_start(corpus):
        lines.append("  item: {input: Item, start: [%s, %s], outcomes: [done]}" % (screen_id(3), screen_id(6)))
    elif corpus.screens > 3:
        lines.append("  item: {input: Item, start: %s}" % screen_id(3))
    return lines


def events_lines(index):
    if not has_events(index):
        return []
    return ["events:", '  openItem: "Item?"', "  sessionExpired: Context"]


def triggers_lines(corpus, index):
    """An order shipped (shown from two screens, by a made value), an offer (the work picks), a
    session ended (over whatever the flow shows); a kept flow's trigger that its parent's later
    starts hand their context to."""
    kept = ["  reopened: {input: Context, to: stay}"] if is_kept(corpus, index) else []
    if not has_triggers(corpus, index):
        return ["triggers:"] + kept if kept else []
    return [
        "triggers:",
        "  itemShipped:",
        "    input: Item.ID",
        "    from: [%s, %s]" % (screen_id(1), screen_id(2)),
        "    to: push %s" % screen_id(3),
        "    make: true",
        "  offerArrived: {input: Item, to: [push %s, stay]}" % screen_id(6),
        "  sessionEnded: {input: Context, to: reset %s}" % screen_id(0),
    ] + kept


def alerts_lines(screens):
    if screens <= 5:
        return []
    return [
        "alerts:",
        "  confirmLeave:",
        "    style: confirmationDialog",
        "    title: Leave?",
        "    buttons:",
        "      leave: {role: destructive, to: finish cancelled}",
        "      stay: {role: cancel}",
    ]


def event_handler_lines(corpus, parent):
    """How a stack flow handles a child's events: passes them on when it has the same events,
    otherwise shows the item and starts over when the session expired."""
    if has_events(parent):
        return ["      openItem: send openItem", "      sessionExpired: send sessionExpired"]
    show = "push %s" % screen_id(2) if corpus.screens > 2 else "stay"
    return ["      openItem: %s" % show, "      sessionExpired: reset %s" % screen_id(0)]


def children_lines(corpus, index):
    if not corpus.children[index]:
        return []
    lines = ["children:"]
    for child in corpus.children[index]:
        done = cancelled = "return" if asks_child_result(child) else "stay"
        if names_child_result(child):
            done, cancelled = "return finished", "return abandoned"
        lines += [
            "  %s:" % flow_name(child),
            "    present: %s" % CHILD_PRESENTATIONS[child % len(CHILD_PRESENTATIONS)],
        ]
        if is_kept(corpus, child):
            lines.append("    keep: {reopen: reopened}")
        lines += [
            "    on:",
            "      done: %s" % done,
            "      cancelled: %s" % cancelled,
        ]
        if has_events(child):
            lines += event_handler_lines(corpus, index)
    return lines


def route_lines(corpus, index):
    """Deep links: a tab's to one of its screens; a flow under a tab's to one of its screens, its
    context feeding the flow; some flows' to their start, the one context feeding every flow on
    the way. `via` names the first tab where the second also leads. Format 1.2: a tab's link with
    a query item, a link under a tab with a fragment, and a flow with entries started at its
    second entry."""
    way = corpus.way(index)
    via = [] if corpus.shared not in way else ["    via: %s" % flow_name(way[0])]
    name = flow_name(index).lower()
    if has_entries(corpus, index):
        if not (FORMAT_1_2 and corpus.screens > 3 and len(way) == 2):
            return []
        return ["routes:", '  "%s/resume/{item}":' % name, "    item: Item", "    entry: item", "    to: start"] + via
    routes = []
    if corpus.screens > 3 and len(way) == 1:
        routes += ['  "%s/items/{item}":' % name, "    item: Item", "    to: push %s" % screen_id(3)]
        if FORMAT_1_2:
            routes += ['  "%s/find":' % name, "    query: {item: Item}", "    to: push %s" % screen_id(3)]
    if corpus.screens > 3 and len(way) == 2:
        routes += ['  "%s/{context}/items/{item}":' % name, "    context: Context", "    item: Item"]
        routes += ["    to: push %s" % screen_id(3)] + via
        if FORMAT_1_2:
            routes += ['  "%s/{context}/at":' % name, "    context: Context", '    fragment: "/items/{item}"',
                       "    item: Item", "    to: push %s" % screen_id(3)] + via
    if index % 10 == 1 and len(way) > 1:
        routes += ['  "%s/{context}":' % name, "    context: Context", "    to: start"] + via
    return ["routes:"] + routes if routes else []


def flow_text(corpus, index):
    lines = [
        "# yaml-language-server: $schema=../Schemas/flow.schema.json",
        "flow: %s" % flow_name(index),
    ]
    lines += start_lines(corpus, index)
    lines += ["outcomes:", "  done: Receipt", "  cancelled: null", "back: cancelled"]
    lines += events_lines(index)
    lines += triggers_lines(corpus, index)
    lines.append("screens:")
    for j in range(corpus.screens):
        lines += screen_lines(corpus, index, j)
    lines += external_screen_lines(index, corpus.screens)
    lines += alerts_lines(corpus.screens)
    lines += children_lines(corpus, index)
    lines += route_lines(corpus, index)
    return "\n".join(lines) + "\n"


def tabs_text(corpus):
    """The entry tabs flow: a tab's events select the first tab (to show the item) or the last
    (to sign in again)."""
    lines = [
        "# yaml-language-server: $schema=../Schemas/flow.schema.json",
        "flow: App",
        "entry: true",
        "input: Context",  # handed to each tab, as the tabs take it
        "root: tabs",
        "tabs: [%s]" % ", ".join(flow_name(t) for t in corpus.tabs),
        "children:",
    ]
    for tab in corpus.tabs:
        if not has_events(tab):
            lines.append("  %s: null" % flow_name(tab))
            continue
        lines += [
            "  %s:" % flow_name(tab),
            "    on:",
            "      openItem: select %s" % flow_name(corpus.tabs[0]),
            "      sessionExpired: select %s" % flow_name(corpus.tabs[-1]),
        ]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=2000, help="flow files to write (one flow each)")
    parser.add_argument("--screens", type=int, default=50, help="screens per flow")
    parser.add_argument("--depth", type=int, default=4, help="length of each chain of child flows")
    parser.add_argument("--tabs", type=int, default=4, help="chains shown as tabs of the entry flow")
    parser.add_argument("--out", required=True, help="directory to write into (created)")
    parser.add_argument("--format", choices=["1.1", "1.2"], default="1.2",
                        help="1.1: the corpus as it was before format 1.2, without its constructs")
    args = parser.parse_args()
    global FORMAT_1_2
    FORMAT_1_2 = args.format == "1.2"
    if args.files < 2 or args.screens < 2 or args.depth < 1 or args.tabs < 1:
        parser.error("need at least 2 files, 2 screens, depth 1 and 1 tab")

    corpus = Corpus(args.files, args.screens, args.depth, args.tabs)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "App.flow.yaml"), "w") as f:
        f.write(tabs_text(corpus))
    for i in range(corpus.flows):
        with open(os.path.join(args.out, "%s.flow.yaml" % flow_name(i)), "w") as f:
            f.write(flow_text(corpus, i))


if __name__ == "__main__":
    main()

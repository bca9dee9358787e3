#!/usr/bin/env python3
"""Writes a deterministic corpus of valid flow files for benchmarks and scale tests.

    Scripts/corpus.py --files 2000 --screens 50 --depth 4 --out corpus/2000x50

Shape, per flow: typed screen inputs, every verb (push, present, replace, pop, popToRoot, dismiss,
start, finish, stay, alert), long and short action forms, alternatives, an async action with output,
SwiftUI and storyboard screens, outcomes with and without payload, a `back` outcome, and (format
1.1) a confirmation dialog shown from some screens. Flows form
chains of child flows `--depth` long; an entry `tabs` flow shows the first chains as tabs, and
each later chain hangs off an earlier one. The same arguments always write the same bytes, and
the corpus lints clean.
"""
import argparse
import os

TYPES = ["Item", "[Item.ID]", "Item?"]
WORDS = ["catalog", "productDetails", "reviews", "sizeGuide", "wishlist", "deliveryOptions", "giftWrap", "summary"]


def flow_name(index):
    return "Flow%05d" % index


def screen_id(j):
    return "%sStep%d" % (WORDS[j % len(WORDS)], j)


def screen_type(j):
    return TYPES[j % len(TYPES)]


def flow_text(index, screens, children):
    name = flow_name(index)
    lines = [
        "# yaml-language-server: $schema=../Schemas/flow.schema.json",
        "flow: %s" % name,
        "input: Context",
        "start: %s" % screen_id(0),
        "outcomes:",
        "  done: Receipt",
        "  cancelled: null",
        "back: cancelled",
        "screens:",
    ]
    presented = set(j for j in range(1, screens) if j % 5 == 0)
    for j in range(screens):
        lines.append("  %s:" % screen_id(j))
        if j % 7 == 3:
            lines.append("    swiftui: true")
        if j % 11 == 4:
            lines += ["    storyboard: Main", "    identifier: Screen%d" % j]
        elif j % 7 != 3:
            lines.append("    view: %s%sViewController" % (screen_id(j)[0].upper(), screen_id(j)[1:]))
        lines.append("    input: %s" % ("Context" if j == 0 else '"%s"' % screen_type(j)))
        lines.append("    actions:")
        if j + 1 < screens:
            verb = "present" if (j + 1) in presented else "push"
            lines += [
                "      next:",
                '        input: "%s"' % screen_type(j + 1),
                "        to: %s %s" % (verb, screen_id(j + 1)),
            ]
        else:
            lines += ["      complete:", "        input: Receipt", "        to: finish done"]
        if j == 0:
            lines.append("      close: finish cancelled")
        if j in presented:
            lines.append("      close: dismiss")
        elif j > 0:
            lines.append("      up: pop")
            if j % 3 == 0:
                lines.append("      top: popToRoot")
        if j % 4 == 2:
            lines += [
                "      search:",
                "        input: String",
                '        output: "[Item]"',
                "        async: true",
            ]
        if j % 6 == 1:
            lines.append("      restart: {input: Context, to: [replace %s, finish cancelled]}" % screen_id(0))
        if j % 2 == 0:
            lines += ["      share:", '        input: "[Item.ID]"', "        output: Bool", "        async: true"]
        if j == 1 and children:
            for child in children:
                lines.append("      open%s: {input: Context, to: start %s}" % (flow_name(child), flow_name(child)))
        if j % 9 == 8:
            lines.append("      refresh: stay")
        if j % 8 == 5:
            lines.append("      leave: alert confirmLeave")
    if screens > 5:
        lines += [
            "alerts:",
            "  confirmLeave:",
            "    style: confirmationDialog",
            "    title: Leave?",
            "    buttons:",
            "      leave: {role: destructive, to: finish cancelled}",
            "      stay: {role: cancel}",
        ]
    if children:
        lines.append("children:")
        for child in children:
            lines += [
                "  %s:" % flow_name(child),
                "    present: %s" % ("true" if child % 2 else "false"),
                "    on:",
                "      done: stay",
                "      cancelled: stay",
            ]
    return "\n".join(lines) + "\n"


def tabs_text(tabs):
    lines = [
        "# yaml-language-server: $schema=../Schemas/flow.schema.json",
        "flow: App",
        "entry: true",
        "root: tabs",
        "tabs: [%s]" % ", ".join(flow_name(t) for t in tabs),
        "children:",
    ]
    for tab in tabs:
        lines.append("  %s: null" % flow_name(tab))
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--files", type=int, default=2000, help="flow files to write (one flow each)")
    parser.add_argument("--screens", type=int, default=50, help="screens per flow")
    parser.add_argument("--depth", type=int, default=4, help="length of each chain of child flows")
    parser.add_argument("--tabs", type=int, default=4, help="chains shown as tabs of the entry flow")
    parser.add_argument("--out", required=True, help="directory to write into (created)")
    args = parser.parse_args()
    if args.files < 2 or args.screens < 2 or args.depth < 1:
        parser.error("need at least 2 files, 2 screens and depth 1")

    flows = args.files - 1  # one file holds the entry tabs flow
    heads = list(range(0, flows, args.depth))
    tabs = heads[: args.tabs]
    children = {i: [] for i in range(flows)}
    for i in range(flows):
        if i % args.depth != 0:
            children[i - 1].append(i)  # next link of the chain
    for position, head in enumerate(heads[args.tabs :]):
        children[heads[position]].append(head)  # later chains hang off earlier chain heads

    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "App.flow.yaml"), "w") as f:
        f.write(tabs_text(tabs))
    for i in range(flows):
        with open(os.path.join(args.out, "%s.flow.yaml" % flow_name(i)), "w") as f:
            f.write(flow_text(i, args.screens, children[i]))


if __name__ == "__main__":
    main()

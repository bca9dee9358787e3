#!/usr/bin/env python3
"""Writes the large-app graph fixture: the coordinator tree of an imagined shopping and chat app,
36 interlinked flows, for the tests that render big graphs with the real Graphviz.

    Scripts/large-app.py Tests/FlowcTests/Fixtures/large-app

It has what large real trees have and small fixtures lack: a tabs flow under an entry flow, flows
started from many parents (shared and presented children), outcomes with handlers that push,
finish and stay, alternatives, and cycles between flows (Room and UserProfile start each other,
Space starts Space) with their edges into clusters. The same run writes the same bytes; the flows
lint without errors.
"""
import os
import sys

# name: (outcomes, back, screens, children [(name, presented)], tabs)
FLOWS = {
    "App": ([], None, ["launch"], [("Onboarding", False), ("Auth", True), ("Main", False)], None),
    "Onboarding": (["done"], None, ["welcome", "terms", "permissions"], [], None),
    "Auth": (["signedIn", "cancelled"], "cancelled", ["login", "register", "forgotPassword"],
             [("PasswordReset", False), ("TwoFactor", False)], None),
    "PasswordReset": (["done", "cancelled"], "cancelled", ["email", "code", "newPassword"], [], None),
    "TwoFactor": (["verified", "failed"], None, ["code"], [], None),
    "Main": ([], None, [], [("HomeTab", False), ("SearchTab", False), ("ChatsTab", False),
                            ("SpacesTab", False), ("ProfileTab", False)],
             ["HomeTab", "SearchTab", "ChatsTab", "SpacesTab", "ProfileTab"]),
    "HomeTab": ([], None, ["feed", "promotions", "category"],
                [("ProductDetail", False), ("Cart", True), ("Compose", True)], None),
    "SearchTab": ([], None, ["search", "results", "filters"],
                  [("ProductDetail", False), ("UserProfile", False), ("Room", False)], None),
    "ChatsTab": ([], None, ["chats", "archive"],
                 [("Room", False), ("Compose", True), ("UserProfile", False), ("CreateRoom", True)], None),
    "SpacesTab": ([], None, ["spaces"], [("Space", False), ("CreateSpace", True)], None),
    "ProfileTab": ([], None, ["profile", "orders", "wishlist"],
                   [("Settings", True), ("OrderDetail", False), ("ProductDetail", False)], None),
    "ProductDetail": (["addedToCart", "closed"], "closed", ["product", "specs", "sizeGuide"],
                      [("Reviews", False), ("Gallery", True), ("Share", True), ("Cart", True)], None),
    "Reviews": (["done"], "done", ["reviews", "writeReview"], [("UserProfile", False)], None),
    "Gallery": (["closed"], "closed", ["gallery", "zoom"], [], None),
    "Share": (["shared", "cancelled"], "cancelled", ["targets", "message"], [("Room", False)], None),
    "Cart": (["ordered", "closed"], "closed", ["cart", "coupons"],
             [("Checkout", False), ("ProductDetail", False)], None),
    "Checkout": (["placed", "cancelled"], "cancelled", ["review", "shipping", "payment"],
                 [("AddressBook", True), ("Payment", False), ("Auth", True)], None),
    "AddressBook": (["selected", "cancelled"], "cancelled", ["addresses", "newAddress", "editAddress"], [], None),
    "Payment": (["authorized", "failed"], None, ["methods", "addCard", "challenge"],
                [("PaymentAuthorization", True)], None),
    "PaymentAuthorization": (["authorized", "failed"], None, ["challenge"], [], None),
    "OrderDetail": (["done"], "done", ["order", "tracking", "returnItem"],
                    [("ProductDetail", False), ("Room", False)], None),
    "Room": (["left", "closed"], "closed", ["timeline", "thread", "pinned"],
             [("RoomMembers", False), ("RoomSettings", False), ("UserProfile", False),
              ("MediaViewer", True), ("Compose", True), ("Room", False)], None),
    "RoomMembers": (["closed"], "closed", ["members", "invite"],
                    [("UserProfile", False), ("Room", False)], None),
    "RoomSettings": (["left", "closed"], "closed", ["details", "notifications", "roles"],
                     [("RoomMembers", False), ("ReportContent", True)], None),
    "UserProfile": (["closed"], "closed", ["user", "sharedRooms"],
                    [("Room", False), ("ReportContent", True), ("MediaViewer", True)], None),
    "MediaViewer": (["closed"], "closed", ["media"], [("Share", True)], None),
    "Compose": (["sent", "cancelled"], "cancelled", ["editor", "attachments", "poll"],
                [("MediaPicker", True), ("Room", False)], None),
    "MediaPicker": (["picked", "cancelled"], "cancelled", ["library", "camera"], [], None),
    "CreateRoom": (["created", "cancelled"], "cancelled", ["name", "invite"], [("Room", False)], None),
    "Space": (["closed"], "closed", ["space", "rooms"],
              [("Space", False), ("Room", False), ("SpaceSettings", False)], None),
    "SpaceSettings": (["closed"], "closed", ["settings", "roles"], [("RoomMembers", False)], None),
    "CreateSpace": (["created", "cancelled"], "cancelled", ["name", "visibility"], [("Space", False)], None),
    "Settings": (["signedOut", "closed"], "closed", ["settings", "account", "privacy", "about"],
                 [("Notifications", False), ("Auth", True), ("ReportContent", False)], None),
    "Notifications": (["closed"], "closed", ["notifications", "rules"], [("Room", False)], None),
    "ReportContent": (["sent", "cancelled"], "cancelled", ["reason", "details"], [], None),
}


def handler(parent, child_outcome, screens, outcomes, index):
    """What the parent does when a child finishes: stay, push a later screen, or finish."""
    options = ["stay"]
    if len(screens) > 1:
        options.append("push %s" % screens[-1])
    plain = [o for o in outcomes if o not in ("closed", "cancelled")] or outcomes
    if plain:
        options.append("finish %s" % plain[0])
    if len(options) > 2 and index % 5 == 4:
        return "[%s, %s]" % (options[1], options[2])
    return options[index % len(options)]


def flow_text(name):
    outcomes, back, screens, children, tabs = FLOWS[name]
    lines = ["flow: %s" % name]
    if name == "App":
        lines.append("entry: true")
    if tabs:
        lines.append("root: tabs")
    if outcomes:
        lines.append("outcomes: [%s]" % ", ".join(outcomes))
    if back:
        lines.append("back: %s" % back)
    started = [c for c, _ in children if not tabs or c not in tabs]
    if screens:
        if name == "App":
            lines.append("start: [launch, Onboarding]")
        else:
            lines.append("start: %s" % screens[0])
        lines.append("screens:")
        for i, screen in enumerate(screens):
            actions = []
            if i + 1 < len(screens):
                verb = "present" if (i + 1) % 3 == 2 else "push"
                actions.append("next: %s %s" % (verb, screens[i + 1]))
            if i > 0:
                actions.append("close: %s" % ("dismiss" if i % 3 == 2 else "pop"))
            for j, child in enumerate(started):
                if j % len(screens) == i:
                    actions.append("open%s: start %s" % (child, child))
            if i == len(screens) - 1 and outcomes:
                finish = [o for o in outcomes if o != back]
                if len(finish) == 1:
                    actions.append("complete: finish %s" % finish[0])
                elif finish:
                    actions.append("complete: [%s]" % ", ".join("finish %s" % o for o in finish))
            lines.append("  %s:" % screen)
            if i % 4 == 1:
                lines.append("    swiftui: true")
            if actions:
                lines.append("    actions:")
                lines += ["      " + a for a in actions]
    elif tabs:
        lines.append("tabs: [%s]" % ", ".join(tabs))
    if children:
        lines.append("children:")
        for index, (child, presented) in enumerate(children):
            child_outcomes = FLOWS[child][0]
            if tabs and child in tabs:
                lines.append("  %s: null" % child)
                continue
            lines.append("  %s:" % child)
            if presented:
                lines.append("    present: true")
            if name == "App" and child == "Main":
                lines.append("    permanent: true")
                continue
            if child_outcomes:
                lines.append("    on:")
                for k, outcome in enumerate(child_outcomes):
                    lines.append("      %s: %s" % (outcome, handler(name, outcome, screens, outcomes, index + k)))
    return "\n".join(lines) + "\n"


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: large-app.py DIRECTORY")
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name in FLOWS:
        with open(os.path.join(out, "%s.flow.yaml" % name), "w") as f:
            f.write(flow_text(name))


if __name__ == "__main__":
    main()

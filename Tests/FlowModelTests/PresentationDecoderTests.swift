import FlowDiagnostics
import FlowModel
import FlowYAML
import Testing

/// `presentation` on a screen and `present` as a map on a child: what is read, and a located
/// `schema` finding for each combination UIKit does not have.
@Suite struct PresentationDecoderTests {
    func decode(_ text: String) -> FlowFile {
        let tree = YAMLReader().readTree(Array(text.utf8), file: "f.flow.yaml")
        return FlowDecoder().decode(tree, file: "f.flow.yaml")
    }

    /// A flow whose screen `sheet` has `map` as its `presentation`.
    func screen(_ map: String) -> String {
        """
        flow: A
        start: home
        screens:
          home: {actions: {open: present sheet}}
          sheet:
            presentation: \(map)
        """
    }

    /// The findings of `text`, as "line:column message".
    func findings(_ text: String) -> [String] {
        decode(text).diagnostics.map { "\($0.rule.rawValue) \($0.location.line):\($0.location.column) \($0.message)" }
    }

    @Test func readsEveryKeyOfAScreensPresentation() throws {
        let file = decode(screen("{style: pageSheet, detents: [medium, large, 240], swipeToDismiss: false}"))
        #expect(file.diagnostics.isEmpty)
        let presentation = try #require(file.flows.first?.screen(named: "sheet")?.presentation)
        #expect(presentation.style == .pageSheet)
        #expect(presentation.detents == [.medium, .large, .height(240)])
        #expect(presentation.swipeToDismiss == false)
        #expect(!presentation.isSwipedAwayFreely)
        #expect(presentation.position == SourcePosition(line: 6, column: 19))
    }

    @Test func aScreenWithoutPresentationAndAnEmptyMapMeanASheet() throws {
        let file = decode(screen("{}"))
        #expect(file.diagnostics.isEmpty)
        let presentation = try #require(file.flows.first?.screen(named: "sheet")?.presentation)
        #expect(presentation.effectiveStyle == .sheet && presentation.detents == nil)
        #expect(presentation.isSwipedAwayFreely)
        #expect(decode(screen("null")).flows.first?.screen(named: "home")?.presentation == nil)
    }

    @Test func aChildsPresentMayBeAMap() throws {
        let file = decode(
            """
            flow: A
            start: home
            screens:
              home: {actions: {login: start Login, share: start Share}}
            children:
              Login: {present: {style: fullScreen}, on: {done: stay}}
              Share:
                present: {style: popover, swipeToDismiss: false}
            """)
        #expect(file.diagnostics.isEmpty)
        let flow = try #require(file.flows.first)
        let login = try #require(flow.child(named: "Login"))
        #expect(login.isPresented && login.presentation?.style == .fullScreen)
        #expect(login.presentation?.isSwipedAwayFreely == false)
        let share = try #require(flow.child(named: "Share"))
        #expect(
            share.isPresented && share.presentation?.style == .popover && share.presentation?.swipeToDismiss == false)
        #expect(
            decode("flow: A\nstart: B\nchildren: {B: {present: true}}").flows.first?.children.first?.presentation == nil
        )
    }

    @Test func anUnknownStyleIsReportedWithTheClosestOne() {
        #expect(
            findings(screen("{style: pagesheet}")) == [
                "schema 6:27 'style' is one of sheet, pageSheet, formSheet, fullScreen, popover, not 'pagesheet'; "
                    + "did you mean 'pageSheet'?"
            ])
    }

    @Test func detentsBelongToSheetsOnly() {
        #expect(
            findings(screen("{style: fullScreen, detents: [medium]}")) == [
                "schema 6:39 a fullScreen presentation has no detents; 'detents' belong to sheet, pageSheet and formSheet"
            ])
        #expect(
            findings(screen("{style: popover, detents: [large]}")) == [
                "schema 6:36 a popover presentation has no detents; 'detents' belong to sheet, pageSheet and formSheet"
            ])
        #expect(findings(screen("{style: formSheet, detents: [large]}")).isEmpty)
    }

    @Test func aFullScreenPresentationCannotBeSwipedAway() {
        #expect(
            findings(screen("{style: fullScreen, swipeToDismiss: false}")) == [
                "schema 6:39 a fullScreen presentation cannot be swiped away; 'swipeToDismiss' has nothing to turn off"
            ])
        #expect(findings(screen("{style: popover, swipeToDismiss: false}")).isEmpty)
    }

    @Test func detentsAreAtLeastOneNoTwoAlikeEachAKnownOneOrAHeight() {
        #expect(findings(screen("{detents: []}")) == ["schema 6:29 'detents' must list at least one detent"])
        #expect(
            findings(screen("{detents: [medium, large, medium]}")) == [
                "schema 6:45 detent 'medium' is listed twice in 'detents'"
            ])
        #expect(
            findings(screen("{detents: [300, 300.0]}")) == ["schema 6:35 detent '300.0' is listed twice in 'detents'"])
        #expect(
            findings(screen("{detents: [meduim, -5, 0]}")) == [
                "schema 6:30 a detent is medium, large or a height in points, not 'meduim'; did you mean 'medium'?",
                "schema 6:38 a detent is medium, large or a height in points, not '-5'",
                "schema 6:42 a detent is medium, large or a height in points, not '0'",
            ])
        #expect(
            findings(screen("{detents: medium}")) == [
                "schema 6:29 'detents' must be a list of medium, large or heights in points, not a scalar"
            ])
    }

    /// A height is a number as YAML 1.2 (and so an editor's schema checker) reads one: decimal, or
    /// an integer in hexadecimal or octal; a hexadecimal float, which Swift's `Double` would take,
    /// is text, as are infinity and NaN.
    @Test func aHeightIsANumberAsYAMLReadsOne() throws {
        let file = decode(screen("{detents: [300., .5e3, +320, 0x12D, 0o456, 1E2]}"))
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let presentation = try #require(file.flows.first?.screen(named: "sheet")?.presentation)
        #expect(
            presentation.detents == [
                .height(300), .height(500), .height(320), .height(301), .height(302), .height(100),
            ])
        #expect(
            findings(screen("{detents: [0x1p3, 0X10, 0x1.8p1, .inf, 1e400, .nan, 3e, 0x, 0x+5, 0o-7, 0o8]}")).map {
                $0.split(separator: ", not ").last.map(String.init) ?? ""
            } == [
                "'0x1p3'", "'0X10'", "'0x1.8p1'", "'.inf'", "'1e400'", "'.nan'", "'3e'", "'0x'", "'0x+5'", "'0o-7'",
                "'0o8'",
            ])
    }

    @Test func anUnknownKeyOrAValueOfTheWrongKindIsReported() {
        #expect(
            findings(screen("{swipeToDismis: true}")) == [
                "schema 6:20 'presentation' has no key 'swipeToDismis'; did you mean 'swipeToDismiss'?"
            ])
        #expect(
            findings(screen("{swipeToDismiss: maybe}")) == [
                "schema 6:36 'swipeToDismiss' must be true or false, not 'maybe'"
            ])
        #expect(findings(screen("sheet")) == ["schema 6:19 'presentation' must be a map, not a scalar"])
        #expect(
            findings("flow: A\nstart: B\nchildren: {B: {present: [sheet]}}") == [
                "schema 3:25 'present' must be true, false or a presentation map, not a list"
            ])
    }
}

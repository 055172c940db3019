import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// `TextEditor`, `ScrollViewReader`, `toolbarRole` and `backgroundProminence` as a render shows them before anyone
/// types, scrolls or navigates: exact frames and display lists.
@MainActor
@Suite struct TextEditorTests {
    private let row = ProposedViewSize(width: 300, height: nil)
    private let note = "Pick up the bikes from the shop before six, then the groceries."

    @Test func anEditorTakesTheSpaceOfferedAndInsetsItsTextAsUITextViewDoes() throws {
        let view = TextEditor(text: .constant(note))
        let box = ProposedViewSize(width: 300, height: 120)
        #expect(try laidOutNodes(view, proposal: box).first?.frame.size == CGSize(width: 300, height: 120))
        // 5 points from the side, 8 from the top; wrapped to 290 (two lines of body text).
        #expect(try frames(of: "Text", in: view, proposal: box) == [CGRect(x: 5, y: 8, width: 240.62, height: 41)])
        let dump = try displayListDump(view, proposal: box)
        #expect(dump.hasPrefix("fill rect(0 0 300 120) #FFFFFF\n"))
        #expect(dump.contains("wrap 290"))
    }

    @Test func offeredNoHeightAnEditorIsAsTallAsItsTextAndOneLineWhenEmpty() throws {
        #expect(try laidOutNodes(TextEditor(text: .constant(note)), proposal: row).first?.frame.size
                == CGSize(width: 300, height: 57))   // 41 + 8 + 8
        let line = try #require(try laidOutNodes(Text(verbatim: "Notes"), proposal: row).first?.frame.height)
        #expect(try laidOutNodes(TextEditor(text: .constant("")), proposal: row).first?.frame.size
                == CGSize(width: 300, height: line + 16))
        // An empty editor draws no placeholder: only its background.
        #expect(try displayListDump(TextEditor(text: .constant("")), proposal: row).contains("text \" \""))
    }

    @Test func textTallerThanTheEditorIsCutAtItsBottomWithTheTopShowing() throws {
        let short = ProposedViewSize(width: 300, height: 30)
        let view = TextEditor(text: .constant(note))
        #expect(try laidOutNodes(view, proposal: short).first?.frame.size == CGSize(width: 300, height: 30))
        let dump = try displayListDump(view, proposal: short)
        #expect(dump.contains("group clip(rect(0 0 300 30))"))
        #expect(dump.contains("at (5 8) size (240.62 41)"))   // not truncated: both lines, cut by the clip
    }

    @Test func theEditorKeepsItsTextAsTypedAndFollowsTheTextEnvironment() throws {
        let dump = try displayListDump(TextEditor(text: .constant("**not bold** 1000")).font(.caption).foregroundStyle(.red),
                                       proposal: row)
        #expect(dump.contains("\"**not bold** 1000\" Inter 12"))
        #expect(dump.contains("#FF3B30"))
        // Centred lines are centred across the editor, as NSTextAlignment centres them.
        let centred = try frames(of: "Text", in: TextEditor(text: .constant("Hi")).multilineTextAlignment(.center), proposal: row)
        let text = try #require(centred.first)
        #expect(dumpPrecision(text.midX) == 150)
    }

    @Test func aHiddenScrollContentBackgroundMakesTheEditorClear() throws {
        let view = TextEditor(text: .constant(note)).scrollContentBackground(.hidden)
        #expect(!(try displayListDump(view, proposal: row)).contains("#FFFFFF"))
        let dark = try displayListDump(TextEditor(text: .constant(note)).environment(\.colorScheme, .dark), proposal: row)
        #expect(dark.hasPrefix("fill rect(0 0 300 57) #000000\n"))
        // In a list row the row's card shows through: the only fills are the list's and the card's.
        let form = try displayListDump(Form { TextEditor(text: .constant(note)) }.environment(\.colorScheme, .dark),
                                       proposal: ProposedViewSize(width: 300, height: 200))
        #expect(form.split(separator: "\n").filter { $0.contains("fill") && $0.contains("#000000") }
                == ["fill rect(0 0 300 200) #000000"])
    }

    @Test func theBuiltInStylesDrawTheSameEditorAndACustomStyleDrawsItsBody() throws {
        let plain = try displayListDump(TextEditor(text: .constant(note)), proposal: row)
        #expect(try displayListDump(TextEditor(text: .constant(note)).textEditorStyle(.plain), proposal: row) == plain)
        #expect(try displayListDump(TextEditor(text: .constant(note)).textEditorStyle(.automatic), proposal: row) == plain)
        struct Boxed: TextEditorStyle {
            func makeBody(configuration: Configuration) -> some View { Color.orange.frame(height: 10) }
        }
        #expect(try displayListDump(TextEditor(text: .constant(note)).textEditorStyle(Boxed()), proposal: row)
                == "fill rect(0 0 300 10) #FF9500")
    }

    @Test func aScrollViewReaderDrawsItsContentAndItsProxyScrollsNothingInARender() throws {
        let list = ScrollView { VStack { ForEach(0..<30) { Text("Row \($0)").id($0) } } }
        let read = ScrollViewReader { proxy in
            ScrollView { VStack { ForEach(0..<30) { Text("Row \($0)").id($0) } } }
                .onAppear { proxy.scrollTo(29, anchor: .bottom) }
        }
        let screen = ProposedViewSize(width: 300, height: 200)
        #expect(try displayListDump(read, proposal: screen) == displayListDump(list, proposal: screen))
    }

    @Test func everyToolbarRoleDrawsTheRootOfAStackAsTheNavigationStacksRoleDoes() throws {
        let proposal = ProposedViewSize(width: 390, height: 400)
        let plain = try displayListDump(NavigationStack { List { Text("Inbox") }.navigationTitle("Mail") }, proposal: proposal)
        #expect(plain.contains("\"Mail\""))
        for role in [ToolbarRole.automatic, .navigationStack, .browser, .editor] {
            let stack = NavigationStack { List { Text("Inbox") }.navigationTitle("Mail").toolbarRole(role) }
            #expect(try displayListDump(stack, proposal: proposal) == plain)
        }
    }

    @Test func backgroundProminenceIsStandardInARenderAndReadsWhatIsSet() throws {
        struct Mark: View {
            @Environment(\.backgroundProminence) private var prominence
            var body: some View { Text(prominence == .increased ? "on highlight" : "on plain") }
        }
        #expect(try displayListDump(List { Mark() }, proposal: row).contains("\"on plain\""))
        #expect(try displayListDump(Mark().environment(\.backgroundProminence, .increased)).contains("\"on highlight\""))
    }
}

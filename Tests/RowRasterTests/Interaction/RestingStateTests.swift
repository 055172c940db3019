import Foundation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// Interaction, presentation, animation and accessibility modifiers in their resting state: a
/// render is the first frame, before any touch, so each draws exactly the unmodified view.
@MainActor
@Suite struct RestingStateTests {
    private struct Message: Identifiable {
        let id = 1
        let text = "Sent"
    }

    private struct Failure: LocalizedError {
        var errorDescription: String? { "Could not send" }
    }

    /// The row every test modifies: text, a symbol and a fill, so a changed display list shows.
    var row: some View {
        HStack {
            Image(systemName: "star.fill").foregroundStyle(.yellow)
            Text("Resting row")
            Spacer()
            Text("9:41").foregroundStyle(.secondary)
        }
        .padding()
        .background(Color(.systemGray6))
    }

    let proposal = ProposedViewSize(width: 390, height: nil)

    func expectUnchanged<V: View>(_ modified: V, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let plain = try displayListDump(row, proposal: proposal)
        #expect(!plain.isEmpty)
        #expect(try displayListDump(modified, proposal: proposal) == plain, sourceLocation: sourceLocation)
    }

    @Test func gesturesDrawNothing() throws {
        @GestureState var dragOffset = CGSize.zero
        try expectUnchanged(row
            .onTapGesture { }
            .onTapGesture(count: 2) { }
            .onTapGesture(coordinateSpace: .global) { location in _ = location.x }
            .onLongPressGesture { }
            .onLongPressGesture(minimumDuration: 1, maximumDistance: 20, perform: {}, onPressingChanged: { _ in })
            .onLongPressGesture(minimumDuration: 1, pressing: { _ in }, perform: {})
            .gesture(TapGesture(count: 2).onEnded { })
            .gesture(DragGesture(minimumDistance: 0).onChanged { _ = $0.translation }.onEnded { _ = $0.predictedEndTranslation })
            .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
            .simultaneousGesture(MagnifyGesture().onChanged { _ = $0.magnification })
            .simultaneousGesture(MagnificationGesture().onEnded { _ = $0 * 2 }, including: .subviews)
            .highPriorityGesture(RotateGesture().onChanged { _ = $0.rotation.degrees })
            .highPriorityGesture(RotationGesture().onEnded { _ = $0.radians }, including: .gesture)
            .gesture(LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture()))
            .gesture(TapGesture(count: 2).exclusively(before: TapGesture()))
            .gesture(LongPressGesture().simultaneously(with: DragGesture()).onChanged { _ = $0.first })
            .gesture(AnyGesture(SpatialTapGesture().map { $0.location }))
            .gesture(SpatialEventGesture().onEnded { events in _ = events.filter { $0.phase == .ended }.map(\.location) })
            .simultaneousGesture(SpatialEventGesture(coordinateSpace: .global).onEnded { events in _ = events.first?.kind == .pencil })
            .gesture(TapGesture(), isEnabled: false)
            .allowsHitTesting(false)
            .contentShape(Rectangle()))
    }

    @Test func gestureStateReadsItsInitialValue() {
        @GestureState var isPressed = false
        @GestureState var offset = CGSize(width: 3, height: 4)
        @GestureState var location: CGPoint?
        #expect(isPressed == false)
        #expect(offset == CGSize(width: 3, height: 4))
        #expect($offset.wrappedValue == CGSize(width: 3, height: 4))
        #expect(location == nil)
    }

    @Test func unpresentedAndPresentedPresentationsDrawNothing() throws {
        // Bound to true as well: iOS presents after the first frame, with an animation.
        for presented in [false, true] {
            let isPresented = Binding.constant(presented)
            let item = Binding<Message?>.constant(presented ? Message() : nil)
            try expectUnchanged(row
                .alert("Delete?", isPresented: isPresented) { Button("Delete", role: .destructive) {} }
                .alert(Text("Title"), isPresented: isPresented) { Button("OK") {} } message: { Text("Body") }
                .alert("Sent", isPresented: isPresented, presenting: Message()) { message in Button(message.text) {} }
                    message: { message in Text(message.text) }
                .alert(isPresented: isPresented, error: Failure?.some(Failure())) { Button("OK") {} }
                .alert(isPresented: isPresented) {
                    Alert(title: Text("Old"), message: Text("Style"), primaryButton: .destructive(Text("Delete")) {},
                          secondaryButton: .cancel())
                }
                .alert(item: item) { message in Alert(title: Text(message.text), dismissButton: .default(Text("OK"))) }
                .actionSheet(isPresented: isPresented) { ActionSheet(title: Text("Share"), buttons: [.default(Text("Mail")), .cancel()]) }
                .confirmationDialog("Discard draft?", isPresented: isPresented, titleVisibility: .visible) {
                    Button("Discard", role: .destructive) {}
                } message: { Text("It cannot be undone.") }
                .sheet(isPresented: isPresented, onDismiss: {}) { Text("Sheet").presentationDetents([.medium, .large]) }
                .sheet(item: item) { message in Text(message.text) }
                .fullScreenCover(isPresented: isPresented) { Text("Cover") }
                .popover(isPresented: isPresented, arrowEdge: .bottom) { Text("Popover") }
                .contextMenu { Button("Copy") {} }
                .contextMenu { Button("Copy") {} } preview: { Text("Preview") }
                .contextMenu(ContextMenu { Button("Old") {} }))
        }
    }

    @Test func animationsDrawTheFinalState() throws {
        @Namespace var namespace
        try expectUnchanged(row
            .animation(.easeInOut(duration: 0.3), value: 1)
            .animation(.spring(response: 0.4, dampingFraction: 0.7).delay(0.1), value: "a")
            .animation(.spring(duration: 0.5, bounce: 0.3).speed(2), value: true)
            .animation(.bouncy.repeatForever(autoreverses: false), value: 1)
            .animation(.default)
            .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .opacity).combined(with: .scale))
            .transition(.slide)
            .contentTransition(.numericText())
            .matchedGeometryEffect(id: "underline", in: namespace)
            .transaction { $0.animation = nil }
            .refreshable { })
    }

    /// A form's focus, declared as views declare it.
    private struct Focus {
        @FocusState var isFocused: Bool
        @FocusState var field: Int?
    }

    @Test func accessibilityAndInputTraitsDrawNothing() throws {
        let focus = Focus()
        try expectUnchanged(row
            .accessibilityLabel("Starred row")
            .accessibilityLabel(Text("Starred"))
            .accessibilityHint("Opens the row")
            .accessibilityValue(String("3 of 5"))
            .accessibilityIdentifier("row.1")
            .accessibilityAddTraits([.isButton, .isHeader])
            .accessibilityRemoveTraits(.isImage)
            .accessibilityHidden(false)
            .accessibilityElement(children: .combine)
            .accessibilityAction { }
            .accessibilityAction(named: "Archive") { }
            .accessibilitySortPriority(1)
            .accessibilityInputLabels(["Star", "Favourite"])
            .accessibility(label: Text("Old form"))
            .help("A tooltip")
            .keyboardShortcut("n", modifiers: [.command, .shift])
            .keyboardShortcut(.defaultAction)
            .focused(focus.$isFocused)
            .focused(focus.$field, equals: 2)
            .submitLabel(.send)
            .onSubmit { }
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
            .keyboardType(.emailAddress)
            .textContentType(.emailAddress)
            .privacySensitive())
        #expect(focus.isFocused == false)
        #expect(focus.field == nil)
    }

    @Test func withAnimationRunsItsBodyAndReturnsTheResult() throws {
        var count = 0
        let result = withAnimation(.snappy) { () -> String in
            count += 1
            return "done"
        }
        #expect(result == "done")
        #expect(count == 1)
        var completed = false
        let doubled = withAnimation(.smooth, completionCriteria: .removed, { count * 2 }, completion: { completed = true })
        #expect(doubled == 2)
        #expect(completed)
        #expect(withTransaction(Transaction(animation: .linear)) { 7 } == 7)
        struct Boom: Error {}
        #expect(throws: Boom.self) { try withAnimation { throw Boom() } }
    }
}

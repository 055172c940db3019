import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Palette styles outside a menu, the Rename button, and the gesture forms that change nothing
/// at rest.
@MainActor
@Suite struct PaletteAndRenameTests {
    private let row = ProposedViewSize(width: 300, height: nil)

    @Test func aPalettePickerOutsideAMenuDrawsAsASegmentedOne() throws {
        enum Reaction: Hashable { case up, down, heart }
        func picker(_ style: some PickerStyle) -> some View {
            Picker("Reaction", selection: .constant(Reaction.down)) {
                Text("Up").tag(Reaction.up)
                Text("Down").tag(Reaction.down)
                Text("Heart").tag(Reaction.heart)
            }
            .pickerStyle(style)
        }
        let palette = try displayListDump(picker(.palette), proposal: row)
        #expect(palette == (try displayListDump(picker(.segmented), proposal: row)))
        #expect(palette != (try displayListDump(picker(.menu), proposal: row)))
    }

    @Test func aPaletteControlGroupOutsideAMenuDrawsTheSegmentedWell() throws {
        let group = ControlGroup { Button("Cut") {}; Button("Copy") {} }
        #expect(try displayListDump(group.controlGroupStyle(.palette), proposal: row)
                == displayListDump(group.controlGroupStyle(.automatic), proposal: row))
    }

    @Test func aRenameButtonIsAButtonLabelledRenameWithAPencil() throws {
        let written = Button {} label: { Label("Rename", systemImage: "pencil") }
        #expect(try displayListDump(RenameButton(), proposal: row) == displayListDump(written, proposal: row))
        #expect(try coloredTexts(RenameButton()) == ["\"Rename\" #007AFF"])
        // Styles around it apply as to any button.
        #expect(try displayListDump(RenameButton().buttonStyle(.borderedProminent).labelStyle(.iconOnly), proposal: row)
                == displayListDump(written.buttonStyle(.borderedProminent).labelStyle(.iconOnly), proposal: row))
    }

    @Test func gestureFormsTakeSwiftUIsTypes() {
        let mask = GestureMask(rawValue: UInt32(3))
        #expect(mask == .all)
        #expect(GestureMask.subviews.rawValue == UInt32(2))
        #expect(SpatialTapGesture(count: 2, coordinateSpace: .named("card")).coordinateSpace == .named("card"))
        #expect(SpatialTapGesture(coordinateSpace: .global).coordinateSpace == .global)
        #expect(SpatialTapGesture().coordinateSpace == .local)
    }
}

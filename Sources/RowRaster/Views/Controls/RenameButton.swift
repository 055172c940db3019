/// The system's Rename button, as SwiftUI's `RenameButton`: a button labelled "Rename" with the
/// pencil symbol, drawn by the button and label styles around it like any other button. Tapped,
/// it runs the `renameAction(_:)` set outside it (never in a render).
public struct RenameButton<Label: View>: View {
    /// A Rename button with the system's title and symbol.
    public init() where Label == RowRaster.Label<Text, Image> {}

    @Environment(\.rename) private var rename

    public var body: some View {
        Button {
            rename?()
        } label: {
            RowRaster.Label("Rename", systemImage: "pencil")
        }
    }
}

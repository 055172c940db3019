import SwiftUI

/// A compact, selectable label, drawn by the environment's ``ChipStyle``.
public struct Chip: View {
    let title: String
    let systemImage: String?
    @Binding var isSelected: Bool
    @Environment(\.chipStyle) private var style

    public init(_ title: String, systemImage: String? = nil, isSelected: Binding<Bool> = .constant(false)) {
        self.title = title
        self.systemImage = systemImage
        self._isSelected = isSelected
    }

    public var body: some View {
        Button {
            isSelected.toggle()
        } label: {
            AnyView(style.makeBody(configuration: ChipStyleConfiguration(label: AnyView(label), isSelected: isSelected)))
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }

    @ViewBuilder private var label: some View {
        if let systemImage {
            Label(title, systemImage: systemImage)
        } else {
            Text(title)
        }
    }
}

#Preview("Filled chips") {
    HStack {
        Chip("Design", isSelected: .constant(true))
        Chip("Code")
        Chip("Music", systemImage: "music.note")
    }
    .padding()
}

#Preview("Outlined chips") {
    HStack {
        Chip("Nearby", isSelected: .constant(true))
        Chip("Open now")
        Chip("Top rated", systemImage: "star")
    }
    .chipStyle(.outlined)
    .padding()
}

#Preview("Interactive chip") {
    @Previewable @State var selected = false
    Chip("Tap me", systemImage: "hand.tap", isSelected: $selected)
        .padding()
}

/// The wheel and inline looks of a picker (`.pickerStyle(.wheel)`, `.pickerStyle(.inline)`).

/// UIPickerView at rest: 216 points tall, the selected option centred on a rounded grey
/// band, the options before and after it on a cylinder turning away from the viewer, so
/// each further row sits closer to the last, is squashed by the cosine of its angle and
/// fades. The label is not shown, as on iOS.
struct PickerWheel: View, BuiltInRendition {
    let options: [PickerOption]
    let selected: Int?
    /// Whether the wheel draws its grey band; a date picker's columns share one band.
    var showsBand = true

    /// UIPickerView's height and row pitch.
    static let height: CGFloat = 216
    static let rowHeight: CGFloat = 32
    /// The cylinder's radius: half the wheel's height, so rows vanish at its edges.
    static let radius: CGFloat = height / 2
    /// The rows drawn either side of the selected one (the fourth is at the edge).
    static let visibleNeighbours = 3

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8)
                .fill(showsBand ? ControlColors.well : Color.clear)
                .frame(height: Self.rowHeight + 2)
                .padding(.horizontal, 8)
            ForEach(rows, id: \.self) { step in
                if let index = selected.map({ $0 + step }), options.indices.contains(index) {
                    let angle = Double(step) * Double(Self.rowHeight / Self.radius)
                    options[index].label
                        .font(.system(size: 21))
                        .lineLimit(1)
                        .modifier(_VerticalSquashModifier(scale: cos(angle)))
                        .opacity(step == 0 ? 1 : 0.75 * cos(angle))
                        .offset(y: Self.radius * sin(angle))
                }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: Self.height)
        .clipped()
    }

    private var rows: [Int] { Array(-Self.visibleNeighbours...Self.visibleNeighbours) }
}

/// Squashes a view's drawing vertically about its centre (a row seen on the turning wheel);
/// its layout is unchanged.
nonisolated struct _VerticalSquashModifier: NodeWrappingModifier {
    let scale: Double

    @MainActor func makeNode(wrapping node: RenderNode, in context: BuildContext) -> RenderNode {
        VerticalSquashNode(scale: scale.isFinite ? max(0, scale) : 1, child: node)
    }
}

/// The inline look in a list: each option a row of the list, the selected one with a
/// checkmark in the tint; the label is not shown. Outside a list iOS draws the wheel.
struct InlinePickerRows: View, BuiltInRendition {
    let options: [PickerOption]
    let selected: Int?
    let tint: Color
    let isEnabled: Bool

    var body: some View {
        ForEach(options.indices, id: \.self) { index in
            HStack(spacing: 8) {
                options[index].label.disabledLabel(isEnabled).frame(maxWidth: .infinity, alignment: .leading)
                if index == selected {
                    Image(systemName: "checkmark")
                        .font(.system(size: 17, weight: .semibold))
                        .foregroundStyle(isEnabled ? tint : DisabledLook.foreground)
                }
            }
        }
    }
}

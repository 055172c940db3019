import SwiftUI

/// How a ``Chip`` draws its label, chosen for a whole hierarchy with `.chipStyle(_:)`.
public protocol ChipStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ChipStyleConfiguration
}

/// What a chip style is given: the chip's label and whether it is selected.
public struct ChipStyleConfiguration {
    public let label: AnyView
    public let isSelected: Bool
}

/// A filled capsule in the kit's accent colour when selected, a tinted one otherwise.
public struct FilledChipStyle: ChipStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.medium))
            .foregroundStyle(configuration.isSelected ? Color.white : Color.chipAccent)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(configuration.isSelected ? Color.chipAccent : Color.chipAccent.opacity(0.12), in: Capsule())
    }
}

/// A stroked rounded rectangle, with a checkmark when selected.
public struct OutlinedChipStyle: ChipStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 4) {
            if configuration.isSelected {
                Image(systemName: "checkmark")
                    .imageScale(.small)
            }
            configuration.label
        }
        .font(.subheadline)
        .foregroundStyle(configuration.isSelected ? Color.primary : Color.secondary)
        .padding(.horizontal, 10)
        .padding(.vertical, 6)
        .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(configuration.isSelected ? Color.primary : Color.secondary.opacity(0.5)))
    }
}

extension ChipStyle where Self == FilledChipStyle {
    public static var filled: FilledChipStyle { FilledChipStyle() }
}

extension ChipStyle where Self == OutlinedChipStyle {
    public static var outlined: OutlinedChipStyle { OutlinedChipStyle() }
}

private struct ChipStyleKey: EnvironmentKey {
    static let defaultValue: any ChipStyle = FilledChipStyle()
}

extension EnvironmentValues {
    var chipStyle: any ChipStyle {
        get { self[ChipStyleKey.self] }
        set { self[ChipStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the chips in this view.
    public func chipStyle(_ style: some ChipStyle) -> some View {
        environment(\.chipStyle, style)
    }
}

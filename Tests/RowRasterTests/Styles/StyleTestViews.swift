import Foundation
@testable import RowRaster
@testable import RowRasterCore

/// Custom styles as apps write them, for the style tests and goldens.

/// A capsule button that shows its role and pressed state in its colours.
struct CapsuleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 14)
            .padding(.vertical, 6)
            .foregroundStyle(.white)
            .background(configuration.role == .destructive ? Color.red : configuration.isPressed ? Color.gray : Color.indigo,
                        in: Capsule())
    }
}

/// A button style that greys itself when disabled, reading the environment as apps do.
struct DimmingButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(8)
            .background(isEnabled ? Color.orange : Color.gray, in: RoundedRectangle(cornerRadius: 6))
    }
}

/// A primitive style that keeps the look of the styles around it and adds a border.
struct OutlinedPrimitiveStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .padding(4)
            .overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.green, lineWidth: 2))
    }
}

/// A primitive style that hands its configuration to a test.
final class ConfigurationCatcher {
    var configuration: PrimitiveButtonStyleConfiguration?
}

struct CatchingPrimitiveStyle: PrimitiveButtonStyle {
    let catcher: ConfigurationCatcher

    func makeBody(configuration: Configuration) -> some View {
        catcher.configuration = configuration
        return configuration.label
    }
}

/// A check box: a symbol for the value, then the label.
struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 10) {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .foregroundStyle(configuration.isOn ? Color.accentColor : Color.secondary)
            configuration.label
        }
    }
}

/// The icon in a tinted circle above the title, as tab-like shortcuts draw labels.
struct BadgeLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
                .foregroundStyle(.white)
                .frame(width: 36, height: 36)
                .background(Color.teal, in: Circle())
            configuration.title.font(.caption)
        }
    }
}

/// Ten cells, as many filled as tenths are done, and the percentage.
struct CellsProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        let filled = Int(((configuration.fractionCompleted ?? 0) * 10).rounded(.down))
        HStack(spacing: 3) {
            ForEach(0..<10, id: \.self) { index in
                RoundedRectangle(cornerRadius: 2)
                    .fill(index < filled ? Color.green : Color.gray.opacity(0.25))
                    .frame(width: 8, height: 16)
            }
            configuration.currentValueLabel.font(.caption)
        }
    }
}

/// The label above the value, as detail screens stack them.
struct StackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label.font(.caption).foregroundStyle(.secondary)
            configuration.content
        }
    }
}

/// A card with a coloured title bar.
struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            configuration.label.font(.subheadline.bold()).foregroundStyle(.purple)
            configuration.content
        }
        .padding(12)
        .background(Color.purple.opacity(0.08), in: RoundedRectangle(cornerRadius: 12))
    }
}

/// The texts of the layout dump of `view` with their colours: `"Title" #RRGGBB[AA]`.
@MainActor
func coloredTexts(_ view: some View, proposal: ProposedViewSize = ProposedViewSize(width: 300, height: nil)) throws -> [String] {
    try layoutDump(view, proposal: proposal).split(separator: "\n").compactMap { line in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("Text ("), let open = trimmed.firstIndex(of: "\"") else { return nil }
        let rest = trimmed[trimmed.index(after: open)...]
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        let color = rest[close...].split(separator: " ").first { $0.hasPrefix("#") } ?? "?"
        return "\"\(rest[..<close])\" \(color)"
    }
}

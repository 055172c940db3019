import SwiftUI

/// The selected tab's bounds, published by the tab and read by the strip's underline.
struct SelectedTabBoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// A mail app's folder strip: the selected folder is underlined by a bar that reads the tab's
/// bounds through an anchor preference.
public struct FolderTabStrip: View {
    let folders = ["Inbox", "Flagged", "Drafts", "Sent"]
    let selected: String

    public init(selected: String = "Flagged") {
        self.selected = selected
    }

    public var body: some View {
        HStack(spacing: 20) {
            ForEach(folders, id: \.self) { folder in
                Text(folder)
                    .font(.subheadline.weight(folder == selected ? .semibold : .regular))
                    .foregroundStyle(folder == selected ? Color.primary : Color.secondary)
                    .padding(.vertical, 10)
                    .anchorPreference(key: SelectedTabBoundsKey.self, value: .bounds) { anchor in
                        folder == selected ? anchor : nil
                    }
            }
            Spacer()
        }
        .padding(.horizontal, 16)
        .overlayPreferenceValue(SelectedTabBoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let bounds = proxy[anchor]
                    Capsule()
                        .fill(Color.accentColor)
                        .frame(width: bounds.width, height: 3)
                        .offset(x: bounds.minX, y: bounds.maxY - 3)
                }
            }
        }
        .background(Color(.systemBackground))
    }
}

/// A card whose header fades as it scrolls, written with iOS 17's `visualEffect`, inside a
/// widget-style container whose tiles take its rounded shape.
public struct StorageSummaryCard: View {
    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("iCloud Storage")
                .font(.headline)
                .visualEffect { content, proxy in
                    content.opacity(proxy.frame(in: .global).minY < 0 ? 0.4 : 1)
                }
            HStack(spacing: 8) {
                tile("Photos", "48 GB", .orange)
                tile("Backups", "12 GB", .blue)
                tile("Mail", "3 GB", .teal)
            }
        }
        .padding(12)
        .background(ContainerRelativeShape().fill(Color(.secondarySystemBackground)))
        .containerShape(RoundedRectangle(cornerRadius: 22))
        .padding(.horizontal, 16)
    }

    private func tile(_ title: String, _ size: String, _ color: Color) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.caption.weight(.semibold))
            Text(size).font(.caption2).foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(10)
        .background(ContainerRelativeShape().fill(color.opacity(0.18)))
    }
}

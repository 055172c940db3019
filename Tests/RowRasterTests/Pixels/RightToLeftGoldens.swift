import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Rows right to left, with Hebrew and Arabic text: stacks start at the right, leading
/// padding and alignment are the right edge, list insets and accessories mirror, and text,
/// images and shapes are moved, never flipped.
@MainActor
@Suite struct RightToLeftGoldens {
    private static let phone = ProposedViewSize(width: 390, height: nil)

    private struct ChatRow: View {
        let name: String
        let preview: String
        let time: String
        let unread: Int

        var body: some View {
            HStack(alignment: .top, spacing: 12) {
                Circle().fill(Color.teal.gradient).frame(width: 52, height: 52)
                    .overlay(Text(String(name.prefix(1))).font(.title2.bold()).foregroundStyle(.white))
                VStack(alignment: .leading, spacing: 3) {
                    HStack {
                        Text(name).font(.headline)
                        Spacer()
                        Text(time).font(.subheadline).foregroundStyle(.secondary)
                    }
                    HStack(alignment: .top) {
                        Text(preview).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
                        Spacer()
                        if unread > 0 {
                            Text("\(unread)").font(.caption.bold()).foregroundStyle(.white)
                                .padding(.horizontal, 7).padding(.vertical, 2).background(Capsule().fill(Color.blue))
                        }
                    }
                }
            }
            .padding(.horizontal, 16).padding(.vertical, 10)
        }
    }

    @Test func arabicChatRows() {
        let rows = VStack(spacing: 0) {
            ChatRow(name: "ليلى", preview: "هل نلتقي غدًا في المقهى الساعة العاشرة؟", time: "١٠:٤٢", unread: 3)
            Divider().padding(.leading, 80)
            ChatRow(name: "Omar", preview: "Sent the slides ✅ شكرًا!", time: "09:15", unread: 0)
        }
        .environment(\.layoutDirection, .rightToLeft)
        assertGolden(of: rows, proposal: Self.phone)
    }

    @Test func hebrewSettingsList() {
        let list = List {
            Section {
                Label("מצב טיסה", systemImage: "airplane")
                Toggle("Wi-Fi", isOn: .constant(true))
                NavigationLink("בלוטות׳") { EmptyView() }
            } footer: {
                Text("השינויים נשמרים אוטומטית.")
            }
        }
        .listStyle(.insetGrouped)
        .environment(\.layoutDirection, .rightToLeft)
        assertGolden(of: list, proposal: ProposedViewSize(width: 390, height: 260))
    }

    @Test func plainListSeparatorsMirror() {
        let list = List {
            ForEach(["תפוח", "בננה", "דובדבן"], id: \.self) { fruit in
                HStack(spacing: 12) {
                    Circle().fill(Color.red.gradient).frame(width: 28, height: 28)
                    Text(fruit)
                    Spacer()
                    Text("2 ק״ג").foregroundStyle(.secondary)
                }
            }
        }
        .listStyle(.plain)
        .environment(\.layoutDirection, .rightToLeft)
        assertGolden(of: list, proposal: ProposedViewSize(width: 320, height: 150))
    }

    /// A row swiped open: trailing actions are at the left edge, and the row slides right.
    @Test func swipeActionsOnTheLeft() {
        let list = List {
            Text("הודעה חדשה מדנה")
                .swipeActions {
                    Button(role: .destructive) {} label: { Text("מחק") }
                }
            Text("תזכורת: פגישה ב-10:00")
        }
        .listStyle(.plain)
        .environment(\.revealedSwipeActions, .trailing)
        .environment(\.layoutDirection, .rightToLeft)
        assertGolden(of: list, proposal: ProposedViewSize(width: 320, height: 100))
    }
}

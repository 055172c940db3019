import Foundation
import RowRaster
import RowRasterTesting
import Testing

/// Lists and lazy stacks at a scroll position, at scale 3 (the default tolerance).
@MainActor
@Suite struct ListGoldens {
    private struct Fruit: Identifiable {
        let id: String
        let color: Color
        var name: String { id }
    }

    private static let fruits = [
        Fruit(id: "Apple", color: .red), Fruit(id: "Banana", color: .yellow), Fruit(id: "Cherry", color: .pink),
        Fruit(id: "Grape", color: .purple), Fruit(id: "Kiwi", color: .green), Fruit(id: "Lemon", color: .yellow),
        Fruit(id: "Orange", color: .orange), Fruit(id: "Plum", color: .indigo),
    ]

    private struct FruitRow: View {
        let fruit: Fruit
        var body: some View {
            HStack(spacing: 12) {
                Circle().fill(fruit.color.gradient).frame(width: 28, height: 28)
                Text(fruit.name)
                Spacer()
                Text("\(fruit.name.count) kg").foregroundStyle(.secondary)
            }
        }
    }

    @Test func pinnedHeaderMidScroll() {
        // Section "Fruit" has scrolled 60 points under its pinned header; the bar is opaque.
        let view = ScrollView {
            LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(["Fruit", "More fruit"], id: \.self) { title in
                    Section {
                        ForEach(Self.fruits) { FruitRow(fruit: $0).padding(.horizontal, 16).frame(height: 44) }
                    } header: {
                        Text(title).font(.headline).frame(maxWidth: .infinity, alignment: .leading)
                            .padding(.horizontal, 16).padding(.vertical, 6).background(Color(white: 0.93))
                    }
                }
            }
        }
        .scrollPosition(.constant(ScrollPosition(y: 60)))
        assertGolden(of: view, proposal: ProposedViewSize(width: 320, height: 260))
    }

    @Test func plainListSeparatorsAndInsets() {
        let view = List {
            ForEach(Self.fruits.prefix(3)) { FruitRow(fruit: $0) }
            Text("Tight insets, no separator").listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
                .listRowSeparator(.hidden)
            Text("Tinted background").listRowBackground(Color.yellow.opacity(0.3))
        }
        .listStyle(.plain)
        assertGolden(of: view, proposal: ProposedViewSize(width: 320, height: 240))
    }

    @Test func insetGroupedListSeparatorsAndInsets() {
        let view = List {
            Section("Fruit") {
                ForEach(Self.fruits.prefix(3)) { FruitRow(fruit: $0) }
            }
            Section {
                Text("Tight insets").listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
                Text("Tinted background").listRowBackground(Color.yellow.opacity(0.3))
            } footer: {
                Text("A footer under the card.")
            }
        }
        .listStyle(.insetGrouped)
        assertGolden(of: view, proposal: ProposedViewSize(width: 320, height: 380))
    }

    @Test func horizontalLazyStackScrolled() {
        let view = ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(0..<1_000, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(Color(hue: Double(index % 12) / 12, saturation: 0.6, brightness: 0.9))
                        .frame(width: 80, height: 80)
                        .overlay { Text("\(index)").font(.title3.bold()).foregroundStyle(.white) }
                }
            }
            .padding(.horizontal, 16)
        }
        .scrollPosition(.constant(ScrollPosition(id: 500, anchor: .center)))
        assertGolden(of: view, proposal: ProposedViewSize(width: 320, height: 80))
    }
}

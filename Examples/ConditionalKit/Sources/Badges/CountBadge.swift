import SwiftUI

/// An unread count on a tab or an icon.
public struct CountBadge: View {
    let count: Int

    public init(count: Int) {
        self.count = count
    }

    public var body: some View {
        Text(count > 99 ? "99+" : "\(count)")
            .font(.caption2.weight(.bold).monospacedDigit())
            .foregroundStyle(.white)
            .padding(.horizontal, 6)
            .frame(minWidth: 20, minHeight: 20)
            .background(Color.red, in: Capsule())
    }
}

#Preview("Counts", traits: .sizeThatFitsLayout) {
    HStack(spacing: 12) {
        CountBadge(count: 3)
        CountBadge(count: 42)
        CountBadge(count: 120)
    }
    .padding()
}

import DesignTokens
import SwiftUI

/// A capsule badge for a status, as a component kit offers one.
public struct StatusBadge: View {
    public enum Status: String, CaseIterable {
        case active = "Active", pending = "Pending", paused = "Paused"

        var tint: Color {
            switch self {
            case .active: return .success
            case .pending: return .warning
            case .paused: return .secondary
            }
        }
    }

    let status: Status

    public init(_ status: Status) {
        self.status = status
    }

    public var body: some View {
        Label(status.rawValue, systemImage: "circle.fill")
            .labelStyle(.titleAndIcon)
            .font(.caption.weight(.semibold))
            .imageScale(.small)
            .foregroundStyle(status.tint)
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .background(status.tint.opacity(0.15), in: Capsule())
    }
}

#Preview("Badges") {
    HStack {
        ForEach(StatusBadge.Status.allCases, id: \.self) { StatusBadge($0) }
    }
    .padding()
}

import SwiftUI

// A design system's own style protocol, as component packages declare them: `makeBody` is a
// plain `@ViewBuilder` requirement that no actor owns, its styles branch inside it, and the
// kit has builder helpers outside any view. SwiftUI's `ViewBuilder` is not isolated to the main
// actor, so this compiles there in both language modes, and must here.

/// How a ``StatusBadge`` draws its title and state.
public protocol StatusBadgeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: StatusBadgeConfiguration) -> Body
}

/// What a badge style is given.
public struct StatusBadgeConfiguration {
    public let title: String
    public let isActive: Bool
}

/// A filled capsule, with a checkmark when active.
public struct PillStatusBadgeStyle: StatusBadgeStyle {
    public init() {}

    public func makeBody(configuration: StatusBadgeConfiguration) -> some View {
        if configuration.isActive {
            Image(systemName: "checkmark")
                .font(.caption2.weight(.bold))
        }
        Text(configuration.title)
            .font(.caption.weight(.semibold))
    }
}

/// Plain text in a stroked rounded rectangle, dimmed when inactive.
public struct OutlineStatusBadgeStyle: StatusBadgeStyle {
    public init() {}

    public func makeBody(configuration: StatusBadgeConfiguration) -> some View {
        Text(configuration.title)
            .font(.caption)
            .foregroundStyle(configuration.isActive ? Color.primary : Color.secondary)
            .padding(.horizontal, 6)
            .padding(.vertical, 2)
            .overlay(RoundedRectangle(cornerRadius: 4).strokeBorder(Color.secondary.opacity(0.6)))
    }
}

/// A badge drawn by the style it is given: the pill style sits in a tinted capsule.
public struct StatusBadge<Style: StatusBadgeStyle>: View {
    let title: String
    let isActive: Bool
    let style: Style

    public init(_ title: String, isActive: Bool, style: Style) {
        self.title = title
        self.isActive = isActive
        self.style = style
    }

    public var body: some View {
        HStack(spacing: 3) {
            style.makeBody(configuration: StatusBadgeConfiguration(title: title, isActive: isActive))
        }
        .foregroundStyle(isActive ? Color.green : Color.secondary)
        .padding(.horizontal, Style.self == PillStatusBadgeStyle.self ? 8 : 0)
        .padding(.vertical, Style.self == PillStatusBadgeStyle.self ? 3 : 0)
        .background(Style.self == PillStatusBadgeStyle.self ? Color.green.opacity(isActive ? 0.15 : 0.05) : Color.clear,
                    in: Capsule())
    }
}

/// The kit's section header: a builder helper outside any view.
enum KitHeaders {
    @ViewBuilder
    static func header(_ title: String, count: Int) -> some View {
        Text(title.uppercased())
            .font(.footnote.weight(.semibold))
            .foregroundStyle(.secondary)
        Spacer()
        Text("\(count)")
            .font(.footnote.monospacedDigit())
            .foregroundStyle(.secondary)
    }
}

/// A divider inset to the text, as a free function of the kit.
func insetDivider(leading: CGFloat) -> some View {
    Divider().padding(.leading, leading)
}

/// A deployment list's rows, each with its environment badges in two styles.
public struct DeploymentStatusRow: View {
    public struct Deployment: Identifiable {
        public let id: String
        let service: String
        let version: String
        let isLive: Bool
    }

    public static let sample = [
        Deployment(id: "api", service: "payments-api", version: "v4.12.0", isLive: true),
        Deployment(id: "web", service: "storefront-web", version: "v2.3.7", isLive: false),
    ]

    let deployments: [Deployment]

    public init(deployments: [Deployment]) {
        self.deployments = deployments
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack { KitHeaders.header("Deployments", count: deployments.count) }
            ForEach(deployments) { deployment in
                HStack(spacing: 8) {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(deployment.service).font(.body.weight(.medium))
                        Text(deployment.version).font(.caption.monospaced()).foregroundStyle(.secondary)
                    }
                    Spacer()
                    StatusBadge("Staging", isActive: true, style: OutlineStatusBadgeStyle())
                    StatusBadge(deployment.isLive ? "Live" : "Paused", isActive: deployment.isLive, style: PillStatusBadgeStyle())
                }
                if deployment.id != deployments.last?.id {
                    insetDivider(leading: 0)
                }
            }
        }
        .padding()
    }
}

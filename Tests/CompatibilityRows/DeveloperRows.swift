import SwiftUI

/// A CI build as a developer tool lists it: a status symbol in its colour, the branch and
/// commit, and how long it ran and how big its artifact is, in format styles.
public struct CIBuildRow: View {
    public enum Outcome {
        case passed, failed, running
    }

    public struct Build: Identifiable {
        public let id: Int
        let branch: String
        let commit: String
        let outcome: Outcome
        let duration: Duration
        let artifactBytes: Int64
    }

    public static let sample = Build(id: 1842, branch: "feature/offline-sync", commit: "a3f9c21", outcome: .failed,
                                     duration: .seconds(754), artifactBytes: 48_312_004)

    let build: Build

    public init(build: Build) {
        self.build = build
    }

    private var symbol: (name: String, color: Color) {
        switch build.outcome {
        case .passed: ("checkmark.circle.fill", .green)
        case .failed: ("xmark.octagon.fill", .red)
        case .running: ("clock.arrow.circlepath", .orange)
        }
    }

    public var body: some View {
        HStack(alignment: .top, spacing: 10) {
            Image(systemName: symbol.name)
                .foregroundStyle(symbol.color)
                .font(.title3)
            VStack(alignment: .leading, spacing: 4) {
                Text("#\(build.id) ").foregroundStyle(.secondary) + Text(build.branch).bold()
                Text(build.commit)
                    .font(.caption.monospaced())
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(.quaternary, in: .rect(cornerRadius: 4))
                HStack(spacing: 12) {
                    Label(build.duration.formatted(.units(allowed: [.minutes, .seconds], width: .abbreviated)), systemImage: "timer")
                    Label(build.artifactBytes.formatted(.byteCount(style: .file)), systemImage: "shippingbox")
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding()
    }
}

/// A layout that gives each stage of a pipeline the same width, the widest stage's, and
/// spreads them with fixed spacing, as the Layout protocol's examples teach.
struct EqualWidthHStack: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widest = maxSize(subviews)
        let count = CGFloat(subviews.count)
        return CGSize(width: widest.width * count + spacing * max(count - 1, 0), height: widest.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let widest = maxSize(subviews)
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading,
                          proposal: ProposedViewSize(width: widest.width, height: widest.height))
            x += widest.width + spacing
        }
    }

    private func maxSize(_ subviews: Subviews) -> CGSize {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }
}

/// A pipeline's stages as equal capsules, in a custom layout when they fit side by side and
/// a vertical stack when they do not, chosen through `AnyLayout`.
public struct PipelineStagesRow: View {
    let stages: [(name: String, passed: Bool)] = [("Build", true), ("Test", true), ("Lint", false), ("Deploy", false)]
    let isCompact: Bool

    public init(isCompact: Bool = false) {
        self.isCompact = isCompact
    }

    public var body: some View {
        let layout = isCompact ? AnyLayout(VStackLayout(alignment: .leading, spacing: 6)) : AnyLayout(EqualWidthHStack())
        layout {
            ForEach(stages, id: \.name) { stage in
                Label(stage.name, systemImage: stage.passed ? "checkmark" : "circle")
                    .font(.caption.weight(.semibold))
                    .padding(.horizontal, 10)
                    .padding(.vertical, 6)
                    .frame(maxWidth: .infinity)
                    .foregroundStyle(stage.passed ? .green : .secondary)
                    .background(stage.passed ? AnyShapeStyle(.green.opacity(0.15)) : AnyShapeStyle(.fill.tertiary), in: .capsule)
            }
        }
        .padding()
    }
}

/// The builds tab when a project has none yet: the system's empty state with a title, a
/// description and an action.
public struct NoBuildsView: View {
    public init() {}

    public var body: some View {
        ContentUnavailableView {
            Label("No Builds", systemImage: "hammer")
        } description: {
            Text("Push a commit to **main** or open a pull request to start a build.")
        } actions: {
            Button("Set Up Workflow") {}
                .buttonStyle(.borderedProminent)
        }
    }
}

/// A CI tool's settings: a token field focused with `@FocusState`, switches kept in
/// `@AppStorage`, a concurrency stepper and a retention slider.
public struct CISettingsForm: View {
    @AppStorage("ci.notifyOnFailure") private var notifyOnFailure = true
    @AppStorage("ci.cancelSuperseded") private var cancelSuperseded = false
    @State private var token = ""
    @State private var concurrentJobs = 4
    @State private var retentionDays = 30.0
    @FocusState private var isTokenFocused: Bool

    public init() {}

    public var body: some View {
        Form {
            Section("Access") {
                SecureField("Personal access token", text: $token)
                    .focused($isTokenFocused)
                    .submitLabel(.done)
            }
            Section("Runs") {
                Stepper("Concurrent jobs: \(concurrentJobs)", value: $concurrentJobs, in: 1...8)
                VStack(alignment: .leading) {
                    Text("Keep artifacts for \(Int(retentionDays)) days")
                    Slider(value: $retentionDays, in: 1...90, step: 1)
                }
                Toggle("Cancel superseded runs", isOn: $cancelSuperseded)
            }
            Section {
                Toggle("Notify on failure", isOn: $notifyOnFailure)
            } footer: {
                Text("Notifications go to the devices signed in to your account.")
            }
        }
    }
}

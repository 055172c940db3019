import SwiftUI

/// A recipe app's saved-recipe row, written as iOS 17 apps write it: a gradient tile with a
/// symbol, the title and details, a share link and a menu of actions at the trailing edge.
public struct SavedRecipeRow: View {
    let title: String
    let minutes: Int
    let servings: Int

    public init(title: String = "Lemon Ricotta Pancakes", minutes: Int = 25, servings: Int = 4) {
        self.title = title
        self.minutes = minutes
        self.servings = servings
    }

    public var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 10)
                .fill(.linearGradient(Color.orange.gradient, startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 52, height: 52)
                .overlay { Image(systemName: "flame.fill").foregroundStyle(.white) }
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline).lineLimit(1)
                Text("\(minutes) min · \(servings) servings")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            ShareLink(item: URL(string: "https://example.com/recipes/pancakes")!) {
                Image(systemName: "square.and.arrow.up")
            }
            Menu {
                Button("Add to Shopping List", systemImage: "cart") {}
                Button("Delete", systemImage: "trash", role: .destructive) {}
            } label: {
                Image(systemName: "ellipsis.circle")
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
    }
}

/// A download shown with a progress ring whose trim is its animatable data, as apps write
/// them so the ring animates; the render shows the ring at its value.
public struct RecipeVideoDownloadRow: View {
    let progress: Double

    public init(progress: Double = 0.62) { self.progress = progress }

    public var body: some View {
        HStack(spacing: 14) {
            ZStack {
                Circle().stroke(Color.secondary.opacity(0.25), lineWidth: 4)
                ProgressArc(progress: progress)
                    .stroke(Color.accentColor, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                Image(systemName: "arrow.down").font(.caption.bold()).foregroundStyle(Color.accentColor)
            }
            .frame(width: 32, height: 32)
            VStack(alignment: .leading, spacing: 2) {
                Text("Knife Skills, Part 2").font(.body)
                Text("Downloading · \(Int(progress * 100))%").font(.footnote).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
    }
}

/// A ring from twelve o'clock, clockwise, to `progress` of a full turn.
struct ProgressArc: Shape {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        return path
    }
}

/// A sign-in field that shakes on a wrong code: the shake is a GeometryEffect driven by the
/// number of attempts, as apps write it; the render shows it where the animation ends.
public struct VerificationCodeRow: View {
    @State private var code = "4 1 7 9 0"
    let attempts: Int

    public init(attempts: Int = 2) { self.attempts = attempts }

    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Verification code").font(.footnote).foregroundStyle(.secondary)
            TextField("Code", text: $code)
                .textFieldStyle(.roundedBorder)
                .modifier(Shake(animatableData: CGFloat(attempts)))
            Label("That code didn’t match. Try again.", systemImage: "exclamationmark.circle")
                .font(.footnote)
                .foregroundStyle(.red)
        }
        .padding()
    }
}

/// Three shakes of 8 points per unit of `animatableData`; at whole numbers it is at rest.
struct Shake: GeometryEffect {
    var amount: CGFloat = 8
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

extension EnvironmentValues {
    /// The accent of recipe tags, set by a cookbook's theme; declared as iOS 18 apps do.
    @Entry public var recipeAccent: Color = .orange
    @Entry public var recipeTagLimit: Int?
}

/// Tags under a recipe's title, in the accent its screen's environment sets.
public struct RecipeTagsRow: View {
    @Environment(\.recipeAccent) private var accent
    @Environment(\.recipeTagLimit) private var limit
    let tags: [String]

    public init(tags: [String] = ["Breakfast", "Vegetarian", "Quick"]) { self.tags = tags }

    public var body: some View {
        HStack(spacing: 6) {
            ForEach(tags.prefix(limit ?? tags.count), id: \.self) { tag in
                Text(tag)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(accent)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(accent.opacity(0.15), in: Capsule())
            }
        }
        .padding()
    }
}

import SwiftUI

struct PromoBanner: View {
    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "gift.fill")
                .font(.title2)
                .foregroundStyle(.white)
            VStack(alignment: .leading, spacing: 2) {
                Text("Invite friends, get 3 months free")
                    .font(.subheadline.weight(.semibold))
                Text("Offer ends Sunday")
                    .font(.caption)
                    .opacity(0.85)
            }
            .foregroundStyle(.white)
            Spacer()
            Image(systemName: "xmark")
                .font(.footnote.weight(.bold))
                .foregroundStyle(.white.opacity(0.8))
        }
        .padding()
        .background(
            LinearGradient(colors: [.indigo, .purple], startPoint: .leading, endPoint: .trailing),
            in: RoundedRectangle(cornerRadius: 14, style: .continuous))
        .padding(.horizontal)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    PromoBanner()
}

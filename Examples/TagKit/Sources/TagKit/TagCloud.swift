import SwiftUI

/// A previewable list of interests, as an app's onboarding screen would use the kit.
struct InterestsPicker: View {
    let interests = ["Hiking", "Cooking", "Photography", "Jazz", "Board games", "Running", "Sketching", "Travel"]
    @State private var chosen: Set<String> = ["Cooking", "Jazz"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Pick your interests").font(.headline)
            FlowLayout {
                ForEach(interests, id: \.self) { interest in
                    Chip(interest, isSelected: Binding(
                        get: { chosen.contains(interest) },
                        set: { if $0 { chosen.insert(interest) } else { chosen.remove(interest) } }))
                }
            }
            Text("\(chosen.count) selected").font(.footnote).foregroundStyle(.secondary)
        }
        .padding()
    }
}

struct InterestsPicker_Previews: PreviewProvider {
    static var previews: some View {
        InterestsPicker()
            .frame(width: 320)
    }
}

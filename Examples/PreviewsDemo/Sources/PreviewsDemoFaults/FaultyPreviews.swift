import SwiftUI

/// A row whose body traps, as a row indexing past the end of its data does.
struct CrashingRow: View {
    let names: [String] = []

    var body: some View {
        Text(names[2])
    }
}

#Preview("Traps") {
    CrashingRow()
}

#Preview("Too large to draw") {
    Text("A poster")
        .frame(width: 90_000, height: 90_000)
}

#Preview("Fine") {
    Text("Renders beside the faulty ones")
        .padding()
}

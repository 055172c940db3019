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

// Its ideal size is far beyond what a PNG can hold: the render throws, and the run says so.
#Preview("Too large to draw", traits: .sizeThatFitsLayout) {
    Text("A poster")
        .frame(width: 90_000, height: 90_000)
}

#Preview("Fine") {
    Text("Renders beside the faulty ones")
        .padding()
}

/// A row whose body never returns, as a loop waiting on a flag nobody sets does.
struct SpinningRow: View {
    var body: some View {
        var spins = 0
        while spins >= 0 { spins &+= 1 }
        return Text("\(spins)")
    }
}

#Preview("Never finishes") {
    SpinningRow()
}

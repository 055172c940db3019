import SwiftUI

/// Reading preferences kept in `UserDefaults`, as settings screens keep them: `@AppStorage`
/// with a default, an enumeration, a number and an optional, bound to the form's controls.
/// The keys are the suite's own, so a render draws the defaults.
public struct ReaderSettingsForm: View {
    public enum TextSize: String, CaseIterable, Identifiable {
        case small, medium, large
        public var id: Self { self }
    }

    @AppStorage("compatibility.reader.justify") private var justify = true
    @AppStorage("compatibility.reader.textSize") private var textSize = TextSize.medium
    @AppStorage("compatibility.reader.lineSpacing") private var lineSpacing = 1.2
    @AppStorage("compatibility.reader.lastBook") private var lastBook: String?

    public init() {}

    public var body: some View {
        Form {
            Section("Text") {
                Toggle("Justify Paragraphs", isOn: $justify)
                Picker("Text Size", selection: $textSize) {
                    ForEach(TextSize.allCases) { size in
                        Text(size.rawValue.capitalized).tag(size)
                    }
                }
                LabeledContent("Line Spacing", value: lineSpacing, format: .number)
            }
            Section("Library") {
                LabeledContent("Last Opened", value: lastBook ?? "None")
            }
        }
        .frame(height: 300)
    }
}

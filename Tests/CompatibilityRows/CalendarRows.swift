import SwiftUI

/// A calendar app's new-event form: the title and place, an all-day switch, the start and end
/// on compact date pickers (the end no earlier than the start), and a repeat picker.
public struct NewEventForm: View {
    @State private var title = "Design review"
    @State private var location = ""
    @State private var isAllDay = false
    @State private var start = Date(timeIntervalSince1970: 1_768_903_200)   // 2026-01-20 10:00 UTC
    @State private var end = Date(timeIntervalSince1970: 1_768_906_800)
    @State private var repeats = "Never"

    public init() {}

    public var body: some View {
        Form {
            Section {
                TextField("Title", text: $title)
                TextField("Location or Video Call", text: $location)
            }
            Section {
                Toggle("All-day", isOn: $isAllDay)
                DatePicker("Starts", selection: $start, displayedComponents: isAllDay ? [.date] : [.date, .hourAndMinute])
                DatePicker("Ends", selection: $end, in: start..., displayedComponents: isAllDay ? .date : [.date, .hourAndMinute])
                Picker("Repeat", selection: $repeats) {
                    ForEach(["Never", "Every Day", "Every Week"], id: \.self) { Text($0) }
                }
            }
        }
        .frame(height: 420)
    }
}

/// A reminder's due date, chosen on the month's calendar under its switch.
public struct ReminderDueDateSection: View {
    @State private var hasDate = true
    @State private var due = Date(timeIntervalSince1970: 1_769_421_600)   // 2026-01-26 10:00 UTC

    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            Toggle(isOn: $hasDate) {
                Label("Date", systemImage: "calendar")
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            if hasDate {
                DatePicker("Due", selection: $due, displayedComponents: .date)
                    .datePickerStyle(.graphical)
                    .tint(.red)
            }
        }
    }
}

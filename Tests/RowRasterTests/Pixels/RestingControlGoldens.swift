import Foundation
@testable import RowRaster
@testable import RowRasterCore
import RowRasterTesting
import Testing

/// Sliders, gauges, date pickers and empty states at rest, at scale 3, as iOS 17 draws them.
@MainActor
@Suite struct RestingControlGoldens {
    private static let lightAndDark: [RenderAppearance] = [.standard, .dark]
    private static let width = ProposedViewSize(width: 390, height: nil)

    /// 2026-03-02 18:30 UTC, a Monday evening: not the render's today.
    private static let evening = Date(timeIntervalSince1970: 1_772_476_200)

    @Test func slidersInAList() {
        let view = List {
            Section("Display") {
                Slider(value: .constant(0.6)) {
                    Text("Brightness")
                } minimumValueLabel: {
                    Image(systemName: "sun.min")
                } maximumValueLabel: {
                    Image(systemName: "sun.max")
                }
                Slider(value: .constant(30), in: 0...100, step: 5)
                Slider(value: .constant(0.25)).tint(.orange)
            }
            Section("Ends and states") {
                Slider(value: .constant(-3), in: 0...10)
                Slider(value: .constant(12), in: 0...10)
                Slider(value: .constant(0.5), minimumValueLabel: Text("0"), maximumValueLabel: Text("100")) { Text("Volume") }
                    .disabled(true)
            }
        }
        .listStyle(.insetGrouped)
        assertGolden(of: view, proposal: ProposedViewSize(width: 390, height: 520), appearances: Self.lightAndDark)
    }

    @Test func gaugesInEachStyle() {
        let view = VStack(alignment: .leading, spacing: 20) {
            Gauge(value: 0.4) { Text("Battery Level") }
            Gauge(value: 67, in: 0...170) {
                Text("Heart Rate")
            } currentValueLabel: {
                Text("67 BPM")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("170")
            }
            .gaugeStyle(.linearCapacity)
            .tint(.red)
            Gauge(value: 0.7) {
                Text("Storage")
            } currentValueLabel: {
                Text("70%")
            }
            .gaugeStyle(.accessoryLinearCapacity)
            Gauge(value: 18, in: 10...30) {
                Text("Temp")
            } currentValueLabel: {
                Text("18°")
            } minimumValueLabel: {
                Text("10")
            } maximumValueLabel: {
                Text("30")
            }
            .gaugeStyle(.accessoryLinear)
            .tint(.orange)
            HStack(spacing: 24) {
                Gauge(value: 18, in: 10...30) {
                    Text("Temp")
                } currentValueLabel: {
                    Text("18°")
                } minimumValueLabel: {
                    Text("10")
                } maximumValueLabel: {
                    Text("30")
                }
                .gaugeStyle(.accessoryCircular)
                Gauge(value: 0.62) {
                    Text("SPD")
                } currentValueLabel: {
                    Text("62")
                }
                .gaugeStyle(.accessoryCircular)
                Gauge(value: 0.65) {
                    Image(systemName: "bolt.fill")
                } currentValueLabel: {
                    Text("65")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.green)
            }
        }
        .padding()
        assertGolden(of: view, proposal: Self.width, appearances: Self.lightAndDark)
    }

    @Test func compactDatePickersInAForm() {
        let now = RenderDefaults.now
        let view = Form {
            Section {
                DatePicker("Starts", selection: .constant(now))
                DatePicker("Ends", selection: .constant(Self.evening))
                DatePicker("Birthday", selection: .constant(now), displayedComponents: .date)
                DatePicker("Alarm", selection: .constant(Self.evening), displayedComponents: [.hourAndMinute])
            }
            Section {
                // Before the range's start: UIDatePicker shows the start.
                DatePicker("Clamped", selection: .constant(now), in: Self.evening..., displayedComponents: .date)
                DatePicker("Disabled", selection: .constant(now)).disabled(true)
                DatePicker("Hidden label", selection: .constant(now)).labelsHidden()
            }
        }
        assertGolden(of: view, proposal: ProposedViewSize(width: 390, height: 520), appearances: Self.lightAndDark)
    }

    @Test func compactDatePickerInGermanAndTokyoTime() {
        let view = DatePicker("Beginn", selection: .constant(RenderDefaults.now))
            .environment(\.locale, Locale(identifier: "de_DE"))
            .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
            .padding()
        assertGolden(of: view, proposal: Self.width)
    }

    @Test func graphicalDatePicker() {
        let view = VStack(spacing: 24) {
            DatePicker("Day", selection: .constant(Self.evening)).datePickerStyle(.graphical)
            DatePicker("Today", selection: .constant(RenderDefaults.now), displayedComponents: .date)
                .datePickerStyle(.graphical)
                .tint(.pink)
        }
        assertGolden(of: view, proposal: Self.width, appearances: Self.lightAndDark)
    }

    @Test func wheelDatePickers() {
        let view = VStack(spacing: 0) {
            DatePicker("", selection: .constant(RenderDefaults.now)).datePickerStyle(.wheel).labelsHidden()
            DatePicker("", selection: .constant(Self.evening), displayedComponents: .date).datePickerStyle(.wheel).labelsHidden()
            DatePicker("Alarm", selection: .constant(Self.evening), displayedComponents: .hourAndMinute).datePickerStyle(.wheel)
        }
        .padding(.horizontal)
        assertGolden(of: view, proposal: Self.width, appearances: Self.lightAndDark)
    }

    @Test func contentUnavailableViews() {
        let view = VStack(spacing: 0) {
            ContentUnavailableView {
                Label("No Mail", systemImage: "tray")
            } description: {
                Text("New messages you receive will appear here.")
            } actions: {
                Button("Refresh") {}.buttonStyle(.borderedProminent)
            }
            .frame(height: 380)
            Divider()
            ContentUnavailableView.search(text: "lighthouse")
                .frame(height: 300)
            Divider()
            ContentUnavailableView("No Connection", systemImage: "wifi.slash", description: Text("Check your network settings."))
                .frame(height: 260)
        }
        assertGolden(of: view, proposal: Self.width, appearances: Self.lightAndDark)
    }

    @Test func textEditorsInAFormAndOnAColour() {
        let view = Form {
            Section("Notes") {
                TextEditor(text: .constant("Gate code 4417. Leave parcels by the blue door; the bell is broken until Thursday."))
                    .frame(height: 96)
            }
            Section("Empty") {
                TextEditor(text: .constant(""))
            }
            Section("Clear, centred") {
                TextEditor(text: .constant("Thanks for the ride!"))
                    .multilineTextAlignment(.center)
                    .scrollContentBackground(.hidden)
                    .background(Color.yellow.opacity(0.25))
                    .frame(height: 60)
            }
        }
        assertGolden(of: view, proposal: ProposedViewSize(width: 390, height: 470), appearances: Self.lightAndDark)
    }
}

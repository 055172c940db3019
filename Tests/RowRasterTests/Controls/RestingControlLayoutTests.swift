import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// Sliders, gauges, date pickers and empty states laid out as iOS lays them out at rest:
/// exact frames, colours and the strings shown.
@MainActor
@Suite struct RestingControlLayoutTests {
    private let row = ProposedViewSize(width: 300, height: nil)

    // MARK: Slider

    @Test func aSliderTakesTheWidthAndPutsItsThumbAtTheValue() throws {
        let view = Slider(value: .constant(0.5))
        // 34 points tall; the 4-point track across the whole width, centred; the 28-point thumb's
        // centre runs from 14 to 286, so half way is 150; the fill runs to the thumb's centre.
        let capsules = try frames(of: "Capsule", in: view, proposal: row)
        #expect(capsules == [CGRect(x: 0, y: 15, width: 300, height: 4), CGRect(x: 0, y: 15, width: 150, height: 4)])
        #expect(try frames(of: "Circle", in: view, proposal: row) == [CGRect(x: 136, y: 3, width: 28, height: 28)])
        #expect(try laidOutNodes(view, proposal: row).first?.frame.size == CGSize(width: 300, height: 34))
        let dump = try displayListDump(view, proposal: row)
        #expect(dump.contains("#007AFF"))   // the accent colour fills the leading part
    }

    @Test func aSliderClampsItsValueAndMapsItsBounds() throws {
        func thumb(_ value: Double, in bounds: ClosedRange<Double>) throws -> CGRect? {
            try frames(of: "Circle", in: Slider(value: .constant(value), in: bounds, step: 1), proposal: row).first
        }
        #expect(try thumb(25, in: 0...100)?.minX == 68)   // 14 + 0.25 × 272, less the radius
        #expect(try thumb(-5, in: 0...100)?.minX == 0)
        #expect(try thumb(500, in: 0...100)?.minX == 272)
        #expect(try thumb(.nan, in: 0...100)?.minX == 0)
        #expect(try thumb(3, in: 3...3)?.minX == 0)       // an empty range: the leading end
    }

    @Test func aSlidersValueLabelsSitAtItsEndsAndItsLabelIsNotDrawn() throws {
        let view = Slider(value: .constant(Float(0.2))) {
            Text("Brightness")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
        let texts = try frames(of: "Text", in: view, proposal: row)
        #expect(texts.count == 2)   // "0" and "100"; the label is for VoiceOver only
        let track = try #require(try frames(of: "Capsule", in: view, proposal: row).first)
        #expect(texts[0].minX == 0 && track.minX == dumpPrecision(texts[0].maxX + 8))
        #expect(texts[1].maxX == 300 && dumpPrecision(track.maxX + 8) == texts[1].minX)
        #expect(try coloredTexts(view, proposal: row) == ["\"0\" #000000", "\"100\" #000000"])
    }

    @Test func aDisabledSliderGreysItsFillAndTintedOneTakesTheTint() throws {
        let disabled = try displayListDump(Slider(value: .constant(0.5)).disabled(true), proposal: row)
        #expect(!disabled.contains("#007AFF"))
        let tinted = try displayListDump(Slider(value: .constant(0.5)).tint(.orange), proposal: row)
        #expect(tinted.contains("#FF9500"))
    }

    @Test func everySliderInitialiserCompilesWithSwiftUIsLabels() throws {
        var value = 0.5
        let binding = Binding(get: { value }, set: { value = $0 })
        // Without value labels the thumb is half way along the whole width; with them, half
        // way along what the labels leave.
        let bare: [AnyView] = [
            AnyView(Slider(value: binding)),
            AnyView(Slider(value: binding, in: 0...1, onEditingChanged: { _ in })),
            AnyView(Slider(value: binding, in: 0...1, step: 0.1)),
            AnyView(Slider(value: binding, in: 0...1, step: 0.1, onEditingChanged: { _ in })),
            AnyView(Slider(value: binding) { Text("L") }),
            AnyView(Slider(value: binding, in: 0...1) { Text("L") }),
            AnyView(Slider(value: binding, in: 0...1, step: 0.1) { Text("L") } onEditingChanged: { _ in }),
            AnyView(Slider(value: binding, in: 0...1, onEditingChanged: { _ in }) { Text("L") }),
            AnyView(Slider(value: binding, in: 0...1, step: 0.5, onEditingChanged: { _ in }) { Text("L") }),
        ]
        let labelled: [AnyView] = [
            AnyView(Slider(value: binding, in: 0...1) { Text("L") } minimumValueLabel: { Text("a") } maximumValueLabel: { Text("b") }),
            AnyView(Slider(value: binding, in: 0...1, step: 0.5) { Text("L") } minimumValueLabel: { Text("a") }
                        maximumValueLabel: { Text("b") } onEditingChanged: { _ in }),
            AnyView(Slider(value: binding, in: 0...1, onEditingChanged: { _ in }, minimumValueLabel: Text("a"),
                           maximumValueLabel: Text("b")) { Text("L") }),
            AnyView(Slider(value: binding, in: 0...1, step: 0.5, onEditingChanged: { _ in }, minimumValueLabel: Text("a"),
                           maximumValueLabel: Text("b")) { Text("L") }),
        ]
        for slider in bare {
            #expect(try frames(of: "Circle", in: slider, proposal: row).first?.minX == 136)
        }
        let track = try #require(try frames(of: "Capsule", in: labelled[0], proposal: row).first)
        for slider in labelled {
            let thumb = try #require(try frames(of: "Circle", in: slider, proposal: row).first)
            #expect(abs(thumb.midX - (track.minX + 14 + 0.5 * (track.width - 28))) <= 0.01)
            #expect(try frames(of: "Text", in: slider, proposal: row).count == 2)
        }
        #expect(value == 0.5)   // a render never moves the thumb
    }

    // MARK: Gauge

    @Test func theAutomaticGaugeIsALinearCapacityBarUnderItsLabel() throws {
        let view = Gauge(value: 0.4) { Text("Battery Level") }
        let label = try #require(try frames(of: "Text", in: view, proposal: row).first)
        let capsules = try frames(of: "Capsule", in: view, proposal: row)
        // The 6-point bar 6 points under the label, filled to 40 % of the width.
        #expect(capsules == [CGRect(x: 0, y: dumpPrecision(label.maxY + 6), width: 300, height: 6),
                             CGRect(x: 0, y: dumpPrecision(label.maxY + 6), width: 120, height: 6)])
        #expect(try frames(of: "Capsule", in: view.gaugeStyle(.linearCapacity), proposal: row) == capsules)
        #expect(try frames(of: "Capsule", in: view.gaugeStyle(.automatic), proposal: row) == capsules)
    }

    @Test func aLinearGaugesLabelsAreSecondaryFootnotesAroundTheBar() throws {
        let view = Gauge(value: 67, in: 0...170) {
            Text("BPM")
        } currentValueLabel: {
            Text("67")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("170")
        }
        #expect(try coloredTexts(view, proposal: row) == ["\"BPM\" #000000", "\"0\" #3C3C4399", "\"170\" #3C3C4399", "\"67\" #3C3C4399"])
        let texts = try frames(of: "Text", in: view, proposal: row)
        let bar = try #require(try frames(of: "Capsule", in: view, proposal: row).first)
        #expect(abs(bar.minX - (texts[1].maxX + 8)) <= 0.01 && abs(bar.maxX + 8 - texts[2].minX) <= 0.02)
        #expect(texts[3].minY > bar.maxY)   // the current value below the bar
    }

    @Test func outOfBoundsGaugeValuesAreClamped() throws {
        let full = try frames(of: "Capsule", in: Gauge(value: 12, in: 0...10) { EmptyView() }, proposal: row)
        #expect(full.last?.width == 300)
        let empty = try frames(of: "Capsule", in: Gauge(value: -1.0) { EmptyView() }, proposal: row)
        #expect(empty.count == 1)   // no fill at all
    }

    @Test func theCircularAccessoryGaugesAre58PointsSquare() throws {
        let open = Gauge(value: 0.5) { Text("SPD") } currentValueLabel: { Text("50") }.gaugeStyle(.accessoryCircular)
        let closed = Gauge(value: 0.5) { Text("SPD") } currentValueLabel: { Text("50") }.gaugeStyle(.accessoryCircularCapacity)
        #expect(try laidOutNodes(open).first?.frame.size == CGSize(width: 58, height: 58))
        #expect(try laidOutNodes(closed).first?.frame.size == CGSize(width: 58, height: 58))
        // The open ring shows its label in the opening; the capacity ring shows only the value.
        #expect(try coloredTexts(open, proposal: .unspecified).map { $0.prefix(5) } == ["\"50\" ", "\"SPD\""])
        #expect(try coloredTexts(closed, proposal: .unspecified).map { $0.prefix(5) } == ["\"50\" "])
    }

    @Test func aCustomGaugeStyleGetsTheFractionAndLabels() throws {
        struct Percent: GaugeStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    Text("\(Int(configuration.value * 100))%")
                    configuration.currentValueLabel
                    configuration.minimumValueLabel
                }
            }
        }
        let view = Gauge(value: 30, in: 20...40) { Text("Temp") } currentValueLabel: { Text("30°") }.gaugeStyle(Percent())
        #expect(try coloredTexts(view) == ["\"Temp\" #000000", "\"50%\" #000000", "\"30°\" #000000"])
    }

    @Test func everyGaugeInitialiserCompilesWithSwiftUIsLabels() throws {
        let gauges: [AnyView] = [
            AnyView(Gauge(value: 0.5) { Text("L") }),
            AnyView(Gauge(value: Float(5), in: 0...10) { Text("L") } currentValueLabel: { Text("5") }),
            AnyView(Gauge(value: 5.0, in: 0...10) { Text("L") } currentValueLabel: { Text("5") }
                        minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }),
            AnyView(Gauge(value: 5.0, in: 0...10) { Text("L") } currentValueLabel: { Text("5") }
                        markedValueLabels: { Text("3").tag(3.0) }),
            AnyView(Gauge(value: 5.0, in: 0...10) { Text("L") } currentValueLabel: { Text("5") }
                        minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") } markedValueLabels: { Text("3").tag(3.0) }),
        ]
        for gauge in gauges {
            #expect(try frames(of: "Capsule", in: gauge, proposal: row).last?.width == 150
                    || frames(of: "Capsule", in: gauge, proposal: row).count == 2)
        }
    }

    // MARK: DatePicker

    @Test func aCompactDatePickerShowsTheDateAndTimeInWellsAfterItsLabel() throws {
        let view = DatePicker("Starts", selection: .constant(RenderDefaults.now))
        #expect(try coloredTexts(view, proposal: row) == ["\"Starts\" #000000", "\"Jan 15, 2026\" #000000", "\"9:41\u{202F}AM\" #000000"])
        let texts = try frames(of: "Text", in: view, proposal: row)
        let wells = try frames(of: "RoundedRectangle", in: view, proposal: row)
        #expect(wells.count == 2)
        // Each well pads its text 11 across and 6 down; 8 points between the wells; the time's
        // well ends at the trailing edge.
        for (well, text) in zip(wells, texts.dropFirst()) {
            #expect(well.minX == dumpPrecision(text.minX - 11) && well.minY == dumpPrecision(text.minY - 6))
            #expect(abs(well.height - (text.height + 12)) <= 0.01)
        }
        #expect(abs(wells[1].minX - (wells[0].maxX + 8)) <= 0.01 && wells[1].maxX == 300)
        #expect(try displayListDump(view, proposal: row).contains("#7676801F"))   // tertiarySystemFill
    }

    @Test func theComponentsChooseTheWellsAndTheRangeClampsTheDate() throws {
        let now = RenderDefaults.now
        let later = now.addingTimeInterval(86_400 * 3 + 3_600)
        func shown(_ view: some View) throws -> [String] { try coloredTexts(view, proposal: row).map { String($0.split(separator: "\"")[0]) } }
        #expect(try shown(DatePicker("D", selection: .constant(now), displayedComponents: .date)) == ["D", "Jan 15, 2026"])
        #expect(try shown(DatePicker("T", selection: .constant(now), displayedComponents: .hourAndMinute)) == ["T", "9:41\u{202F}AM"])
        #expect(try shown(DatePicker("R", selection: .constant(now), in: later..., displayedComponents: .date)) == ["R", "Jan 18, 2026"])
        #expect(try shown(DatePicker("R", selection: .constant(later), in: ...now)) == ["R", "Jan 15, 2026", "9:41\u{202F}AM"])
        #expect(try shown(DatePicker("R", selection: .constant(later), in: now...later)) == ["R", "Jan 18, 2026", "10:41\u{202F}AM"])
        #expect(try shown(DatePicker(selection: .constant(now)) { Text("Custom") }.labelsHidden()) == ["Jan 15, 2026", "9:41\u{202F}AM"])
    }

    @Test func aDatePickerShowsTheRendersLocaleAndTimeZone() throws {
        let view = DatePicker("Beginn", selection: .constant(RenderDefaults.now))
            .environment(\.locale, Locale(identifier: "de_DE"))
            .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
        #expect(try coloredTexts(view, proposal: row).map { String($0.split(separator: "\"")[0]) } == ["Beginn", "15.01.2026", "18:41"])
    }

    @Test func theWheelAndGraphicalStylesShowTheirOwnLooks() throws {
        let evening = Date(timeIntervalSince1970: 1_772_476_200)   // Monday 2 March 2026, 18:30 UTC
        let wheel = DateWheels(date: evening, components: [.date, .hourAndMinute], calendar: EnvironmentValues().formattingCalendar,
                               now: RenderDefaults.now)
        #expect(wheel.columns.map { $0.values[$0.selected] } == ["Mon Mar 2", "6", "30", "PM"])
        #expect(wheel.columns[0].values.first == "Fri Feb 27")
        let today = DateWheels(date: RenderDefaults.now, components: [.date, .hourAndMinute],
                               calendar: EnvironmentValues().formattingCalendar, now: RenderDefaults.now)
        #expect(today.columns[0].values[today.columns[0].selected] == "Today")
        let dateOnly = DateWheels(date: evening, components: .date, calendar: EnvironmentValues().formattingCalendar, now: RenderDefaults.now)
        #expect(dateOnly.columns.map { $0.values[$0.selected] } == ["March", "2", "2026"])
        let graphical = DatePicker("Day", selection: .constant(evening), displayedComponents: .date).datePickerStyle(.graphical)
        let shown = try coloredTexts(graphical, proposal: ProposedViewSize(width: 390, height: nil))
        #expect(shown.first == "\"March 2026\" #000000")
        #expect(shown.contains("\"2\" #007AFF"))                  // the selected day in the tint
        #expect(!shown.contains { $0.hasPrefix("\"Day\"") })      // no label, as on iOS
        #expect(shown.filter { $0.hasPrefix("\"31\"") }.count == 1)
    }

    @Test func aCustomDatePickerStyleGetsTheConfiguration() throws {
        struct Plain: DatePickerStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    configuration.label
                    Text(configuration.minimumDate == nil ? "open" : "from")
                    Text(configuration.displayedComponents == .date ? "date" : "other")
                }
            }
        }
        let view = DatePicker("When", selection: .constant(RenderDefaults.now), in: RenderDefaults.now..., displayedComponents: .date)
            .datePickerStyle(Plain())
        #expect(try coloredTexts(view) == ["\"When\" #000000", "\"from\" #000000", "\"date\" #000000"])
    }

    // MARK: ContentUnavailableView

    @Test func anEmptyStateIsCentredInTheSpaceOffered() throws {
        let view = ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New messages appear here."))
        let proposal = ProposedViewSize(width: 390, height: 600)
        #expect(try laidOutNodes(view, proposal: proposal).first?.frame.size == CGSize(width: 390, height: 600))
        #expect(try coloredTexts(view, proposal: proposal) == ["\"No Mail\" #000000", "\"New messages appear here.\" #3C3C4399"])
        let texts = try frames(of: "Text", in: view, proposal: proposal)
        let icon = try #require(try frames(of: "Symbol", in: view, proposal: proposal).first)
        // Icon, title and description centred on the middle of the width; the block centred
        // on the middle of the height; 8 points from the icon to the title and to the description.
        for frame in [icon] + texts { #expect(abs(frame.midX - 195) <= 0.5) }
        #expect(abs(texts[0].minY - (icon.maxY + 8)) <= 0.01 && abs(texts[1].minY - (texts[0].maxY + 8)) <= 0.01)
        #expect(abs((icon.minY + texts[1].maxY) / 2 - 300) <= 0.5)
    }

    @Test func theSearchEmptyStatesSayWhatWasSearched() throws {
        let proposal = ProposedViewSize(width: 390, height: 400)
        #expect(try coloredTexts(ContentUnavailableView.search, proposal: proposal)
                == ["\"No Results\" #000000", "\"Check the spelling or try a new search.\" #3C3C4399"])
        #expect(try coloredTexts(ContentUnavailableView.search(text: "tide"), proposal: proposal).first == "\"No Results for “tide”\" #000000")
    }

    @Test func anEmptyStatesActionsSitBelowItsDescription() throws {
        let view = ContentUnavailableView {
            Label("No Photos", systemImage: "photo")
        } description: {
            Text("Take one.")
        } actions: {
            Button("Open Camera") {}
        }
        let proposal = ProposedViewSize(width: 390, height: 400)
        let texts = try frames(of: "Text", in: view, proposal: proposal)
        #expect(texts.count == 3)
        #expect(abs(texts[2].minY - (texts[1].maxY + 16)) <= 0.01)
        #expect(try coloredTexts(view, proposal: proposal).last == "\"Open Camera\" #007AFF")
        let labelOnly = ContentUnavailableView { Text("Nothing here") }
        #expect(try coloredTexts(labelOnly, proposal: proposal) == ["\"Nothing here\" #000000"])
    }
}

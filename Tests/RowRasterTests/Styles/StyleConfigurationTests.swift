import Foundation
import Testing
@testable import RowRaster
@testable import RowRasterCore

/// What custom styles receive in their configurations, and what the built-in styles draw
/// for roles, foreground styles and disabled controls, as exact frames and colours.
@MainActor
@Suite struct StyleConfigurationTests {
    private let row = ProposedViewSize(width: 300, height: nil)

    @Test func aButtonStyleGetsTheLabelTheRoleAndARestingPress() throws {
        let view = HStack(spacing: 10) {
            Button("Save") {}
            Button("Delete", role: .destructive) {}
        }
        .buttonStyle(CapsuleButtonStyle())
        // The style's body draws the label (white, its own padding) on indigo at rest, red
        // for a destructive role; the accent colour of the default style is gone.
        #expect(try coloredTexts(view) == ["\"Save\" #FFFFFF", "\"Delete\" #FFFFFF"])
        let capsules = try frames(of: "Capsule", in: view, proposal: row)
        let labels = try frames(of: "Text", in: view, proposal: row)
        #expect(capsules.count == 2)
        // Both widths are rounded to dump precision on their own, so they may differ by 0.01.
        #expect(capsules[0].minX == labels[0].minX - 14 && abs(capsules[0].width - (labels[0].width + 28)) <= 0.01)
        #expect(capsules[0].height == labels[0].height + 12)
        let dump = try displayListDump(view, proposal: row)
        #expect(dump.contains("#5856D6"))   // indigo: isPressed is false
        #expect(dump.contains("#FF3B30"))   // red: the role arrived
        #expect(!dump.contains("#8E8E93"))  // never the pressed grey
    }

    @Test func aPrimitiveStyleCanDrawTheButtonWithTheStylesAroundIt() throws {
        let view = Button("Continue") {}
            .buttonStyle(OutlinedPrimitiveStyle())
            .buttonStyle(.borderedProminent)
        // `Button(configuration)` inside the custom style draws with the style set outside
        // it: white on the accent colour, padded 12 × 7, inside the style's 4-point padding.
        #expect(try coloredTexts(view) == ["\"Continue\" #FFFFFF"])
        let fill = try #require(try frames(of: "RoundedRectangle", in: view).first)
        let text = try #require(try frames(of: "Text", in: view).first)
        #expect(fill.minX == 4 && fill.minY == 4)
        #expect(text.minX == fill.minX + 12 && text.minY == fill.minY + 7)
        #expect(try displayListDump(view).contains("#34C759"))   // the style's green outline
    }

    @Test func aPrimitiveStylesConfigurationTriggersTheAction() throws {
        var tapped = 0
        let catcher = ConfigurationCatcher()
        let view = Button("Go", role: .cancel) { tapped += 1 }.buttonStyle(CatchingPrimitiveStyle(catcher: catcher))
        #expect(try coloredTexts(view) == ["\"Go\" #000000"])   // the label as it is: no tint
        let configuration = try #require(catcher.configuration)
        #expect(configuration.role == .cancel)
        #expect(tapped == 0)   // a render never taps
        configuration.trigger()
        #expect(tapped == 1)
    }

    @Test func theInnermostButtonStyleWins() throws {
        let view = VStack {
            Button("Inner") {}.buttonStyle(.plain)
            Button("Outer") {}
        }
        .buttonStyle(CapsuleButtonStyle())
        #expect(try coloredTexts(view) == ["\"Inner\" #000000", "\"Outer\" #FFFFFF"])
    }

    @Test func borderlessLabelsTakeTheForegroundStyleAroundThem() throws {
        let view = VStack {
            Button("Tinted") {}
            Button("Red") {}.foregroundStyle(.red)
            Button("Green") {}.foregroundColor(.green)
            Button("Orange tint") {}.tint(.orange)
            Button("Plain") {}.buttonStyle(.plain).foregroundStyle(.purple)
            Button("Bordered") {}.buttonStyle(.bordered).foregroundStyle(.red)
        }
        #expect(try coloredTexts(view) == ["\"Tinted\" #007AFF", "\"Red\" #FF3B30", "\"Green\" #34C759", "\"Orange tint\" #FF9500",
                                    "\"Plain\" #AF52DE", "\"Bordered\" #007AFF"])
        // A list's section header greys its text, but a button there keeps its tint.
        let list = List {
            Section {
                Text("Row")
            } header: {
                HStack {
                    Text("Recent")
                    Button("See All") {}
                }
            }
        }
        let shown = try coloredTexts(list, proposal: ProposedViewSize(width: 390, height: 300))
        #expect(shown.contains("\"RECENT\" #3C3C4399"))
        #expect(shown.contains("\"SEE ALL\" #007AFF"))
    }

    @Test func disabledControlsGreyAsIOSDrawsThem() throws {
        let view = VStack {
            Button("Borderless") {}
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Prominent") {}.buttonStyle(.borderedProminent)
            Button("Delete", role: .destructive) {}
            Toggle("Wi-Fi", isOn: .constant(true))
            Stepper("Copies", value: .constant(2), in: 1...5)
        }
        .disabled(true)
        #expect(try coloredTexts(view) == ["\"Borderless\" #3C3C434D", "\"Bordered\" #3C3C434D", "\"Prominent\" #3C3C434D",
                                    "\"Delete\" #3C3C434D", "\"Wi-Fi\" #3C3C434D", "\"Copies\" #3C3C434D"])
        let dump = try displayListDump(view, proposal: row)
        #expect(!dump.contains("#007AFF"))    // no accent anywhere
        #expect(dump.contains("#7676801F"))   // tertiarySystemFill behind the bordered buttons
        #expect(dump.contains("group opacity(0.5)"))  // the switch at half opacity
    }

    @Test func anInnerDisabledFalseCannotEnableWhatAnOuterDisabled() throws {
        var seen: [Bool] = []
        struct Probe: View {
            @Environment(\.isEnabled) var isEnabled
            let record: (Bool) -> Void
            var body: some View {
                record(isEnabled)
                return Text(isEnabled ? "on" : "off")
            }
        }
        let view = VStack {
            Probe { seen.append($0) }
            Probe { seen.append($0) }.disabled(true)
            Probe { seen.append($0) }.disabled(false).disabled(true)
            Probe { seen.append($0) }.disabled(false)
        }
        #expect(try coloredTexts(view).map { $0.split(separator: " ")[0] } == ["\"on\"", "\"off\"", "\"off\"", "\"on\""])
        #expect(seen == [true, false, false, true])
    }

    @Test func aCustomStyleReadsIsEnabled() throws {
        let enabled = try displayListDump(Button("A") {}.buttonStyle(DimmingButtonStyle()))
        let disabled = try displayListDump(Button("A") {}.buttonStyle(DimmingButtonStyle()).disabled(true))
        #expect(enabled.contains("#FF9500") && !enabled.contains("#8E8E93"))
        #expect(disabled.contains("#8E8E93") && !disabled.contains("#FF9500"))
    }
}

import Foundation
@testable import RowRaster
@testable import RowRasterCore
import Testing

/// `@AppStorage` reads and writes `UserDefaults`: a render draws what the store holds, the
/// default where the key is absent, and a write through the binding lands in the store.
/// Each test has its own suite, removed afterwards.
@MainActor
@Suite struct AppStorageTests {
    enum Sort: String { case name, date }
    enum Density: Int { case compact = 1, roomy = 2 }

    /// A private store, emptied and removed when `body` is done.
    private func withSuite(_ body: (UserDefaults) throws -> Void) throws {
        let name = "rowraster.tests.appstorage.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: name))
        defer { defaults.removePersistentDomain(forName: name) }
        try body(defaults)
    }

    struct Greeting: View {
        @AppStorage var name: String

        init(store: UserDefaults) { _name = AppStorage(wrappedValue: "Guest", "name", store: store) }

        var body: some View { Text(name) }
    }

    @Test func theDefaultIsDrawnWhenTheKeyIsAbsent() throws {
        try withSuite { (defaults: UserDefaults) throws in
            #expect(try displayListDump(Greeting(store: defaults)).contains("\"Guest\""))
        }
    }

    @Test func aValueInTheStoreIsDrawn() throws {
        try withSuite { (defaults: UserDefaults) throws in
            defaults.set("Ada", forKey: "name")
            let dump = try displayListDump(Greeting(store: defaults))
            #expect(dump.contains("\"Ada\""))
            #expect(!dump.contains("Guest"))
        }
    }

    @Test func writingThroughTheBindingStoresTheValue() throws {
        try withSuite { (defaults: UserDefaults) throws in
            let view = Greeting(store: defaults)
            view.$name.wrappedValue = "Grace"
            #expect(defaults.string(forKey: "name") == "Grace")
            #expect(try displayListDump(view).contains("\"Grace\""))
        }
    }

    @Test func everyValueKindRoundTrips() throws {
        try withSuite { (defaults: UserDefaults) throws in
            let flag = AppStorage(wrappedValue: false, "flag", store: defaults)
            let count = AppStorage(wrappedValue: 1, "count", store: defaults)
            let ratio = AppStorage(wrappedValue: 0.5, "ratio", store: defaults)
            let data = AppStorage(wrappedValue: Data(), "data", store: defaults)
            let sort = AppStorage(wrappedValue: Sort.name, "sort", store: defaults)
            let density = AppStorage(wrappedValue: Density.compact, "density", store: defaults)
            #expect(!flag.wrappedValue && count.wrappedValue == 1 && ratio.wrappedValue == 0.5 && data.wrappedValue.isEmpty)
            #expect(sort.wrappedValue == .name && density.wrappedValue == .compact)
            flag.wrappedValue = true
            count.wrappedValue = 7
            ratio.wrappedValue = 0.25
            data.wrappedValue = Data([1, 2, 3])
            sort.projectedValue.wrappedValue = .date
            density.projectedValue.wrappedValue = .roomy
            #expect(defaults.bool(forKey: "flag") && defaults.integer(forKey: "count") == 7 && defaults.double(forKey: "ratio") == 0.25)
            #expect(defaults.string(forKey: "sort") == "date" && defaults.integer(forKey: "density") == 2)
            #expect(flag.wrappedValue && count.wrappedValue == 7 && ratio.wrappedValue == 0.25 && data.wrappedValue == Data([1, 2, 3]))
            #expect(sort.wrappedValue == .date && density.wrappedValue == .roomy)
        }
    }

    @Test func optionalsAreNilUntilSetAndRemovedBySettingNil() throws {
        try withSuite { (defaults: UserDefaults) throws in
            let nickname = AppStorage<String?>("nickname", store: defaults)
            let sort = AppStorage<Sort?>("sort", store: defaults)
            #expect(nickname.wrappedValue == nil && sort.wrappedValue == nil)
            nickname.wrappedValue = "Bea"
            sort.wrappedValue = .date
            #expect(defaults.string(forKey: "nickname") == "Bea" && sort.wrappedValue == .date)
            nickname.wrappedValue = nil
            #expect(defaults.object(forKey: "nickname") == nil)
        }
    }

    /// A value of another type under the key reads as the default, as on iOS.
    @Test func aValueOfAnotherTypeReadsAsTheDefault() throws {
        try withSuite { (defaults: UserDefaults) throws in
            defaults.set("many", forKey: "count")
            #expect(AppStorage(wrappedValue: 3, "count", store: defaults).wrappedValue == 3)
        }
    }

    struct Unnamed: View {
        @AppStorage("name") var name = "Guest"
        var body: some View { Text(name) }
    }

    @Test func defaultAppStorageIsTheStoreOfPropertiesThatNameNone() throws {
        try withSuite { (defaults: UserDefaults) throws in
            defaults.set("Lin", forKey: "name")
            #expect(try displayListDump(Unnamed().defaultAppStorage(defaults)).contains("\"Lin\""))
        }
    }

    /// Written through its binding, the property re-evaluates the view that owns it, as `@State`.
    @Test func aWriteReevaluatesTheOwningView() throws {
        final class Handle { var binding: Binding<Int>? }
        struct Counter: View {
            let handle: Handle
            @AppStorage var count: Int
            init(handle: Handle, store: UserDefaults) {
                self.handle = handle
                _count = AppStorage(wrappedValue: 0, "count", store: store)
            }
            var body: some View {
                let _ = handle.binding = $count
                Text("\(count) taps")
            }
        }
        try withSuite { (defaults: UserDefaults) throws in
            let handle = Handle()
            let renderer = ImageRenderer(content: Counter(handle: handle, store: defaults))
            _ = try renderer.bitmap()
            _ = try renderer.bitmap()
            #expect(renderer.lastEvaluations.isEmpty, "nothing changed")
            handle.binding?.wrappedValue = 4
            _ = try renderer.bitmap()
            #expect(renderer.lastEvaluations.map(\.description) == ["Counter /: @count"])
            #expect(defaults.integer(forKey: "count") == 4)
        }
    }

    @Test func datesAreStoredAsPropertyListDates() throws {
        try withSuite { (defaults: UserDefaults) throws in
            let launch = Date(timeIntervalSinceReferenceDate: 800_000_000)
            let lastOpened = AppStorage<Date>(wrappedValue: launch, "lastOpened", store: defaults)
            let reminder = AppStorage<Date?>("reminder", store: defaults)
            #expect(lastOpened.wrappedValue == launch)
            #expect(reminder.wrappedValue == nil)
            reminder.wrappedValue = launch.addingTimeInterval(3600)
            #expect(defaults.object(forKey: "reminder") as? Date == launch.addingTimeInterval(3600))
            reminder.wrappedValue = nil
            #expect(defaults.object(forKey: "reminder") == nil)
        }
    }
}

import SwiftUI

// Rows and screens whose views carry the interaction, presentation, animation, accessibility and
// navigation modifiers apps attach: a render is their first frame, before any touch.

/// A mailbox screen: large title, Edit and compose in the bar, a search field, rows that open
/// a context menu, swipe and confirm a deletion.
public struct MailboxScreen: View {
    public struct Thread: Identifiable, Hashable {
        public let id: Int
        var sender: String
        var subject: String
        var time: String
    }

    public static let sample = [
        Thread(id: 1, sender: "Harbour Street Bakery", subject: "Your order is ready for pickup", time: "9:41 AM"),
        Thread(id: 2, sender: "Cycling Club", subject: "Saturday ride: meet at the north gate", time: "8:02 AM"),
        Thread(id: 3, sender: "Library", subject: "Two books are due next week", time: "Yesterday"),
    ]

    let threads: [Thread]
    @State private var query = ""
    @State private var pendingDeletion: Thread?
    @State private var isConfirming = false
    @State private var path = NavigationPath()

    public init(threads: [Thread]) {
        self.threads = threads
    }

    public var body: some View {
        NavigationStack(path: $path) {
            List(threads) { thread in
                NavigationLink(value: thread) {
                    VStack(alignment: .leading, spacing: 2) {
                        HStack {
                            Text(thread.sender).font(.headline)
                            Spacer()
                            Text(thread.time).font(.subheadline).foregroundStyle(.secondary)
                        }
                        Text(thread.subject).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
                    }
                }
                .contextMenu {
                    Button("Mark as Read") {}
                    Button("Delete", role: .destructive) { pendingDeletion = thread }
                }
                .swipeActions {
                    Button("Delete", role: .destructive) {
                        pendingDeletion = thread
                        isConfirming = true
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Edit") {}
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        path.append(threads[0])
                    } label: {
                        Image(systemName: "square.and.arrow.up")
                    }
                    .accessibilityLabel("Share")
                }
            }
            .searchable(text: $query, prompt: "Search mail")
            .refreshable {}
            .confirmationDialog("Delete this conversation?", isPresented: $isConfirming, titleVisibility: .visible,
                                presenting: pendingDeletion) { thread in
                Button("Delete \(thread.sender)", role: .destructive) {}
            }
            .navigationDestination(for: Thread.self) { thread in
                Text(thread.subject)
            }
        }
    }
}

/// A settings sheet as iOS 13-era code writes it: NavigationView, an inline title with
/// navigationBarTitle, a Done item, the old onChange and alert forms.
public struct NotificationSettingsScreen: View {
    @State private var allowsNotifications = true
    @State private var showsPreviews = false
    @State private var showsResetAlert = false
    @Environment(\.presentationMode) private var presentationMode

    public init() {}

    public var body: some View {
        NavigationView {
            List {
                Section(header: Text("Notifications")) {
                    Toggle("Allow Notifications", isOn: $allowsNotifications)
                        .onChange(of: allowsNotifications) { newValue in
                            if !newValue { showsPreviews = false }
                        }
                        .accessibility(hint: Text("Turns every notification on or off"))
                    Toggle("Show Previews", isOn: $showsPreviews)
                }
                Section {
                    Button(action: { showsResetAlert = true }) {
                        Text("Reset Settings").foregroundColor(.red)
                    }
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationBarTitle("Notifications", displayMode: .inline)
            .navigationBarItems(trailing: Button("Done") { presentationMode.wrappedValue.dismiss() })
            .alert(isPresented: $showsResetAlert) {
                Alert(title: Text("Reset Settings?"), message: Text("Every setting returns to its default."),
                      primaryButton: .destructive(Text("Reset")), secondaryButton: .cancel())
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

/// A photo card that can be dragged aside, pinched and double-tapped: at rest it lies still.
public struct DraggablePhotoCard: View {
    @GestureState private var dragOffset = CGSize.zero
    @GestureState private var isPressing = false
    @State private var isLiked = false

    let title: String

    public init(title: String) {
        self.title = title
    }

    public static let sample = "Morning at the harbour"

    public var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 10)
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 64, height: 64)
                .overlay(Image(systemName: isLiked ? "heart.fill" : "photo").foregroundColor(.white))
            VStack(alignment: .leading, spacing: 4) {
                Text(title).font(.headline)
                Text(isPressing ? "Release to open" : "Double-tap to like").font(.subheadline).foregroundColor(.secondary)
            }
            Spacer()
        }
        .padding(12)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 14))
        .offset(x: dragOffset.width)
        .gesture(
            DragGesture(minimumDistance: 20)
                .updating($dragOffset) { value, state, _ in state = value.translation }
                .onEnded { value in if value.translation.width < -100 { isLiked = false } }
        )
        .simultaneousGesture(MagnificationGesture().onChanged { _ in })
        .simultaneousGesture(SwipeAsideGesture { isLiked = false })
        .highPriorityGesture(TapGesture(count: 2).onEnded { withAnimation(.spring()) { isLiked.toggle() } })
        .gesture(LongPressGesture(minimumDuration: 0.4).updating($isPressing) { current, state, _ in state = current })
        .onTapGesture {}
        .contentShape(Rectangle())
        .padding(.horizontal, 16)
    }
}

/// A swipe the app names, as apps write their own gestures: only a `body`, the gesture's
/// `Value` left to be the body's, as SwiftUI infers it.
struct SwipeAsideGesture: Gesture {
    var onSwipe: () -> Void

    var body: some Gesture {
        DragGesture(minimumDistance: 30)
            .onEnded { value in if value.translation.width < -100 { onSwipe() } }
    }
}

/// A chat composer: a focused field's traits, a send button with a keyboard shortcut.
public struct ChatComposerRow: View {
    enum Field: Hashable {
        case message
    }

    @State private var draft = ""
    @FocusState private var focusedField: Field?

    public init() {}

    public var body: some View {
        HStack(spacing: 8) {
            TextField("Message", text: $draft)
                .textFieldStyle(.roundedBorder)
                .focused($focusedField, equals: .message)
                .submitLabel(.send)
                .onSubmit { draft = "" }
                .textInputAutocapitalization(.sentences)
                .autocorrectionDisabled(false)
                .keyboardType(.default)
                .textContentType(nil)
            Button {
                focusedField = nil
            } label: {
                Image(systemName: "paperplane.fill")
            }
            .keyboardShortcut(.return, modifiers: .command)
            .accessibilityLabel("Send")
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
        .onAppear { focusedField = .message }
    }
}

/// A to-do row that animates its check and its underline between tabs.
public struct AnimatedTaskRow: View {
    @State private var isDone: Bool
    @Namespace private var underline
    let title: String

    public init(title: String, isDone: Bool) {
        self.title = title
        _isDone = State(initialValue: isDone)
    }

    public var body: some View {
        HStack(spacing: 12) {
            Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
                .foregroundColor(isDone ? .green : .secondary)
                .font(.title2)
                .transition(.scale.combined(with: .opacity))
                .animation(.snappy, value: isDone)
            VStack(alignment: .leading, spacing: 4) {
                Text(title).strikethrough(isDone)
                Capsule()
                    .fill(Color.accentColor)
                    .frame(width: 40, height: 3)
                    .matchedGeometryEffect(id: "underline", in: underline)
            }
            Spacer()
        }
        .contentTransition(.opacity)
        .onLongPressGesture(minimumDuration: 0.5) {
            withAnimation(.easeInOut(duration: 0.25)) { isDone.toggle() }
        }
        .onChange(of: isDone, initial: false) { oldValue, newValue in _ = oldValue != newValue }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
    }
}

/// A podcast episode row, one accessibility element with its own actions, opening a sheet.
public struct AccessibleEpisodeRow: View {
    public struct Episode: Identifiable {
        public let id: Int
        var show: String
        var title: String
        var minutes: Int
    }

    public static let sample = Episode(id: 7, show: "The Night Kitchen", title: "Bread, salt and patience", minutes: 42)

    let episode: Episode
    @State private var presented: Episode?
    @State private var showsDetails = false

    public init(episode: Episode) {
        self.episode = episode
    }

    public var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "bookmark.fill")
                .font(.largeTitle)
                .foregroundStyle(.purple)
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 2) {
                Text(episode.show.uppercased()).font(.caption).foregroundStyle(.secondary)
                Text(episode.title).font(.headline)
                Text("\(episode.minutes) min").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
        .accessibilityElement(children: .combine)
        .accessibilityLabel("\(episode.show), \(episode.title)")
        .accessibilityValue("\(episode.minutes) minutes")
        .accessibilityAddTraits(.isButton)
        .accessibilityAction(named: "Download") {}
        .uiTestIdentifier("episode-\(episode.id)")
        .help("Play \(episode.title)")
        .onTapGesture { presented = episode }
        .sheet(item: $presented) { episode in
            Text(episode.title)
                .presentationDetents([.medium])
        }
        .popover(isPresented: $showsDetails) { Text("Details") }
    }
}

extension View {
    /// An identifier for UI tests through whichever modifier the OS has, as apps that still
    /// support old versions write it: no view builder, so both branches must be one type,
    /// which they are because SwiftUI's accessibility modifiers return the same one.
    func uiTestIdentifier(_ identifier: String) -> some View {
        if #available(iOS 14.0, *) {
            return accessibilityIdentifier(identifier)
        } else {
            return accessibility(identifier: identifier)
        }
    }
}

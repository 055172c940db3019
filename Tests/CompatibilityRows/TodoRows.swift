import SwiftUI

/// A task in a to-do list: a completion circle bound to the task, its title (struck through
/// when done), a due line in red when overdue, and a flag.
public struct TaskRow: View {
    public struct TodoTask: Identifiable, Equatable {
        public let id: Int
        var title: String
        var due: String?
        var isOverdue: Bool
        var isDone: Bool
        var isFlagged: Bool
    }

    @Binding var task: TodoTask

    public init(task: Binding<TodoTask>) {
        _task = task
    }

    public static let overdue = TodoTask(id: 1, title: "Renew passport before the summer trip", due: "Yesterday, 5 PM",
                                         isOverdue: true, isDone: false, isFlagged: true)
    public static let done = TodoTask(id: 2, title: "Book the dentist", due: nil, isOverdue: false, isDone: true, isFlagged: false)

    public var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Button {
                task.isDone.toggle()
            } label: {
                Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                    .font(.title2)
                    .foregroundColor(task.isDone ? .accentColor : .secondary)
            }
            .buttonStyle(.plain)

            VStack(alignment: .leading, spacing: 3) {
                Text(task.title)
                    .strikethrough(task.isDone)
                    .foregroundColor(task.isDone ? .secondary : .primary)
                if let due = task.due {
                    Label(due, systemImage: "calendar")
                        .font(.subheadline)
                        .foregroundColor(task.isOverdue ? .red : .secondary)
                }
            }
            Spacer(minLength: 8)
            if task.isFlagged {
                Image(systemName: "bookmark.fill")
                    .foregroundColor(.orange)
            }
        }
        .padding(.vertical, 6)
    }
}

/// Two tasks in a plain list, as a to-do app's "Today" shows them.
public struct TodayTasksList: View {
    @State private var tasks = [TaskRow.overdue, TaskRow.done]

    public init() {}

    public var body: some View {
        List {
            ForEach($tasks) { $task in
                TaskRow(task: $task)
            }
        }
        .listStyle(.plain)
    }
}

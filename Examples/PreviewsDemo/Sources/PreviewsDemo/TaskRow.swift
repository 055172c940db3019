import SwiftUI

struct TaskItem: Identifiable {
    let id: String
    let title: String
    let due: String?
    let isDone: Bool
}

struct TaskRow: View {
    let task: TaskItem

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                .font(.title3)
                .foregroundStyle(task.isDone ? Color.green : Color.secondary)
            VStack(alignment: .leading, spacing: 2) {
                Text(task.title)
                    .strikethrough(task.isDone)
                    .foregroundStyle(task.isDone ? .secondary : .primary)
                if let due = task.due {
                    Label(due, systemImage: "calendar")
                        .font(.caption)
                        .foregroundStyle(.red)
                }
            }
            Spacer()
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
    }
}

struct TaskRow_Previews: PreviewProvider {
    static let tasks = [
        TaskItem(id: "Task due", title: "Renew passport", due: "Today", isDone: false),
        TaskItem(id: "Task open", title: "Book dentist appointment", due: nil, isDone: false),
        TaskItem(id: "Task done", title: "Pay electricity bill", due: nil, isDone: true),
    ]

    static var previews: some View {
        ForEach(tasks) { task in
            TaskRow(task: task)
                .previewLayout(.sizeThatFits)
                .previewDisplayName(task.id)
        }
    }
}

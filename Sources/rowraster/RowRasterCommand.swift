import ArgumentParser
import Foundation

@main
struct RowRasterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rowraster",
        abstract: "Render SwiftUI-style rows to PNG on Linux, compare goldens, measure frame budgets.",
        subcommands: [GalleryCommand.self, FramesCommand.self, DiffCommand.self, GoldensCommand.self])
}

import ArgumentParser
import Foundation
import RowRasterCairo
import RowRaster

@main
struct RowRasterCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rowraster",
        abstract: "Render SwiftUI-style rows to PNG on Linux, compare goldens, measure frame budgets.",
        subcommands: [GalleryCommand.self, FramesCommand.self, PreviewsCommand.self, DiffCommand.self, GoldensCommand.self])

    /// ArgumentParser's own entry point, except that a `CommandFailure` exits with its own status
    /// (`diff` keeps 1 for "images differ" and 2 for errors) after printing its message.
    static func main() async {
        if let subcommand = CommandLine.arguments.dropFirst().first, rendering.contains(subcommand) {
            FontRegistry.shared.prepareInBackground()
            // These commands encode in runs (a list's frames, every preview): the encoder's
            // workers wait half a millisecond for the next image instead of being woken for it.
            RenderThreads.setEncoderWatch(.microseconds(500))
        }
        do {
            var command = try parseAsRoot()
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch let failure as CommandFailure {
            FileHandle.standardError.write(Data("error: \(failure.message)\n".utf8))
            Foundation.exit(failure.exitCode)
        } catch {
            // `previews` says 2 for wrong arguments, as for a package that does not build (CI
            // scripts tell "previews failed" (1) from "the run never started" (2)); the other
            // commands keep ArgumentParser's 64.
            if CommandLine.arguments.dropFirst().first == PreviewsCommand.configuration.commandName,
               exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data("\(fullMessage(for: error))\n".utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }

    /// The commands that draw text: their fonts are set up on another core while the arguments
    /// are parsed and the first views evaluated.
    private static let rendering = Set([
        GalleryCommand.configuration.commandName, FramesCommand.configuration.commandName,
        PreviewsCommand.configuration.commandName,
    ].compactMap { $0 })
}

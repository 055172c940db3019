import ArgumentParser
import Foundation
import RowRaster

/// The runner's `main`: the program `rowraster previews` builds for a package calls this, with
/// the package's previews linked in. It coordinates, or (with `--worker`) renders previews
/// sent on standard input.
@_cdecl("rowraster_previews_main")
public func rowrasterPreviewsMain() -> Int32 {
    MainActor.assumeIsolated {
        let options: PreviewsOptions
        do {
            options = try PreviewsOptions.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            printError(PreviewsOptions.fullMessage(for: error))
            return PreviewsOptions.exitCode(for: error) == .success ? 0 : 2
        }
        // Previews are encoded one after another: the encoder's workers wait half a
        // millisecond for the next image instead of being woken for it.
        RenderThreads.setEncoderWatch(.microseconds(500))
        if options.worker {
            // Started from one of the pool's threads, whose blocked signals a new process
            // inherits: a worker takes signals (Ctrl-C, a stop) as any program does.
            var none = sigset_t()
            sigemptyset(&none)
            sigprocmask(SIG_SETMASK, &none, nil)
            // Workers find the same previews in the same order, so positions name them.
            return PreviewWorker(options: options, entries: PreviewDiscovery.discover()).run()
        }
        return PreviewsCoordinator(options: options).run()
    }
}

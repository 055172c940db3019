import Foundation

/// The temporary files `AtomicFile.write` names `.NAME.tmp-PID-RANDOM`, and the removal of those
/// an interrupted write (a killed or crashed process) left behind.
///
/// A leftover is stale when no write can still be in progress on it: its process id names no
/// running process on this machine, or it has not been modified for a day (a process id can be
/// reused, and a write never takes a day). A live process's files, this one's included, are kept:
/// another thread may be writing them now. Each directory is swept once per process, on its first
/// write, so a folder of many files costs one listing, not one per write.
enum TemporaryLeftovers {
    static let staleAge: TimeInterval = 86_400

    static func temporaryName(for fileName: String) -> String {
        ".\(fileName).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// The process id in a name of `temporaryName`'s form, or nil for any other name.
    static func processID(inTemporaryName name: String) -> pid_t? {
        guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards) else { return nil }
        let parts = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil else { return nil }
        return pid
    }

    static func removeStale(in directory: String) {
        let firstVisit = ProcessWideState.sweptTemporaryDirectories.insert(directory)
        guard firstVisit, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        let now = Date()
        for name in names {
            guard let pid = processID(inTemporaryName: name) else { continue }
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let modified = Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec))
            let processGone = kill(pid, 0) != 0 && errno == ESRCH
            if processGone || now.timeIntervalSince(modified) >= staleAge { unlink(path) }
        }
    }
}

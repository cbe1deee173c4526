import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The package's symbol graphs, kept under `.build/doccheck/symbol-graphs/KEY`, where KEY is
/// the SHA-256 of the Swift sources they were made from (every `.swift` file of the package
/// but its tests and build folders, path and content). A graph is current while the sources
/// hash to its key; `verify` reads a current one and never makes one, `verify --symbols`
/// makes it with `swift package dump-symbol-graph` when it is not current.
public struct SymbolGraphCache: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    /// The folder that holds every cached graph.
    var folder: URL { root.appendingPathComponent(".build/doccheck/symbol-graphs") }

    /// Whether the repository is a Swift package, whose graphs SwiftPM can make.
    var isPackage: Bool { FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) }

    /// The sources' key: the SHA-256 of each Swift file's path and bytes, in path order.
    func key() -> String {
        key(of: swiftSources())
    }

    private func key(of sources: [String]) -> String {
        var bytes: [UInt8] = []
        for path in sources {
            bytes += Array(path.utf8) + [0]
            bytes += (FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map(Array.init) ?? []) + [0]
        }
        return SHA256.hex(bytes)
    }

    /// The sources' key as `key()` gives it, read from the stamp beside the cached graphs
    /// while every source has the size and modification time the stamp records; otherwise
    /// hashed, and the stamp written for the next run when no source changed in the last
    /// seconds (a change within a file system's time step could keep its time).
    func currentKey() -> String {
        let sources = swiftSources()
        let base = root.path
        let listing = sources.map { path in
            guard let stamp = FileWalk.stamp(of: base + "/" + path) else { return path }
            return "\(path)\t\(stamp.size)\t\(stamp.modified.tv_sec).\(stamp.modified.tv_nsec)"
        }
        let stampFile = folder.appendingPathComponent(".sources-stamp")
        if let recorded = FileManager.default.contents(atPath: stampFile.path) {
            let lines = String(decoding: recorded, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if let key = lines.first, !key.isEmpty, Array(lines.dropFirst()) == listing { return key }
        }
        let key = key(of: sources)
        let settled = time(nil) - 2
        let recent = sources.contains { path in (FileWalk.stamp(of: base + "/" + path)?.modified.tv_sec ?? .max) >= settled }
        if !recent, FileManager.default.fileExists(atPath: folder.path) {
            try? AtomicFile.write(Array(([key] + listing).joined(separator: "\n").utf8), to: stampFile)
        }
        return key
    }

    /// The package's Swift files, repository-relative and sorted: tests, build folders and
    /// hidden folders left out, as they give a library no symbols.
    func swiftSources() -> [String] {
        let skipped: Set<String> = [".build", "Tests", "node_modules"]
        return FileWalk.files(under: root.path, keep: { $0.hasSuffix(".swift") }, enter: { !$0.hasPrefix(".") && !skipped.contains($0) })
    }

    /// The keys of the graphs the cache holds.
    private func keptKeys() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }
    }

    /// The symbols of the current graph; nil when none is current.
    /// Nothing is hashed when the cache holds no graph.
    func current() -> SymbolHierarchy? {
        let kept = keptKeys()
        guard !kept.isEmpty else { return nil }
        let key = currentKey()
        guard kept.contains(key) else { return nil }
        return SymbolHierarchy.read(folder: folder.appendingPathComponent(key))
    }

    /// Copies the current graph, when there is one, into `other`'s cache, for a copy of the
    /// same sources (their key is the same); a graph that cannot be copied is left out.
    func copyCurrent(to other: SymbolGraphCache) {
        guard !keptKeys().isEmpty else { return }
        let key = currentKey()
        let current = folder.appendingPathComponent(key)
        guard FileManager.default.fileExists(atPath: current.path) else { return }
        try? FileManager.default.createDirectory(at: other.folder, withIntermediateDirectories: true)
        try? FileManager.default.copyItem(at: current, to: other.folder.appendingPathComponent(key))
    }

    /// Why a graph could not be made.
    public struct BuildFailure: Error, Sendable {
        public var message: String
    }

    /// Makes the current graph when there is none: `swift package dump-symbol-graph`, its
    /// files copied into the cache under the sources' key, the older keys removed. Returns
    /// whether it built one (false: the cached one is current).
    @discardableResult
    public func refresh(progress: (String) -> Void = { _ in }) throws(BuildFailure) -> Bool {
        guard isPackage else {
            throw BuildFailure(message: "no Package.swift at \(root.path): symbol graphs are made by SwiftPM from a package")
        }
        let key = currentKey()
        if SymbolHierarchy.read(folder: folder.appendingPathComponent(key)) != nil { return false }
        progress("making the symbol graph: swift package dump-symbol-graph")
        let started = Date()
        let result: Subprocess.Result
        do {
            result = try Subprocess.run(["swift", "package", "dump-symbol-graph"], in: root, capture: .both)
        } catch {
            throw BuildFailure(message: error.message)
        }
        let lines = result.text.split(whereSeparator: \.isNewline)
        let marker = "Files written to "
        // On Linux, SwiftPM also asks for the graph of the test runner it synthesizes
        // (`NamePackageTests`), which swift-symbolgraph-extract cannot load: the run fails after
        // writing every library's graph. A run that wrote its files is taken, with the modules
        // it could not describe named, unless they are only that runner.
        let failed = lines.compactMap(Self.moduleWithoutGraph)
        guard result.status == 0 || !failed.isEmpty, let written = lines.last(where: { $0.hasPrefix(marker) })?.dropFirst(marker.count)
        else {
            let tail = lines.suffix(20).joined(separator: "\n")
            throw BuildFailure(message: "swift package dump-symbol-graph exited with status \(result.status):\n\(tail)")
        }
        let described = failed.filter { !$0.hasSuffix("PackageTests") && !$0.hasSuffix("PackageDiscoveredTests") }
        if !described.isEmpty {
            progress("no symbol graph for \(described.map { "'\($0)'" }.joined(separator: ", ")): swift-symbolgraph-extract could not load it")
        }
        try store(from: URL(fileURLWithPath: String(written).trimmingCharacters(in: .whitespaces)), key: key, since: started)
        return true
    }

    /// The module a line of `dump-symbol-graph` says it could not make a graph for.
    static func moduleWithoutGraph(_ line: Substring) -> String? {
        let prefix = "error: Failed to emit symbol graph for '"
        guard line.hasPrefix(prefix) else { return nil }
        let rest = line.dropFirst(prefix.count)
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }

    /// Copies the graphs of `source` written since `since` (the folder keeps graphs of earlier
    /// runs) into the cache under `key`, whole or not at all.
    func store(from source: URL, key: String, since: Date = .distantPast) throws(BuildFailure) {
        let manager = FileManager.default
        let staging = folder.appendingPathComponent(".staging-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            var copied = 0
            for name in try manager.contentsOfDirectory(atPath: source.path) where name.hasSuffix(".symbols.json") {
                let file = source.appendingPathComponent(name)
                let modified = (try? file.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
                // File systems keep whole seconds on some machines.
                guard let modified, modified >= since.addingTimeInterval(-2) else { continue }
                try manager.copyItem(at: file, to: staging.appendingPathComponent(name))
                copied += 1
            }
            guard copied > 0 else {
                try? manager.removeItem(at: staging)
                throw BuildFailure(message: "swift package dump-symbol-graph wrote no symbol graph in \(source.path)")
            }
            for old in try manager.contentsOfDirectory(atPath: folder.path) where !old.hasPrefix(".") {
                try manager.removeItem(at: folder.appendingPathComponent(old))
            }
            try manager.moveItem(at: staging, to: folder.appendingPathComponent(key))
        } catch {
            try? manager.removeItem(at: staging)
            if let failure = error as? BuildFailure { throw failure }
            throw BuildFailure(message: "cannot keep the symbol graph in \(folder.path): \(error.localizedDescription)")
        }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NocturneSupport

/// A store that keeps values as one JSON object in a file, written atomically.
///
/// By default the file is `$XDG_CONFIG_HOME/<app>/preferences.json`, or
/// `~/.config/<app>/preferences.json` when `XDG_CONFIG_HOME` is unset. Writes go to a temporary
/// file in the same folder, then a rename, so an interrupted run leaves the previous file intact
/// (the package's one atomic writer; a symbolic link at the path is followed, so a file kept in a
/// dotfiles repository stays linked).
/// A file that cannot be read is reported, never overwritten: ``setAsideUnusableData(forKey:)``
/// renames it to `preferences.json.unreadable-<n>` before anything new is written.
///
/// The store watches its file (inotify on Linux, comparing the file's identity elsewhere), so a
/// change made by another process reaches ``AppearanceSystem/applyStoreChanges()``; see
/// ``ObservablePreferenceStore``. A file another program is still writing reads as unreadable
/// until it is whole; the system keeps the last good choice meanwhile.
public final class FilePreferenceStore: ObservablePreferenceStore {
    /// The JSON file.
    public let path: String
    private var cache: [String: String]?
    private let monitor: FileChangeMonitor

    /// Creates a store over an explicit file path.
    ///
    /// - Parameter path: The JSON file; its folder is created on the first write.
    public init(path: String) {
        self.path = path
        self.monitor = FileChangeMonitor(path: path)
    }

    /// Creates a store in the default config folder for an app.
    ///
    /// - Parameters:
    ///   - applicationName: The folder name under the config folder, e.g. `trips`.
    ///   - environment: Where `XDG_CONFIG_HOME` and `HOME` are read; the process environment by default.
    /// - Throws: ``PreferenceStoreError/writeFailed(location:reason:)`` when the name is not a plain
    ///   folder name or neither variable is set.
    public convenience init(applicationName: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(PreferenceStoreError) {
        guard !applicationName.isEmpty, !applicationName.contains("/"), applicationName != ".", applicationName != ".." else {
            throw .writeFailed(location: applicationName, reason: "the application name must be a plain folder name")
        }
        let base: String
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            base = xdg
        } else if let home = environment["HOME"], !home.isEmpty {
            base = home + "/.config"
        } else {
            throw .writeFailed(location: applicationName, reason: "neither XDG_CONFIG_HOME nor HOME is set")
        }
        self.init(path: base + "/" + applicationName + "/preferences.json")
    }

    /// The file path.
    public var location: String { path }

    /// The value for `key`, reading the file.
    ///
    /// - Throws: ``PreferenceStoreError/unreadable(location:reason:setAsideAt:)`` when the file exists
    ///   but is not a JSON object of strings.
    public func value(forKey key: String) throws(PreferenceStoreError) -> String? {
        try load()[key]
    }

    /// Writes the file with `key` set (or removed), keeping the other keys, atomically.
    public func setValue(_ value: String?, forKey key: String) throws(PreferenceStoreError) {
        var values: [String: String]
        do {
            values = try load()
        } catch {
            // Never overwrite a file we could not read: keep it aside first.
            _ = setAsideUnusableData(forKey: key)
            values = [:]
        }
        values[key] = value
        try write(values)
        cache = values
    }

    /// Whether another process changed or replaced the file since this store last read or wrote it; never blocks.
    ///
    /// After `true` the next read loads the file again. Writes by this store do not count.
    public func checkForOutsideChanges() -> Bool {
        guard monitor.hasChanged() else { return false }
        cache = nil
        return true
    }

    /// The inotify descriptor watching the file's folder (Linux); `nil` where changes are found by polling.
    public var changeDescriptor: Int32? { monitor.changeDescriptor }

    /// Renames the file to `<path>.unreadable-<n>` (the first free n) and returns the new path.
    public func setAsideUnusableData(forKey key: String) -> String? {
        guard FileSystem.kind(path) != nil else { return nil }
        var number = 1
        while FileSystem.kind("\(path).unreadable-\(number)") != nil { number += 1 }
        let target = "\(path).unreadable-\(number)"
        guard rename(path, target) == 0 else { return nil }
        cache = nil
        monitor.markSeen(nil)
        return target
    }

    private func load() throws(PreferenceStoreError) -> [String: String] {
        if let cache { return cache }
        // The identity before reading: a change during the read shows up at the next check.
        monitor.markSeen(monitor.currentStamp())
        guard FileSystem.exists(path) else {
            cache = [:]
            return [:]
        }
        let data: Data
        do {
            data = Data(try FileSystem.readRegularFile(path))
        } catch {
            throw .unreadable(location: path, reason: error.description, setAsideAt: nil)
        }
        let decoded = try decode(data)
        cache = decoded
        return decoded
    }

    private func write(_ values: [String: String]) throws(PreferenceStoreError) {
        // Sorted keys, two-space indent, a final newline: the layout the store has always written.
        let document = JSONValue.object(values.map { JSONMember($0.key, .string($0.value)) })
        do {
            try AtomicFile.write(document.serialized(style: .xcode), to: path)
        } catch {
            throw .writeFailed(location: path, reason: error.message)
        }
        // This write is not an outside change. (A write by someone else between the rename and
        // this look is taken for ours; the next outside write is noticed again.)
        monitor.markSeen(monitor.currentStamp())
    }

    /// The values of a file that holds one JSON object of strings (a repeated key keeps its last value).
    private func decode(_ data: Data) throws(PreferenceStoreError) -> [String: String] {
        let value: JSONValue
        do {
            value = try JSONParser().parse(bytes: [UInt8](data))
        } catch {
            throw .unreadable(location: path, reason: "not a JSON object of strings (\(error))", setAsideAt: nil)
        }
        guard let members = value.members else {
            throw .unreadable(location: path, reason: "not a JSON object of strings (the document is not an object)", setAsideAt: nil)
        }
        var values: [String: String] = [:]
        for member in members {
            guard let text = member.value.stringValue else {
                throw .unreadable(location: path, reason: "not a JSON object of strings (the value of \"\(member.key)\" is not a string)", setAsideAt: nil)
            }
            values[member.key] = text
        }
        return values
    }

    private static func summary(of error: any Error) -> String {
        String(describing: error).split(separator: "\n").first.map(String.init) ?? "unknown error"
    }
}

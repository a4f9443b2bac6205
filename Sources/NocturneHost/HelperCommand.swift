import NocturneSupport

/// Runs a helper program (`gsettings`) found on `PATH` and returns its standard output, within a time limit.
enum HelperCommand {
    /// Runs `name arguments…`; standard input and error are `/dev/null`.
    ///
    /// - Parameters:
    ///   - name: The program, looked up on the environment's `PATH`.
    ///   - arguments: Its arguments.
    ///   - environment: Its environment.
    ///   - timeoutMilliseconds: When to give up and kill it.
    /// - Returns: Its standard output.
    /// - Throws: ``AppearanceSourceError/commandFailed(command:reason:)`` when it is missing, fails or is too slow.
    static func run(_ name: String, _ arguments: [String], environment: [String: String], timeoutMilliseconds: Int) throws(AppearanceSourceError) -> String {
        let commandText = ([name] + arguments).joined(separator: " ")
        guard let executable = find(name, path: environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin") else {
            throw .commandFailed(command: commandText, reason: "\(name) is not installed (not found on PATH)")
        }
        var descriptors: [Int32] = [0, 0]
        // Created close-on-exec (a socket pair: pipe2 is not imported): a helper spawned by another thread at the same
        // moment must not inherit the write end, or this read would wait for that helper, and for anything it
        // leaves running (a tmux server), to exit.
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &descriptors) == 0 else {
            throw .commandFailed(command: commandText, reason: "cannot create a socket pair")
        }
        defer { _ = close(descriptors[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, descriptors[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, descriptors[0])
        posix_spawn_file_actions_addclose(&actions, descriptors[1])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        _ = close(descriptors[1])
        guard spawned == 0 else { throw .commandFailed(command: commandText, reason: DBusConnection.errorText(spawned)) }

        let deadline = MonotonicClock.deadline(afterMilliseconds: timeoutMilliseconds)
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var timedOut = false
        while true {
            var entry = pollfd(fd: descriptors[0], events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, MonotonicClock.remainingMilliseconds(until: deadline))
            if ready < 0, errno == EINTR { continue }
            if ready <= 0 { timedOut = true; break }
            let count = chunk.withUnsafeMutableBytes { read(descriptors[0], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            output.append(contentsOf: chunk[0..<count])
        }
        if timedOut { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        if timedOut { throw .commandFailed(command: commandText, reason: "no answer within \(timeoutMilliseconds) ms") }
        let exited = status & 0x7F == 0
        let code = (status >> 8) & 0xFF
        guard exited, code == 0 else { throw .commandFailed(command: commandText, reason: exited ? "exit status \(code)" : "killed by a signal") }
        return String(decoding: output, as: UTF8.self)
    }

    private static func find(_ name: String, path: String) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}

import NocturneSupport

/// A client connection to a D-Bus message bus over a Unix socket: SASL EXTERNAL, `Hello`, calls and signals.
///
/// Blocking, with a deadline on every wait (`poll`), and owned by one thread at a time: not `Sendable`.
/// Signals that arrive while a call waits for its reply are queued for ``nextSignal(wakeup:)``.
final class DBusConnection {
    /// The socket.
    let descriptor: Int32
    /// The address connected to, for messages.
    let addressText: String
    /// The unique name the bus assigned (`:1.42`), once `Hello` has answered.
    private(set) var uniqueName: String?
    private var nextSerial: UInt32 = 1
    private var buffer: [UInt8] = []
    private var readIndex = 0
    private var pendingReplies: [UInt32: DBusMessage] = [:]
    /// Serials whose method return is kept as bytes, for a caller that reads the body itself (``waitForRawReply(to:deadline:timeoutMilliseconds:method:)``).
    private var rawReplySerials: Set<UInt32> = []
    private var pendingRawReplies: [UInt32: [UInt8]] = [:]
    /// Serials whose reply is dropped when it comes (``forgetReply(to:)``).
    private var forgottenSerials: Set<UInt32> = []
    private var queuedSignals: [DBusMessage] = []
    private var closed = false
    /// Where `recv` writes (64 KiB, allocated once): a read then costs a copy of the bytes that arrived, not a fill
    /// and trim of 64 KiB in `buffer` (which took 30 ms per read in a debug build, 300 ms under ThreadSanitizer).
    private let receiveArea = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 16)

    /// Connects to the first reachable address, authenticates with EXTERNAL and says `Hello`.
    ///
    /// - Parameters:
    ///   - addresses: Addresses to try in order.
    ///   - timeoutMilliseconds: The upper bound for the whole handshake.
    /// - Throws: ``AppearanceSourceError`` naming the address and the step that failed.
    convenience init(addresses: [DBusAddress], timeoutMilliseconds: Int) throws(AppearanceSourceError) {
        var lastError = AppearanceSourceError.noSessionBus
        for address in addresses {
            let descriptor: Int32
            do { descriptor = try Self.connectSocket(address) } catch { lastError = error; continue }
            self.init(descriptor: descriptor, addressText: address.text)
            try handshake(deadline: MonotonicClock.deadline(afterMilliseconds: timeoutMilliseconds), timeoutMilliseconds: timeoutMilliseconds)
            return
        }
        throw lastError
    }

    /// Wraps a connected, non-blocking socket whose handshake is still to be done (or not needed, for a peer).
    init(descriptor: Int32, addressText: String) {
        self.descriptor = descriptor
        self.addressText = addressText
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        close()
        receiveArea.deallocate()
    }

    /// Closes the socket; later calls fail with ``AppearanceSourceError/connectionClosed(while:)``.
    func close() {
        guard !closed else { return }
        closed = true
        _ = Glibc.close(descriptor)
    }

    private static func connectSocket(_ address: DBusAddress) throws(AppearanceSourceError) -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw .cannotConnect(address: address.text, reason: Self.errorText(errno)) }
        var socketAddress = sockaddr_un()
        socketAddress.sun_family = sa_family_t(AF_UNIX)
        var pathBytes: [UInt8]
        switch address.location {
        case .path(let path): pathBytes = Array(path.utf8) + [0]
        case .abstract(let name): pathBytes = [0] + Array(name.utf8)
        }
        let capacity = MemoryLayout.size(ofValue: socketAddress.sun_path)
        guard pathBytes.count <= capacity else {
            _ = Glibc.close(descriptor)
            throw .cannotConnect(address: address.text, reason: "socket path longer than \(capacity) bytes")
        }
        withUnsafeMutableBytes(of: &socketAddress.sun_path) { raw in
            for (index, byte) in pathBytes.enumerated() { raw[index] = byte }
        }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + pathBytes.count)
        let result = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, length) }
        }
        guard result == 0 else {
            let code = errno
            _ = Glibc.close(descriptor)
            throw .cannotConnect(address: address.text, reason: Self.errorText(code))
        }
        return descriptor
    }

    static func errorText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    // MARK: - Handshake

    /// SASL EXTERNAL and `Hello`, pipelined: the NUL byte, `AUTH`, `BEGIN` and `Hello` go out in one write.
    private func handshake(deadline: UInt64, timeoutMilliseconds: Int) throws(AppearanceSourceError) {
        let uid = String(getuid())
        let hexUID = uid.utf8.map { byte in
            let digits = Array("0123456789abcdef".utf8)
            return String(decoding: [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
        }.joined()
        var greeting: [UInt8] = [0]
        greeting += Array("AUTH EXTERNAL \(hexUID)\r\nBEGIN\r\n".utf8)
        let hello = DBusMessage.methodCall(
            serial: takeSerial(), destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
            interface: "org.freedesktop.DBus", member: "Hello")
        greeting += hello.encoded()
        try writeAll(greeting, deadline: deadline, what: "authentication")

        // The server's answer to AUTH is one line: "OK <guid>" or "REJECTED <mechanisms>".
        var line: [UInt8] = []
        while true {
            if let end = findLineEnd() {
                line = Array(buffer[readIndex..<end])
                readIndex = end + 2
                break
            }
            guard buffer.count - readIndex < 4096 else { throw .authenticationFailed(address: addressText, reply: "line too long") }
            try fill(deadline: deadline, what: "the bus's answer to AUTH EXTERNAL", timeoutMilliseconds: timeoutMilliseconds)
        }
        let reply = String(decoding: line, as: UTF8.self)
        guard reply.hasPrefix("OK ") else { throw .authenticationFailed(address: addressText, reply: reply) }
        let answer = try waitForReply(to: hello.serial, deadline: deadline, timeoutMilliseconds: timeoutMilliseconds, method: "Hello")
        uniqueName = answer.body.first?.text
    }

    private func findLineEnd() -> Int? {
        var index = readIndex
        while index + 1 < buffer.count {
            if buffer[index] == 0x0D, buffer[index + 1] == 0x0A { return index }
            index += 1
        }
        return nil
    }

    // MARK: - Sending

    /// The next serial (never 0).
    func takeSerial() -> UInt32 {
        defer { nextSerial = nextSerial == UInt32.max ? 1 : nextSerial + 1 }
        return nextSerial
    }

    /// Sends a message as it is (its serial already taken).
    func send(_ message: DBusMessage, deadline: UInt64) throws(AppearanceSourceError) {
        try writeAll(message.encoded(), deadline: deadline, what: "sending \(message.member ?? "a message")")
    }

    /// Sends a method call and returns its serial, without waiting.
    ///
    /// - Parameter rawReply: Keep the method return's bytes undecoded for ``waitForRawReply(to:deadline:timeoutMilliseconds:method:)``.
    @discardableResult
    func sendCall(
        destination: String?, path: String, interface: String?, member: String, body: [DBusValue] = [], deadline: UInt64, rawReply: Bool = false
    ) throws(AppearanceSourceError) -> UInt32 {
        let message = DBusMessage.methodCall(serial: takeSerial(), destination: destination, path: path, interface: interface, member: member, body: body)
        if rawReply { rawReplySerials.insert(message.serial) }
        try send(message, deadline: deadline)
        return message.serial
    }

    /// Calls a method and waits for its return.
    ///
    /// - Returns: The method return message.
    /// - Throws: ``AppearanceSourceError/remoteError(method:name:message:)`` for an error reply, or a timeout or transport error.
    func call(
        destination: String?, path: String, interface: String?, member: String, body: [DBusValue] = [], timeoutMilliseconds: Int
    ) throws(AppearanceSourceError) -> DBusMessage {
        let deadline = MonotonicClock.deadline(afterMilliseconds: timeoutMilliseconds)
        let serial = try sendCall(destination: destination, path: path, interface: interface, member: member, body: body, deadline: deadline)
        let reply = try waitForReply(to: serial, deadline: deadline, timeoutMilliseconds: timeoutMilliseconds, method: member)
        return reply
    }

    private func writeAll(_ bytes: [UInt8], deadline: UInt64, what: String) throws(AppearanceSourceError) {
        guard !closed else { throw .connectionClosed(while: what) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                Glibc.send(descriptor, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
            }
            if written > 0 { offset += written; continue }
            let code = errno
            if written < 0, code == EINTR { continue }
            if written < 0, code == EAGAIN || code == EWOULDBLOCK {
                var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                let ready = poll(&entry, 1, MonotonicClock.remainingMilliseconds(until: deadline))
                if ready == 0 { throw .timedOut(waitingFor: what, milliseconds: 0) }
                continue
            }
            throw .connectionClosed(while: what)
        }
    }

    // MARK: - Receiving

    /// Waits for the reply to `serial`; signals that arrive meanwhile are queued.
    ///
    /// - Returns: The method return (an error reply is thrown as ``AppearanceSourceError/remoteError(method:name:message:)``).
    func waitForReply(to serial: UInt32, deadline: UInt64, timeoutMilliseconds: Int, method: String) throws(AppearanceSourceError) -> DBusMessage {
        let message = try waitForAnyReply(to: serial, deadline: deadline, timeoutMilliseconds: timeoutMilliseconds, method: method)
        if message.kind == .error {
            throw .remoteError(method: method, name: message.errorName ?? "", message: message.errorMessage ?? "")
        }
        return message
    }

    /// Waits for the reply to `serial`, a return or an error message.
    func waitForAnyReply(to serial: UInt32, deadline: UInt64, timeoutMilliseconds: Int, method: String) throws(AppearanceSourceError) -> DBusMessage {
        while true {
            if let reply = pendingReplies.removeValue(forKey: serial) { return reply }
            try receive(deadline: deadline, timeoutMilliseconds: timeoutMilliseconds, method: method)
        }
    }

    /// Waits for the method return to a call sent with `rawReply`, and returns its bytes undecoded (its header is checked).
    ///
    /// - Returns: Exactly one message, a method return.
    /// - Throws: ``AppearanceSourceError/remoteError(method:name:message:)`` for an error reply, or a timeout or transport error.
    func waitForRawReply(to serial: UInt32, deadline: UInt64, timeoutMilliseconds: Int, method: String) throws(AppearanceSourceError) -> [UInt8] {
        defer { rawReplySerials.remove(serial) }
        while true {
            if let bytes = pendingRawReplies.removeValue(forKey: serial) { return bytes }
            if let reply = pendingReplies.removeValue(forKey: serial) {
                // An error reply is decoded as usual.
                throw .remoteError(method: method, name: reply.errorName ?? "", message: reply.errorMessage ?? "")
            }
            try receive(deadline: deadline, timeoutMilliseconds: timeoutMilliseconds, method: method)
        }
    }

    /// Drops the reply to `serial`, whether it has come already or comes later.
    func forgetReply(to serial: UInt32) {
        rawReplySerials.remove(serial)
        if pendingRawReplies.removeValue(forKey: serial) == nil, pendingReplies.removeValue(forKey: serial) == nil {
            forgottenSerials.insert(serial)
        }
    }

    /// Reads and dispatches one more message, or throws a timeout.
    private func receive(deadline: UInt64, timeoutMilliseconds: Int, method: String) throws(AppearanceSourceError) {
        guard let message = try nextMessage(deadline: deadline, wakeup: nil, what: "the reply to \(method)", timeoutMilliseconds: timeoutMilliseconds) else {
            throw .timedOut(waitingFor: "the reply to \(method)", milliseconds: timeoutMilliseconds)
        }
        if let message { dispatch(message) }
    }

    private func dispatch(_ message: DBusMessage) {
        switch message.kind {
        case .methodReturn, .error:
            guard let replySerial = message.replySerial, forgottenSerials.remove(replySerial) == nil else { return }
            pendingReplies[replySerial] = message
        case .signal:
            queuedSignals.append(message)
        default:
            break  // Method calls to this client are not served (the bus answers Peer calls itself).
        }
    }

    /// The next signal, waiting until one arrives or `wakeup` becomes readable.
    ///
    /// - Parameter wakeup: A descriptor whose readability ends the wait (a pipe written on cancellation).
    /// - Returns: The signal, or `nil` when woken.
    func nextSignal(wakeup: Int32?) throws(AppearanceSourceError) -> DBusMessage? {
        while true {
            if !queuedSignals.isEmpty { return queuedSignals.removeFirst() }
            guard let message = try nextMessage(deadline: nil, wakeup: wakeup, what: "signals", timeoutMilliseconds: 0) else { return nil }
            if let message { dispatch(message) }
        }
    }

    /// The next whole message: from the buffer, else read; `.some(nil)` when it was a raw reply (kept in
    /// `pendingRawReplies`), `nil` on timeout or wakeup.
    private func nextMessage(deadline: UInt64?, wakeup: Int32?, what: String, timeoutMilliseconds: Int) throws(AppearanceSourceError) -> DBusMessage?? {
        while true {
            if let message = try decodeBuffered() { return message }
            var entries = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            if let wakeup { entries.append(pollfd(fd: wakeup, events: Int16(POLLIN), revents: 0)) }
            let timeout = deadline.map { MonotonicClock.remainingMilliseconds(until: $0) } ?? -1
            let ready = poll(&entries, nfds_t(entries.count), timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                throw .connectionClosed(while: "waiting for \(what)")
            }
            if ready == 0 { return nil }
            if entries.count > 1, entries[1].revents != 0 { return nil }
            try readAvailable(what: what)
        }
    }

    private func fill(deadline: UInt64, what: String, timeoutMilliseconds: Int) throws(AppearanceSourceError) {
        while true {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, MonotonicClock.remainingMilliseconds(until: deadline))
            if ready < 0, errno == EINTR { continue }
            if ready <= 0 { throw .timedOut(waitingFor: what, milliseconds: timeoutMilliseconds) }
            try readAvailable(what: what)
            return
        }
    }

    private func readAvailable(what: String) throws(AppearanceSourceError) {
        if readIndex > 0, readIndex == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            readIndex = 0
        } else if readIndex > 1 << 16 {
            buffer.removeSubrange(0..<readIndex)
            readIndex = 0
        }
        var count = 0
        while true {
            count = recv(descriptor, receiveArea.baseAddress, receiveArea.count, 0)
            if count < 0, errno == EINTR { continue }
            break
        }
        if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return }
        guard count > 0 else { throw .connectionClosed(while: "waiting for \(what)") }
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: receiveArea[..<count]))
    }

    /// The next whole message in the buffer: `nil` when none is complete yet, `.some(nil)` for a method return
    /// asked for raw (its bytes are put in `pendingRawReplies`, its header checked).
    private func decodeBuffered() throws(AppearanceSourceError) -> DBusMessage?? {
        let available = buffer.count - readIndex
        guard available >= 16 else { return nil }
        let result: Result<DBusMessage??, DBusDecodingError> = buffer.withUnsafeBytes { raw in
            do throws(DBusDecodingError) {
                let header = UnsafeRawBufferPointer(rebasing: raw[readIndex..<readIndex + 16])
                let length = try DBusMessage.length(ofMessageStartingWith: header)
                guard available >= length else { return .success(nil) }
                let bytes = UnsafeRawBufferPointer(rebasing: raw[readIndex..<readIndex + length])
                if !rawReplySerials.isEmpty, bytes[1] == DBusMessage.Kind.methodReturn.rawValue {
                    let (message, _, _) = try DBusMessage.header(of: bytes)
                    if let replySerial = message.replySerial, rawReplySerials.contains(replySerial) {
                        pendingRawReplies[replySerial] = Array(bytes)
                        readIndex += length
                        return .success(.some(nil))
                    }
                }
                let message = try DBusMessage(decoding: bytes)
                readIndex += length
                return .success(message)
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let message): return message
        case .failure(let error): throw .malformedMessage(error)
        }
    }

    /// Consumes any complete messages already read and queues them (after a pipelined batch of calls).
    func drainBuffered() throws(AppearanceSourceError) {
        while let message = try decodeBuffered() {
            if let message { dispatch(message) }
        }
    }
}

import NocturneColor
import Testing

@testable import NocturneHost

/// The benchmark's `ReadAll` reply: all four appearance keys.
private let readAllReply = HostBenchmarkHooks.readAllMessage

private let messages: [(String, DBusMessage)] = [
    ("ReadAll reply", readAllReply),
    ("Read reply, double variant", DBusMessage(kind: .methodReturn, serial: 2, replySerial: 9, body: [.variant(.variant(.uint32(2)))])),
    ("signal", DBusMessage(kind: .signal, serial: 12, path: "/org/freedesktop/portal/desktop", interface: "org.freedesktop.portal.Settings",
                           member: "SettingChanged", sender: ":1.3",
                           body: [.string("org.freedesktop.appearance"), .string("color-scheme"), .variant(.uint32(1))])),
    ("error", DBusMessage(kind: .error, serial: 4, errorName: "org.freedesktop.portal.Error.NotFound", replySerial: 2,
                          body: [.string("Requested setting not found")])),
    ("every basic type", DBusMessage(kind: .methodCall, serial: 1, path: "/a/b_c", member: "M", body: [
        .byte(255), .boolean(true), .int16(-2), .uint16(65535), .int32(-70000), .uint32(4_000_000_000), .int64(-1 << 40),
        .uint64(1 << 63), .double(-0.5), .string("héllo"), .objectPath("/"), .signature("a{sv}(ddd)"),
        .array(element: .string, []), .array(element: .byte, [.byte(1), .byte(2)]),
    ])),
]

@Suite("DBusMessage encoding and decoding")
struct DBusMessageTests {
    @Test("round trip in both byte orders", arguments: messages.map(\.0), [false, true])
    func roundTrip(_ name: String, _ bigEndian: Bool) throws {
        let message = try #require(messages.first { $0.0 == name }?.1)
        let bytes = message.encoded(bigEndian: bigEndian)
        #expect(bytes[0] == (bigEndian ? UInt8(ascii: "B") : UInt8(ascii: "l")))
        #expect(try DBusMessage(decoding: bytes) == message)
    }

    @Test("a hand-marshalled big-endian method return with a u")
    func handWritten() throws {
        let bytes: [UInt8] = [
            0x42, 2, 0, 1, 0, 0, 0, 4, 0, 0, 0, 9, 0, 0, 0, 15,  // B, return, body 4, serial 9, fields 15
            5, 1, 0x75, 0, 0, 0, 0, 3,  // REPLY_SERIAL u 3
            8, 1, 0x67, 0, 1, 0x75, 0,  // SIGNATURE g "u"
            0,  // pad to 8
            0, 0, 0, 42,
        ]
        let message = try DBusMessage(decoding: bytes)
        #expect(message.kind == .methodReturn)
        #expect(message.replySerial == 3)
        #expect(message.body == [.uint32(42)])
    }

    /// One way to damage a well-formed message.
    enum Damage: String, CaseIterable, Sendable {
        case byteOrder, version, serialZero, typeZero, truncated, boolean, padding

        func apply(to bytes: inout [UInt8]) {
            switch self {
            case .byteOrder: bytes[0] = UInt8(ascii: "X")
            case .version: bytes[3] = 2
            case .serialZero: bytes[8] = 0
            case .typeZero: bytes[1] = 0
            case .truncated: bytes.removeLast()
            case .boolean: bytes[bytes.count - 4] = 2
            case .padding: bytes[bytes.count - 5] = 1
            }
        }

        var expected: String {
            switch self {
            case .byteOrder: "byte order mark must be 'l' or 'B', found 'X' at byte 0"
            case .version: "protocol version must be 1, found 2 at byte 3"
            case .serialZero: "serial must not be 0 at byte 8"
            case .typeZero: "unknown message type 0 at byte 1"
            case .truncated: "header announces 68 bytes but the message has 67 at byte 4"
            case .boolean: "a boolean must be 0 or 1, found 2 at byte 64"
            case .padding: "padding byte is not zero at byte 63"
            }
        }
    }

    @Test("malformed messages are typed errors that say what and where", arguments: Damage.allCases)
    func malformed(_ damage: Damage) throws {
        // PATH "/", MEMBER "M", then a body "sb": "x", true.
        let message = DBusMessage(kind: .methodCall, serial: 1, path: "/", member: "M", body: [.string("x"), .boolean(true)])
        var bytes = message.encoded()
        damage.apply(to: &bytes)
        let error = #expect(throws: DBusDecodingError.self) { try DBusMessage(decoding: bytes) }
        #expect(error?.description == "malformed D-Bus message: " + damage.expected)
    }

    @Test("bad strings, signatures and nesting", arguments: [
        ([DBusValue.string("a\u{0}b")], "string contains a NUL"),
        ([.objectPath("//x")], "'//x' is not a valid object path"),
        ([.signature("a{vs}")], "bad signature value: a dictionary key must be a basic type, not 'v'"),
        ([.signature("(")], "bad signature value: a structure is not closed"),
        ([.signature("h")], "bad signature value: Unix file descriptors ('h') are not supported"),
        ([(0..<65).reduce(DBusValue.byte(1)) { inner, _ in .variant(inner) }], "containers nested deeper than 64"),
    ])
    func badValues(_ body: [DBusValue], _ reason: String) {
        let bytes = DBusMessage(kind: .methodReturn, serial: 1, replySerial: 1, body: body).encoded()
        let error = #expect(throws: DBusDecodingError.self) { try DBusMessage(decoding: bytes) }
        #expect(error?.reason == reason)
    }

    @Test("invalid UTF-8 in a string")
    func invalidUTF8() {
        var bytes = DBusMessage(kind: .methodReturn, serial: 1, replySerial: 1, body: [.string("ab")]).encoded()
        bytes[bytes.count - 3] = 0xFF
        let error = #expect(throws: DBusDecodingError.self) { try DBusMessage(decoding: bytes) }
        #expect(error?.reason == "string is not valid UTF-8")
    }

    @Test("signatures parse into complete types", arguments: [
        ("a{sa{sv}}", [DBusType.array(.dictionaryEntry(key: .string, value: .array(.dictionaryEntry(key: .string, value: .variant))))]),
        ("(ddd)u", [.structure([.double, .double, .double]), .uint32]),
        ("", []),
    ])
    func signatures(_ text: String, _ types: [DBusType]) throws {
        #expect(try DBusType.parse(Array(text.utf8)) == types)
        #expect(types.map(\.signature).joined() == text)
    }

    @Test("each shared common signature's types spell its text", arguments: DBusType.commonSignatures.map { String(decoding: $0.text, as: UTF8.self) })
    func commonSignatures(_ text: String) throws {
        let entry = try #require(DBusType.commonSignatures.first { $0.text == Array(text.utf8) })
        #expect(entry.types.map(\.signature).joined() == text)
        #expect(entry.types.count == (text == "ssv" ? 3 : 1))
    }

    @Test("a variant's signature must hold exactly one complete type, or a syntax error is reported first", arguments: [
        ("", "bad variant signature: a variant needs exactly one complete type, found 0"),
        ("uu", "bad variant signature: a variant needs exactly one complete type, found 2"),
        ("u(", "bad variant signature: a structure is not closed"),
        ("(dd", "bad variant signature: a structure is not closed"),
        ("a", "bad variant signature: ends inside a type"),
    ])
    func variantSignatures(_ signature: String, _ reason: String) throws {
        // A method return whose body is one variant holding the given signature and a zero u32 after it.
        var body: [UInt8] = [UInt8(signature.utf8.count)] + Array(signature.utf8) + [0]
        while body.count % 4 != 0 { body.append(0) }
        body += [0, 0, 0, 0]
        let header: [UInt8] = [
            UInt8(ascii: "l"), 2, 0, 1, UInt8(body.count), 0, 0, 0, 1, 0, 0, 0, 15, 0, 0, 0,
            5, 1, UInt8(ascii: "u"), 0, 1, 0, 0, 0,  // REPLY_SERIAL u 1
            8, 1, UInt8(ascii: "g"), 0, 1, UInt8(ascii: "v"), 0,  // SIGNATURE g "v"
            0,
        ]
        let error = #expect(throws: DBusDecodingError.self) { try DBusMessage(decoding: header + body) }
        #expect(error?.reason == reason)
    }
}

@Suite("DBusAddress")
struct DBusAddressTests {
    @Test("unix:path= and unix:abstract=, percent-escapes, several entries, other transports ignored", arguments: [
        ("unix:path=/run/user/1000/bus", [DBusAddress.Location.path("/run/user/1000/bus")]),
        ("unix:abstract=/tmp/dbus-XYZ,guid=0123", [.abstract("/tmp/dbus-XYZ")]),
        ("tcp:host=localhost,port=1;unix:path=/tmp/a%20b", [.path("/tmp/a b")]),
        ("unix:guid=1,path=/x;unix:abstract=y", [.path("/x"), .abstract("y")]),
    ])
    func parse(_ text: String, _ expected: [DBusAddress.Location]) throws {
        #expect(try DBusAddress.parse(text).map(\.location) == expected)
    }

    @Test("no usable address is a clear error")
    func unusable() {
        #expect(throws: AppearanceSourceError.unsupportedAddress("tcp:host=x,port=1")) { try DBusAddress.parse("tcp:host=x,port=1") }
        #expect(throws: AppearanceSourceError.noSessionBus) { try DBusAddress.session(environment: [:]) }
        #expect(throws: AppearanceSourceError.self) {
            try PortalAppearanceSource(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"]).read()
        }
    }
}

@Suite("DBusMessage.settings(ofReadAllReply:namespaces:) and PortalSettings.apply(readAllReply:)")
struct ReadAllReaderTests {
    private func settings(_ bytes: [UInt8]) -> Result<[DBusSetting]?, DBusDecodingError> {
        bytes.withUnsafeBytes { raw in
            do throws(DBusDecodingError) { return .success(try DBusMessage.settings(ofReadAllReply: raw, namespaces: PortalSettings.namespaceBytes)) } catch {
                return .failure(error)
            }
        }
    }

    @Test("finds the appearance namespace's settings in order, values still in their variants", arguments: [false, true])
    func settingsInOrder(_ bigEndian: Bool) throws {
        let found = try #require(try settings(readAllReply.encoded(bigEndian: bigEndian)).get())
        #expect(found.map(\.key) == ["color-scheme", "accent-color", "contrast", "reduced-motion"])
        #expect(found.allSatisfy { $0.namespace == 0 })
        #expect(found.first?.value == .variant(.uint32(1)))
        #expect(found[1].value == .variant(.structure([.double(0.2), .double(0.4), .double(0.6)])))
    }

    @Test("a body that is not a{sa{sv}} is not read (the caller decodes it whole)")
    func otherBody() throws {
        let bytes = DBusMessage(kind: .methodReturn, serial: 2, replySerial: 1, body: [.variant(.uint32(1))]).encoded()
        #expect(try settings(bytes).get() == nil)
    }

    @Test("every one-byte damage to the reply gives the whole decoder's error, or the settings it decodes")
    func damageAgreesWithDecoder() throws {
        let original = readAllReply.encoded()
        for offset in 0..<original.count {
            for replacement: UInt8 in [0x00, 0x07, 0xFF] where original[offset] != replacement {
                var bytes = original
                bytes[offset] = replacement
                let streamed = settings(bytes)
                do {
                    let message = try DBusMessage(decoding: bytes)
                    if message.bodySignature == "a{sa{sv}}" {
                        #expect(throws: Never.self, "damage \(replacement) at \(offset)") { _ = try streamed.get() }
                    }
                } catch {
                    #expect(streamed == .failure(error) || streamed == .success(nil), "damage \(replacement) at \(offset)")
                }
            }
        }
    }

    @Test("PortalSettings reads the reply: dark, the accent, standard contrast, motion not reduced")
    func portalSettings() throws {
        var settings = PortalSettings()
        try settings.apply(readAllReply: readAllReply.encoded(bigEndian: true))
        #expect(settings.appearance == SystemAppearance(colorScheme: .dark, contrast: .standard, accentColor: .srgb(0.2, 0.4, 0.6), reducedMotion: false, source: .portal))
    }

    @Test("PortalSettings names the type of a reply that is not a{sa{sv}}")
    func portalSettingsWrongType() {
        let bytes = DBusMessage(kind: .methodReturn, serial: 2, replySerial: 1, body: [
            .array(element: .dictionaryEntry(key: .string, value: .variant), [.dictionaryEntry(.string("color-scheme"), .variant(.uint32(1)))])
        ]).encoded()
        var settings = PortalSettings()
        #expect(throws: AppearanceSourceError.unexpectedValue(key: "ReadAll", type: "a{sv}", expected: "a{sa{sv}}")) { try settings.apply(readAllReply: bytes) }
    }
}

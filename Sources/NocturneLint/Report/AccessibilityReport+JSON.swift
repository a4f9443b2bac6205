import NocturneSupport

extension AccessibilityReport {
    /// The report as one JSON object for CI: the overall verdict, each criterion's verdict and evidence, the share
    /// of pairs per mode, and what was read.
    ///
    /// `{"verdict":"not met","criteria":[{"id":"dark-interface","name":"Dark Interface","verdict":"not met","evidence":[…]}, …],
    /// "read":{"swiftFiles":12,…}}`; the pairs themselves are `nocturne pairs --json`'s.
    package var json: JSONValue {
        let criteria = criteria.map { criterion -> JSONValue in
            var members = [
                JSONMember("id", .string(criterion.identifier)),
                JSONMember("name", .string(criterion.name)),
                JSONMember("verdict", .string(criterion.verdict.rawValue)),
                JSONMember("evidence", .array(criterion.evidence.map { item in
                    var members = [
                        JSONMember("topic", .string(item.topic)),
                        JSONMember("verdict", .string(item.verdict.rawValue)),
                        JSONMember("message", .string(item.message)),
                    ]
                    if let location = item.location { members.append(JSONMember("location", .string(location))) }
                    members.append(JSONMember("advisory", .bool(item.isAdvisory)))
                    return .object(members)
                })),
            ]
            if !criterion.modeShares.isEmpty {
                members.append(JSONMember("pairs", .integer(criterion.pairs.count)))
                members.append(JSONMember("modes", .object(criterion.modeShares.map { share in
                    JSONMember(share.mode.key, .object([
                        JSONMember("meeting", .integer(share.meeting)),
                        JSONMember("judged", .integer(share.judged)),
                        JSONMember("percent", share.percent.map { .number($0, roundedTo: 1) } ?? .null),
                    ]))
                })))
            }
            return .object(members)
        }
        return .object([
            JSONMember("verdict", .string(verdict.rawValue)),
            JSONMember("criteria", .array(criteria)),
            JSONMember("read", .object([
                JSONMember("swiftFiles", .integer(lint.swiftFiles)),
                JSONMember("swiftLines", .integer(lint.swiftLines)),
                JSONMember("interfaceBuilderFiles", .integer(lint.interfaceBuilderFiles)),
                JSONMember("catalogs", .integer(lint.catalogs)),
            ])),
            JSONMember("problems", .array(problems.map { .string($0) })),
        ])
    }
}

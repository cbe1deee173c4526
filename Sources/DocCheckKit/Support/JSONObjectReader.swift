import Foundation

/// Reads a JSON object with errors that name the file, the key and, where it can, the line.
struct JSONObjectReader {
    let bytes: [UInt8]
    let path: String

    func rootObject() throws(ConfigurationError) -> [String: Any] {
        guard let object = try root().value.foundationObject as? [String: Any] else { preconditionFailure("root() returns an object") }
        return object
    }

    /// The file's top-level value, which must be an object, with where each value starts.
    func root() throws(ConfigurationError) -> JSONNode {
        if let invalid = SourceText(bytes: bytes).firstInvalidUTF8() {
            throw ConfigurationError(path: path, location: invalid, message: "invalid UTF-8")
        }
        let node: JSONNode
        do {
            node = try JSONParser.parse(bytes)
        } catch {
            throw ConfigurationError(path: path, location: location(ofByte: error.offset), message: "not valid JSON: \(error.message)")
        }
        guard case .object = node.value else {
            // At the top-level value's first byte.
            throw ConfigurationError(path: path, location: location(ofByte: node.offset), message: "the top level must be a JSON object")
        }
        try rejectRepeatedKeys(in: node, at: "")
        return node
    }

    /// A key written twice in one object is an error at the second: JSON leaves open which
    /// one a reader takes, so the file does not say what it means.
    private func rejectRepeatedKeys(in node: JSONNode, at name: String) throws(ConfigurationError) {
        switch node.value {
        case .object(let members):
            var first: [String: Int] = [:]
            for member in members {
                let memberName = name.isEmpty ? member.key : name + "." + member.key
                let keyOffset = member.node.keyOffset ?? member.node.offset
                if let earlier = first[member.key] {
                    throw ConfigurationError(
                        path: path, location: location(ofByte: keyOffset),
                        message: "key '\(memberName)' is written twice; the first is at line \(location(ofByte: earlier).line): keep one")
                }
                first[member.key] = keyOffset
                try rejectRepeatedKeys(in: member.node, at: memberName)
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() { try rejectRepeatedKeys(in: element, at: "\(name)[\(index)]") }
        default:
            break
        }
    }

    /// The line and column of a byte of the file.
    func location(ofByte offset: Int) -> SourceLocation {
        SourceText(bytes: bytes).location(ofByte: min(offset, max(bytes.count - 1, 0)))
    }

    func rejectUnknownKeys(in object: [String: Any], allowed: [String], at prefix: String) throws(ConfigurationError) {
        try rejectUnknownKeys(in: Array(object.keys), allowed: allowed, at: prefix)
    }

    func rejectUnknownKeys(in keys: [String], allowed: [String], at prefix: String) throws(ConfigurationError) {
        for key in keys.sorted() where !allowed.contains(key) {
            throw error("unknown key '\(prefix)\(key)'; known keys: \(allowed.joined(separator: ", "))", atKeyOf: prefix + key, key: key)
        }
    }

    func string(_ object: [String: Any], _ key: String, prefix: String = "") throws(ConfigurationError) -> String? {
        guard let value = object[key] else { return nil }
        guard let string = value as? String else { throw typeError(prefix + key, "a string", key: key) }
        return string
    }

    func strings(_ object: [String: Any], _ key: String, prefix: String = "") throws(ConfigurationError) -> [String]? {
        guard let value = object[key] else { return nil }
        guard let strings = value as? [String] else { throw typeError(prefix + key, "an array of strings", key: key) }
        return strings
    }

    func objects(_ object: [String: Any], _ key: String, prefix: String = "") throws(ConfigurationError) -> [[String: Any]]? {
        guard let value = object[key] else { return nil }
        guard let objects = value as? [[String: Any]] else { throw typeError(prefix + key, "an array of objects", key: key) }
        return objects
    }

    func typeError(_ name: String, _ expected: String, key: String) -> ConfigurationError {
        error("key '\(name)' must be \(expected)", at: name, key: key)
    }

    /// An error at the value `name` holds ("tables[1].source", "rows[3].Name"), found in the
    /// parsed file with its position; where the file does not hold it, at the first `"key"`.
    func error(_ message: String, at name: String, key: String? = nil) -> ConfigurationError {
        guard let node = try? JSONParser.parse(bytes), let offset = Self.offset(of: name[...], in: node) else { return error(message, key: key) }
        return ConfigurationError(path: path, location: location(ofByte: offset), message: message)
    }

    /// An error at the key `name` ends with, for a key that should not be there: the key's own
    /// quote, the nearest one before its value.
    func error(_ message: String, atKeyOf name: String, key: String) -> ConfigurationError {
        guard let node = try? JSONParser.parse(bytes), let value = Self.offset(of: name[...], in: node) else { return error(message, key: key) }
        let needle = Array("\"\(key)\"".utf8)
        var start = min(value, bytes.count) - needle.count
        while start >= 0, !bytes[start..<start + needle.count].elementsEqual(needle) { start -= 1 }
        return ConfigurationError(path: path, location: location(ofByte: max(start, 0)), message: message)
    }

    /// An error for a key missing from the object `name` holds ("" for the top level), at that object.
    func missing(_ key: String, in name: String) -> ConfigurationError {
        let message = "missing key '\(name.isEmpty ? "" : name + ".")\(key)'"
        guard let node = try? JSONParser.parse(bytes), let offset = name.isEmpty ? node.offset : Self.offset(of: name[...], in: node) else {
            return error(message)
        }
        return ConfigurationError(path: path, location: location(ofByte: offset), message: message)
    }

    /// Where the value `name` names starts: members by key (a key may hold dots), elements by `[n]`.
    static func offset(of name: Substring, in node: JSONNode) -> Int? {
        if name.isEmpty { return node.offset }
        switch node.value {
        case .object(let members):
            // The last member of a key wins, as in the object the configuration is read from.
            for member in members.reversed() {
                let key = member.key
                guard name.hasPrefix(key) else { continue }
                var rest = name.dropFirst(key.count)
                if rest.isEmpty { return member.node.offset }
                if rest.first == "." { rest = rest.dropFirst() } else if rest.first != "[" { continue }
                if let offset = offset(of: rest, in: member.node) { return offset }
            }
            return nil
        case .array(let elements):
            guard name.first == "[", let close = name.firstIndex(of: "]"), let index = Int(name[name.index(after: name.startIndex)..<close]),
                elements.indices.contains(index)
            else { return nil }
            var rest = name[name.index(after: close)...]
            if rest.first == "." { rest = rest.dropFirst() }
            return offset(of: rest, in: elements[index])
        default:
            return nil
        }
    }

    /// An error located at the first occurrence of `"key"` in the file, when there is one; with
    /// `after`, the first occurrence after that of `"after"` (a key of a nested object).
    func error(_ message: String, key: String? = nil, after outer: String? = nil) -> ConfigurationError {
        let from = outer.map { offset(of: $0, from: 0) } ?? 0
        let location = key.flatMap { key in from.flatMap { offset(of: key, from: $0) } }.map { SourceText(bytes: bytes).location(ofByte: $0) }
        return ConfigurationError(path: path, location: location, message: message)
    }

    /// The offset of the first `"key"` at or after `start`.
    private func offset(of key: String, from start: Int) -> Int? {
        let needle = Array("\"\(key)\"".utf8)
        guard start + needle.count <= bytes.count else { return nil }
        return (start...(bytes.count - needle.count)).first { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}

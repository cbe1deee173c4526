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
        return node
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
            throw error("unknown key '\(prefix)\(key)'; known keys: \(allowed.joined(separator: ", "))", key: key)
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
        error("key '\(name)' must be \(expected)", key: key)
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

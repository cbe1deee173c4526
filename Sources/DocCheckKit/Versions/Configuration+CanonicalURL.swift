extension Configuration {
    /// The canonical URL is declared once and is a repository URL ("https://host/owner/name"):
    /// two declarations, or one that names no repository, leave the pins unmatched.
    static func checkCanonicalURL(_ value: String?, reader: JSONObjectReader) throws(ConfigurationError) {
        guard let value else { return }
        let key = Array("\"canonicalURL\"".utf8)
        let starts = reader.bytes.indices.dropLast(max(key.count - 1, 0)).filter { reader.bytes[$0..<$0 + key.count].elementsEqual(key) }
        if starts.count > 1 {
            throw ConfigurationError(
                path: reader.path, location: SourceText(bytes: reader.bytes).location(ofByte: starts[1]),
                message: "key 'canonicalURL' is declared \(starts.count) times; declare the package's canonical URL once")
        }
        if RepositoryURL(value) == nil {
            throw reader.error("key 'canonicalURL': '\(value)' is not a repository URL such as https://github.com/owner/name", key: "canonicalURL")
        }
    }
}

extension Configuration {
    /// The canonical URL is a repository URL ("https://host/owner/name"): one that names no
    /// repository leaves the pins unmatched. (A key written twice is the reader's error.)
    static func checkCanonicalURL(_ value: String?, reader: JSONObjectReader) throws(ConfigurationError) {
        guard let value else { return }
        if RepositoryURL(value) == nil {
            throw reader.error("key 'canonicalURL': '\(value)' is not a repository URL such as https://github.com/owner/name", key: "canonicalURL")
        }
    }
}

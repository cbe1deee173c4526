extension DocCheck {
    /// The documents as `fix-pins` would write them, with every pin finding; writes nothing itself.
    /// Throws when the configuration declares no canonical URL (nothing identifies the pins).
    public func planPins() throws(ConfigurationError) -> PinPlan {
        guard repository.configuration.canonicalURL != nil else {
            throw ConfigurationError(
                path: Configuration.fileName,
                message: "key 'canonicalURL' is missing; fix-pins finds the package's pins by its canonical URL")
        }
        let documents = DocumentSet(repository: repository, paths: repository.documentPaths())
        return PinPlan(repository: repository, documents: documents)
    }
}

extension DocCheck {
    /// The documents as `fix-pins` would write them, with every pin finding; writes nothing itself.
    /// Throws when the package's canonical URL is neither configured nor inferred (nothing
    /// identifies the pins).
    public func planPins() throws(ConfigurationError) -> PinPlan {
        let documents = DocumentSet(repository: repository, paths: repository.documentPaths())
        let plan = PinPlan(repository: repository, documents: documents)
        guard plan.canonical != nil else {
            throw ConfigurationError(
                path: Configuration.fileName,
                message:
                    "key 'canonicalURL' is missing and no git remote, podspec or README .package(url:) names the package; fix-pins finds the package's pins by its canonical URL"
            )
        }
        return plan
    }
}

extension Repository {
    /// The translation files whose names make them translations of `sources`
    /// (`Translations/README.de.md` for `README.md`).
    func translationFiles(of sources: [String]) -> [String] {
        let names = Set(sources.compactMap { $0.split(separator: "/").last.map(String.init) })
        return markdownFiles(under: configuration.translations).filter { path in
            let fileName = String(path.split(separator: "/").last ?? "")
            return Translation.parseFileName(fileName).map { names.contains($0.name + ".md") } ?? false
        }
    }
}

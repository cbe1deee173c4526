extension MarkdownDocument {
    /// The headings that are a language switcher: a heading whose whole text is one link to
    /// one of `versions` (`## [🇨🇳中文](README_CN.md)`). Such a heading is a way to another
    /// language, not a section a translation has, by index.
    func switcherHeadings(linkingTo versions: Set<String>) -> Set<Int> {
        let links = self.links
        var switchers = Set<Int>()
        for (index, heading) in headings.enumerated() {
            guard let line = heading.range?.start.line else { continue }
            let inHeading = links.filter { $0.kind == .link && $0.range?.start.line == line }
            guard inHeading.count == 1, let link = inHeading.first,
                (link.text ?? "").trimmingAllWhitespace() == heading.text.trimmingAllWhitespace(),
                case .path(let target, _) = LinkTarget(link.destination, in: path, anchors: [:]),
                target != path, versions.contains(target)
            else { continue }
            switchers.insert(index)
        }
        return switchers
    }
}

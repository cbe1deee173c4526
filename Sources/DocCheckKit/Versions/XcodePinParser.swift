/// Finds Xcode dependency rules in prose that names this package's URL: "Up to Next Major
/// Version from 2.0.0", "Up to Next Minor Version", "Exact Version 2.0.0", and a bare
/// "from 2.0.0" (Xcode's default rule, Up to Next Major Version).
struct XcodePinParser {
    func pins(in passage: Passage) -> [DependencyPin] {
        var pins: [DependencyPin] = []
        var covered: [Range<Int>] = []
        let phrase = cached(
            /(?i)\b(up to next (major|minor)(?: version)?|exact(?: version)?)\b[^\d.]{0,40}?\b(v?\d+(?:\.\d+)*(?:-[0-9A-Za-z][0-9A-Za-z.-]*)?)/)
        for match in passage.text.matches(of: phrase) {
            let kind = match.output.2.map { $0.lowercased() }
            let form: DependencyPin.Form = kind == "major" ? .xcodeUpToNextMajor : kind == "minor" ? .xcodeUpToNextMinor : .xcodeExact
            pins.append(pin(form, match.range, versionRange: match.output.3.startIndex..<match.output.3.endIndex, passage))
            covered.append(passage.offsets(match.range))
        }
        for match in passage.text.matches(of: cached(/(?i)\bfrom\s+(v?\d+(?:\.\d+)+(?:-[0-9A-Za-z][0-9A-Za-z.-]*)?)/)) {
            let range = passage.offsets(match.range)
            guard !covered.contains(where: { $0.overlaps(range) }) else { continue }
            pins.append(pin(.xcodeUpToNextMajor, match.range, versionRange: match.output.1.startIndex..<match.output.1.endIndex, passage))
        }
        return pins
    }

    private func pin(_ form: DependencyPin.Form, _ range: Range<String.Index>, versionRange: Range<String.Index>, _ passage: Passage) -> DependencyPin
    {
        let written = String(passage.text[versionRange])
        var constraint = DependencyPin.Constraint.malformed(written)
        if let version = SemanticVersion(written) {
            switch form {
            case .xcodeUpToNextMajor: constraint = .versions(lower: version, upper: version.nextMajor, upperIncluded: false)
            case .xcodeUpToNextMinor: constraint = .versions(lower: version, upper: version.nextMinor, upperIncluded: false)
            default: constraint = .versions(lower: version, upper: version, upperIncluded: true)
            }
        }
        let offsets = passage.offsets(range)
        let bytes = passage.bytes(of: passage.offsets(versionRange))
        return DependencyPin(
            ecosystem: .xcode, form: form, constraint: constraint, written: String(passage.text[range]), versionText: written,
            path: passage.path, location: passage.location(at: offsets.lowerBound), bytes: bytes,
            rewrite: form == .xcodeUpToNextMajor && bytes != nil ? .version : nil)
    }
}

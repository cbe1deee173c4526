/// `fix`: every writer whose change has one right answer, as one plan.
extension DocCheck {
    /// The pins (`fix-pins`), then the generated tables (`regen-table`), then the fact
    /// values (`factChanges`), then the links
    /// with one right destination (`linkChanges`), then the generated tests
    /// (`regen-examples`), each planned on the files as the ones before it leave them:
    /// a pin in a Swift block changes the test made from that block. A file two of them
    /// change is written once, with both changes. The pins are left out when the package's
    /// canonical URL or release is not known (`verify` says so), as there is nothing to pin to,
    /// and so are the generated tests of a repository that has not opted in to them.
    public func fixChanges() throws(ConfigurationError) -> ChangePlan {
        var plan = ChangePlan(upToDate: "nothing to fix: the pins, generated tables, fact values, links and generated tests are up to date")
        let pins = PinPlan(repository: repository, documents: DocumentSet(repository: repository, paths: repository.documentPaths()))
        if pins.canonical != nil, pins.release != nil {
            plan.append(Self.changes(of: pins))
        } else {
            plan.blockers = pins.blockers.filter { $0.ruleID == DocumentRule.id }
        }
        plan.append(try planning(on: plan.changes).tableChanges())
        plan.append(planning(on: plan.changes).factChanges())
        plan.append(try planning(on: plan.changes).linkChanges())
        plan.append(planning(on: plan.changes).exampleChanges(onlyWhenOptedIn: true))
        return plan
    }

    /// This engine on the repository as `changes` leave it.
    func planning(on changes: [FileChange]) -> DocCheck {
        var engine = DocCheck(
            repository: repository.applying(changes), builtInSources: builtInSources, facts: Array(factSources.values), rules: rules,
            disabledRules: disabledRules)
        engine.judgesUntrackedTranslations = judgesUntrackedTranslations
        return engine
    }
}

extension ChangePlan {
    /// Adds `next`, a plan made on the files as this one leaves them: a file both change is
    /// one change, from the bytes on disk to `next`'s bytes, and is dropped if they are the
    /// same; each finding is kept once.
    mutating func append(_ next: ChangePlan) {
        for change in next.changes {
            guard let index = changes.firstIndex(where: { $0.path == change.path }) else {
                changes.append(change)
                continue
            }
            let first = changes[index]
            let merged = FileChange(path: change.path, old: first.old, new: change.new, done: change.new == nil ? change.done : first.done)
            if merged.isChanged { changes[index] = merged } else { changes.remove(at: index) }
        }
        if refusals.isEmpty, !next.refusals.isEmpty { refusalNote = next.refusalNote }
        func adding(_ more: [Diagnostic], to list: inout [Diagnostic]) {
            var seen = Set(list)
            list += more.filter { seen.insert($0).inserted }
        }
        adding(next.refusals, to: &refusals)
        adding(next.blockers, to: &blockers)
        adding(next.pending, to: &pending)
        adding(next.remaining, to: &remaining)
        notes += next.notes
    }
}

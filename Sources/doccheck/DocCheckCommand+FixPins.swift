import DocCheckKit

extension DocCheckCommand {
    /// `fix-pins`: rewrites every pin of the package that disagrees with the released version
    /// to the canonical form, all files at once and atomically, or only reports with `--check`.
    func fixPins(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Outcome {
        try apply(engine.pinChanges(), arguments, console, in: engine.repository)
    }

    /// `fix`: the pins, the generated tables and the generated tests in one plan, written
    /// together or not at all.
    func fix(_ engine: DocCheck, _ arguments: CommandLineArguments, _ console: Console) throws -> Outcome {
        try apply(engine.fixChanges(), arguments, console, in: engine.repository)
    }
}

/// How a command ended; `exitStatus` is the one place that becomes a number.
enum Outcome: Equatable {
    /// Everything checked is clean, or what was asked is done.
    case success
    /// Findings, drift, files that would change under `--check`, a write refused by its
    /// plan's errors, a mutation that survived.
    case failure
    /// The command line or the configuration cannot be used, or a write would leave the
    /// repository.
    case unusable

    /// 0, 1 or 2, as Xcode, CI and the pre-commit framework read it.
    var exitStatus: Int32 {
        switch self {
        case .success: 0
        case .failure: 1
        case .unusable: 2
        }
    }
}

import CCmarkGFM

#if canImport(Glibc)
    import Glibc
#endif

/// libFuzzer's entry point: every input goes through `FuzzHarness` (compiled into the same
/// module as the engine by `Fuzz/build`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzHarness.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

/// Called by libFuzzer once, before the first input: registers libcmark-gfm's extensions with
/// LeakSanitizer paused. `CommonMarkConverter` replaces the autolink extension's inline
/// characters with its own lists, and libcmark-gfm can neither return nor free the list the
/// extension was made with (`':'` and `'w'`, two 16-byte nodes allocated by
/// `create_autolink_extension`), so that list is lost once per process, whatever the inputs.
/// A suppression cannot name it: libcmark-gfm has no frame pointers, so the stack recorded at
/// the allocation ends in its `calloc` wrapper, and recording whole stacks costs six times the
/// inputs a second. The registration is idempotent, so the engine's own call later does nothing.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    leakSanitizer("__lsan_disable")
    cmark_gfm_core_extensions_ensure_registered()
    leakSanitizer("__lsan_enable")
    return 0
}

/// Calls LeakSanitizer's `__lsan_disable` or `__lsan_enable`, which only the address build has.
private func leakSanitizer(_ function: String) {
    #if canImport(Glibc)
        typealias Toggle = @convention(c) () -> Void
        if let toggle = dlsym(UnsafeMutableRawPointer(bitPattern: 0), function) {
            unsafeBitCast(toggle, to: Toggle.self)()
        }
    #endif
}

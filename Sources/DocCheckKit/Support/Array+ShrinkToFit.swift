extension Array {
    /// Gives back what the array reserved past its elements, for an array kept for the whole
    /// run (a document's tree, its line starts).
    mutating func shrinkToFit() {
        if capacity > count { self = withUnsafeBufferPointer { Array($0) } }
    }
}

/// A greeting for a name.
public func greeting(for name: String) -> String {
    "Hello, \(name)!"
}

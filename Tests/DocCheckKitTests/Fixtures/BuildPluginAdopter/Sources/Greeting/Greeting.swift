/// The greeting the package's README shows.
public let greeting = "Hello, documents"

import Foundation

exit(DocCheckCommand().run(Array(CommandLine.arguments.dropFirst())))

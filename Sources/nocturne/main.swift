import Foundation

// The entry point: everything else lives in `Tool` so that tests can run commands in-process.
let console = Console()
let status = Tool.run(Array(CommandLine.arguments.dropFirst()), in: console.context(environment: ProcessInfo.processInfo.environment))
console.flush()
exit(status.rawValue)

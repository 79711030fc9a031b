import ArgumentParser
import Foundation
import HearthApp

/// The composition root: parse the command line; `ServeCommand` builds and runs `HearthApp`.
@main
enum HearthMain {
    static func main() async {
        exit(await HearthCommand.run())
    }
}

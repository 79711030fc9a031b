import Foundation

extension Process {
    /// Waits until the process has ended, polling `isRunning`. Foundation's `waitUntilExit()` on Linux spins a run
    /// loop at 100 % of a core when it is called off the main thread, and was seen to never return in the suite
    /// (a test stuck for 15 minutes in a fake server's `stop`).
    func waitForExit() {
        while isRunning { usleep(5_000) }
    }
}

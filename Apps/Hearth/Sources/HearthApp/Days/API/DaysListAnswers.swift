import Foundation
import HTTPServer

/// The API's list answers (JSON bytes and the match count), kept until the days change: a client polling
/// `/api/v1/days` costs one dictionary lookup. At most 16 are kept; any write drops them all.
final class DaysListAnswers: Sendable {
    /// One kept answer.
    struct Answer: Sendable {
        var total: Int
        var body: [UInt8]
    }

    private struct State {
        var generation = -1
        var answers: [String: Answer] = [:]
    }

    private let state = Locked(State())

    /// The answer for `key` at the repository's `generation`, computed by `compute` when not kept.
    func answer(
        _ key: String, generation: Int, compute: () async throws -> Answer
    ) async rethrows -> Answer {
        let kept = state.withLock { state -> Answer? in
            if state.generation != generation {
                state.generation = generation
                state.answers = [:]
            }
            return state.answers[key]
        }
        if let kept { return kept }
        let answer = try await compute()
        state.withLock { state in
            guard state.generation == generation else { return }
            if state.answers.count >= 16 { state.answers.removeAll() }
            state.answers[key] = answer
        }
        return answer
    }
}

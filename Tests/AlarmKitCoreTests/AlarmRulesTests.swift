import AlarmKitCore
import Foundation
import Testing

/// The alarm rules the app used to hold: the fade-in, ringing again after an edit, retired tones, the speaker
/// backstop.
@Suite struct AlarmRulesTests {
    let shanghai = zone("Asia/Shanghai")

    @Test func theFadeInRisesLinearlyInLevelFromTheStartVolume() {
        // Given an alarm at 80 % after a 4 s fade-in from 20 %
        let fade = Alarm(time: t("07:00"), volume: 80, fadeInSeconds: 4, fadeInStartVolume: 20).fadeIn
        // Then its level starts at 0.2, is halfway at 2 s, and holds 0.8 from 4 s on
        #expect(fade.level(after: -1) == 0.2)
        #expect(fade.level(after: 0) == 0.2)
        #expect(abs(fade.level(after: 2) - 0.5) < 1e-12)
        #expect(fade.level(after: 4) == 0.8)
        #expect(fade.level(after: 60) == 0.8)
    }

    @Test func theFadeInClampsItsSettings() {
        // A start above the volume starts at the volume; no fade-in is the volume at once; values are clamped
        #expect(AlarmFadeIn(volume: 50, fadeInSeconds: 10, startVolume: 90).fromLevel == 0.5)
        let immediate = AlarmFadeIn(volume: 70, fadeInSeconds: 0, startVolume: 0)
        #expect(immediate.level(after: 0) == 0.7)
        #expect(immediate.level(after: -0.1) == 0)
        let wild = AlarmFadeIn(volume: 140, fadeInSeconds: -5, startVolume: -10)
        #expect(wild.toLevel == 1 && wild.fromLevel == 0 && wild.seconds == 0)
    }

    @Test func anEditedTimeRingsAgainTheSameDayAndAnEditedLabelDoesNot() throws {
        // Given a daily 07:00 alarm that rang and was dismissed today
        let alarm = Alarm(time: t("07:00"), repeatDays: Weekday.everyDay)
        var board = AlarmBoard(checkedThrough: instant("2026-06-01T06:59:00+08:00"))
        board.advance(to: instant("2026-06-01T07:00:01+08:00"), alarms: [alarm], in: shanghai)
        _ = try board.dismiss(alarm.id, at: instant("2026-06-01T07:00:30+08:00"))
        // When its time moves to 07:30 (the board forgets what it handled, as the rule says)
        var later = alarm
        later.time = t("07:30")
        #expect(later.mayRingAgainToday(replacing: alarm))
        var edited = board
        if later.mayRingAgainToday(replacing: alarm) { edited.forgetHandled(of: alarm.id) }
        // Then it rings again at 07:30 today
        let step = edited.advance(to: instant("2026-06-01T07:30:01+08:00"), alarms: [later], in: shanghai)
        #expect(step.events.map(\.kind) == [.rang])
        #expect(step.ringing.first?.date == d("2026-06-01"))
        // While a new label, or an alarm turned off, does not make it ring again
        var relabelled = alarm
        relabelled.label = "Up"
        #expect(!relabelled.mayRingAgainToday(replacing: alarm))
        var off = alarm
        off.isEnabled = false
        #expect(!off.mayRingAgainToday(replacing: alarm))
        #expect(alarm.mayRingAgainToday(replacing: off))
        var days = alarm
        days.repeatDays = [.monday]
        #expect(days.mayRingAgainToday(replacing: alarm))
    }

    @Test func aRetiredToneBecomesTheFallbackAndAnUnknownOneIsRefused() {
        let tones: Set<String> = ["chime", "siren"]
        #expect(AlarmSound.tone("classic-bell").current(tones: tones, fallback: "chime") == .tone("chime"))
        #expect(AlarmSound.tone("siren").current(tones: tones, fallback: "chime") == .tone("siren"))
        #expect(AlarmSound.tone("kazoo").current(tones: tones, fallback: "chime") == nil)
        #expect(AlarmSound.mix("abc").current(tones: tones, fallback: "chime") == .mix("abc"))
    }

    @Test func theSpeakerBackstopWaitsItsDelayAndRingsOnlyUnconfirmedRings() {
        // Always: at once
        #expect(SpeakerBackstop(mode: .always, delay: 5).onRingStart() == .ringNow)
        // As a backstop: after the delay given, then only a ring still sounding that no display confirmed
        let backstop = SpeakerBackstop(mode: .backstop, delay: 1.5)
        #expect(backstop.onRingStart() == .checkAfter(1.5))
        #expect(backstop.ringsAtCheck(stillRinging: true, confirmations: 0))
        #expect(!backstop.ringsAtCheck(stillRinging: true, confirmations: 1))
        #expect(!backstop.ringsAtCheck(stillRinging: false, confirmations: 0))
        #expect(SpeakerBackstop(mode: .backstop).onRingStart() == .checkAfter(SpeakerBackstop.defaultDelay))
        #expect(SpeakerBackstop(mode: .backstop, delay: -3).delay == 0)
    }
}

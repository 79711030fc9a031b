import CALSA
import Glibc

/// An ALSA PCM made in this process (alsa-lib's `ioplug`) that discards frames at 48 kHz, as a sound card would: its
/// buffer drains in real time, writes block when it is full, and a writer that falls behind gets an underrun
/// (`-EPIPE`). ALSA's own `null` device has no clock, so this one stands in for a card in tests and latency
/// measurements on machines without sound. Owned by its ``PCMDevice``, which closes the PCM before releasing it.
final class ClockedNullSink {
    private let plug: UnsafeMutablePointer<snd_pcm_ioplug_t>
    private let callbacks: UnsafeMutablePointer<snd_pcm_ioplug_callback_t>
    private let timer: Int32
    private var startNanoseconds: UInt64 = 0
    private var startPosition: snd_pcm_uframes_t = 0
    private let name = strdup("Hearth clocked null")

    /// Creates the PCM; `pcm` is valid until `snd_pcm_close`, after which this object may be released.
    init() throws(SpeakerError) {
        timer = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        plug = .allocate(capacity: 1)
        plug.initialize(to: snd_pcm_ioplug_t())
        callbacks = .allocate(capacity: 1)
        callbacks.initialize(to: ClockedNullSink.callbackTable)
        guard timer >= 0 else {
            throw .openFailed(device: SpeakerConfiguration.clockedNullDevice, code: -errno, reason: "no timer")
        }
        plug.pointee.version = (1 << 16) | (0 << 8) | 2  // SND_PCM_IOPLUG_VERSION 1.0.2
        plug.pointee.name = UnsafePointer(name)
        plug.pointee.callback = UnsafePointer(callbacks)
        plug.pointee.poll_fd = timer
        plug.pointee.poll_events = UInt32(POLLIN)
        plug.pointee.private_data = Unmanaged.passUnretained(self).toOpaque()
        let created = CALSA_snd_pcm_ioplug_create(plug, name, SND_PCM_STREAM_PLAYBACK, 0)
        guard created >= 0 else {
            throw .openFailed(
                device: SpeakerConfiguration.clockedNullDevice, code: created,
                reason: String(cString: CALSA_snd_strerror(created)))
        }
        var access = [SND_PCM_ACCESS_RW_INTERLEAVED.rawValue]
        var format = [UInt32(bitPattern: SND_PCM_FORMAT_S16_LE.rawValue)]
        CALSA_snd_pcm_ioplug_set_param_list(plug, Int32(SND_PCM_IOPLUG_HW_ACCESS), 1, &access)
        CALSA_snd_pcm_ioplug_set_param_list(plug, Int32(SND_PCM_IOPLUG_HW_FORMAT), 1, &format)
        CALSA_snd_pcm_ioplug_set_param_minmax(plug, Int32(SND_PCM_IOPLUG_HW_CHANNELS), 1, 2)
        CALSA_snd_pcm_ioplug_set_param_minmax(
            plug, Int32(SND_PCM_IOPLUG_HW_RATE), UInt32(Speaker.sampleRate), UInt32(Speaker.sampleRate))
        CALSA_snd_pcm_ioplug_set_param_minmax(plug, Int32(SND_PCM_IOPLUG_HW_PERIOD_BYTES), 64, 1 << 20)
        CALSA_snd_pcm_ioplug_set_param_minmax(plug, Int32(SND_PCM_IOPLUG_HW_PERIODS), 2, 64)
    }

    deinit {
        if timer >= 0 { Glibc.close(timer) }
        free(name)
        callbacks.deinitialize(count: 1)
        callbacks.deallocate()
        plug.deinitialize(count: 1)
        plug.deallocate()
    }

    /// The PCM handle (valid once `init` succeeded).
    var pcm: OpaquePointer? { plug.pointee.pcm }

    // MARK: - the clock

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    private func start() {
        startNanoseconds = ClockedNullSink.now()
        startPosition = plug.pointee.hw_ptr
        let period = Int(plug.pointee.period_size) * 1_000_000_000 / Speaker.sampleRate
        let interval = timespec(tv_sec: period / 1_000_000_000, tv_nsec: period % 1_000_000_000)
        var setting = itimerspec(it_interval: interval, it_value: interval)
        timerfd_settime(timer, 0, &setting, nil)
    }

    private func stop() {
        var setting = itimerspec()
        timerfd_settime(timer, 0, &setting, nil)
    }

    /// Where the "card" reads now, within the buffer, or `-EPIPE` once it has read past what was written.
    private func pointer() -> snd_pcm_sframes_t {
        let buffer = plug.pointee.buffer_size
        guard plug.pointee.state == SND_PCM_STATE_RUNNING, buffer > 0 else {
            return snd_pcm_sframes_t(plug.pointee.hw_ptr % max(buffer, 1))
        }
        let elapsed = (ClockedNullSink.now() - startNanoseconds) * UInt64(Speaker.sampleRate) / 1_000_000_000
        let played = startPosition + snd_pcm_uframes_t(elapsed)
        guard played <= plug.pointee.appl_ptr else { return snd_pcm_sframes_t(-EPIPE) }
        return snd_pcm_sframes_t(played % buffer)
    }

    /// Clears the timer's tick and reports the device writable.
    private func pollRevents(_ revents: UnsafeMutablePointer<UInt16>?) -> Int32 {
        var ticks: UInt64 = 0
        _ = read(timer, &ticks, MemoryLayout<UInt64>.size)
        revents?.pointee = UInt16(POLLOUT)
        return 0
    }

    // MARK: - trampolines

    private static func sink(_ plug: UnsafeMutablePointer<snd_pcm_ioplug_t>?) -> ClockedNullSink? {
        guard let data = plug?.pointee.private_data else { return nil }
        return Unmanaged<ClockedNullSink>.fromOpaque(data).takeUnretainedValue()
    }

    private static let callbackTable: snd_pcm_ioplug_callback_t = {
        var table = snd_pcm_ioplug_callback_t()
        table.start = { plug in
            sink(plug)?.start()
            return 0
        }
        table.stop = { plug in
            sink(plug)?.stop()
            return 0
        }
        table.prepare = { plug in
            sink(plug)?.stop()
            return 0
        }
        table.pointer = { plug in sink(plug)?.pointer() ?? snd_pcm_sframes_t(-EBADFD) }
        table.transfer = { _, _, _, size in snd_pcm_sframes_t(size) }
        table.close = { plug in
            sink(plug)?.stop()
            return 0
        }
        table.poll_revents = { plug, _, _, revents in sink(plug)?.pollRevents(revents) ?? -EBADFD }
        return table
    }()
}

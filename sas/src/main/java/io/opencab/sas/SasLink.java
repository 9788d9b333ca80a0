package io.opencab.sas;

import io.opencab.serial.LineThread;
import java.io.IOException;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The link thread (docs/sas.md "Link"): reads the port, decodes the wakeup bits, feeds the {@link Responder} and
 * writes its replies at once; checks the link timeout between reads and chirps while no address byte comes. It
 * allocates nothing per poll and takes no lock the cabinet's round, screen or store take. A read or write
 * failure is logged and the loop goes on (the host will poll again) until {@link #close}.
 *
 * <p>Polls the host no longer waits for are not answered: the input queued before the link started (polls sent
 * to a machine that was not running), and a poll for us followed in the same read by the host's next message (it
 * gave up on ours: SAS 6.02 section 4.5 forbids transmitting once another address byte has come). Such a poll is
 * dropped whole, as if lost on the wire: it is neither answered nor carried out, and it acknowledges nothing, so
 * an exception is never "delivered" into a reply nobody reads (docs/sas.md "Power-up").
 */
public final class SasLink implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(SasLink.class.getName());
    /** SAS 6.02 section 4.2: chirp after 5 s without an address byte, every 200 ms. */
    static final long CHIRP_AFTER_NANOS = 5_000_000_000L;
    static final long CHIRP_EVERY_NANOS = 200_000_000L;
    private static final int READ_TIMEOUT_MS = 50;
    private final SasPort port;
    private final Responder responder;
    private final LongConsumer replyTimes;
    private final LongSupplier nanos;
    private final LineThread thread;
    private final byte[] raw = new byte[512];
    private final int[] symbols = new int[512];
    private long lastAddressByteAt;
    private long lastChirpAt;

    /** @param replyTimes told the nanoseconds from a poll's last byte read to its reply written (the probe) */
    public SasLink(SasPort port, Responder responder, LongConsumer replyTimes) {
        this(port, responder, replyTimes, System::nanoTime);
    }

    /** @param nanos the monotonic clock of the chirp's timing (tests pass their own) */
    public SasLink(SasPort port, Responder responder, LongConsumer replyTimes, LongSupplier nanos) {
        this.port = port;
        this.responder = responder;
        this.replyTimes = replyTimes;
        this.nanos = nanos;
        // Above the cabinet's and the kiosk's threads (docs/sas.md "Timing"): Java's priority where the JVM maps it,
        // and the operating system's (LinkPriority) where the cabinet has the right.
        this.thread = new LineThread(Thread.ofPlatform().name("sas-link").daemon().priority(Thread.MAX_PRIORITY),
            this::loop);
    }

    /** Drops the input queued so far (polls sent while this machine was not listening), then starts the thread. */
    public SasLink start() {
        try {
            port.discardInput();
        } catch (IOException e) {
            LOG.log(Level.WARNING, "SAS link on " + port + ": the input queued before start could not be dropped: "
                + e.getMessage(), e);
        }
        lastAddressByteAt = nanos.getAsLong();
        thread.start();
        return this;
    }

    private void loop() {
        Parmrk decoder = new Parmrk();
        int failures = 0;
        java.util.Optional<String> notRaised = LinkPriority.raise(LinkPriority.NICE);
        LOG.log(Level.INFO, "SAS link thread " + notRaised.map(why -> "at the default priority: " + why)
            .orElse("at nice " + LinkPriority.NICE));
        while (thread.running()) {
            try {
                int n = port.read(raw, READ_TIMEOUT_MS);
                long readAt = System.nanoTime();
                int count = 0;
                int lastWakeup = -1;
                for (int i = 0; i < n; i++) {
                    int sym = decoder.feed(raw[i]);
                    if (sym >= 0) {
                        if ((sym & Parmrk.WAKEUP) != 0) {
                            lastWakeup = count;
                        }
                        symbols[count++] = sym;
                    }
                }
                if (lastWakeup >= 0) {
                    lastAddressByteAt = nanos.getAsLong();
                }
                for (int i = 0; i < count; i++) {
                    int len = responder.answer(symbols[i], i < lastWakeup);
                    if (len > 0) {
                        port.write(responder.reply(), len);
                        replyTimes.accept(System.nanoTime() - readAt);
                    }
                }
                responder.tick();
                chirpIfDue();
                failures = 0;
            } catch (IOException | RuntimeException e) {
                if (!thread.running()) {
                    return;
                }
                if (failures++ % 100 == 0) {
                    LOG.log(Level.WARNING, "SAS link on " + port + ": " + e.getMessage() + " (failure " + failures + ")", e);
                }
                if (e instanceof IOException) {
                    sleep(); // the port is failing: do not spin; a poll that broke a handler costs no wait
                }
            }
        }
    }

    /** The loop-break chirp: our address with the wakeup bit, every 200 ms once 5 s passed without an address byte. */
    private void chirpIfDue() throws IOException {
        long now = nanos.getAsLong();
        if (now - lastAddressByteAt > CHIRP_AFTER_NANOS && now - lastChirpAt >= CHIRP_EVERY_NANOS) {
            lastChirpAt = now;
            port.chirp(responder.address());
            responder.counters().chirps.incrementAndGet();
        }
    }

    private static void sleep() {
        try {
            Thread.sleep(50);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public Responder responder() {
        return responder;
    }

    @Override
    public void close() {
        thread.stop();
        port.close();
    }
}

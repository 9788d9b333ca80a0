package io.opencab.app.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.CabinetState;
import io.opencab.app.cabinet.GameChoice;
import io.opencab.app.cabinet.HostGate;
import io.opencab.app.cabinet.SoftwareVerifier;
import io.opencab.app.config.SasSettings;
import io.opencab.meters.EventType;
import io.opencab.meters.MeterException;
import io.opencab.sas.HostCommands;
import io.opencab.sas.Responder;
import io.opencab.sas.SasCounters;
import io.opencab.sas.SasLink;
import io.opencab.sas.SasPort;
import io.opencab.sas.SasSnapshot;
import io.opencab.sas.SerialSasPort;
import io.opencab.sas.tito.ValidationIds;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The cabinet as a SAS gaming machine (docs/sas.md): the link thread answers polls from the
 * latest snapshot; this service's own thread rebuilds that snapshot from the meter store (after
 * every published cabinet state, and at least every 100 ms) and carries out what must touch the
 * store (acknowledged exceptions, game selected). The host's orders go to the cabinet's {@link HostGate}.
 */
public final class SasService implements HostCommands, AutoCloseable {
    private static final System.Logger LOG = System.getLogger(SasService.class.getName());
    static final long REFRESH_MS = 100;
    private final Cabinet cabinet;
    private final SasSettings settings;
    private final HostGate gate;
    /** LP 21's signer, or null (LP 21 is then not acknowledged). */
    private final SoftwareVerifier verifier;
    private final Clock clock;
    /** The bills' ISO 4217 currency (LP 48 and event 4F carry its SAS country code). */
    private final String currency;
    private final SasCounters counters = new SasCounters();
    private final LinkedBlockingQueue<Runnable> work = new LinkedBlockingQueue<>();
    private final Thread refresher;
    private final Consumer<CabinetState> listener;
    private final ReplyTimes replyTimes = new ReplyTimes();
    private static final int RESET_NONE = -2;
    private static final int RESET_PENDING = -1;
    /** LP 94's reset: none, under way, or its finished code (00/01) until the host's next LP 94 takes it. */
    private final java.util.concurrent.atomic.AtomicInteger handpayReset =
        new java.util.concurrent.atomic.AtomicInteger(RESET_NONE);
    private volatile SasSnapshot snapshot;
    private volatile boolean running = true;
    private String shownGame;
    private SasLink link;

    private SasService(Cabinet cabinet, SasSettings settings, SoftwareVerifier verifier, Clock clock) {
        this.cabinet = cabinet;
        this.settings = settings;
        this.verifier = verifier;
        this.clock = clock;
        this.gate = cabinet.hostGate();
        this.currency = cabinet.config().hal().bill().denominations().currency();
        // With disable-play the host must be seen first (docs/sas.md "Link down").
        gate.linkDown(settings.disablePlayWhenLinkDown());
        this.refresher = Thread.ofPlatform().name("sas-snapshot").daemon().unstarted(this::loop);
        this.listener = st -> {
            if (shownGame != null && !shownGame.equals(st.gameId())) {
                int n = number(st.games(), st.gameId());
                work.add(() -> cabinet.withStore(s -> {
                    s.sasQueue().raise(0x8C, n, 0);
                    return null;
                }));
            }
            shownGame = st.gameId();
            work.add(() -> { });
        };
    }

    /** Starts SAS on the configured port without LP 21 (no image to sign); null when {@code sas.enabled} is false. */
    public static SasService open(Cabinet cabinet, SasSettings settings) {
        return open(cabinet, settings, null);
    }

    /**
     * Starts SAS on the configured port; {@code verifier} signs the image for LP 21 (null: LP 21 not acknowledged).
     * Null when {@code sas.enabled} is false.
     */
    public static SasService open(Cabinet cabinet, SasSettings settings, SoftwareVerifier verifier) {
        return open(cabinet, settings, verifier, null);
    }

    /** As above, answering LP 4C/4D with {@code validation} (null: ticket validation not configured, ignored). */
    public static SasService open(Cabinet cabinet, SasSettings settings, SoftwareVerifier verifier,
            ValidationIds validation) {
        if (!settings.enabled()) {
            return null;
        }
        String path = settings.port().orElseThrow();
        return open(cabinet, settings, SerialSasPort.open(path, settings.pty() ? SerialSasPort.Mode.PTY
            : SerialSasPort.Mode.UART), Clock.systemDefaultZone(), verifier, validation);
    }

    /** Starts SAS on {@code port} (tests pass their own). */
    public static SasService open(Cabinet cabinet, SasSettings settings, SasPort port, Clock clock) {
        return open(cabinet, settings, port, clock, null);
    }

    static SasService open(Cabinet cabinet, SasSettings settings, SasPort port, Clock clock, SoftwareVerifier verifier) {
        return open(cabinet, settings, port, clock, verifier, null);
    }

    /** On {@code port} with ticket validation (tests pass their own port). */
    public static SasService open(Cabinet cabinet, SasSettings settings, SasPort port, Clock clock,
            SoftwareVerifier verifier, ValidationIds validation) {
        SasService s = new SasService(cabinet, settings, verifier, clock);
        if (validation != null) {
            // The host's validation ID survives a power cycle: restored now, kept on each LP 4C (docs/tito.md).
            SasValidation.restore(cabinet, validation);
            validation.onChange((id, seq) -> s.work.add(() -> SasValidation.save(cabinet, id, seq)));
        }
        s.gate.apply(); // the link-down policy's screen and validator inhibit from the start
        s.refresh();
        s.refresher.start();
        cabinet.addListener(s.listener);
        Responder r = new Responder(settings.address(), () -> s.snapshot, s, s.counters, clock, System::nanoTime,
            settings.remoteHandpayReset(), validation == null ? null
                : SasValidation.polls(cabinet, validation, clock.getZone()));
        s.link = new SasLink(port, r, s.replyTimes::add).start();
        return s;
    }

    private void loop() {
        while (running || !work.isEmpty()) {
            try {
                Runnable r = work.poll(REFRESH_MS, TimeUnit.MILLISECONDS);
                while (r != null) {
                    r.run();
                    r = work.poll();
                }
                refresh();
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                // A store that fails keeps its lockup on the screen; SAS answers from the last good snapshot.
                LOG.log(System.Logger.Level.WARNING, "SAS snapshot: " + e.getMessage());
                sleep();
            }
        }
    }

    /** Reads the store once and publishes the snapshot the link answers from. */
    void refresh() {
        CabinetState st = cabinet.state();
        SasSnapshots.StoreRead read = cabinet.withStore(s -> new SasSnapshots.StoreRead(s.meters(),
            s.sasQueue().pending(), s.pendingHandpay(), s.billLog(1), io.opencab.meters.TicketIns.of(s).log(1)));
        snapshot = SasSnapshots.build(read, st, gate, cabinet.config().cabinetId(), currency);
    }

    private static int number(List<GameChoice> games, String id) {
        for (int i = 0; i < games.size(); i++) {
            if (games.get(i).gameId().equals(id)) {
                return i + 1;
            }
        }
        return 0;
    }

    @Override
    public void playEnabled(boolean enabled) {
        gate.playEnabled(enabled);
        LOG.log(System.Logger.Level.INFO, "SAS host: play " + (enabled ? "enabled" : "disabled"));
        work.add(gate::apply);
    }

    @Override
    public void billsEnabled(boolean enabled) {
        gate.billsEnabled(enabled);
        LOG.log(System.Logger.Level.INFO, "SAS host: bills " + (enabled ? "enabled" : "disabled"));
        work.add(gate::apply);
    }

    @Override
    public void billDenominations(java.util.Set<Long> valueCents, boolean disableAfterEachBill) {
        gate.billDenominations(valueCents, disableAfterEachBill);
        LOG.log(System.Logger.Level.INFO, "SAS host: bills accepted limited to " + valueCents + " cents (LP 08)"
            + (disableAfterEachBill ? ", the validator disabled after each bill" : ""));
        work.add(gate::apply);
    }

    /**
     * LP 7F: the cabinet keeps its own clock (the operating system's, kept by its RTC and NTP: meters, logs and
     * the journal are stamped by it and must not jump); it logs the host's time and the difference, so an
     * auditor sees any drift (docs/sas.md "LP 7F").
     */
    @Override
    public void hostTime(LocalDateTime time) {
        LocalDateTime own = LocalDateTime.now(clock).withNano(0);
        long diff = Duration.between(own, time).toSeconds();
        String text = "SAS host set the date and time to " + time + "; the cabinet's clock reads " + own
            + " (" + (diff >= 0 ? "+" : "") + diff + " s); the cabinet keeps its own clock";
        LOG.log(System.Logger.Level.INFO, text);
        work.add(() -> {
            try {
                cabinet.withStore(s -> s.logEvent(EventType.CABINET, text));
            } catch (MeterException e) {
                LOG.log(System.Logger.Level.WARNING, "SAS LP 7F not logged: " + e.getMessage());
            }
        });
    }

    /** LP 21: computed on a thread of its own (the image is read whole), then sent at the next general poll. */
    @Override
    public boolean romSignature(int seed) {
        if (verifier == null || !verifier.signsRom()) {
            return false;
        }
        Thread.ofVirtual().name("sas-rom-signature").start(() -> {
            try {
                java.util.OptionalInt sig = verifier.romSignature(seed);
                if (sig.isPresent()) {
                    link.responder().romSignatureReady(sig.getAsInt());
                    LOG.log(System.Logger.Level.INFO, String.format("SAS LP 21: ROM signature %04X for seed %04X",
                        sig.getAsInt(), seed));
                } else {
                    LOG.log(System.Logger.Level.WARNING, "SAS LP 21: the image could not be signed (see the software check)");
                }
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "SAS LP 21 failed: " + e);
            }
        });
        return true;
    }

    @Override
    public void gameEnabled(int number, boolean enabled) {
        List<GameChoice> games = cabinet.state().games();
        if (number >= 1 && number <= games.size()) {
            gate.gameEnabled(games.get(number - 1).gameId(), enabled);
            LOG.log(System.Logger.Level.INFO, "SAS host: game " + number + " " + (enabled ? "enabled" : "disabled"));
            work.add(() -> { });
        }
    }

    @Override
    public void exceptionAcknowledged(long id) {
        work.add(() -> {
            try {
                cabinet.withStore(s -> s.sasQueue().acknowledge(id));
            } catch (MeterException e) {
                LOG.log(System.Logger.Level.WARNING, "SAS exception " + id + " acknowledged but not removed: "
                    + e.getMessage() + " (it will be sent again)");
            }
        });
    }

    /**
     * LP 94 where allowed (docs/sas.md "LP 94"): the reset is carried out on the cabinet thread as an attendant's
     * key-off would be; the host is answered busy until it is written to the meter store, then with its code
     * (00 reset, 01 the store refused it), so it is never told 00 for a reset a power cut could undo.
     */
    @Override
    public int remoteHandpayReset(boolean handpayPending) {
        int state = handpayReset.get();
        if (state == RESET_PENDING) {
            return -1;
        }
        if (state >= 0) {
            handpayReset.set(RESET_NONE);
            return state;
        }
        if (!handpayPending) {
            return 2;
        }
        handpayReset.set(RESET_PENDING);
        work.add(() -> {
            boolean done = false;
            try {
                done = gate.resetHandpay();
            } finally {
                handpayReset.set(done ? 0 : 1);
                LOG.log(System.Logger.Level.INFO, "SAS host: remote handpay reset "
                    + (done ? "done" : "found no handpay, or the store refused it"));
            }
        });
        return -1;
    }

    /** LP 71 authorising the ticket in escrow: the cabinet checks the amount and kind, then stacks it (docs/tito.md). */
    @Override
    public void redeemTicket(String validation, int transferCode, long amountCents) {
        LOG.log(System.Logger.Level.INFO, "SAS host: redeem ticket " + validation + " (transfer code "
            + String.format("%02X", transferCode) + ", " + amountCents + " cents)");
        cabinet.ticketHost().redeem(validation, transferCode, amountCents);
    }

    /** LP 71 refusing the ticket in escrow: it goes back to the player. */
    @Override
    public void ticketRefused(String validation, int transferCode) {
        LOG.log(System.Logger.Level.INFO, "SAS host: ticket " + validation + " refused (transfer code "
            + String.format("%02X", transferCode) + ")");
        cabinet.ticketHost().refused(validation, transferCode);
    }

    @Override
    public void linkChanged(boolean up) {
        LOG.log(up ? System.Logger.Level.INFO : System.Logger.Level.WARNING, "SAS link " + (up ? "up" : "down")
            + " (address " + settings.address() + ")" + (settings.disablePlayWhenLinkDown() && !up
            ? "; play disabled until the host polls again" : ""));
        if (settings.disablePlayWhenLinkDown()) {
            gate.linkDown(!up);
            work.add(gate::apply);
        }
        // Tickets are taken only while the host can redeem them; one waiting in escrow goes back (docs/tito.md).
        cabinet.ticketHost().link(up);
    }

    public SasCounters counters() {
        return counters;
    }

    /** The address the link answers to. */
    public int address() {
        return settings.address();
    }

    /** The serial port or pseudo-terminal the link runs on. */
    public String port() {
        return settings.port().orElse("");
    }

    public boolean linkUp() {
        return link.responder().linkUp();
    }

    /** Reply times measured on the link thread, nanoseconds (the benchmark, docs/performance.md). */
    public ReplyTimes replyTimes() {
        return replyTimes;
    }

    private static void sleep() {
        try {
            Thread.sleep(REFRESH_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        cabinet.removeListener(listener);
        if (link != null) {
            link.close();
        }
        running = false;
        // Woken, not interrupted, and it empties its queue first: it writes the store (the exceptions the host
        // acknowledged, LP 4C's validation ID); dropped, the host received those exceptions again after a restart.
        work.add(() -> { });
        try {
            refresher.join(5_000);
            if (refresher.isAlive()) {
                refresher.interrupt();
                refresher.join(2_000);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

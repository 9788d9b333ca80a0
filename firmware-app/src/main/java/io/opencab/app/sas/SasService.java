package io.opencab.app.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.state.HostGate;
import io.opencab.app.cabinet.devices.CabinetClock;
import io.opencab.app.cabinet.state.CabinetState;
import io.opencab.app.cabinet.state.GameChoice;
import io.opencab.app.config.SasSettings;
import io.opencab.app.verify.SoftwareVerifier;
import io.opencab.meters.MeterException;
import io.opencab.meters.SasRecords;
import io.opencab.sas.HostCommands;
import io.opencab.sas.Responder;
import io.opencab.sas.aft.AftPolls;
import io.opencab.sas.SasCounters;
import io.opencab.sas.SasLink;
import io.opencab.sas.SasPort;
import io.opencab.sas.SasSnapshot;
import io.opencab.sas.aft.AftView;
import io.opencab.sas.bonus.LegacyBonusPort;
import io.opencab.sas.SerialSasPort;
import io.opencab.sas.ValidationPolls;
import io.opencab.sas.tito.ValidationIds;
import java.time.Clock;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The cabinet as a SAS gaming machine (docs/sas.md): the link thread answers polls from the latest snapshot; this
 * service's own thread rebuilds that snapshot from the meter store (after every published cabinet state, and at
 * least every 100 ms) and carries out what must touch the store (acknowledged exceptions, handpays reported, game
 * selected, the clock's offset). The link thread hands it work through a {@link LinkMailbox} (no lock, and no
 * allocation for the frequent messages), logs nothing itself and never waits: the host's orders go to the
 * cabinet's {@link HostGate} (volatile flags the cabinet reads before each action).
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
    private final HostClock hostClock;
    /** The bills' ISO 4217 currency (LP 48 and event 4F carry its SAS country code). */
    private final String currency;
    private final SasCounters counters = new SasCounters();
    private final LinkMailbox mailbox = new LinkMailbox();
    private final Thread refresher;
    private final Consumer<CabinetState> listener;
    private final ReplyTimes replyTimes = new ReplyTimes();
    private final HandpayResets handpayResets;
    private final boolean validates;
    private final int ticketExpiryDays;
    private volatile SasSnapshot snapshot;
    private volatile boolean running = true;
    /** The newest handpay the host has had every report of (secure reporting): the queue is the ones after it. */
    private volatile long handpaysReportedThrough;
    private String shownGame;
    private SasLink link;
    /** AFT (docs/aft.md), or null without sas.aft.enabled. */
    private volatile AftService aft;
    /** Legacy bonusing (LP 8A, 9A), or null without sas.bonus.enabled. */
    private volatile BonusService bonus;

    private SasService(Cabinet cabinet, SasSettings settings, SoftwareVerifier verifier, Clock clock, boolean validates) {
        this.cabinet = cabinet;
        this.settings = settings;
        this.verifier = verifier;
        this.clock = clock;
        this.validates = validates;
        this.ticketExpiryDays = SasValidation.expiryDays(cabinet);
        this.hostClock = new HostClock(cabinet, clock, settings.hostSetsClock(), mailbox);
        this.gate = cabinet.hostGate();
        this.handpayResets = new HandpayResets(gate, mailbox);
        this.currency = cabinet.config().hal().bill().denominations().currency();
        // With disable-play the host must be seen first (docs/sas.md "Link down").
        gate.linkDown(settings.disablePlayWhenLinkDown());
        this.refresher = Thread.ofPlatform().name("sas-snapshot").daemon().unstarted(this::loop);
        mailbox.consumer(refresher);
        this.listener = st -> {
            if (shownGame != null && !shownGame.equals(st.gameId())) {
                int n = SasSnapshots.gameNumber(st.games(), st.gameId());
                mailbox.task(() -> cabinet.withStore(s -> {
                    s.sasQueue().raise(0x8C, n, 0);
                    return null;
                }));
            }
            shownGame = st.gameId();
            mailbox.wake();
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
            : SerialSasPort.Mode.UART), cabinet.clock().withZone(ZoneId.systemDefault()), verifier, validation);
    }

    /** Starts SAS on {@code port} (tests pass their own). */
    public static SasService open(Cabinet cabinet, SasSettings settings, SasPort port, Clock clock) {
        return open(cabinet, settings, port, clock, null);
    }

    static SasService open(Cabinet cabinet, SasSettings settings, SasPort port, Clock clock, SoftwareVerifier verifier) {
        return open(cabinet, settings, port, clock, verifier, null);
    }

    /**
     * On {@code port} with ticket validation (tests pass their own port). {@code clock} is the one LP 7E reads and
     * LP 7F sets: the cabinet's own {@link CabinetClock} in production.
     */
    public static SasService open(Cabinet cabinet, SasSettings settings, SasPort port, Clock clock,
            SoftwareVerifier verifier, ValidationIds validation) {
        SasService s = new SasService(cabinet, settings, verifier, clock, validation != null);
        if (validation != null) {
            // The host's validation ID survives a power cycle: restored now, kept on each LP 4C (docs/tito.md).
            SasValidation.restore(cabinet, validation);
            validation.onChange((id, seq) -> s.mailbox.task(() -> SasValidation.save(cabinet, id, seq)));
        }
        try {
            cabinet.withStore(st -> {
                // The clock as the host last set it, where the handpay queue starts (docs/sas.md "LP 7F", "Handpays").
                if (clock instanceof CabinetClock c) {
                    c.offsetMillis(SasRecords.of(st).clockOffsetMillis());
                }
                s.handpaysReportedThrough = SasRecords.of(st).handpayReportedThrough();
                return null;
            });
        } catch (MeterException e) {
            // A store that refuses it is the cabinet's lockup; SAS still answers, announcing no old handpay.
            s.handpaysReportedThrough = Long.MAX_VALUE;
            LOG.log(System.Logger.Level.WARNING, "SAS: the clock offset and the handpay queue could not be read: "
                + e.getMessage());
        }
        s.gate.apply(); // the link-down policy's screen and validator inhibit from the start
        s.refresh();
        s.refresher.start();
        cabinet.addListener(s.listener);
        ValidationPolls polls = validation == null ? null : SasValidation.polls(cabinet, validation);
        Responder r = new Responder(settings.address(), () -> s.snapshot, s, s.counters, clock, System::nanoTime,
            new Responder.Options(settings.remoteHandpayReset(), settings.assetNumber(),
                settings.legacyHandpayReporting()), polls);
        s.aft = AftService.attach(cabinet, s.mailbox, r.longPolls(), clock, settings.assetNumber());
        s.bonus = BonusService.attach(cabinet, s.mailbox, r.longPolls());
        if (s.aft != null) {
            r.repeatWhile(AftPolls.HOST_CASHOUT, cabinet::hostCashOutPending, AftPolls.HOST_CASHOUT_REPEAT_NANOS);
        }
        s.link = new SasLink(port, r, s.replyTimes::add).start();
        return s;
    }

    private void loop() {
        while (running || !mailbox.isEmpty()) {
            try {
                mailbox.await(REFRESH_MS);
                mailbox.drain(this::fromLink);
                refresh();
            } catch (RuntimeException e) {
                // A store that fails keeps its lockup on the screen; SAS answers from the last good snapshot.
                LOG.log(System.Logger.Level.WARNING, "SAS snapshot: " + e.getMessage());
                sleep();
            }
        }
    }

    /** The link thread's frequent messages, carried out here (the store writes they need). */
    private void fromLink(int kind, long value) {
        try {
            if (kind == LinkMailbox.EXCEPTION_ACKNOWLEDGED) {
                cabinet.withStore(s -> s.sasQueue().acknowledge(value));
            } else if (kind == LinkMailbox.HANDPAY_REPORTED) {
                cabinet.withStore(s -> {
                    SasRecords.of(s).handpayReported(value);
                    return null;
                });
                handpaysReportedThrough = Math.max(handpaysReportedThrough, value);
                LOG.log(System.Logger.Level.INFO, "SAS host: handpay " + value + " read and its reset reported");
            }
        } catch (MeterException e) {
            LOG.log(System.Logger.Level.WARNING, "SAS: " + (kind == LinkMailbox.EXCEPTION_ACKNOWLEDGED
                ? "exception " + value + " acknowledged but not removed" : "handpay " + value + " reported but not kept")
                + ": " + e.getMessage() + " (it will be sent again)");
        }
    }

    /**
     * Reads the store once for the snapshot and the AFT and bonus views, and publishes the views before the snapshot:
     * a host that sees 69 or 6A finds LP 72 and 74 already as new (docs/sas.md "How it is built"; AftViewOrderTest).
     */
    void refresh() {
        CabinetState st = cabinet.state();
        long reported = handpaysReportedThrough;
        if (aft != null) {
            aft.endTimedOutLock();
        }
        Views v = cabinet.withStore(s -> new Views(SasSnapshots.read(s, reported, validates),
            aft == null ? null : aft.read(s, st), bonus == null ? null : bonus.read(s, st)));
        if (aft != null) {
            aft.publish(v.aft());
        }
        if (bonus != null) {
            bonus.publish(v.bonus());
        }
        snapshot = SasSnapshots.build(v.sas(), st, gate, cabinet.config().cabinetId(), currency, clock.getZone(),
            ticketExpiryDays);
    }

    private record Views(SasSnapshots.StoreRead sas, AftView aft, LegacyBonusPort.View bonus) { }

    private void info(String text) {
        mailbox.task(() -> LOG.log(System.Logger.Level.INFO, text));
    }

    @Override
    public void playEnabled(boolean enabled) {
        gate.playEnabled(enabled);
        applyGate("play " + (enabled ? "enabled" : "disabled"));
    }

    @Override
    public void billsEnabled(boolean enabled) {
        gate.billsEnabled(enabled);
        applyGate("bills " + (enabled ? "enabled" : "disabled"));
    }

    @Override
    public void billDenominations(Set<Long> valueCents, boolean disableAfterEachBill) {
        gate.billDenominations(valueCents, disableAfterEachBill);
        applyGate("bills accepted limited to " + valueCents + " cents (LP 08)"
            + (disableAfterEachBill ? ", the validator disabled after each bill" : ""));
    }

    /** On the service's thread: logs what the host changed ("SAS host: " + {@code change}), then applies the gate. */
    private void applyGate(String change) {
        mailbox.task(() -> {
            LOG.log(System.Logger.Level.INFO, "SAS host: " + change);
            gate.apply();
        });
    }

    /** LP 7F: the cabinet's clock is set to the host's time, or kept where the jurisdiction says so (HostClock). */
    @Override
    public void hostTime(LocalDateTime time) {
        hostClock.set(time);
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
            info("SAS host: game " + number + " " + (enabled ? "enabled" : "disabled"));
        }
    }

    @Override
    public void exceptionAcknowledged(long id) {
        mailbox.post(LinkMailbox.EXCEPTION_ACKNOWLEDGED, id, this::fromLink);
    }

    @Override
    public void handpayReported(long handpayId) {
        mailbox.post(LinkMailbox.HANDPAY_REPORTED, handpayId, this::fromLink);
    }

    /** LP 94 where allowed (docs/sas.md "LP 94"): busy until the reset is written, then its code (HandpayResets). */
    @Override
    public int remoteHandpayReset(boolean handpayPending) {
        return handpayResets.remoteReset(handpayPending);
    }

    /** LP 71 authorising the ticket in escrow: the cabinet checks the amount and kind, then stacks it (docs/tito.md). */
    @Override
    public void redeemTicket(String validation, int transferCode, long amountCents) {
        info("SAS host: redeem ticket " + validation + " (transfer code " + String.format("%02X", transferCode) + ", "
            + amountCents + " cents)");
        cabinet.ticketHost().redeem(validation, transferCode, amountCents);
    }

    /** LP 71 refusing the ticket in escrow: it goes back to the player. */
    @Override
    public void ticketRefused(String validation, int transferCode) {
        info("SAS host: ticket " + validation + " refused (transfer code " + String.format("%02X", transferCode) + ")");
        cabinet.ticketHost().refused(validation, transferCode);
    }

    @Override
    public void linkChanged(boolean up) {
        mailbox.task(() -> LOG.log(up ? System.Logger.Level.INFO : System.Logger.Level.WARNING, "SAS link "
            + (up ? "up" : "down") + " (address " + settings.address() + ")" + (settings.disablePlayWhenLinkDown()
            && !up ? "; play disabled until the host polls again" : "")));
        if (settings.disablePlayWhenLinkDown()) {
            gate.linkDown(!up);
            mailbox.task(gate::apply);
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

    /** Reply times measured on the link thread, nanoseconds (the in-process probe, docs/performance.md). */
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
        // Woken, not interrupted, and it empties its mailbox first: it writes the store (the exceptions the host
        // acknowledged, LP 4C's validation ID); dropped, the host received those exceptions again after a restart.
        mailbox.wake();
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

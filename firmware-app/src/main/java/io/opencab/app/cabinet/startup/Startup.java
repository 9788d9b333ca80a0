package io.opencab.app.cabinet.startup;

import io.opencab.app.AppException;
import io.opencab.app.cabinet.ledger.StoreLedger;
import io.opencab.app.cabinet.round.RoundPlayer;
import io.opencab.app.cabinet.state.HandpayView;
import io.opencab.app.cabinet.state.Machine;
import io.opencab.app.cabinet.state.RoundView;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.Tilt;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.app.cabinet.tickets.TicketCashOut;
import io.opencab.app.cabinet.tickets.TicketRedeem;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.verify.SoftwareVerifier;
import io.opencab.hal.bill.BillValidatorStatus;
import io.opencab.hal.bill.ValidatorFault;
import io.opencab.hal.gpio.Door;
import io.opencab.meters.EventType;
import io.opencab.meters.JournalEntry;
import io.opencab.meters.MeterException;
import io.opencab.meters.MeterStore;
import io.opencab.meters.MeterStoreConfig;
import io.opencab.meters.Recovery;
import io.opencab.meters.RoundState;
import io.opencab.meters.TiltRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Power-up (regulations.md 1.4; docs/meters.md "Power-up procedure"): open the store (a RAM error
 * locks up, never plays on wrong meters), verify the software, restore the tilts whose cause
 * remains, resume an interrupted round (rebuilt from its journaled draws and re-presented, then
 * paid once), keep a pending handpay locked, and have an attendant resolve a bill nobody can vouch
 * for. The store itself logs the power-up and any power loss; a summary of what was resumed is logged too.
 */
public final class Startup {
    private static final System.Logger LOG = System.getLogger(Startup.class.getName());

    private Startup() {
    }

    public static MeterStoreConfig storeConfig(CabinetConfig c) {
        return io.opencab.app.config.StoreSettings.of(c);
    }

    /** The opened store, or the RAM error that stopped it opening. */
    public record Opened(MeterStore store, MeterException ramError) {
    }

    /**
     * Opens the store, or creates it on a first start when the configuration allows. A store that
     * fails its integrity or audit checks is a RAM error (a lockup, not a crash); a missing store
     * on a configured cabinet, another process holding it, or a denomination that does not match
     * stop the start with a clear message.
     */
    public static Opened openStore(CabinetConfig c, Clock clock) {
        Path p = c.storePath();
        // Issue 36: with real devices, the witness and the anchor apart from the store unless the configuration says why.
        for (String note : io.opencab.app.config.StoreSettings.placement(c)) {
            LOG.log(System.Logger.Level.WARNING, "cabinet: " + note);
        }
        if (!Files.exists(p)) {
            if (!c.createStore()) {
                throw new AppException("no meter store at " + p + " and store.create is false: a configured cabinet"
                    + " never starts from empty meters by accident (create it with provisioning, or set store.create=true"
                    + " for the first start)");
            }
            try {
                io.opencab.app.config.PrivateFiles.createDirectories(p.toAbsolutePath().getParent());
            } catch (IOException e) {
                throw new AppException("cannot create the data directory " + p.toAbsolutePath().getParent() + ": "
                    + io.opencab.app.config.IoReason.of(e), e);
            }
            try {
                return new Opened(MeterStore.create(p, storeConfig(c), clock), null);
            } catch (MeterException e) {
                throw new AppException("cannot create the meter store " + p + ": " + e.getMessage(), e);
            }
        }
        try {
            return new Opened(MeterStore.open(p, storeConfig(c), clock), null);
        } catch (MeterException e) {
            // A RAM error, or a witness or anchor that cannot be reached (the store is sound): a lockup naming the remedy.
            if (e.kind().ramError() || e.kind() == MeterException.Kind.WITNESS_UNAVAILABLE) {
                return new Opened(null, e);
            }
            throw new AppException("cannot open the meter store " + p + ": " + e.getMessage(), e);
        }
    }

    /** What a power-up resumes besides the state: the round replayer and the two ticket flows. */
    public record Resumed(RoundPlayer player, TicketCashOut ticketsOut, TicketRedeem ticketsIn) {
    }

    /** Restores the state after the devices are open. Returns what was resumed, for the log. */
    public static String recover(Machine m, Resumed parts, MeterException ramError) {
        m.doors.putAll(m.devices.doors().snapshot());
        List<String> done = new ArrayList<>();
        if (ramError != null) {
            m.storeFailure(ramError);
            openDoorTilts(m, false);
            verifySoftware(m);
            done.add((ramError.kind().ramError() ? "critical memory failed its checks: "
                : "critical memory cannot be sealed: ") + ramError.getMessage());
        } else {
            Recovery r = m.money.with(MeterStore::recovery);
            m.credits = r.credits();
            boolean firstStart = ConfigSeal.nothingSealed(m);
            m.powerLost = !r.cleanShutdown();
            recordConfig(m);
            verifySoftware(m, v -> SigningAnchor.check(m, v, firstStart));
            restoreTilts(m, parts, r.activeTilts(), done);
            parts.ticketsOut().recover(done);
            parts.ticketsIn().recover(done);
            openDoorTilts(m, true);
            validatorFaults(m);
            r.roundInProgress().ifPresent(e -> resumeRound(m, parts.player(), e, r, done));
            if (r.roundInProgress().isEmpty() && r.pendingHandpay().isPresent()) {
                m.handpay = HandpayView.of(r.pendingHandpay().get(), m.config.denominationCents());
                m.base = StateKind.HANDPAY_PENDING;
                done.add((m.handpay.jackpot() ? "bonus jackpot" : "cash-out") + " handpay " + m.handpay.handpayId() + " of " + m.handpay.credits() + " credits still pending");
            }
            r.pendingBill().ifPresent(n -> {
                if (n.externalRef() == null || !StoreLedger.isUuid(n.externalRef())) {
                    m.raiseTilt(TiltReason.BILL_IN_DOUBT, "BILL_IN_DOUBT", "bill " + n.noteId() + " of " + n.valueCents()
                        + " cents was pending at power-up; count the cash box and resolve it");
                }
                done.add("bill " + n.noteId() + " of " + n.valueCents() + " cents was pending (the validator settles it)");
            });
            if (!r.cleanShutdown() || !done.isEmpty()) {
                String summary = (r.cleanShutdown() ? "power-up" : "power-up after power loss") + ": "
                    + (done.isEmpty() ? "nothing to resume" : String.join("; ", done));
                m.record(s -> s.logEvent(EventType.CABINET, summary));
            }
        }
        if (m.devices.key().isTurned()) {
            m.keyOn = true;
            if (m.base == StateKind.PRESENTING && m.tilts.isEmpty()) {
                m.keyPending = true;
            } else {
                m.openSession();
            }
        }
        return String.join("; ", done);
    }

    private static void resumeRound(Machine m, RoundPlayer player, JournalEntry e, Recovery r, List<String> done) {
        RoundPlayer.Rebuilt rebuilt = player.replay(e);
        if (!rebuilt.ok()) {
            m.raiseTilt(TiltReason.SOFTWARE_VERIFICATION, "SOFTWARE_VERIFICATION.ROUND", rebuilt.problem());
            m.record(s -> s.logEvent(EventType.SOFTWARE_VERIFICATION, "FAILED: " + rebuilt.problem()));
            if (e.state() == RoundState.HANDPAY_PENDING) {
                r.pendingHandpay().ifPresent(h -> {
                    m.handpay = HandpayView.of(h, m.config.denominationCents());
                    m.base = StateKind.HANDPAY_PENDING;
                });
            }
            done.add(rebuilt.problem());
            return;
        }
        RoundView.Phase phase = switch (e.state()) {
            case DECIDED -> RoundView.Phase.DECIDED;
            case PRESENTED -> RoundView.Phase.PRESENTING;
            case HANDPAY_PENDING, PAID -> RoundView.Phase.PAID;
        };
        m.round = new RoundView(e.roundId(), e.gameId(), e.betLevel(), e.bet(), e.creditsBefore(), rebuilt.outcome()
            .orElseThrow(), e.outcomeJson(), phase, true);
        m.lastWin = 0;
        if (e.state() == RoundState.HANDPAY_PENDING) {
            m.lastWin = e.win();
            m.handpay = HandpayView.of(r.pendingHandpay().orElseThrow(() -> new AppException(
                "round " + e.roundId() + " waits for a jackpot handpay the store does not hold")), m.config.denominationCents());
            m.base = StateKind.HANDPAY_PENDING;
            done.add("round " + e.roundId() + " jackpot of " + e.win() + " credits still waits for its handpay");
            return;
        }
        m.base = StateKind.PRESENTING;
        if (phase == RoundView.Phase.DECIDED) {
            try {
                m.money.with(s -> s.presented(e.roundId()));
                m.round = m.round.withPhase(RoundView.Phase.PRESENTING);
            } catch (MeterException ex) {
                m.storeFailure(ex);
            }
        }
        done.add("round " + e.roundId() + " (" + e.gameId() + ", " + e.state() + ") rebuilt from its draws and"
            + " presented again, to be paid once");
    }

    private static void restoreTilts(Machine m, Resumed parts, List<TiltRecord> stored, List<String> done) {
        Optional<BillValidatorStatus> status = m.devices.billValidator().map(v -> v.status());
        for (TiltRecord t : stored) {
            TiltReason reason = Tilt.reasonOf(t.code());
            boolean stillThere = switch (reason) {
                case DOOR_OPEN -> {
                    Door d = door(t.code());
                    yield d == null || m.doors.get(d);
                }
                case VALIDATOR_FAULT -> {
                    ValidatorFault f = fault(t.code());
                    yield f == null || f == ValidatorFault.LEDGER_FAILED
                        || status.map(s -> s.faults().contains(f)).orElse(false);
                }
                // Raised again by this power-up's own comparison when the file, or the signing key, still differs.
                case CONFIG_CHANGED, SIGNING_KEY_CHANGED -> m.tilts.containsKey(t.code());
                // Stays while the journal holds the ticket; raised from the journal below when it does.
                case TICKET_IN_DOUBT -> parts.ticketsOut().open();
                case REDEEM_IN_DOUBT -> parts.ticketsIn().open();
                // A host cash-out offer does not outlive the power: the credits are on the meter (docs/aft.md).
                case HOST_CASHOUT -> false;
                case null -> true;
                default -> true;
            };
            if (stillThere && (reason == TiltReason.CONFIG_CHANGED || reason == TiltReason.SIGNING_KEY_CHANGED)) {
                done.add("tilt " + t.code() + " still active");
            } else if (stillThere) {
                TiltReason shown = reason == null ? TiltReason.STORE_FAULT : reason;
                m.tilts.put(t.code(), new Tilt(shown, t.code(), t.detail(), t.raisedAt()));
                done.add("tilt " + t.code() + " still active");
            } else {
                m.record(s -> s.clearTilt(t.code(), "power-up: the cause is gone"));
            }
        }
    }

    private static void openDoorTilts(Machine m, boolean record) {
        for (Door d : Door.values()) {
            String code = "DOOR_OPEN." + d.name();
            if (m.doors.get(d) && !m.tilts.containsKey(code)) {
                if (record) {
                    // Open at power-up and not open before: it was opened while the power was off.
                    m.record(s -> s.doorOpened(d.name()));
                    m.raiseTilt(TiltReason.DOOR_OPEN, code, d.name().toLowerCase(Locale.ROOT).replace('_', ' ')
                        + " door open (found open at power-up)");
                } else {
                    m.tilts.put(code, new Tilt(TiltReason.DOOR_OPEN, code, d.name().toLowerCase(Locale.ROOT)
                        .replace('_', ' ') + " door open", m.clock.instant()));
                }
            }
        }
    }

    /** Tilts for the faults the validator reports now (its start-up events may repeat them: harmless). */
    public static void validatorFaults(Machine m) {
        m.devices.billValidator().ifPresent(v -> {
            for (ValidatorFault f : v.status().faults()) {
                if (f != ValidatorFault.PAUSE) {
                    m.raiseTilt(TiltReason.VALIDATOR_FAULT, "VALIDATOR." + f.name(), "bill validator: "
                        + f.name().toLowerCase(Locale.ROOT).replace('_', ' '));
                }
            }
        });
    }

    public static SoftwareVerifier.Result verifySoftware(Machine m) {
        return verifySoftware(m, r -> true);
    }

    /**
     * As {@link #verifySoftware(Machine)}, with the signing key's check ({@code keyAccepted}, which logs its own FAILED
     * and locks up) before a pass is logged: one boot logs one verdict (the lab's observation, "passed" then "FAILED").
     */
    public static SoftwareVerifier.Result verifySoftware(Machine m, java.util.function.Predicate<SoftwareVerifier.Result> keyAccepted) {
        SoftwareVerifier.Result r = m.verifier.verify();
        m.lastVerification = new io.opencab.app.cabinet.state.LastVerification(m.clock.instant(), null, r);
        if (r.passed() && !keyAccepted.test(r)) {
            return r;
        }
        String detail = (r.passed() ? (r.configured() ? "passed: " : "NOT VERIFIED: ") : "FAILED: ") + r.fullDetail();
        m.record(s -> s.logEvent(EventType.SOFTWARE_VERIFICATION, detail));
        if (!r.configured()) {
            // regulations.md 1.8: software that was not verified says so, in the log too, at every boot.
            LOG.log(System.Logger.Level.INFO, "cabinet: " + r.detail());
        } else {
            // The verdict on standard error too, not only in the event log (which needs a stopped cabinet and a PIN to
            // export): the clean-room attack's guess 3 (docs/security-attack-2026-11-28.md).
            LOG.log(r.passed() ? System.Logger.Level.INFO : System.Logger.Level.WARNING,
                "cabinet: SOFTWARE_VERIFICATION " + (r.passed() ? "passed: " : "FAILED: ") + r.detail());
        }
        if (!r.passed()) {
            m.raiseTilt(TiltReason.SOFTWARE_VERIFICATION, "SOFTWARE_VERIFICATION", "software verification failed: "
                + r.detail());
        }
        return r;
    }

    /**
     * The seeded verification from the attendant menu (regulations.md 1.8: GAT 3.5, OH 3772-9-12):
     * each component's HMAC-SHA1 keyed by the technician's seed, the values {@code provision verify
     * --seed} prints and a host compares with its own; logged, and a failure locks up like at boot.
     */
    public static Machine.Reply verifySeeded(Machine m, String seedHex) {
        byte[] seed;
        try {
            seed = io.opencab.app.verify.SoftwareCheck.parseSeed(seedHex);
        } catch (AppException e) {
            return m.refuse(e.getMessage());
        }
        String shown = HexFormat.of().formatHex(seed);
        SoftwareVerifier.Result r = m.verifier.verify(seed);
        m.lastVerification = new io.opencab.app.cabinet.state.LastVerification(m.clock.instant(), shown, r);
        m.record(s -> s.logEvent(EventType.SOFTWARE_VERIFICATION, "seed " + shown + ": " + (r.passed()
            ? (r.configured() ? "passed: " : "NOT VERIFIED: ") : "FAILED: ") + r.fullDetail()));
        if (!r.passed()) {
            m.raiseTilt(TiltReason.SOFTWARE_VERIFICATION, "SOFTWARE_VERIFICATION", "software verification failed: "
                + r.detail());
            return m.ok("software verification with seed " + shown + " FAILED, cabinet locked up: " + r.detail());
        }
        if (!r.configured()) {
            return m.ok("software NOT verified (seed " + shown + "): " + r.detail());
        }
        return m.ok("software verified with seed " + shown + ": " + r.detail() + "\n" + String.join("\n", r.hmacs()));
    }

    /**
     * Records the configuration in critical memory (regulations.md 1.1), each change logged with
     * its old value, when it matches the seal; a change made outside the controlled paths is a
     * CONFIG_CHANGED tilt instead ({@link ConfigSeal}).
     */
    public static void recordConfig(Machine m) {
        ConfigSeal.check(m);
    }

    private static Door door(String code) {
        try {
            return Door.valueOf(code.substring(code.indexOf('.') + 1));
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            return null;
        }
    }

    private static ValidatorFault fault(String code) {
        try {
            return ValidatorFault.valueOf(code.substring(code.indexOf('.') + 1));
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            return null;
        }
    }
}

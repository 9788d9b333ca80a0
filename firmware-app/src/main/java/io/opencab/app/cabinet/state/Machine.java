package io.opencab.app.cabinet.state;

import io.opencab.app.cabinet.ledger.Money;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.verify.SoftwareVerifier;
import io.opencab.hal.Devices;
import io.opencab.hal.gpio.Door;
import io.opencab.meters.MeterException;
import io.opencab.meters.MeterStore;
import io.opencab.money.MoneyFormat;
import java.time.Clock;
import java.time.Instant;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongConsumer;

/**
 * The cabinet's state, which every part of the cabinet reads and changes: what the screen shows, the lockups, the
 * attendant session, the host's switches, and the store writes that turn a failure into a lockup. Only the cabinet
 * thread touches it: {@code Dispatcher} hands each action of the queue to the part that handles it, one at a time,
 * then {@code Cabinet} publishes the new snapshot. Money moves only in the meter store, through {@link Money}; this
 * class keeps what the screen shows.
 *
 * <p>It knows none of the parts (round, tickets, cashless, devices, attendant, start-up): they are built above it and
 * act on it, so the state sits at the bottom of the cabinet's packages and no import runs back up to it. What a part
 * must learn from the state (the last lockup ended) reaches it through a hook set by the dispatcher.
 */
public final class Machine {
    public final CabinetConfig config;
    public final Money money;
    public final Devices devices;
    public final Clock clock;
    public final SoftwareVerifier verifier;
    public final List<GameChoice> choices;
    public final MoneyFormat cash;
    /** Publishes the state in the middle of an action (PLAYING, CASH_OUT). */
    public Runnable publish = () -> { };
    /** Arms the presentation timeout of a round. */
    public LongConsumer armTimeout = id -> { };
    /** The last lockup ended (the last tilt cleared): a round the lockup held goes on (set by the dispatcher). */
    public Runnable lockupEnded = () -> { };
    /** Runs a task on the cabinet thread after a delay in ms (0: as soon as it can); set by {@code Cabinet}. */
    public BiConsumer<Long, Function<Machine, Object>> later = (ms, f) -> { };
    public final HostGate hostGate = new HostGate();

    public StateKind base = StateKind.IDLE;
    public RoundView round;
    public HandpayView handpay;
    public final Map<String, Tilt> tilts = new LinkedHashMap<>();
    public Session session;
    public boolean keyOn;
    public boolean keyPending;
    public String gameId;
    public int betLevel;
    public long credits;
    public long lastWin;
    /** The last bonus the casino system awarded, in cents, shown with the win until the next round (docs/aft.md). */
    public long bonusAward;
    public String message = "";
    /** This power-up followed a power loss (the store's last shutdown was not orderly): the kiosk says so. */
    public boolean powerLost;
    /**
     * The latest software check, for the diagnostics page (issue 24 item 6) and {@code Cabinet.softwareCheck}
     * (read from other threads); null before the first.
     */
    public volatile LastVerification lastVerification;
    public boolean serviceCall;
    /**
     * The PIN keys ({@code security.*}) whose hash in the configuration file is not the sealed one (set at power-up by
     * the configuration's seal): the PIN pad opens no role with them (docs/security.md "Technician").
     */
    public java.util.Set<String> unsealedPins = java.util.Set.of();
    public final Map<Door, Boolean> doors = new EnumMap<>(Door.class);

    public Machine(CabinetConfig config, List<GameChoice> choices, Money money, Devices devices, Clock clock,
            SoftwareVerifier verifier, MoneyFormat cash) {
        this.config = config;
        this.choices = List.copyOf(choices);
        this.money = money;
        this.devices = devices;
        this.clock = clock;
        this.verifier = verifier;
        this.cash = cash;
        this.gameId = this.choices.getFirst().gameId();
        for (Door d : Door.values()) {
            doors.put(d, false);
        }
    }

    // ------------------------------------------------------------------ the state

    /** What the screen shows: an attendant session over everything, a tilt over the player's states. */
    public StateKind kind() {
        if (session != null) {
            return StateKind.ATTENDANT_MENU;
        }
        if (!tilts.isEmpty()) {
            return StateKind.TILT;
        }
        return base;
    }

    public GameChoice choice() {
        return choice(gameId);
    }

    public GameChoice choice(String id) {
        for (GameChoice c : choices) {
            if (c.gameId().equals(id)) {
                return c;
            }
        }
        return null;
    }

    /** The published state; {@code accepting}: the bill validator takes bills now (the outputs say). */
    public CabinetState snapshot(long sequence, Instant at, boolean accepting) {
        GameChoice c = choice();
        return new CabinetState(sequence, at, kind(), config.cabinetId(), config.denominationCents(), credits,
            config.creditLimit(), choices, gameId, betLevel, c.bet(betLevel), lastWin, Optional.ofNullable(round),
            Optional.ofNullable(handpay), List.copyOf(tilts.values()),
            Optional.ofNullable(session).map(Session::view), accepting, doors, serviceCall, message,
            hostGate.disabledReason(), bonusAward);
    }

    /** A handled action: carried out or refused, and why. */
    public record Reply(boolean accepted, String message) {
    }

    public Reply ok(String why) {
        message = why;
        return new Reply(true, why);
    }

    public Reply refuse(String why) {
        message = why;
        return new Reply(false, why);
    }

    // ------------------------------------------------------------------ the attendant session

    /** The key is on (and no round holds the menu back): a session opens, with the PIN failures the store counted. */
    public void openSession() {
        session = new Session();
        session.failedPins = pinFailures();
    }

    /** Wrong PINs since the last right one, from critical memory (0 without a store, or when it cannot be read). */
    private int pinFailures() {
        if (!money.hasStore()) {
            return 0;
        }
        try {
            return (int) Math.min(Integer.MAX_VALUE, money.with(MeterStore::pinFailures).value());
        } catch (MeterException e) {
            storeFailure(e);
            return 0;
        }
    }

    /** Null when the session's role may do {@code p}, else the refusal. */
    public String denied(Permission p) {
        Session s = session;
        if (s == null) {
            return "the attendant key is not turned";
        }
        if (s.role == null) {
            return "enter a PIN first";
        }
        if (!s.role.may(p)) {
            return "the " + s.role.name().toLowerCase(Locale.ROOT) + " role may not " + p.name().toLowerCase(Locale.ROOT)
                .replace('_', ' ');
        }
        return null;
    }

    /** The logged-in role, as the event log and the store name who did something. */
    public String who() {
        return session.role.name().toLowerCase(Locale.ROOT);
    }

    // ------------------------------------------------------------------ tilts and the store

    public void raiseTilt(TiltReason reason, String code, String detail) {
        Tilt t = tilts.get(code);
        if (t == null) {
            tilts.put(code, new Tilt(reason, code, detail, clock.instant()));
        }
        if (!reason.needsRamClear()) {
            record(s -> s.raiseTilt(code, detail));
        }
    }

    public void clearTilt(String code, String by) {
        if (tilts.remove(code) != null) {
            record(s -> s.clearTilt(code, by));
            if (tilts.isEmpty()) {
                lockupEnded.run();
            }
        }
    }

    /** A store write that must not stop the action if it fails: the failure becomes a tilt. */
    public void record(Consumer<MeterStore> op) {
        if (!money.hasStore()) {
            return;
        }
        try {
            money.with(s -> {
                op.accept(s);
                return null;
            });
        } catch (MeterException e) {
            storeFailure(e);
        }
    }

    /** Turns a store failure into the lockup it calls for (regulations.md 1.1: never play on doubtful meters). */
    public void storeFailure(MeterException e) {
        if (e.kind() == MeterException.Kind.AUDIT) {
            tilts.putIfAbsent("AUDIT_FAILURE", new Tilt(TiltReason.AUDIT_FAILURE, "AUDIT_FAILURE", e.getMessage(),
                clock.instant()));
        } else if (e.kind().ramError()) {
            tilts.putIfAbsent("RAM_ERROR", new Tilt(TiltReason.RAM_ERROR, "RAM_ERROR", e.getMessage(), clock.instant()));
        } else {
            tilts.putIfAbsent("STORE_FAULT", new Tilt(TiltReason.STORE_FAULT, "STORE_FAULT", e.getMessage(),
                clock.instant()));
            try {
                money.with(s -> s.raiseTilt("STORE_FAULT", e.getMessage()));
            } catch (RuntimeException ignored) {
                // The store cannot write: the tilt is shown now and its cause is found again at the next start.
            }
        }
    }

    /** The bill ledger could not record a note (validator's thread, posted here): a store fault or a message. */
    public Object ledgerFailed(MeterException e) {
        if (e.kind().ramError() || e.kind() == MeterException.Kind.DISK_FULL || e.kind() == MeterException.Kind.IO
            || e.kind() == MeterException.Kind.READ_ONLY) {
            storeFailure(e);
        } else {
            message = "bill not recorded: " + e.getMessage();
        }
        return null;
    }

    public void refreshCredits() {
        if (money.hasStore()) {
            try {
                credits = money.credits();
            } catch (MeterException e) {
                storeFailure(e);
            }
        }
    }
}

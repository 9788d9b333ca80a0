package io.opencab.app.cabinet.attendant;

import io.opencab.app.AppException;
import io.opencab.app.cabinet.cashless.HostCashOut;
import io.opencab.app.cabinet.round.RoundFlow;
import io.opencab.app.cabinet.startup.ConfigSeal;
import io.opencab.app.cabinet.startup.SigningAnchor;
import io.opencab.app.cabinet.startup.Startup;
import io.opencab.app.cabinet.state.Machine;
import io.opencab.app.cabinet.state.Permission;
import io.opencab.app.cabinet.state.Role;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.app.cabinet.tickets.HandpayKeyOff;
import io.opencab.app.config.ConfigKey;
import io.opencab.app.verify.SoftwareVerifier;
import io.opencab.hal.gpio.Button;
import io.opencab.hal.gpio.Door;
import io.opencab.meters.EventType;
import io.opencab.meters.HandpayRecord;
import io.opencab.meters.MeterException;
import io.opencab.meters.MeterStore;
import io.opencab.meters.NoteRecord;
import java.util.Locale;
import java.util.Optional;

/**
 * The attendant's functions (regulations.md 1.11): the key switch opens a session (on the state),
 * a PIN chooses the role, and each function checks the role's {@link Permission}. Menu entry and
 * exit, logins and failed PINs go to the event log. Cabinet thread only.
 */
public final class Attendant {
    private final Machine m;
    private final ConfigWriter configWriter;
    private final PinPad pinPad;
    private final TiltClearing tiltClearing;
    private final RoundFlow rounds;
    private final HandpayKeyOff handpayKeyOff;

    /** Writes a configuration change where the cabinet's configuration lives (the file), or refuses. */
    @FunctionalInterface
    public interface ConfigWriter {
        /** Validates the whole configuration with {@code key=value} and saves it; returns what it did. */
        String set(String key, String value);
    }

    public Attendant(Machine m, ConfigWriter configWriter, RoundFlow rounds, HandpayKeyOff handpayKeyOff,
            HostCashOut hostCashOut) {
        this.m = m;
        this.configWriter = configWriter;
        this.pinPad = new PinPad(m);
        this.tiltClearing = new TiltClearing(m, hostCashOut);
        this.rounds = rounds;
        this.handpayKeyOff = handpayKeyOff;
    }

    // ------------------------------------------------------------------ session

    public Machine.Reply key(boolean on) {
        if (m.keyOn == on) {
            return new Machine.Reply(true, "");
        }
        m.keyOn = on;
        if (on) {
            // A round in progress is finished first (regulations.md 1.4: finish the game); a tilt is not waited on.
            if (m.base == StateKind.PRESENTING && m.tilts.isEmpty()) {
                m.keyPending = true;
                return m.ok("attendant menu opens when this round ends");
            }
            m.openSession();
            return m.ok("enter PIN");
        }
        m.keyPending = false;
        if (m.session != null) {
            Role r = m.session.role;
            m.session = null;
            if (r != null) {
                m.record(s -> s.logEvent(EventType.ATTENDANT_LOGOUT, r.name().toLowerCase(Locale.ROOT) + " left the menu"));
            }
            if (m.base == StateKind.PAID || m.base == StateKind.HELP || m.base == StateKind.GAME_SELECT) {
                m.base = StateKind.IDLE;
            }
            // A session opened during a tilt may have held a round being presented: it goes on now.
            rounds.resume();
        }
        return m.ok("");
    }

    /** A PIN entered on the pad: counted in critical memory, delayed and locked out ({@link PinPad}). */
    public Machine.Reply pin(String pin) {
        return pinPad.enter(m.session, pin);
    }

    // ------------------------------------------------------------------ money

    public Machine.Reply keyOffHandpay() {
        String d = m.denied(Permission.PAY_AND_RESOLVE);
        if (d != null) {
            return m.refuse(d);
        }
        if (m.handpay == null) {
            return m.refuse("no handpay is pending");
        }
        HandpayRecord paid;
        try {
            paid = keyOff(m.who());
        } catch (MeterException e) {
            m.storeFailure(e);
            return m.refuse("the handpay could not be recorded: " + e.getMessage());
        }
        return m.ok((paid.kind() == HandpayRecord.Kind.BONUS_JACKPOT ? "bonus jackpot"
            : paid.jackpot() ? "jackpot" : "cash out") + " of " + paid.amount()
            + " credits paid by " + m.who());
    }

    /**
     * LP 94 (docs/sas.md): the casino system keys off the pending handpay, as an attendant would, as "SAS host". False
     * with no handpay pending or when the store cannot record it (then the lockup stays for an attendant).
     */
    public boolean keyOffByHost() {
        if (m.handpay == null) {
            return false;
        }
        try {
            keyOff("SAS host");
        } catch (MeterException e) {
            m.storeFailure(e);
            return false;
        }
        m.message = "handpay reset by the casino system (SAS)";
        return true;
    }

    /** Pays the pending handpay (validated with SAS where configured) and ends its lockup. */
    private HandpayRecord keyOff(String by) {
        HandpayRecord paid = handpayKeyOff.keyOff(m.handpay.handpayId(), by);
        m.handpay = null;
        m.base = StateKind.IDLE;
        m.refreshCredits();
        return paid;
    }

    public Machine.Reply resolveBill(boolean stacked) {
        String d = m.denied(Permission.PAY_AND_RESOLVE);
        if (d != null) {
            return m.refuse(d);
        }
        Optional<NoteRecord> pending;
        try {
            pending = m.money.with(MeterStore::pendingBill);
        } catch (MeterException | AppException e) {
            return m.refuse("cannot read the pending bill: " + e.getMessage());
        }
        if (pending.isEmpty()) {
            return m.refuse("no bill is pending");
        }
        long id = pending.get().noteId();
        try {
            m.money.with(s -> stacked ? s.billStacked(id)
                : s.billReturned(id, "resolved by " + m.who() + ": not found in the cash box"));
        } catch (MeterException e) {
            m.storeFailure(e);
            return m.refuse("the bill could not be resolved: " + e.getMessage());
        }
        m.clearTilt("BILL_IN_DOUBT", m.who());
        m.refreshCredits();
        return m.ok("bill " + id + (stacked ? " credited (found in the cash box)" : " not credited"));
    }

    /** Clears a tilt if its cause is gone and the role may ({@link TiltClearing}). */
    public Machine.Reply clearTilt(String code) {
        return tiltClearing.clear(code);
    }

    public Machine.Reply clearPeriod() {
        String d = m.denied(Permission.CLEAR_PERIOD);
        if (d != null) {
            return m.refuse(d);
        }
        try {
            m.money.with(s -> {
                s.clearPeriodMeters(m.who());
                return null;
            });
        } catch (MeterException e) {
            m.storeFailure(e);
            return m.refuse("period meters not cleared: " + e.getMessage());
        }
        return m.ok("period meters cleared by " + m.who());
    }

    // ------------------------------------------------------------------ RAM clear

    public Machine.Reply requestRamClear() {
        String d = m.denied(Permission.RAM_CLEAR);
        if (d != null) {
            return m.refuse(d);
        }
        m.session.ramClearLeft = 2;
        return m.ok("RAM clear sets every meter, the journal and the logs to zero (the old file is kept): confirm twice");
    }

    public Machine.Reply cancelRamClear() {
        if (m.session.ramClearLeft == 0) {
            return m.refuse("no RAM clear is requested");
        }
        m.session.ramClearLeft = 0;
        return m.ok("RAM clear cancelled");
    }

    public Machine.Reply confirmRamClear() {
        String d = m.denied(Permission.RAM_CLEAR);
        if (d != null) {
            return m.refuse(d);
        }
        if (m.session.ramClearLeft == 0) {
            return m.refuse("no RAM clear is requested");
        }
        m.session.ramClearLeft--;
        if (m.session.ramClearLeft > 0) {
            return m.ok("confirm the RAM clear once more");
        }
        String by = m.who();
        MeterStore fresh;
        synchronized (m.money) {
            MeterStore old = m.money.store();
            try {
                if (old != null) {
                    old.close();
                }
                fresh = MeterStore.ramClear(m.config.storePath(), Startup.storeConfig(m.config), m.clock, by,
                    "attendant menu RAM clear, confirmed twice");
            } catch (MeterException e) {
                m.money.replace(reopen());
                return m.refuse("RAM clear failed: " + e.getMessage());
            }
            m.money.replace(fresh);
        }
        afterRamClear();
        return m.ok("RAM clear done by " + by + ": every meter is zero");
    }

    private MeterStore reopen() {
        try {
            return MeterStore.open(m.config.storePath(), Startup.storeConfig(m.config), m.clock);
        } catch (MeterException e) {
            m.storeFailure(e);
            return null;
        }
    }

    /** A fresh store: nothing pending, nothing owed; tilts whose cause remains come back. */
    private void afterRamClear() {
        m.tilts.clear();
        m.round = null;
        m.handpay = null;
        m.base = StateKind.IDLE;
        m.credits = 0;
        m.lastWin = 0;
        Startup.recordConfig(m);
        for (Door door : Door.values()) {
            if (m.doors.get(door)) {
                m.raiseTilt(TiltReason.DOOR_OPEN, "DOOR_OPEN." + door.name(), door.name().toLowerCase(Locale.ROOT)
                    .replace('_', ' ') + " door open");
            }
        }
        Startup.validatorFaults(m);
        SigningAnchor.afterRamClear(m, Startup.verifySoftware(m), m.who());
    }

    // ------------------------------------------------------------------ diagnostics and configuration

    /**
     * Software verification on demand (issue 9; regulations.md, software verification): any role
     * that may read, a regulator included. Logged like the boot check; a mismatch raises the
     * SOFTWARE_VERIFICATION tilt, so the cabinet locks up as it would at boot.
     */
    public Machine.Reply verifySoftware(String seedHex) {
        String d = m.denied(Permission.READ);
        if (d != null) {
            return m.refuse(d);
        }
        if (seedHex != null) {
            return Startup.verifySeeded(m, seedHex);
        }
        SoftwareVerifier.Result r = Startup.verifySoftware(m, v -> SigningAnchor.check(m, v, false));
        if (!r.passed()) {
            return m.ok("software verification FAILED, cabinet locked up: " + r.detail());
        }
        if (m.tilts.containsKey(SigningAnchor.TILT)) {
            return m.ok("software verified, but signed by another key than the sealed one: cabinet locked up: "
                + m.tilts.get(SigningAnchor.TILT).detail());
        }
        return m.ok((r.configured() ? "software verified: " : "software NOT verified: ") + r.detail());
    }

    /** A deck button pressed in the menu: shown on the button test, never played. */
    public Machine.Reply buttonTest(Button b) {
        m.session.lastButton = b;
        m.session.presses++;
        return new Machine.Reply(true, "button " + b);
    }

    public Machine.Reply lampTest(boolean on) {
        String d = m.denied(Permission.TEST_DEVICES);
        if (d != null) {
            return m.refuse(d);
        }
        m.session.lampTest = on;
        return m.ok(on ? "lamp test: every lamp on" : "lamp test ended");
    }

    public Machine.Reply setConfig(String key, String value) {
        String d = m.denied(Permission.CONFIGURE);
        if (d != null) {
            return m.refuse(d);
        }
        if (key.equals(ConfigKey.DENOMINATION.key()) || key.equals(ConfigKey.STORE_PATH.key())) {
            return m.refuse(key + " belongs to the meter store: change it with provisioning (it needs a RAM clear)");
        }
        String done;
        try {
            done = configWriter.set(key, value);
        } catch (AppException e) {
            return m.refuse(e.getMessage());
        }
        String shown = ConfigSeal.sealed(key, value);
        String by = m.who();
        m.record(s -> s.setConfig(key, shown, by));
        return m.ok(done);
    }
}

package io.opencab.app.cabinet.attendant;

import io.opencab.app.AppException;
import io.opencab.app.cabinet.cashless.HostCashOut;
import io.opencab.app.cabinet.startup.ConfigSeal;
import io.opencab.app.cabinet.startup.SigningAnchor;
import io.opencab.app.cabinet.state.Machine;
import io.opencab.app.cabinet.state.Permission;
import io.opencab.app.cabinet.state.Tilt;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.app.verify.SoftwareVerifier;
import io.opencab.hal.bill.BillValidator;
import io.opencab.hal.bill.ValidatorFault;
import io.opencab.meters.EventType;
import io.opencab.meters.MeterException;
import io.opencab.meters.MeterStore;
import java.util.Optional;

/**
 * Who may clear which tilt, and when (regulations.md 1.5: the cause is gone, or the authorized person accepts
 * it): a door closes itself; memory faults need a RAM clear; a validator fault, a bill or ticket in doubt need
 * their cause resolved; software, store and configuration faults need a technician; a changed signing key a
 * technician's RAM-clear-level acceptance ({@link SigningAnchor}). Clearing VALIDATOR.SETTINGS_UNCONFIRMED also
 * makes the validator try its settings again at once. Cabinet thread only.
 */
public final class TiltClearing {
    private static final String SETTINGS_UNCONFIRMED = "VALIDATOR." + ValidatorFault.SETTINGS_UNCONFIRMED.name();

    private final Machine m;
    private final HostCashOut hostCashOut;

    TiltClearing(Machine m, HostCashOut hostCashOut) {
        this.m = m;
        this.hostCashOut = hostCashOut;
    }

    Machine.Reply clear(String code) {
        Tilt t = m.tilts.get(code);
        if (t == null) {
            return m.refuse("no tilt " + code + " is active");
        }
        String d = switch (t.reason()) {
            case DOOR_OPEN -> "close the door to clear it";
            case RAM_ERROR, AUDIT_FAILURE -> "only a RAM clear, or a re-seal where the lockup says so (technician)";
            case VALIDATOR_FAULT -> validatorStillFaulted(code);
            case BILL_IN_DOUBT -> pendingBillRemains();
            case TICKET_IN_DOUBT -> "resolve the ticket in doubt: ticket printed, or not printed (then hand-paid)";
            case REDEEM_IN_DOUBT -> "resolve the redeemed ticket in doubt: in the stacker (credited), or given back";
            case SOFTWARE_VERIFICATION -> softwareStillFails();
            case STORE_FAULT -> storeStillFails();
            case PIN_LOCKOUT -> m.denied(Permission.CONFIGURE);
            case CONFIG_CHANGED -> configAccepted();
            case SIGNING_KEY_CHANGED -> signingKeyAccepted();
            case HOST_CASHOUT -> m.denied(Permission.PAY_AND_RESOLVE);
        };
        if (d != null) {
            return m.refuse(d);
        }
        m.clearTilt(code, m.who());
        if (t.reason() == TiltReason.HOST_CASHOUT) {
            return hostCashOut.attendantReset(m.who());
        }
        if (code.equals(SETTINGS_UNCONFIRMED)) {
            // The fault stays in the driver until the validator echoes every setting as sent; clearing the tilt asks
            // for that try now (issue 41). If it fails the driver reports the fault again and the tilt returns.
            m.devices.billValidator().ifPresent(BillValidator::retrySettings);
            return m.ok(code + " cleared by " + m.who() + ": the validator's settings are being sent again");
        }
        return m.ok(code + " cleared by " + m.who());
    }

    /** A technician accepts a configuration changed outside the menu, as the tilt shows it: it is sealed. */
    private String configAccepted() {
        String d = m.denied(Permission.CONFIGURE);
        if (d == null) {
            ConfigSeal.record(m, "accepted on the screen by " + m.who());
        }
        return d;
    }

    /** A technician seals the key the software is signed by now: the same authority as a RAM clear. */
    private String signingKeyAccepted() {
        String d = m.denied(Permission.RAM_CLEAR);
        return d != null ? d : SigningAnchor.accept(m, m.who());
    }

    private String validatorStillFaulted(String code) {
        String d = m.denied(Permission.PAY_AND_RESOLVE);
        if (d != null) {
            return d;
        }
        ValidatorFault f = ValidatorFault.valueOf(code.substring("VALIDATOR.".length()));
        // LEDGER_FAILED is the cabinet's own to clear; SETTINGS_UNCONFIRMED is cleared to try the settings again.
        if (f != ValidatorFault.LEDGER_FAILED && f != ValidatorFault.SETTINGS_UNCONFIRMED
            && m.devices.billValidator().map(v -> v.status().faults().contains(f)).orElse(false)) {
            return "the validator still reports " + f;
        }
        return null;
    }

    private String pendingBillRemains() {
        String d = m.denied(Permission.PAY_AND_RESOLVE);
        if (d != null) {
            return d;
        }
        try {
            return m.money.with(MeterStore::pendingBill).isPresent()
                ? "a bill is still pending: resolve it (found in the cash box or not)" : null;
        } catch (RuntimeException e) {
            return "cannot read the pending bill: " + e.getMessage();
        }
    }

    private String softwareStillFails() {
        String d = m.denied(Permission.CONFIGURE);
        if (d != null) {
            return d;
        }
        SoftwareVerifier.Result r = m.verifier.verify();
        m.record(s -> s.logEvent(EventType.SOFTWARE_VERIFICATION, (r.passed() ? "passed: " : "FAILED: ") + r.detail()));
        if (!r.passed()) {
            return "software verification still fails: " + r.detail();
        }
        try {
            Optional<io.opencab.meters.JournalEntry> open = m.money.with(MeterStore::roundInProgress);
            if (open.isPresent() && (m.round == null || m.round.roundId() != open.get().roundId())) {
                return "interrupted round " + open.get().roundId() + " still cannot be rebuilt by this program";
            }
        } catch (RuntimeException e) {
            return "cannot read the journal: " + e.getMessage();
        }
        return null;
    }

    private String storeStillFails() {
        String d = m.denied(Permission.CONFIGURE);
        if (d != null) {
            return d;
        }
        if (!m.money.hasStore()) {
            return "the meter store did not open (witness or anchor out of reach): follow the lockup's remedy, then restart";
        }
        try {
            m.money.with(s -> {
                s.verify();
                return null;
            });
            return null;
        } catch (MeterException e) {
            m.storeFailure(e);
            return "critical memory still fails: " + e.getMessage();
        } catch (AppException e) {
            return e.getMessage();
        }
    }
}

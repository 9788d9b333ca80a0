package io.opencab.app.cabinet.cashless;

import io.opencab.app.cabinet.state.Machine;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.app.cabinet.tickets.Payout;
import io.opencab.app.config.ConfigKey;
import io.opencab.meters.AftRegistration;
import io.opencab.meters.AftTransferRecord;
import io.opencab.meters.AftTransferRequest;
import io.opencab.meters.AftTransfers;
import io.opencab.meters.CreditKinds;
import io.opencab.meters.MeterException;

/**
 * AFT host cash-out (docs/aft.md "Host cash-out"): with AFT enabled, the cabinet registered and the host's cash-out
 * flags on (LP 72 transfer flags bits 0-1), CASH OUT first offers the host the credits: exception 6A, then the host
 * takes them with a transfer from the machine (type 80). If it has not taken them all within
 * {@code sas.aft.hostcashout.timeout.ms}, what is left is paid as without AFT (ticket or handpay); in hard mode (flag
 * bit 2) the cabinet locks up instead until the host takes them or an attendant resets it.
 *
 * <p>Everything here runs on the cabinet thread, as do the host's transfers ({@link AftHost}) and the fallback, so the
 * offer ends at one moment: a transfer answering the offer (flag bit 3) that reaches the cabinet after it is refused
 * (87) and moves nothing. The store adds its own rule beneath: no transfer from the machine while a ticket or handpay
 * is open, and never more credits than the meter holds; so a cash-out is never paid twice.
 */
public final class HostCashOut {
    /** The lockup of a hard host cash-out the host did not take in time (docs/aft.md "Host cash-out"). */
    public static final String TILT = TiltReason.HOST_CASHOUT.name();
    private final Machine m;
    /** The offer standing now (0: none); each offer has its own number, so an old timeout finds nothing. */
    private volatile long offer;
    private long offers;
    private StateKind before = StateKind.IDLE;
    /** The host set hard mode (flag bit 2) when the offer was made. */
    private boolean hard;
    private long offered;

    private final Payout payout;

    public HostCashOut(Machine m, Payout payout) {
        this.m = m;
        this.payout = payout;
    }

    /** The cabinet offers the host a cash-out now (LP 74's view, read on the SAS service's thread). */
    public boolean pending() {
        return offer != 0;
    }

    /**
     * CASH OUT (the validator is inhibited, no bill on its way, the state CASH_OUT): offers the host the cash-out when
     * host cash-out is on; true when offered (the cash-out then waits for the host), false to pay it now as usual.
     */
    public boolean offer(StateKind was) {
        if (!Boolean.parseBoolean(m.config.values().getOrDefault(ConfigKey.SAS_AFT_ENABLED.key(), "false"))) {
            return false;
        }
        long payable;
        try {
            int flags = m.money.with(s -> AftTransfers.of(s).registration().status() == AftRegistration.REGISTERED
                ? AftTransfers.of(s).hostCashOutFlags() : 0);
            int on = AftTransfers.HCO_CONTROL | AftTransfers.HCO_ENABLE;
            if ((flags & on) != on) {
                return false;
            }
            hard = (flags & AftTransfers.HCO_HARD) != 0;
            payable = m.money.with(s -> CreditKinds.of(s).balances().payable());
            // The offer stands before 6A is queued: a host that polls LP 74 on 6A sees it.
            offer = ++offers;
            m.money.with(s -> {
                AftTransfers.of(s).requestHostCashOut(payable);
                return null;
            });
        } catch (MeterException e) {
            offer = 0;
            return false; // the store refused: pay as usual, which reports the store's failure itself
        }
        long id = offer;
        before = was;
        offered = payable;
        m.message = "cashing out to your account with the casino system";
        m.later.accept(timeoutMs(), mm -> {
            timeout(id);
            return null;
        });
        return true;
    }

    private long timeoutMs() {
        ConfigKey k = ConfigKey.SAS_AFT_HOST_CASHOUT_TIMEOUT;
        return (Long) k.parse(m.config.values().getOrDefault(k.key(), k.defaultValue()));
    }

    /**
     * The host did not take the credits in time: in soft mode the offer ends now and what is left is paid as usual; in
     * hard mode the cabinet locks up with the offer still standing (6A still repeated), until the host takes the
     * credits or an attendant resets the lockup ({@link #attendantReset}).
     */
    private void timeout(long id) {
        if (offer != id) {
            return;
        }
        if (hard) {
            m.raiseTilt(TiltReason.HOST_CASHOUT, TILT, "the casino system did not take the cash-out of "
                + m.cash.creditsWithValue(offered) + " (host cash-out, hard mode): waiting for it, or an attendant");
            m.message = "cash-out to your account is waiting for the casino system: please call an attendant";
            return;
        }
        offer = 0;
        m.refreshCredits();
        m.message = "the casino system did not take the cash-out: paying it here";
        payout.payOut(before);
    }

    /**
     * Whether the host's transfer {@code q} may be applied now: null if so, else the refusal's status. A transfer
     * answering the offer (type 80, flag bit 3) needs the offer standing; while it stands nothing else moves but a
     * transfer from the machine.
     */
    Integer refusal(AftTransferRequest q) {
        boolean out = q.type() == AftTransferRequest.IN_HOUSE_FROM_MACHINE;
        if (out && (q.flags() & AftTransfers.CASHOUT_REQUEST) != 0 && !pending()) {
            return AftTransfers.UNABLE_NOW;
        }
        if (!out && pending()) {
            return AftTransfers.UNABLE_NOW;
        }
        return null;
    }

    /** A transfer was applied: when it took every payable credit, the cash-out is done. */
    void applied(AftTransferRecord r) {
        if (!pending() || !r.stored() || r.repeated() || r.type() != AftTransferRequest.IN_HOUSE_FROM_MACHINE) {
            return;
        }
        long payable;
        try {
            payable = m.money.with(s -> CreditKinds.of(s).balances().payable());
        } catch (MeterException e) {
            return; // the timeout pays what is left, or reports the store's failure
        }
        if (payable == 0) {
            offer = 0;
            m.base = StateKind.IDLE;
            m.clearTilt(TILT, "the casino system (host cash-out taken)");
            m.message = "cashed out to your account with the casino system: " + m.cash.cents(r.totalCents());
        }
    }

    /**
     * An attendant resets a hard host cash-out lockup (the HOST_CASHOUT tilt, cleared by {@code TiltClearing}): the
     * offer ends and what is payable is paid as without host cash-out, by ticket or handpay ([M]: the key-off starts
     * the ordinary cash-out). A transfer answering the offer after this is refused (87).
     */
    public Machine.Reply attendantReset(String who) {
        offer = 0;
        m.refreshCredits();
        m.record(s -> AftTransfers.of(s).hostCashOutReset(who));
        return payout.payOut(before);
    }
}

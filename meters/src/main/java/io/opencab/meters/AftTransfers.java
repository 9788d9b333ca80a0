package io.opencab.meters;

import java.sql.SQLException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * AFT in critical memory (docs/aft.md): transfers to and from the machine, applied exactly once per transaction id, and the
 * host's registration. A transfer is one transaction of the store: its row (with the host's transaction id, unique)
 * is inserted first, then the credits move, the meters count it and exception 69 is queued, and all of it commits
 * together; a power cut leaves all of it or none of it. The same transaction id again is answered from its row and
 * moves nothing.
 */
public final class AftTransfers extends StoreFeature {
    /** Transfers kept (the history buffer the host interrogates, and the ids checked for repeats). */
    public static final int HISTORY = 127;
    /** SAS exception 69: AFT transfer complete. */
    static final int EXCEPTION_COMPLETE = 0x69;
    /** SAS exception 6A: AFT request for host cash-out. */
    static final int EXCEPTION_HOST_CASHOUT = 0x6A;
    /** LP 72 transfer flags: host cash-out enable control (bit 0), enable (bit 1), mode hard (bit 2). */
    public static final int HCO_CONTROL = 0x01;
    public static final int HCO_ENABLE = 0x02;
    public static final int HCO_HARD = 0x04;
    /** LP 72 transfer flag bit 3: this transfer from the machine answers the cabinet's host cash-out request. */
    public static final int CASHOUT_REQUEST = 0x08;
    private static final String HCO_FLAGS = "aft_hco_flags";
    /** SAS transfer status codes the store decides (docs/aft.md "Status codes"). */
    public static final int NOT_VALID_AMOUNT = 0x83;
    public static final int OVER_LIMIT = 0x84;
    public static final int NOT_DENOMINATION_MULTIPLE = 0x85;
    public static final int UNABLE_NOW = 0x87;
    public static final int NOT_VALID_FUNCTION = 0x82;
    public static final int OTHER_POOL = 0x8F;

    private AftTransfers(MeterStore store) {
        super(store);
    }

    public static AftTransfers of(MeterStore store) {
        return new AftTransfers(store);
    }

    /** The same as {@link #transfer}: kept for the callers written when only transfers to the machine existed. */
    public AftTransferRecord transferIn(AftTransferRequest q) {
        return transfer(q);
    }

    /**
     * Applies an AFT transfer (in-house to the machine 00, bonus coin-out win 10 and bonus jackpot win 11 to the
     * machine, in-house from the machine 80), or answers it: a
     * transaction id already kept returns its record ({@link AftTransferRecord#repeated()}), nothing moves; a refusal
     * returns an unstored record with its status (82 another type, or a full transfer from the machine of more than
     * it holds of a kind; 83 no amount; 85 not whole credits; 87 a round, handpay, bill or ticket unfinished; 8F
     * restricted credits of another pool on the meter; 84 over the limit when only a full transfer is allowed).
     * The row is written first and the credits move in the same transaction (docs/aft.md "power-loss rules").
     */
    public AftTransferRecord transfer(AftTransferRequest q) {
        Objects.requireNonNull(q, "request");
        synchronized (store) {
            Optional<AftTransferRecord> kept = core.read("look up AFT transaction " + q.transactionId(),
                () -> AftRows.byTransactionId(ctx, q.transactionId()));
            if (kept.isPresent()) {
                return kept.get().asRepeat();
            }
            Integer early = precheck(q);
            if (early != null) {
                return refusal(q, early);
            }
            return core.write("AFT transfer " + q.transactionId(), () -> apply(q));
        }
    }

    private Integer precheck(AftTransferRequest q) {
        if (q.type() != AftTransferRequest.IN_HOUSE_TO_MACHINE && q.type() != AftTransferRequest.IN_HOUSE_FROM_MACHINE
                && !Bonuses.isBonus(q.type())) {
            return NOT_VALID_FUNCTION;
        }
        if (Bonuses.isBonus(q.type()) && Bonuses.precheck(q) != null) {
            return Bonuses.precheck(q);
        }
        long denom = core.config.denominationCents();
        // All amounts zero is no transfer, unless it only sets the host cash-out flags (bit 0; ours, docs/aft.md).
        if (q.totalCents() == 0 && (q.flags() & HCO_CONTROL) == 0) {
            return NOT_VALID_AMOUNT;
        }
        if (q.cashableCents() % denom != 0 || q.restrictedCents() % denom != 0 || q.nonRestrictedCents() % denom != 0) {
            return NOT_DENOMINATION_MULTIPLE;
        }
        // A restricted transfer in carries an expiry the cabinet enforces: a date that is no date is refused.
        if (q.type() == AftTransferRequest.IN_HOUSE_TO_MACHINE && q.restrictedCents() > 0 && !Expiry.valid(q.expiry())) {
            return NOT_VALID_AMOUNT;
        }
        return null;
    }

    private AftTransferRecord apply(AftTransferRequest q) throws SQLException {
        MeterState m = core.checkedMeters();
        if (Journal.inProgress(ctx).isPresent() || Handpays.pending(ctx).isPresent() || Tickets.open(ctx).isPresent()
                || TicketInRows.open(ctx).isPresent() || Notes.pending(ctx).isPresent()) {
            return refusal(q, UNABLE_NOW);
        }
        long denom = core.config.denominationCents();
        boolean bonus = Bonuses.isBonus(q.type());
        AftMoves.Amounts a = q.type() == AftTransferRequest.IN_HOUSE_FROM_MACHINE ? AftMoves.out(m, q, denom)
            : bonus ? Bonuses.amounts(m, q, denom, core.config.handpayLimit()) : AftMoves.in(ctx, m, q, denom);
        if (a.refusal() != 0) {
            return refusal(q, a.refusal());
        }
        // The record first (its id unique), then the credits: one commit.
        AftTransferRecord rec = AftRows.insert(ctx, new AftTransferRecord(0, q.transactionId(), q.type(), a.status(),
            a.c() * denom, a.r() * denom, a.nr() * denom, a.r() > 0 ? q.poolId() : 0, a.r() > 0 ? q.expiry() : 0,
            q.flags(), null, false), HISTORY);
        HandpayRecord handpay = null;
        if (bonus) {
            handpay = Bonuses.payAft(ctx, core.config, m, q, a, rec);
        } else {
            AftMoves.move(ctx, m, q, a);
        }
        if ((q.flags() & HCO_CONTROL) != 0) {
            // Bits 0-2 set the host cash-out flags: control, enable, mode (hard when set; docs/aft.md "Host cash-out").
            Guards.set(ctx, HCO_FLAGS, q.flags() & (HCO_CONTROL | HCO_ENABLE | HCO_HARD));
        }
        SasQueue.raise(ctx, EXCEPTION_COMPLETE, rec.id(), 0);
        Events.append(ctx, core.config.eventLogSize(), EventType.AFT, "AFT transfer " + rec.id() + " ("
            + q.transactionId() + ") " + (q.type() == AftTransferRequest.IN_HOUSE_FROM_MACHINE ? "out" : "in")
            + ": cashable " + a.c() + ", restricted " + a.r() + ", non-restricted " + a.nr() + " credits"
            + (a.status() == AftTransferRecord.PARTIAL ? " (partial)" : "")
            + (bonus ? String.format(" (bonus type %02X%s)", q.type(), handpay != null ? ", handpay "
            + handpay.handpayId() : "") : ""));
        core.finish(m);
        return rec;
    }

    /**
     * The host cash-out flags the host last set (LP 72 transfer flags bits 0-2: control, enable, hard mode); 0 when
     * never set.
     * Kept in critical memory with the transfer that set them.
     */
    public int hostCashOutFlags() {
        return read("read the host cash-out flags", () -> (int) Guards.get(ctx, HCO_FLAGS).value());
    }

    /** Host cash-out is on: the host set bit 0 (control) and bit 1 (enable). */
    public boolean hostCashOutEnabled() {
        return (hostCashOutFlags() & (HCO_CONTROL | HCO_ENABLE)) == (HCO_CONTROL | HCO_ENABLE);
    }

    /**
     * Host cash-out is on in hard mode (bit 2 with bits 0-1): the cabinet locks up until the host takes the credits
     * or an attendant resets it, rather than paying them here at the timeout (docs/aft.md "Host cash-out").
     */
    public boolean hostCashOutHard() {
        int f = hostCashOutFlags();
        return (f & (HCO_CONTROL | HCO_ENABLE | HCO_HARD)) == (HCO_CONTROL | HCO_ENABLE | HCO_HARD);
    }

    /**
     * The player pressed CASH OUT and the cabinet offers the host the cash-out (docs/aft.md "Host cash-out"): queues
     * exception 6A (AFT request for host cash-out) with an AFT event, in one transaction.
     */
    public void requestHostCashOut(long payableCredits) {
        synchronized (store) {
            core.write("AFT host cash-out request", () -> {
                SasQueue.raise(ctx, EXCEPTION_HOST_CASHOUT, payableCredits, 0);
                Events.append(ctx, core.config.eventLogSize(), EventType.AFT, "AFT host cash-out offered: "
                    + payableCredits + " credits (exception 6A)");
                return null;
            });
        }
    }

    /**
     * An attendant reset a hard host cash-out lockup (docs/aft.md "Host cash-out"): the offer is over and the credits
     * are paid here. Logged as an AFT event, which only the store writes (like the offer's, {@link #requestHostCashOut}).
     */
    public void hostCashOutReset(String who) {
        synchronized (store) {
            core.write("AFT host cash-out reset", () -> {
                Events.append(ctx, core.config.eventLogSize(), EventType.AFT, "AFT host cash-out (hard mode) reset by "
                    + who + ": paid here as without host cash-out");
                return null;
            });
        }
    }

    private static AftTransferRecord refusal(AftTransferRequest q, int status) {
        return new AftTransferRecord(0, q.transactionId(), q.type(), status, q.cashableCents(), q.restrictedCents(),
            q.nonRestrictedCents(), q.poolId(), q.expiry(), q.flags(), null, false);
    }

    /** The transfer kept with this transaction id, as a repeat (nothing moves), if there is one. */
    public Optional<AftTransferRecord> find(String transactionId) {
        return read("look up AFT transaction " + transactionId,
            () -> AftRows.byTransactionId(ctx, transactionId)).map(AftTransferRecord::asRepeat);
    }

    /** The newest {@code n} transfers kept, newest first. */
    public List<AftTransferRecord> newest(int n) {
        return read("read the AFT transfers", () -> AftRows.newest(ctx, Math.min(n, HISTORY)));
    }

    /** The host's registration (LP 73), or {@link AftRegistration#none()}. */
    public AftRegistration registration() {
        return read("read the AFT registration", () -> AftRows.registration(ctx).orElse(AftRegistration.none()));
    }

    /** Keeps the host's registration (LP 73), with an AFT event. */
    public AftRegistration register(AftRegistration g) {
        Objects.requireNonNull(g, "registration");
        synchronized (store) {
            return core.write("AFT registration", () -> {
                AftRegistration s = AftRows.saveRegistration(ctx, g);
                Events.append(ctx, core.config.eventLogSize(), EventType.AFT, String.format(
                    "AFT registration status %02X, asset %d, POS id %d", s.status(), s.assetNumber(), s.posId()));
                return s;
            });
        }
    }
}

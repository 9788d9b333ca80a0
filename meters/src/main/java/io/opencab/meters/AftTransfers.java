package io.opencab.meters;

import java.sql.SQLException;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * AFT in critical memory (docs/aft.md): transfers to the machine, applied exactly once per transaction id, and the
 * host's registration. A transfer is one transaction of the store: its row (with the host's transaction id, unique)
 * is inserted first, then the credits move, the meters count it and exception 69 is queued, and all of it commits
 * together; a power cut leaves all of it or none of it. The same transaction id again is answered from its row and
 * moves nothing.
 */
public final class AftTransfers {
    /** Transfers kept (the history buffer the host interrogates, and the ids checked for repeats). */
    public static final int HISTORY = 127;
    /** SAS exception 69: AFT transfer complete. */
    static final int EXCEPTION_COMPLETE = 0x69;
    /** SAS transfer status codes the store decides (docs/aft.md "Status codes"). */
    public static final int NOT_VALID_AMOUNT = 0x83;
    public static final int OVER_LIMIT = 0x84;
    public static final int NOT_DENOMINATION_MULTIPLE = 0x85;
    public static final int UNABLE_NOW = 0x87;
    public static final int NOT_VALID_FUNCTION = 0x82;
    public static final int OTHER_POOL = 0x8F;

    private final MeterStore store;
    private final StoreCore core;
    private final Ctx ctx;

    private AftTransfers(MeterStore store) {
        this.store = store;
        this.core = store.core();
        this.ctx = core.ctx;
    }

    public static AftTransfers of(MeterStore store) {
        return new AftTransfers(Objects.requireNonNull(store, "store"));
    }

    /**
     * Applies an in-house transfer to the machine, or answers it: a transaction id already kept returns its record
     * ({@link AftTransferRecord#repeated()}), nothing moves; a refusal returns an unstored record with its status
     * (82 another type, 83 no amount, 85 not whole credits, 87 a round, handpay, bill or ticket unfinished, 8F
     * restricted credits of another pool on the meter, 84 over the limit when only a full transfer is allowed).
     */
    public AftTransferRecord transferIn(AftTransferRequest q) {
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
        if (q.type() != AftTransferRequest.IN_HOUSE_TO_MACHINE) {
            return NOT_VALID_FUNCTION;
        }
        long denom = core.config.denominationCents();
        if (q.cashableCents() + q.restrictedCents() + q.nonRestrictedCents() == 0) {
            return NOT_VALID_AMOUNT;
        }
        if (q.cashableCents() % denom != 0 || q.restrictedCents() % denom != 0 || q.nonRestrictedCents() % denom != 0) {
            return NOT_DENOMINATION_MULTIPLE;
        }
        return null;
    }

    private AftTransferRecord apply(AftTransferRequest q) throws SQLException {
        MeterState m = core.checkedMeters();
        if (Journal.inProgress(ctx).isPresent() || Handpays.pending(ctx).isPresent() || Tickets.open(ctx).isPresent()
                || TicketInRows.open(ctx).isPresent() || Notes.pending(ctx).isPresent()) {
            return refusal(q, UNABLE_NOW);
        }
        if (q.restrictedCents() > 0 && Kinds.restricted(m) > 0 && Guards.get(ctx, Kinds.POOL).value() != q.poolId()) {
            return refusal(q, OTHER_POOL);
        }
        long denom = core.config.denominationCents();
        long room = Math.max(0, q.limitCredits() - m.credits());
        long c = q.cashableCents() / denom;
        long r = q.restrictedCents() / denom;
        long nr = q.nonRestrictedCents() / denom;
        int status = AftTransferRecord.FULL;
        if (c + r + nr > room) {
            if (!q.partialAllowed()) {
                return refusal(q, OVER_LIMIT);
            }
            // Partial: as much as fits, cashable first, then non-restricted, then restricted (our order; docs/aft.md).
            c = Math.min(c, room);
            nr = Math.min(nr, room - c);
            r = Math.min(r, room - c - nr);
            if (c + r + nr == 0) {
                return refusal(q, OVER_LIMIT);
            }
            status = AftTransferRecord.PARTIAL;
        }
        // The record first (its id unique), then the credits: one commit.
        AftTransferRecord rec = AftRows.insert(ctx, new AftTransferRecord(0, q.transactionId(), q.type(), status,
            c * denom, r * denom, nr * denom, r > 0 ? q.poolId() : 0, r > 0 ? q.expiry() : 0, q.flags(), null, false),
            HISTORY);
        Kinds.credit(m, CreditKind.CASHABLE, c);
        Kinds.credit(m, CreditKind.NON_RESTRICTED, nr);
        if (r > 0) {
            Kinds.credit(m, CreditKind.RESTRICTED, r);
            Guards.set(ctx, Kinds.POOL, q.poolId());
            Guards.set(ctx, Kinds.EXPIRY, q.expiry());
        }
        SasQueue.raise(ctx, EXCEPTION_COMPLETE, rec.id(), 0);
        Events.append(ctx, core.config.eventLogSize(), EventType.AFT, "AFT transfer " + rec.id() + " ("
            + q.transactionId() + ") in: cashable " + c + ", restricted " + r + ", non-restricted " + nr + " credits"
            + (status == AftTransferRecord.PARTIAL ? " (partial)" : ""));
        core.finish(m);
        return rec;
    }

    private static AftTransferRecord refusal(AftTransferRequest q, int status) {
        return new AftTransferRecord(0, q.transactionId(), q.type(), status, q.cashableCents(), q.restrictedCents(),
            q.nonRestrictedCents(), q.poolId(), q.expiry(), q.flags(), null, false);
    }

    /** The newest {@code n} transfers kept, newest first. */
    public List<AftTransferRecord> newest(int n) {
        synchronized (store) {
            return core.read("read the AFT transfers", () -> AftRows.newest(ctx, Math.min(n, HISTORY)));
        }
    }

    /** The host's registration (LP 73), or {@link AftRegistration#none()}. */
    public AftRegistration registration() {
        synchronized (store) {
            return core.read("read the AFT registration", () -> AftRows.registration(ctx).orElse(AftRegistration.none()));
        }
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

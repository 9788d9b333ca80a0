package io.opencab.meters;

import java.sql.SQLException;

/**
 * How many credits of each kind an AFT transfer moves, and moving them (docs/aft.md "LP 72"). Only
 * {@link AftTransfers} calls it, inside the transfer's one transaction, after the transfer's row is written.
 */
final class AftMoves {
    /** Credits per kind a transfer moves, its status (00 full, 01 partial), or a refusal status (non-zero). */
    record Amounts(long c, long r, long nr, int status, int refusal) {
        static Amounts refused(int status) {
            return new Amounts(0, 0, 0, 0, status);
        }
    }

    private AftMoves() {
    }

    /** Type 00: onto the meter, under the credit limit; partial: as much as fits, cashable, non-restricted, restricted. */
    static Amounts in(Ctx ctx, MeterState m, AftTransferRequest q, long denom) throws SQLException {
        if (q.restrictedCents() > 0 && Kinds.restricted(m) > 0 && Guards.get(ctx, Kinds.POOL).value() != q.poolId()) {
            return Amounts.refused(AftTransfers.OTHER_POOL);
        }
        long room = Math.max(0, q.limitCredits() - m.credits());
        long c = q.cashableCents() / denom;
        long r = q.restrictedCents() / denom;
        long nr = q.nonRestrictedCents() / denom;
        int status = AftTransferRecord.FULL;
        if (c + r + nr > room) {
            if (!q.partialAllowed()) {
                return Amounts.refused(AftTransfers.OVER_LIMIT);
            }
            // Partial: as much as fits, cashable first, then non-restricted, then restricted (our order; docs/aft.md).
            c = Math.min(c, room);
            nr = Math.min(nr, room - c);
            r = Math.min(r, room - c - nr);
            if (c + r + nr == 0) {
                return Amounts.refused(AftTransfers.OVER_LIMIT);
            }
            status = AftTransferRecord.PARTIAL;
        }
        return new Amounts(c, r, nr, status, 0);
    }

    /**
     * Type 80: off the meter, each kind from its own balance. Full only: a kind asked for beyond its balance is 82
     * (as [M] answers it); partial: of each kind what there is, 83 when that is nothing (ours).
     */
    static Amounts out(MeterState m, AftTransferRequest q, long denom) {
        long c = q.cashableCents() / denom;
        long r = q.restrictedCents() / denom;
        long nr = q.nonRestrictedCents() / denom;
        long hc = Kinds.cashable(m);
        long hr = Kinds.restricted(m);
        long hnr = Kinds.nonRestricted(m);
        if (c <= hc && r <= hr && nr <= hnr) {
            return new Amounts(c, r, nr, AftTransferRecord.FULL, 0);
        }
        if (!q.partialAllowed()) {
            return Amounts.refused(AftTransfers.NOT_VALID_FUNCTION);
        }
        c = Math.min(c, hc);
        r = Math.min(r, hr);
        nr = Math.min(nr, hnr);
        if (c + r + nr == 0) {
            return Amounts.refused(AftTransfers.NOT_VALID_AMOUNT);
        }
        return new Amounts(c, r, nr, AftTransferRecord.PARTIAL, 0);
    }

    /** Moves the credits of {@code a} onto or off the meter, counting the AFT meters of each kind. */
    static void move(Ctx ctx, MeterState m, AftTransferRequest q, Amounts a) throws SQLException {
        if (q.type() == AftTransferRequest.IN_HOUSE_FROM_MACHINE) {
            Kinds.debit(ctx, m, CreditKind.CASHABLE, a.c());
            Kinds.debit(ctx, m, CreditKind.NON_RESTRICTED, a.nr());
            Kinds.debit(ctx, m, CreditKind.RESTRICTED, a.r());
            return;
        }
        Kinds.credit(m, CreditKind.CASHABLE, a.c());
        Kinds.credit(m, CreditKind.NON_RESTRICTED, a.nr());
        if (a.r() > 0) {
            Kinds.credit(m, CreditKind.RESTRICTED, a.r());
            Guards.set(ctx, Kinds.POOL, q.poolId());
            Guards.set(ctx, Kinds.EXPIRY, q.expiry());
        }
    }
}

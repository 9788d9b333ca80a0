package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.sql.SQLException;

/**
 * The three kinds of credit on the one credit meter (docs/aft.md "Credit kinds"; issue 40 item 1). The credit meter
 * (000C) stays the total; two balances kept beside it in the lifetime scope say how much of it is restricted
 * promotional (SAS meter 001B) and non-restricted promotional ({@link #NON_RESTRICTED}); the rest is cashable.
 *
 * <ul>
 *   <li>A bet draws restricted credits first, then non-restricted, then cashable (SAS 6.02 as the public AFT
 *       descriptions give it: promotional credits are played before the player's own money); the parts played go to
 *       0019 / 001A.</li>
 *   <li>A cash-out pays cashable plus non-restricted ({@link #payable}); restricted credits cannot be cashed out: they
 *       stay for play, or the cabinet forfeits them ({@link #forfeitRestricted}) as its configuration says.</li>
 *   <li>Wins are cashable.</li>
 * </ul>
 *
 * The self-audit checks {@code 001B = restricted in - 0019 - forfeited} and {@code non-restricted = non-restricted in
 * - 001A - non-restricted cashed out} (modulo 10^10), and that both fit in the credit meter ({@link Audit}).
 */
final class Kinds {
    /** SAS 001B: current restricted credits (a balance, lifetime scope only). */
    static final String RESTRICTED = "001B";
    /** Current non-restricted promotional credits (a balance, lifetime scope only; SAS has no meter code for it). */
    static final String NON_RESTRICTED = "PROMO:NR";
    /** SAS 0019: restricted credits played. */
    static final String RESTRICTED_PLAYED = "0019";
    /** SAS 001A: non-restricted credits played. */
    static final String NON_RESTRICTED_PLAYED = "001A";
    /** Restricted credits forfeited (at a cash-out when so configured, or expired); no SAS code. */
    static final String RESTRICTED_FORFEITED = "PROMO:R_FORFEIT";
    /** Non-restricted credits that left by a cash-out (part of 0004); no SAS code. */
    static final String NON_RESTRICTED_OUT = "PROMO:NR_OUT";
    /** Credits that came in by AFT, per kind, and their counts (SAS A0-A5 in cents are computed from them). */
    static final String AFT_IN_CASHABLE = "AFT_IN:C";
    static final String AFT_IN_RESTRICTED = "AFT_IN:R";
    static final String AFT_IN_NON_RESTRICTED = "AFT_IN:NR";
    /** Credits that left by AFT to the host (type 80), per kind, and their counts (SAS B8-BD in cents). */
    static final String AFT_OUT_CASHABLE = "AFT_OUT:C";
    static final String AFT_OUT_RESTRICTED = "AFT_OUT:R";
    static final String AFT_OUT_NON_RESTRICTED = "AFT_OUT:NR";
    static final String COUNT = ":N";
    /** Guard rows: the restricted credits' pool id and expiry (epoch day, 0 = none). */
    static final String POOL = "promo_pool";
    static final String EXPIRY = "promo_expiry";

    private Kinds() {
    }

    static long restricted(MeterState m) {
        return m.get(Scope.LIFETIME, RESTRICTED);
    }

    static long nonRestricted(MeterState m) {
        return m.get(Scope.LIFETIME, NON_RESTRICTED);
    }

    static long cashable(MeterState m) {
        return m.credits() - restricted(m) - nonRestricted(m);
    }

    /** What a cash-out pays: cashable and non-restricted credits. */
    static long payable(MeterState m) {
        return m.credits() - restricted(m);
    }

    /** Takes {@code bet} off the credit meter, restricted first, then non-restricted, then cashable. */
    static void drawBet(MeterState m, long bet) {
        long r = Math.min(bet, restricted(m));
        long nr = Math.min(bet - r, nonRestricted(m));
        m.credits(m.credits() - bet);
        if (r > 0) {
            m.balance(RESTRICTED, restricted(m) - r);
            m.add(RESTRICTED_PLAYED, r);
        }
        if (nr > 0) {
            m.balance(NON_RESTRICTED, nonRestricted(m) - nr);
            m.add(NON_RESTRICTED_PLAYED, nr);
        }
    }

    /**
     * A cash-out of {@code amount} credits left the meter (ticket printed, handpay keyed off): all the non-restricted
     * credits go with it, the restricted ones stay.
     */
    static void cashedOut(Ctx ctx, MeterState m, long amount, String what) {
        if (amount != payable(m)) {
            throw ctx.corrupt(what + " is for " + amount + " credits but the meter holds " + payable(m)
                + " payable credits (" + m.credits() + " in all, " + restricted(m) + " restricted)");
        }
        long nr = nonRestricted(m);
        m.credits(m.credits() - amount);
        if (nr > 0) {
            m.balance(NON_RESTRICTED, 0);
            m.add(NON_RESTRICTED_OUT, nr);
        }
    }

    /** Removes every restricted credit from the meter (forfeited); returns how many. */
    static long forfeitRestricted(Ctx ctx, MeterState m) throws SQLException {
        long r = restricted(m);
        if (r > 0) {
            m.credits(m.credits() - r);
            m.balance(RESTRICTED, 0);
            m.add(RESTRICTED_FORFEITED, r);
            clearPool(ctx);
        }
        return r;
    }

    /** Adds credits of one kind (an AFT transfer in). */
    static void credit(MeterState m, CreditKind kind, long credits) {
        if (credits == 0) {
            return;
        }
        if (m.credits() + credits >= MeterStore.ROLLOVER) {
            throw new MeterException(Kind.ILLEGAL_STATE, "the credit meter (" + m.credits() + ") cannot take "
                + credits + " more credits");
        }
        m.credits(m.credits() + credits);
        switch (kind) {
            case CASHABLE -> m.add(AFT_IN_CASHABLE, credits);
            case RESTRICTED -> {
                m.balance(RESTRICTED, restricted(m) + credits);
                m.add(AFT_IN_RESTRICTED, credits);
            }
            case NON_RESTRICTED -> {
                m.balance(NON_RESTRICTED, nonRestricted(m) + credits);
                m.add(AFT_IN_NON_RESTRICTED, credits);
            }
        }
        m.add(inKey(kind) + COUNT, 1);
    }

    /**
     * Takes credits of one kind off the meter (an AFT transfer to the host); the caller checked the balance of that
     * kind covers it.
     */
    static void debit(Ctx ctx, MeterState m, CreditKind kind, long credits) throws SQLException {
        if (credits == 0) {
            return;
        }
        long have = switch (kind) {
            case CASHABLE -> cashable(m);
            case RESTRICTED -> restricted(m);
            case NON_RESTRICTED -> nonRestricted(m);
        };
        if (credits > have) {
            throw ctx.corrupt("an AFT transfer out of " + credits + " " + kind + " credits but the meter holds " + have);
        }
        m.credits(m.credits() - credits);
        switch (kind) {
            case CASHABLE -> {
            }
            case RESTRICTED -> {
                m.balance(RESTRICTED, have - credits);
                if (have == credits) {
                    clearPool(ctx);
                }
            }
            case NON_RESTRICTED -> m.balance(NON_RESTRICTED, have - credits);
        }
        m.add(outKey(kind), credits);
        m.add(outKey(kind) + COUNT, 1);
    }

    static String outKey(CreditKind kind) {
        return switch (kind) {
            case CASHABLE -> AFT_OUT_CASHABLE;
            case RESTRICTED -> AFT_OUT_RESTRICTED;
            case NON_RESTRICTED -> AFT_OUT_NON_RESTRICTED;
        };
    }

    /** Credits that left by AFT to the host (all kinds), for the self-audit. */
    static long aftOut(MeterState m) {
        return m.get(Scope.LIFETIME, AFT_OUT_CASHABLE) + m.get(Scope.LIFETIME, AFT_OUT_RESTRICTED)
            + m.get(Scope.LIFETIME, AFT_OUT_NON_RESTRICTED);
    }

    static String inKey(CreditKind kind) {
        return switch (kind) {
            case CASHABLE -> AFT_IN_CASHABLE;
            case RESTRICTED -> AFT_IN_RESTRICTED;
            case NON_RESTRICTED -> AFT_IN_NON_RESTRICTED;
        };
    }

    static void clearPool(Ctx ctx) throws SQLException {
        Guards.set(ctx, POOL, 0);
        Guards.set(ctx, EXPIRY, 0);
    }

    /** Credits that came in by AFT (all kinds), for the self-audit. */
    static long aftIn(MeterState m) {
        return m.get(Scope.LIFETIME, AFT_IN_CASHABLE) + m.get(Scope.LIFETIME, AFT_IN_RESTRICTED)
            + m.get(Scope.LIFETIME, AFT_IN_NON_RESTRICTED);
    }

    /** The kinds' identities (lifetime scope); null when they hold, else what fails. */
    static String auditFailure(MeterState m) {
        long r = restricted(m);
        long nr = nonRestricted(m);
        long rExpected = MeterState.roll(m.get(Scope.LIFETIME, AFT_IN_RESTRICTED) - m.get(Scope.LIFETIME, RESTRICTED_PLAYED)
            - m.get(Scope.LIFETIME, RESTRICTED_FORFEITED) - m.get(Scope.LIFETIME, AFT_OUT_RESTRICTED));
        if (r != rExpected) {
            return "restricted credits 001B " + r + " != restricted in - played 0019 - forfeited - out to the host = "
                + rExpected;
        }
        long nrExpected = MeterState.roll(m.get(Scope.LIFETIME, AFT_IN_NON_RESTRICTED)
            + m.get(Scope.LIFETIME, Bonuses.AFT_NON_RESTRICTED) - m.get(Scope.LIFETIME, NON_RESTRICTED_PLAYED) - m.get(Scope.LIFETIME, NON_RESTRICTED_OUT)
            - m.get(Scope.LIFETIME, AFT_OUT_NON_RESTRICTED));
        if (nr != nrExpected) {
            return "non-restricted credits " + nr + " != non-restricted in (AFT, AFT bonus) - played 001A - cashed out - out to the host = "
                + nrExpected;
        }
        if (r + nr > m.credits()) {
            return "restricted " + r + " + non-restricted " + nr + " credits exceed the credit meter " + m.credits();
        }
        return null;
    }
}

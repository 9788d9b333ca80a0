package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.sql.SQLException;

/**
 * Bonus awards from the casino system onto the machine (docs/aft.md "Bonus transfers", "LP 8A"): AFT transfer types
 * 10 (bonus coin-out win) and 11 (bonus jackpot win), and the legacy bonus of LP 8A. Called only inside the store's
 * write transactions ({@link AftTransfers}, {@link BonusAwards}), after the award's own row is written.
 *
 * <p>A bonus paid by the machine goes onto the credit meter, cashable or non-restricted as the host sent it, and is
 * counted in SAS 001E (machine-paid external bonus) and 0022 (total won); a bonus at or above the handpay limit that
 * the rules send to an attendant (type 11, LP 8A) opens a {@link HandpayRecord.Kind#BONUS_JACKPOT} handpay instead and
 * is counted at its key-off in 0021 (attendant-paid external bonus), 0022 and 0023. The self-audit ({@link Audit})
 * adds 001E to the credit meter's sources and both to total won / total hand-paid.
 */
final class Bonuses {
    /** SAS 001E: total machine-paid external bonus win (credits; every bonus put on the credit meter). */
    static final String MACHINE_PAID = "001E";
    /** SAS 0021: total attendant-paid external bonus win (credits; bonus handpays keyed off). */
    static final String HANDPAID = "0021";
    /** AFT bonus credits put on the meter, cashable and non-restricted (SAS AE/B0 are these in cents; AF/B1 counts). */
    static final String AFT_CASHABLE = "AFT_BONUS:C";
    static final String AFT_NON_RESTRICTED = "AFT_BONUS:NR";
    /** Legacy bonus (LP 8A) credits awarded by tax status: 00 deductible, 01 non-deductible, 02 wager match (LP 9A). */
    static final String[] LEGACY = {"LBONUS:D", "LBONUS:ND", "LBONUS:WM"};

    private Bonuses() {
    }

    static boolean isBonus(int type) {
        return type == AftTransferRequest.BONUS_COIN_OUT_WIN || type == AftTransferRequest.BONUS_JACKPOT_WIN;
    }

    /**
     * What the store refuses of a bonus order before it looks at the meters ([M]'s bonus handlers): partial transfers
     * and restricted amounts are 82 (a bonus is a win: cashable or non-restricted), nothing at all 83.
     */
    static Integer precheck(AftTransferRequest q) {
        if (q.partialAllowed() || q.restrictedCents() > 0) {
            return AftTransfers.NOT_VALID_FUNCTION;
        }
        if (q.cashableCents() + q.nonRestrictedCents() == 0) {
            return AftTransfers.NOT_VALID_AMOUNT;
        }
        return null;
    }

    /** True when a bonus of {@code credits} of this type goes to an attendant (type 11, LP 8A: at the handpay limit). */
    static boolean handpay(boolean jackpotRule, long credits, long handpayLimit) {
        return jackpotRule && credits >= handpayLimit;
    }

    /**
     * The credits of an AFT bonus: all of it or nothing (full only); 84 when a bonus the machine pays would take the
     * credit meter past its limit.
     */
    static AftMoves.Amounts amounts(MeterState m, AftTransferRequest q, long denom, long handpayLimit) {
        long c = q.cashableCents() / denom;
        long nr = q.nonRestrictedCents() / denom;
        boolean hand = handpay(q.type() == AftTransferRequest.BONUS_JACKPOT_WIN, c + nr, handpayLimit);
        if (!hand && c + nr > Math.max(0, q.limitCredits() - m.credits())) {
            return AftMoves.Amounts.refused(AftTransfers.OVER_LIMIT);
        }
        return new AftMoves.Amounts(c, 0, nr, AftTransferRecord.FULL, 0);
    }

    /**
     * Pays an AFT bonus whose row {@code rec} was just written: onto the meter, or a bonus handpay (type 11 at or
     * above the handpay limit). Returns the handpay opened, or null.
     */
    static HandpayRecord payAft(Ctx ctx, MeterStoreConfig config, MeterState m, AftTransferRequest q,
                                AftMoves.Amounts a, AftTransferRecord rec) throws SQLException {
        long total = a.c() + a.nr();
        if (handpay(q.type() == AftTransferRequest.BONUS_JACKPOT_WIN, total, config.handpayLimit())) {
            return openHandpay(ctx, config, rec.id(), total, "AFT bonus jackpot " + q.transactionId());
        }
        credit(m, total);
        if (a.c() > 0) {
            m.add(AFT_CASHABLE, a.c());
            m.add(AFT_CASHABLE + Kinds.COUNT, 1);
        }
        if (a.nr() > 0) {
            m.balance(Kinds.NON_RESTRICTED, Kinds.nonRestricted(m) + a.nr());
            m.add(AFT_NON_RESTRICTED, a.nr());
            m.add(AFT_NON_RESTRICTED + Kinds.COUNT, 1);
        }
        return null;
    }

    /** Pays a legacy bonus (LP 8A): onto the meter as cashable credits, or a bonus handpay at the handpay limit. */
    static HandpayRecord payLegacy(Ctx ctx, MeterStoreConfig config, MeterState m, long credits, int taxStatus)
            throws SQLException {
        m.add(LEGACY[taxStatus], credits);
        if (handpay(true, credits, config.handpayLimit())) {
            return openHandpay(ctx, config, 0, credits, "legacy bonus (tax status " + taxStatus + ")");
        }
        credit(m, credits);
        return null;
    }

    private static void credit(MeterState m, long credits) {
        if (m.credits() + credits >= MeterStore.ROLLOVER) {
            throw new MeterException(Kind.ILLEGAL_STATE, "the credit meter (" + m.credits() + ") cannot take a bonus of "
                + credits + " credits");
        }
        m.credits(m.credits() + credits);
        m.add(MACHINE_PAID, credits);
        m.add(Meter.TOTAL_WON, credits);
    }

    private static HandpayRecord openHandpay(Ctx ctx, MeterStoreConfig config, long ref, long credits, String what)
            throws SQLException {
        HandpayRecord h = Handpays.insert(ctx, Sequences.next(ctx, "handpay", config.journalHistory()),
            HandpayRecord.Kind.BONUS_JACKPOT, ref, credits);
        Events.append(ctx, config.eventLogSize(), EventType.HANDPAY_PENDING, "bonus jackpot handpay " + h.handpayId()
            + " of " + credits + " credits: " + what);
        // Exception 51: a handpay is pending, as for a round's jackpot (docs/sas.md "Handpays").
        SasQueue.raise(ctx, 0x51, credits, 1);
        return h;
    }

    /** Key-off of a bonus handpay: counted as attendant-paid external bonus, total won and total hand-paid. */
    static void handpaid(MeterState m, long credits) {
        m.add(HANDPAID, credits);
        m.add(Meter.TOTAL_WON, credits);
        m.add(Meter.TOTAL_HANDPAID, credits);
    }
}

package io.opencab.meters;

import java.time.Instant;

/**
 * An attendant-paid amount (regulations.md 1.10).
 *
 * @param roundId   the jackpot's round, or 0 for a cancelled-credit handpay
 * @param amount    credits to pay by hand
 * @param paidAt    null while pending
 * @param attendant who keyed it off; null while pending
 * @param validation its SAS validation, given at the reset when validation is on; null otherwise
 */
public record HandpayRecord(long handpayId, Kind kind, long roundId, long amount, boolean paid, Instant requestedAt,
                            Instant paidAt, String attendant, HandpayValidation validation) {

    /** A handpay without a validation (pending, or reset with validation off). */
    public HandpayRecord(long handpayId, Kind kind, long roundId, long amount, boolean paid, Instant requestedAt,
            Instant paidAt, String attendant) {
        this(handpayId, kind, roundId, amount, paid, requestedAt, paidAt, attendant, null);
    }

    public enum Kind {
        /** A round win at or above the handpay limit; meters 0002 (and 0022, 0023). */
        JACKPOT,
        /** A cash-out paid by an attendant; meters 0003, 0004 (and 0023). */
        CANCELLED_CREDIT,
        /**
         * A bonus from the casino system (AFT type 11 bonus jackpot win, or LP 8A) at or above the handpay limit
         * (docs/aft.md "Bonus transfers"); {@code roundId} is the AFT transfer's row id (0 for LP 8A); meters 0021
         * (and 0022, 0023).
         */
        BONUS_JACKPOT
    }

    /** A jackpot in SAS's sense (LP 1B, exception 52, validation meters): a round's jackpot or a bonus jackpot. */
    public boolean jackpot() {
        return kind != Kind.CANCELLED_CREDIT;
    }
}

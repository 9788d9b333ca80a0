package io.opencab.app.cabinet.state;

import io.opencab.meters.HandpayRecord;

/**
 * A handpay waiting for an attendant.
 *
 * @param handpayId    the store's handpay id
 * @param jackpot      true for a jackpot (a single win at or above the handpay limit), false for a cash-out
 *                     (cancelled credits)
 * @param credits      amount in credits
 * @param cents        amount in cents (credits x denomination)
 * @param roundId      the jackpot's round, 0 for a cash-out or a bonus jackpot (a bonus from the casino system is a
 *                     jackpot to the player and to SAS, but belongs to no round; docs/aft.md "Bonus transfers")
 */
public record HandpayView(long handpayId, boolean jackpot, long credits, long cents, long roundId) {

    /** The store's handpay as the screen shows it, on a cabinet of {@code denominationCents} cents a credit. */
    public static HandpayView of(HandpayRecord h, long denominationCents) {
        return new HandpayView(h.handpayId(), h.jackpot(), h.amount(), Math.multiplyExact(h.amount(), denominationCents),
            h.kind() == HandpayRecord.Kind.JACKPOT ? h.roundId() : 0);
    }
}

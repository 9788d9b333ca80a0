package io.opencab.tests.powerloss;

import io.opencab.meters.AftTransferRecord;
import io.opencab.meters.AftTransferRequest;
import io.opencab.meters.AftTransfers;
import io.opencab.meters.HandpayRecord;
import io.opencab.meters.JournalEntry;
import io.opencab.meters.MeterStore;
import io.opencab.meters.RoundDecision;
import io.opencab.meters.RoundVersions;
import java.io.PrintStream;
import java.util.Random;

/**
 * The child JVM of {@link AftPowerLossTest}: against a real store, forever until SIGKILL, AFT transfers to the machine
 * (type 00), bonus transfers (types 10 and 11, a bonus jackpot at the handpay limit keyed off at once: {@code BONUSPAID})
 * and transfers from it to the host (type 80, partial allowed) of random kinds and amounts (at most 100 a run, each
 * with a new transaction id, printed before it is sent: {@code SENT id type c r nr}),
 * rounds that draw the promotional credits, and cash-outs. After each commit it prints what is durable
 * ({@code DONE id status}, {@code PAID round}, {@code CASHOUT id}); any surprise prints {@code FAIL} and exits 3.
 *
 * <p>Arguments: store file, seed.
 */
public final class AftLoop {
    static final long LIMIT = 1_000_000;
    private static final RoundVersions VERSIONS = new RoundVersions("opencab.draws/1", "a".repeat(64), "aft-kill");

    private AftLoop() {
    }

    /** The request the child sends for {@code id}; the parent re-sends the same after the kill. */
    static AftTransferRequest request(String id, int type, long c, long r, long nr) {
        // A bonus (types 10, 11) is full only ([M]); in-house transfers allow partial.
        return new AftTransferRequest(id, type, c, r, nr, !isBonus(type), 9, 0, 0, LIMIT);
    }

    static boolean isBonus(int type) {
        return type == AftTransferRequest.BONUS_COIN_OUT_WIN || type == AftTransferRequest.BONUS_JACKPOT_WIN;
    }

    public static void main(String[] args) {
        CabinetLoop.child(args, AftLoop::run);
    }

    private static void run(MeterStore s, long seed, PrintStream out) {
        Random r = new Random(seed);
        int transfers = 0;
        for (long n = 0; ; n++) {
            int pick = r.nextInt(10);
            // At most 100 transfers a run: the parent sends every id again after the kill, and a repeat is known as
            // one only while its record is in the 127-transfer history (as SAS's uniqueness rule is).
            if (pick < 5 && transfers++ < 100) {
                String id = Long.toHexString(seed & 0xFFFFFFFFL) + "-" + n;
                long c = r.nextInt(4) * 100L;
                long rr = r.nextInt(3) * 50L;
                long nr = r.nextInt(3) * 25L;
                if (c + rr + nr == 0) {
                    c = 100;
                }
                // One in three from the machine to the host (type 80): what there is of each kind, partial allowed;
                // one in four a bonus (type 10 coin-out win, or 11 jackpot win: at the 3,000-credit handpay limit
                // or above, a bonus handpay the child keys off at once).
                int type = r.nextInt(3) == 0 ? AftTransferRequest.IN_HOUSE_FROM_MACHINE : AftTransferRequest.IN_HOUSE_TO_MACHINE;
                int bonus = r.nextInt(4);
                if (type == AftTransferRequest.IN_HOUSE_TO_MACHINE && bonus < 2) {
                    type = bonus == 0 ? AftTransferRequest.BONUS_COIN_OUT_WIN : AftTransferRequest.BONUS_JACKPOT_WIN;
                    rr = 0;
                    c = type == AftTransferRequest.BONUS_JACKPOT_WIN && r.nextBoolean() ? 3_000 + r.nextInt(3) * 500L
                        : c == 0 && nr == 0 ? 100 : c;
                }
                CabinetLoop.say(out, "SENT " + id + " " + Integer.toHexString(type) + " " + c + " " + rr + " " + nr);
                AftTransferRecord t = AftTransfers.of(s).transfer(request(id, type, c, rr, nr));
                if (t.repeated()) {
                    CabinetLoop.fail(out, "a new transaction id " + id + " was answered as a repeat");
                }
                CabinetLoop.say(out, "DONE " + id + " " + Integer.toHexString(t.status()));
                HandpayRecord bonusHandpay = s.pendingHandpay().orElse(null);
                if (bonusHandpay != null) {
                    s.handpayPaid(bonusHandpay.handpayId(), "attendant");
                    CabinetLoop.say(out, "BONUSPAID " + bonusHandpay.handpayId() + " " + bonusHandpay.amount());
                }
            } else if (pick < 9 && s.credits() >= 10) {
                long bet = 1 + r.nextInt(10);
                long win = r.nextInt(4) == 0 ? r.nextInt(30) : 0;
                JournalEntry e = s.decide(new RoundDecision("christmas-tree", 1, bet, s.credits(), "{\"win\":" + win + "}",
                    "1/6 2/7", win, VERSIONS));
                s.presented(e.roundId());
                s.paid(e.roundId());
                CabinetLoop.say(out, "PAID " + e.roundId());
            } else {
                try {
                    HandpayRecord h = s.cashoutHandpay();
                    s.handpayPaid(h.handpayId(), "attendant");
                    CabinetLoop.say(out, "CASHOUT " + h.handpayId() + " " + h.amount());
                } catch (io.opencab.meters.MeterException e) {
                    if (e.kind() != io.opencab.meters.MeterException.Kind.ILLEGAL_STATE) {
                        throw e;
                    }
                }
            }
        }
    }
}

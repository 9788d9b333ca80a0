package io.opencab.meters;

import io.opencab.meters.MeterException.Kind;
import java.nio.file.Path;

/**
 * The self-audit (regulations.md 1.1; NZ 3.3.19-20), checked at open, before every round and
 * cash-out, and after every change (docs/meters.md "Self-audit"):
 * <pre>
 *   credits = bills in (000B) + tickets in + AFT in + coin out (0001) + machine-paid bonus (001E) - coin in (0000)
 *             - cancelled credits (0004)
 *             - restricted forfeited - AFT out   (mod 10^10; tickets in: TKT_IN:CREDITS, docs/tito.md; AFT in and the
 *             promotional balances: {@link Kinds}, docs/aft.md)
 * </pre>
 * plus the identities between meters the store keeps redundantly: total won (0022) = coin out +
 * jackpot + bonus (001E + 0021), total hand-paid (0023) = hand-paid cancelled credits + jackpot + hand-paid bonus
 * (0021), the per-game meters
 * add up to the cabinet's in every scope, and lifetime games played = won + lost (+1 while a
 * round is unfinished).
 */
final class Audit {
    private Audit() {
    }

    static void check(Path path, MeterState m, boolean roundOpen) {
        long credits = m.credits();
        long ticketsIn = m.get(Scope.LIFETIME, TicketIns.CREDITS_METER);
        long aftIn = Kinds.aftIn(m);
        long aftOut = Kinds.aftOut(m);
        long forfeited = m.get(Scope.LIFETIME, Kinds.RESTRICTED_FORFEITED);
        long bonus = m.get(Scope.LIFETIME, Bonuses.MACHINE_PAID);
        long expected = MeterState.roll(m.get(Meter.BILLS_IN_CREDITS) + ticketsIn + aftIn + m.get(Meter.COIN_OUT)
            + bonus - m.get(Meter.COIN_IN) - m.get(Meter.CANCELLED_CREDITS) - forfeited - aftOut);
        if (expected != credits) {
            throw fail(path, "credits " + credits + " != bills in " + m.get(Meter.BILLS_IN_CREDITS) + " + tickets in " + ticketsIn
                + " + AFT in " + aftIn + " + coin out " + m.get(Meter.COIN_OUT) + " + machine-paid bonus " + bonus
                + " - coin in " + m.get(Meter.COIN_IN)
                + " - cancelled " + m.get(Meter.CANCELLED_CREDITS) + " - restricted forfeited " + forfeited + " - AFT out " + aftOut
                + " = " + expected
                + " (mod 10^10)");
        }
        String kinds = Kinds.auditFailure(m);
        if (kinds != null) {
            throw fail(path, kinds);
        }
        long played = m.get(Meter.GAMES_PLAYED);
        long finished = MeterState.roll(m.get(Meter.GAMES_WON) + m.get(Meter.GAMES_LOST) + (roundOpen ? 1 : 0));
        if (played != finished) {
            throw fail(path, "games played " + played + " != won " + m.get(Meter.GAMES_WON) + " + lost "
                + m.get(Meter.GAMES_LOST) + (roundOpen ? " + 1 in progress" : ""));
        }
        // Straight from the working copy: a snapshot would copy every map (it is public and immutable).
        for (Scope scope : Scope.values()) {
            // Bonuses (docs/aft.md "Bonus transfers"): machine-paid 001E and attendant-paid 0021 are wins too.
            long bonusWon = m.get(scope, Bonuses.MACHINE_PAID) + m.get(scope, Bonuses.HANDPAID);
            same(path, scope, "total won 0022", m.get(scope, Meter.TOTAL_WON.key()),
                m.get(scope, Meter.COIN_OUT.key()) + m.get(scope, Meter.JACKPOT.key()) + bonusWon);
            same(path, scope, "total hand-paid 0023", m.get(scope, Meter.TOTAL_HANDPAID.key()),
                m.get(scope, Meter.HANDPAID_CANCELLED_CREDITS.key()) + m.get(scope, Meter.JACKPOT.key())
                + m.get(scope, Bonuses.HANDPAID));
            sumOfGames(path, m, scope, GameMeter.COIN_IN, Meter.COIN_IN);
            sumOfGames(path, m, scope, GameMeter.COIN_OUT, Meter.COIN_OUT);
            sumOfGames(path, m, scope, GameMeter.JACKPOT, Meter.JACKPOT);
            sumOfGames(path, m, scope, GameMeter.GAMES_PLAYED, Meter.GAMES_PLAYED);
            sumOfGames(path, m, scope, GameMeter.GAMES_WON, Meter.GAMES_WON);
            sumOfGames(path, m, scope, GameMeter.GAMES_LOST, Meter.GAMES_LOST);
        }
    }

    private static void sumOfGames(Path path, MeterState m, Scope scope, GameMeter g, Meter total) {
        long stored = m.get(scope, total.key());
        long sum = m.gameSum(scope, g);
        if (stored != MeterState.roll(sum)) {
            same(path, scope, "per-game " + g + " sum", stored, sum);
        }
    }

    private static void same(Path path, Scope scope, String what, long stored, long sum) {
        if (stored != MeterState.roll(sum)) {
            throw fail(path, what + " in " + scope + " is " + stored + " but its parts add up to " + MeterState.roll(sum));
        }
    }

    private static MeterException fail(Path path, String what) {
        return new MeterException(Kind.AUDIT, "self-audit failed on " + path + ": " + what
            + " (meters cannot be trusted: lock up until an authorized RAM clear)");
    }
}

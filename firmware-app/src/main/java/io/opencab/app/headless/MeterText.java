package io.opencab.app.headless;

import io.opencab.app.cabinet.attendant.MeterReport;
import io.opencab.app.cabinet.state.GameChoice;
import io.opencab.meters.GameMeter;
import io.opencab.meters.Meter;
import io.opencab.meters.MeterSnapshot;
import io.opencab.meters.Scope;
import io.opencab.money.MoneyFormat;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/** The meters as text: what {@code cabinet run --headless} prints at the end. */
public final class MeterText {
    private MeterText() {
    }

    public static void print(PrintWriter out, MeterReport r, List<GameChoice> games, MoneyFormat money) {
        MeterSnapshot m = r.meters();
        long d = r.denominationCents();
        out.printf(Locale.ROOT, "meters of cabinet %s (store %s, firmware %s), master (lifetime), credits of %d cents:%n",
            r.cabinetId(), r.storeId(), r.softwareVersion(), d);
        line(out, "credits (000C)", m.credits(), money);
        line(out, "bills in (000B)", m.get(Meter.BILLS_IN_CREDITS), money);
        line(out, "tickets in", m.get(Scope.LIFETIME, io.opencab.meters.TicketIns.CREDITS_METER), money);
        line(out, "coin in (0000)", m.get(Meter.COIN_IN), money);
        line(out, "coin out (0001)", m.get(Meter.COIN_OUT), money);
        line(out, "jackpots hand-paid (0002)", m.get(Meter.JACKPOT), money);
        line(out, "cancelled credits (0004)", m.get(Meter.CANCELLED_CREDITS), money);
        out.printf(Locale.ROOT, "  %-28s %,14d / %,d / %,d%n", "games played/won/lost", m.get(Meter.GAMES_PLAYED),
            m.get(Meter.GAMES_WON), m.get(Meter.GAMES_LOST));
        out.printf(Locale.ROOT, "  %-28s %,14d (period: %,d)%n", "power resets", m.get(Meter.POWER_RESETS),
            m.get(Scope.PERIOD, Meter.POWER_RESETS));
        for (GameChoice g : games) {
            long played = m.game(Scope.LIFETIME, g.gameId(), GameMeter.GAMES_PLAYED);
            long in = m.game(Scope.LIFETIME, g.gameId(), GameMeter.COIN_IN);
            long won = m.game(Scope.LIFETIME, g.gameId(), GameMeter.COIN_OUT)
                + m.game(Scope.LIFETIME, g.gameId(), GameMeter.JACKPOT);
            out.printf(Locale.ROOT, "  %-28s %,14d games, coin in %,d, won %,d (return %s)%n", g.gameId(), played, in, won,
                in == 0 ? "-" : String.format(Locale.ROOT, "%.2f%%", 100.0 * won / in));
        }
        out.printf(Locale.ROOT, "  audit: credits %,d %s bills in + tickets in + coin out - coin in - cancelled credits = %,d%n",
            m.credits(), r.auditHolds() ? "=" : "!=", r.auditCredits(Scope.LIFETIME));
    }

    /** A credit meter and its worth, written by the one money formatter (issue 38 item 2). */
    private static void line(PrintWriter out, String name, long credits, MoneyFormat money) {
        out.printf(Locale.ROOT, "  %-28s %14s (%s)%n", name, money.credits(credits), money.currency(credits));
    }
}

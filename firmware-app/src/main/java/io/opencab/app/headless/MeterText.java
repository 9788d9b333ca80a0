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
        out.printf(Locale.ROOT, "meters of cabinet %s (store %s, firmware %s), master (lifetime), credits of %s:%n",
            r.cabinetId(), r.storeId(), r.softwareVersion(), money.cents(r.denominationCents()));
        line(out, "credits (000C)", m.credits(), money);
        line(out, "bills in (000B)", m.get(Meter.BILLS_IN_CREDITS), money);
        line(out, "tickets in", m.get(Scope.LIFETIME, io.opencab.meters.TicketIns.CREDITS_METER), money);
        line(out, "coin in (0000)", m.get(Meter.COIN_IN), money);
        line(out, "coin out (0001)", m.get(Meter.COIN_OUT), money);
        line(out, "jackpots hand-paid (0002)", m.get(Meter.JACKPOT), money);
        line(out, "cancelled credits (0004)", m.get(Meter.CANCELLED_CREDITS), money);
        // Counts and credits are grouped as the cabinet's configuration says (money.grouping; issue 38 item 2).
        out.printf(Locale.ROOT, "  %-28s %14s / %s / %s%n", "games played/won/lost", money.number(m.get(Meter.GAMES_PLAYED)),
            money.number(m.get(Meter.GAMES_WON)), money.number(m.get(Meter.GAMES_LOST)));
        out.printf(Locale.ROOT, "  %-28s %14s (period: %s)%n", "power resets", money.number(m.get(Meter.POWER_RESETS)),
            money.number(m.get(Scope.PERIOD, Meter.POWER_RESETS)));
        for (GameChoice g : games) {
            long played = m.game(Scope.LIFETIME, g.gameId(), GameMeter.GAMES_PLAYED);
            long in = m.game(Scope.LIFETIME, g.gameId(), GameMeter.COIN_IN);
            long won = m.game(Scope.LIFETIME, g.gameId(), GameMeter.COIN_OUT)
                + m.game(Scope.LIFETIME, g.gameId(), GameMeter.JACKPOT);
            out.printf(Locale.ROOT, "  %-28s %14s games, coin in %s, won %s (return %s)%n", g.gameId(),
                money.number(played), money.credits(in), money.credits(won),
                in == 0 ? "-" : money.percent(won, in));
        }
        out.printf(Locale.ROOT, "  audit: credits %s %s bills in + tickets in + coin out - coin in - cancelled credits = %s%n",
            money.credits(m.credits()), r.auditHolds() ? "=" : "!=", money.credits(r.auditCredits(Scope.LIFETIME)));
    }

    /** A credit meter and its worth, written by the one money formatter (issue 38 item 2). */
    private static void line(PrintWriter out, String name, long credits, MoneyFormat money) {
        out.printf(Locale.ROOT, "  %-28s %14s (%s)%n", name, money.credits(credits), money.currency(credits));
    }
}

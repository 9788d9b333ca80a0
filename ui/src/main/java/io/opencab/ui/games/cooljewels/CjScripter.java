package io.opencab.ui.games.cooljewels;

import io.opencab.engine.games.cooljewels.CjEvaluation;
import io.opencab.engine.games.cooljewels.CjGame;
import io.opencab.engine.games.cooljewels.CjGuarantee;
import io.opencab.engine.games.cooljewels.CjPair;
import io.opencab.engine.games.cooljewels.CjPay;
import io.opencab.engine.games.cooljewels.CjSymbols;
import io.opencab.engine.games.cooljewels.CjWildAction;
import io.opencab.engine.games.cooljewels.CoolJewelsOutcome;
import io.opencab.engine.grid.Board;
import io.opencab.ui.games.cooljewels.CjSteps.Cascade;
import io.opencab.ui.games.cooljewels.CjSteps.FreeGames;
import io.opencab.ui.games.cooljewels.CjSteps.Groups;
import io.opencab.ui.games.cooljewels.CjSteps.Guarantee;
import io.opencab.ui.games.cooljewels.CjSteps.Hud;
import io.opencab.ui.games.cooljewels.CjSteps.Land;
import io.opencab.ui.games.cooljewels.CjSteps.Marks;
import io.opencab.ui.games.cooljewels.CjSteps.Meter;
import io.opencab.ui.games.cooljewels.CjSteps.Pairs;
import io.opencab.ui.games.cooljewels.CjSteps.Total;
import io.opencab.ui.games.cooljewels.CjSteps.WildAct;
import io.opencab.ui.present.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Turns a {@link CoolJewelsOutcome} into its steps in the rule sheet's evaluation order: for
 * every evaluation the Matching Groups (with expired Persisting Wilds and Pink Watermark spaces),
 * each activated Wild's destroy pattern, the Wild Pairs and their Enhancements, the Pay Per
 * Symbol Meter filling in pay order, and the cascade; then free games, the Bonus Guarantee and
 * the total. Every amount is read from the outcome; the win meter never passes the total.
 */
final class CjScripter {
    private final CoolJewelsOutcome o;
    private final long capX;
    private final List<Step> steps = new ArrayList<>();
    private long running;
    private int games;

    private CjScripter(CoolJewelsOutcome o, long capX) {
        this.o = o;
        this.capX = capX;
    }

    static List<Step> steps(CoolJewelsOutcome o, long capX) {
        CjScripter s = new CjScripter(o, capX);
        s.build();
        return s.steps;
    }

    private void build() {
        List<CjGame> free = o.freeGames();
        Board board = game(o.base(), !free.isEmpty());
        for (int i = 0; i < free.size(); i++) {
            boolean lastPlayed = i == free.size() - 1;
            board = game(free.get(i), !(lastPlayed && o.capped()));
        }
        CjGuarantee g = o.guarantee();
        Hud end = hud(0, 0, 0, 0, Marks.NONE);
        if (g != null) {
            running += g.topUp();
            long paid = o.sourceWin(CoolJewelsOutcome.Source.FREE_GAMES.ordinal())
                    + o.sourceWin(CoolJewelsOutcome.Source.GUARANTEE.ordinal());
            String caption = "FREE GAMES WIN " + g.freeGamesPay() + (g.topUp() > 0
                    ? " - BONUS GUARANTEE " + g.floor() + ": top-up " + g.topUp()
                    : " - Bonus Guarantee of " + g.floor() + " reached");
            steps.add(new Guarantee(g, paid, board, 0, hud(free.size(), 0, 0, 0, Marks.NONE), shown(), caption));
        }
        String caption = o.totalWin() == 0 ? "No win" : "TOTAL WIN " + o.totalWin();
        if (o.capped()) {
            caption += " - maximum win of x" + capX + " bets reached";
        }
        steps.add(new Total(o.totalWin(), o.bet(), o.capped(), capX, board, 0, end, shown(), caption));
    }

    /** Adds one game's steps; returns the board it ended on. */
    private Board game(CjGame g, boolean showAward) {
        int number = g.number();
        Board board = g.drawn();
        int bonus = 0;
        int slice = 0;
        int cascade = 0;
        Marks marks = Marks.NONE;
        steps.add(new Land(board, 0, hud(number, 0, 0, 0, marks), shown(), g.free()
                ? "Free game " + number + " of " + games : "Bet " + o.bet() + " (level " + o.betLevel() + ")"));
        for (CjEvaluation e : g.evaluations()) {
            cascade++;
            marks = new Marks(e.pink(), e.green(), e.blue());
            Hud hud = hud(number, bonus, cascade, slice, marks);
            long gone = e.groupDestroyed() | e.expired() | e.pinkDestroyed();
            steps.add(new Groups(e.groups(), e.expired(), e.pinkDestroyed(), e.board(), gone, hud, shown(),
                    groupsCaption(e)));
            List<CjWildAction> wilds = e.wilds();
            for (int i = 0; i < wilds.size(); i++) {
                CjWildAction w = wilds.get(i);
                gone |= w.destroyed();
                steps.add(new WildAct(w, i, e.board(), gone, hud, shown(), CjArt.SYMBOLS.name(w.symbol()) + " destroys "
                        + Long.bitCount(w.destroyed()) + (w.consumed() ? " (itself included)" : "")));
            }
            Board now = e.board();
            if (!e.pairs().isEmpty()) {
                byte[] cells = now.toArray();
                for (long m = e.persistingMade(); m != 0; m &= m - 1) {
                    cells[Long.numberOfTrailingZeros(m)] = CjSymbols.PERSISTING;
                }
                now = Board.of(now.shape(), cells);
                Marks made = new Marks(e.newPink(), e.newGreen(), e.newBlue());
                steps.add(new Pairs(e.pairs(), e.persistingMade(), now, e.destroyed(), hud(number, bonus, cascade, slice,
                        made), shown(), pairsCaption(e.pairs())));
            }
            Marks next = new Marks(e.newPink(), e.newGreen(), e.newBlue());
            running += e.pay();
            bonus += e.bonus();
            int from = slice;
            slice += e.payCount();
            steps.add(new Meter(e.pays(), from, e.pay(), now, e.destroyed(), hud(number, bonus, cascade, slice, next),
                    shown(), e.payCount() + " symbols destroyed: " + e.pay()
                    + (e.bonus() > 0 ? " - " + bonus + " Bonus" : "")));
            steps.add(new Cascade(now, e.destroyed(), e.after(), 0, hud(number, bonus, cascade, slice, next), shown(),
                    cascade == 30 ? "Cascade 30 of 30: the last" : "Cascade " + cascade));
            board = e.after();
        }
        if (g.awarded() > 0 && showAward) {
            games += g.awarded();
            // The base game awards by Bonus destroyed, a free game by Bonus landed (rule sheet; PAR D14).
            int counted = g.free() ? g.landed() : g.bonus();
            steps.add(new FreeGames(counted, g.awarded(), games, board, 0, hud(number, bonus, cascade, slice, Marks.NONE),
                    shown(), counted + (g.free() ? " BONUS landed: " : " BONUS destroyed: ") + g.awarded() + " FREE GAMES"
                    + (g.free() ? " more (" + games + " in all)" : "")));
        }
        return board;
    }

    private Hud hud(int game, int bonus, int cascade, int slice, Marks marks) {
        return new Hud(o.betLevel(), o.bet(), game, games, bonus, cascade, slice, marks);
    }

    private long shown() {
        return Math.min(running, o.totalWin());
    }

    private static String groupsCaption(CjEvaluation e) {
        StringBuilder sb = new StringBuilder(e.groups().stream().map(g -> g.size() + " " + CjArt.SYMBOLS.name(g.symbol()))
                .collect(Collectors.joining(", ")));
        if (sb.isEmpty()) {
            sb.append("No Matching Group");
        }
        if (e.expired() != 0) {
            sb.append(" - ").append(Long.bitCount(e.expired())).append(" Persisting Wild expires");
        }
        if (e.pinkDestroyed() != 0) {
            sb.append(" - Pink Watermark destroys ").append(Long.bitCount(e.pinkDestroyed()));
        }
        return sb.toString();
    }

    private static String pairsCaption(List<CjPair> pairs) {
        StringBuilder sb = new StringBuilder("WILD PAIR");
        sb.append(pairs.size() > 1 ? "S: " : ": ");
        for (int i = 0; i < pairs.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(switch (pairs.get(i).enhancement()) {
                case PINK_WATERMARK -> "Pink Watermark";
                case GREEN_WATERMARK -> "Green Watermark";
                case BLUE_WATERMARK -> "Blue Watermark";
                case PERSISTING_WILDS -> "Persisting Wilds";
            });
        }
        return sb.toString();
    }

    /** A pay's multiplier as the player reads it. */
    static String multiplier(CjPay p) {
        return p.multiplier() > 1 ? " x" + p.multiplier() : "";
    }
}

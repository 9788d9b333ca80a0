package io.opencab.ui.games.christmastree;

import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.games.christmastree.CtBlizzard;
import io.opencab.engine.games.christmastree.CtCascade;
import io.opencab.engine.games.christmastree.CtClusterWin;
import io.opencab.engine.games.christmastree.CtMiracle;
import io.opencab.engine.games.christmastree.CtSpin;
import io.opencab.engine.games.christmastree.CtStep;
import io.opencab.engine.games.christmastree.CtSymbols;
import io.opencab.engine.grid.Board;
import io.opencab.ui.games.christmastree.CtSteps.BlizzardDrop;
import io.opencab.ui.games.christmastree.CtSteps.Cascade;
import io.opencab.ui.games.christmastree.CtSteps.Cluster;
import io.opencab.ui.games.christmastree.CtSteps.FreeSpinsEnd;
import io.opencab.ui.games.christmastree.CtSteps.FreeSpinsStart;
import io.opencab.ui.games.christmastree.CtSteps.Hud;
import io.opencab.ui.games.christmastree.CtSteps.Land;
import io.opencab.ui.games.christmastree.CtSteps.Miracle;
import io.opencab.ui.games.christmastree.CtSteps.MultiplierUp;
import io.opencab.ui.games.christmastree.CtSteps.Reveal;
import io.opencab.ui.games.christmastree.CtSteps.Snowball;
import io.opencab.ui.games.christmastree.CtSteps.Total;
import io.opencab.ui.games.christmastree.CtSteps.Wins;
import io.opencab.ui.present.Step;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a {@link ChristmasTreeOutcome} into its steps, in the order the engine decided them
 * (ChristmasTree's flow): land, Snowman, cascades and Blizzards, Miracle, Free Spins, total.
 * Every amount is read from the outcome; the win meter shows the running sum, which never
 * exceeds the outcome's total (the cap cut the last amounts, docs/outcome-format.md).
 */
final class CtScripter {
    private final long capX;
    /** The engine's Free Spins multiplier ladder: the multiplier after n paying cascades. */
    private final java.util.function.IntToLongFunction ladder;
    private final List<Step> steps = new ArrayList<>();
    private final long total;
    private long running;
    /** Paying cascades shown so far in the Free Spins. */
    private int freeCascades;
    private Board board;

    private CtScripter(ChristmasTreeOutcome o, long capX, java.util.function.IntToLongFunction ladder) {
        this.capX = capX;
        this.ladder = ladder;
        this.total = o.totalWin();
    }

    static List<Step> steps(ChristmasTreeOutcome o, long capX, java.util.function.IntToLongFunction ladder) {
        CtScripter s = new CtScripter(o, capX, ladder);
        s.build(o);
        return s.steps;
    }

    private void build(ChristmasTreeOutcome o) {
        spin(o.regular(), Hud.REGULAR, "Bet " + o.bet());
        CtMiracle m = o.miracle();
        if (m != null) {
            add(m.pay());
            steps.add(new Miracle(m.kind(), m.value(), m.pay(), board, Hud.REGULAR, shown(), miracleCaption(m, o)));
        }
        List<CtSpin> free = o.freeSpins();
        if (m != null && m.kind() == CtMiracle.Kind.FREE_SPINS) {
            // The Miracle awards m.value() spins; fewer are in the outcome only when the cap ended the round.
            int count = m.value();
            int multiplier = (int) ladder.applyAsLong(0);
            steps.add(new FreeSpinsStart(count, board, new Hud(0, count, multiplier), shown(),
                    count + " FREE SPINS with a progressive multiplier"));
            long freeWin = 0;
            for (int i = 0; i < free.size(); i++) {
                CtSpin spin = free.get(i);
                Hud hud = new Hud(i + 1, count, multiplier);
                multiplier = spin(spin, hud, "Free Spin " + (i + 1) + " of " + count);
                freeWin += spin.win();
            }
            long paid = o.sourceWin(ChristmasTreeOutcome.Source.FREE_SPINS.ordinal());
            steps.add(new FreeSpinsEnd(paid, board, new Hud(free.size(), count, multiplier), shown(),
                    "FREE SPINS WIN " + paid + (paid < freeWin ? " (cap reached)" : "")));
        }
        String caption = o.totalWin() == 0 ? "No win" : "TOTAL WIN " + o.totalWin();
        if (o.capped()) {
            caption += " - maximum win of x" + capX + " bets reached";
        }
        steps.add(new Total(o.totalWin(), o.bet(), o.capped(), capX, board, Hud.REGULAR, shown(), caption));
    }

    /** Adds one spin's steps; returns the Free Spins multiplier after it. */
    private int spin(CtSpin spin, Hud hud, String landCaption) {
        board = spin.drawn();
        steps.add(new Land(board, hud, shown(), landCaption));
        if (spin.snowmanSymbol() >= 0) {
            Board before = board;
            board = spin.start();
            String name = CtArt.SYMBOLS.name(spin.snowmanSymbol());
            steps.add(new Snowball(spin.snowmanCell(), spin.snowmanSymbol(), before, board, hud, shown(),
                    "SNOWMAN: every " + name + " is Wild this spin"));
        }
        int multiplier = hud.multiplier();
        for (CtStep step : spin.steps()) {
            Hud now = new Hud(hud.index(), hud.total(), multiplier);
            switch (step) {
                case CtCascade c -> {
                    List<Cluster> clusters = new ArrayList<>(c.clusters().size());
                    for (CtClusterWin w : c.clusters()) {
                        clusters.add(new Cluster(w.symbol(), w.cells(), w.size(), w.pay()));
                    }
                    add(c.pay());
                    steps.add(new Wins(clusters, c.multiplier(), c.pay(), board, now, shown(), winsCaption(c)));
                    Board before = board;
                    board = c.after();
                    steps.add(new Cascade(before, c.removed(), board, now, shown(), "Cascade"));
                    if (hud.free()) {
                        // Raised after the payout of each cascade and kept between spins (rule sheet):
                        // the next rung of the engine's ladder, the one the next cascade is paid with.
                        freeCascades++;
                        multiplier = (int) ladder.applyAsLong(freeCascades);
                        steps.add(new MultiplierUp(board, new Hud(hud.index(), hud.total(), multiplier), shown(),
                                "Multiplier x" + multiplier));
                    }
                }
                case CtBlizzard b -> {
                    Board before = board;
                    steps.add(new BlizzardDrop(before, b.cells(), board, now, shown(),
                            "BLIZZARD drops " + Long.bitCount(b.cells()) + " Mystery gifts"));
                    board = b.after();
                    int shownSymbol = board.at(Long.numberOfTrailingZeros(b.cells()));
                    steps.add(new Reveal(b.cells(), b.revealed(), shownSymbol, board, now, shown(),
                            "Mystery gifts reveal " + CtArt.SYMBOLS.name(b.revealed())
                                    + (shownSymbol != b.revealed() ? " (Wild by Snowman)" : "")));
                }
            }
        }
        return multiplier;
    }

    private void add(long pay) {
        running += pay;
    }

    /** The win meter: the running sum, cut at the round's total (the cap). */
    private long shown() {
        return Math.min(running, total);
    }

    private static String winsCaption(CtCascade c) {
        StringBuilder sb = new StringBuilder();
        long sum = 0;
        for (CtClusterWin w : c.clusters()) {
            if (!sb.isEmpty()) {
                sb.append(" + ");
            }
            sb.append(w.size()).append(' ').append(CtArt.SYMBOLS.name(w.symbol())).append(' ').append(w.pay());
            sum += w.pay();
        }
        if (c.clusters().size() > 1) {
            sb.append(" = ").append(sum);
        }
        if (c.multiplier() > 1) {
            sb.append(" x").append(c.multiplier()).append(" = ").append(c.pay());
        }
        return sb.toString();
    }

    private static String miracleCaption(CtMiracle m, ChristmasTreeOutcome o) {
        return switch (m.kind()) {
            case BET_WIN -> "MIRACLE: bet win x" + m.value() + " = " + m.pay();
            case MULTIPLIER -> "MIRACLE: total win x" + m.value() + " (+" + m.pay() + ")";
            case FREE_SPINS -> "MIRACLE: " + m.value() + " Free Spins";
        };
    }

    static String symbolName(int symbol) {
        return CtSymbols.NAMES.get(symbol);
    }
}

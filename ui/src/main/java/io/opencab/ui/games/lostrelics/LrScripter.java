package io.opencab.ui.games.lostrelics;

import io.opencab.engine.games.lostrelics.LostRelicsOutcome;
import io.opencab.engine.games.lostrelics.LrChestAward;
import io.opencab.engine.games.lostrelics.LrChestGrant;
import io.opencab.engine.games.lostrelics.LrClusterWin;
import io.opencab.engine.games.lostrelics.LrFeature;
import io.opencab.engine.games.lostrelics.LrFreeSpin;
import io.opencab.engine.games.lostrelics.LrMainSpin;
import io.opencab.engine.games.lostrelics.LrSymbols;
import io.opencab.engine.grid.Board;
import io.opencab.ui.games.lostrelics.LrSteps.ChestFound;
import io.opencab.ui.games.lostrelics.LrSteps.Cluster;
import io.opencab.ui.games.lostrelics.LrSteps.Feature;
import io.opencab.ui.games.lostrelics.LrSteps.FreeSpinsEnd;
import io.opencab.ui.games.lostrelics.LrSteps.FreeSpinsStart;
import io.opencab.ui.games.lostrelics.LrSteps.Hud;
import io.opencab.ui.games.lostrelics.LrSteps.Land;
import io.opencab.ui.games.lostrelics.LrSteps.Total;
import io.opencab.ui.games.lostrelics.LrSteps.Uncover;
import io.opencab.ui.games.lostrelics.LrSteps.Wins;
import io.opencab.ui.present.Step;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a {@link LostRelicsOutcome} into its steps in the order the rule sheet gives: the reels
 * stop, the random features are revealed from under winning symbols before any win is paid,
 * the clusters pay; then Free Spins, each with its clusters, the Hidden Chest's uncovered spaces
 * and a found chest's award. Every amount is read from the outcome; the win meter shows the
 * running sum (Lost Relics has no win cap, so it ends at the outcome's total).
 */
final class LrScripter {
    /** Free Spins activated by 3 Scatters (rule sheet). */
    static final int FREE_SPINS = 10;

    private final LostRelicsOutcome o;
    private final List<Step> steps = new ArrayList<>();
    private long running;
    private Board board;

    private LrScripter(LostRelicsOutcome o) {
        this.o = o;
    }

    static List<Step> steps(LostRelicsOutcome o) {
        LrScripter s = new LrScripter(o);
        s.build();
        return s.steps;
    }

    private void build() {
        LrMainSpin main = o.main();
        board = main.drawn();
        int scatters = main.landedScatters();
        Hud hud = new Hud(o.betLevel(), o.bet(), scatters, 0, 0, 0, 0, 0, 0, 0);
        steps.add(new Land(board, hud, shown(), "Level " + o.betLevel() + " - bet " + o.bet() + " coins"
                + (scatters > 0 ? " - " + scatters + " Scatter" + (scatters > 1 ? "s" : "") : "")));
        byte[] cells = main.drawn().toArray();
        List<LrFeature> features = main.features();
        for (int i = 0; i < features.size(); i++) {
            LrFeature f = features.get(i);
            Board before = board;
            if (f.kind() == LrFeature.Kind.EXTRA_WILD) {
                for (long m = f.wildCells(); m != 0; m &= m - 1) {
                    cells[Long.numberOfTrailingZeros(m)] = LrSymbols.WILD;
                }
                board = Board.of(board.shape(), cells);
            }
            running += f.pay();
            hud = new Hud(o.betLevel(), o.bet(), f.scatters(), 0, 0, 0, 0, 0, 0, 0);
            steps.add(new Feature(f, i + 1, before, board, hud, shown(), featureCaption(f)));
        }
        if (!board.equals(main.board())) {
            throw new io.opencab.ui.present.UiException("Lost Relics outcome: features do not give the paid board");
        }
        wins(main.clusters(), hud);
        if (!o.freeSpins().isEmpty()) {
            freeSpins(hud);
        }
        String caption = o.totalWin() == 0 ? "No win" : "TOTAL WIN " + o.totalWin();
        Hud end = new Hud(o.betLevel(), o.bet(), main.scatters(), 0, 0, 0, 0, 0, 0, 0);
        steps.add(new Total(o.totalWin(), o.bet(), board, end, shown(), caption));
    }

    private void freeSpins(Hud mainHud) {
        int spins = FREE_SPINS;
        int extra = 0;
        long sticky = 0;
        long uncovered = 0;
        int chest = 1;
        steps.add(new FreeSpinsStart(spins, board, new Hud(o.betLevel(), o.bet(), mainHud.scatters(), 0, spins, 0, 0, 0, 0, 1),
                shown(), "3 SCATTERS: " + spins + " FREE SPINS with the Hidden Chest"));
        for (LrFreeSpin s : o.freeSpins()) {
            sticky = s.sticky();
            board = s.board();
            Hud hud = new Hud(o.betLevel(), o.bet(), mainHud.scatters(), s.number(), spins, extra, sticky, uncovered,
                    uncovered & s.chest().cells(), chest);
            steps.add(new Land(board, hud, shown(), "Free Spin " + s.number() + " of " + spins
                    + (sticky != 0 ? " - " + Long.bitCount(sticky) + " Sticky Wild" + (Long.bitCount(sticky) > 1 ? "s" : "") : "")));
            wins(s.clusters(), hud);
            long fresh = s.uncovered() & ~uncovered;
            uncovered = s.uncovered();
            hud = new Hud(o.betLevel(), o.bet(), mainHud.scatters(), s.number(), spins, extra, sticky, uncovered,
                    uncovered & s.chest().cells(), chest);
            if (fresh != 0) {
                steps.add(new Uncover(fresh, board, hud, shown(), Long.bitCount(fresh) + " space"
                        + (Long.bitCount(fresh) > 1 ? "s" : "") + " uncovered (" + Long.bitCount(uncovered) + " in all)"));
            }
            LrChestAward a = s.award();
            if (a != null) {
                running += a.coinWin();
                spins += a.extraSpins();
                extra += a.extraSpins();
                sticky |= a.stickyCells();
                chest++;
                uncovered = 0;
                hud = new Hud(o.betLevel(), o.bet(), mainHud.scatters(), s.number(), spins, extra, sticky, 0, 0, chest);
                steps.add(new ChestFound(a, board, hud, shown(), chestCaption(a)));
            }
        }
        long paid = o.sourceWin(LostRelicsOutcome.Source.FREE_SPINS.ordinal())
                + o.sourceWin(LostRelicsOutcome.Source.CHEST_COIN_WIN.ordinal());
        Hud end = new Hud(o.betLevel(), o.bet(), mainHud.scatters(), o.freeSpins().size(), spins, extra, sticky, 0, 0, chest);
        steps.add(new FreeSpinsEnd(paid, board, end, shown(), "FREE SPINS WIN " + paid));
    }

    private void wins(List<LrClusterWin> clusters, Hud hud) {
        if (clusters.isEmpty()) {
            return;
        }
        List<Cluster> shownClusters = new ArrayList<>(clusters.size());
        long pay = 0;
        StringBuilder sb = new StringBuilder();
        for (LrClusterWin w : clusters) {
            shownClusters.add(new Cluster(w.symbol(), w.cells(), w.size(), w.pay()));
            pay += w.pay();
            if (!sb.isEmpty()) {
                sb.append(" + ");
            }
            sb.append(w.size()).append(' ').append(LrArt.SYMBOLS.name(w.symbol())).append(' ').append(w.pay());
        }
        if (clusters.size() > 1) {
            sb.append(" = ").append(pay);
        }
        running += pay;
        steps.add(new Wins(shownClusters, pay, board, hud, shown(), sb.toString()));
    }

    private long shown() {
        return Math.min(running, o.totalWin());
    }

    private String featureCaption(LrFeature f) {
        return switch (f.kind()) {
            case COIN_WIN -> "COIN WIN x" + f.coinX() + " bet = " + f.pay();
            case EXTRA_WILD -> "EXTRA WILD: 3 Wilds placed";
            case EXTRA_SCATTER -> "EXTRA SCATTER: " + f.scatters() + " of 3";
        };
    }

    static String chestCaption(LrChestAward a) {
        int sticky = 0;
        int coins = 0;
        for (LrChestGrant g : a.grants()) {
            if (g.kind() == LrChestGrant.Kind.STICKY_WILD) {
                sticky++;
            } else if (g.kind() == LrChestGrant.Kind.COIN_WIN) {
                coins++;
            }
        }
        StringBuilder sb = new StringBuilder(a.chest().type() + " CHEST: ");
        sb.append(a.extraSpins()).append(" Extra Free Spin").append(a.extraSpins() == 1 ? "" : "s");
        if (sticky > 0) {
            sb.append(", ").append(sticky).append(" Sticky Wild").append(sticky > 1 ? "s" : "");
        }
        if (coins > 0) {
            sb.append(", ").append(coins).append(" Coin Win").append(coins > 1 ? "s" : "").append(" = ").append(a.coinWin());
        }
        return sb.toString();
    }
}

package io.opencab.ui.games.clusterkingdom;

import io.opencab.engine.games.clusterkingdom.CkBoard;
import io.opencab.engine.games.clusterkingdom.CkBonusType;
import io.opencab.engine.games.clusterkingdom.CkCascade;
import io.opencab.engine.games.clusterkingdom.CkClusterWin;
import io.opencab.engine.games.clusterkingdom.CkDrop;
import io.opencab.engine.games.clusterkingdom.CkEvent;
import io.opencab.engine.games.clusterkingdom.CkKingUpgrade;
import io.opencab.engine.games.clusterkingdom.CkMerge;
import io.opencab.engine.games.clusterkingdom.CkPrincessWilds;
import io.opencab.engine.games.clusterkingdom.CkQueenSwap;
import io.opencab.engine.games.clusterkingdom.CkRedrop;
import io.opencab.engine.games.clusterkingdom.CkRefill;
import io.opencab.engine.games.clusterkingdom.CkRetrigger;
import io.opencab.engine.games.clusterkingdom.CkRoyalMove;
import io.opencab.engine.games.clusterkingdom.ClusterKingdom;
import io.opencab.engine.games.clusterkingdom.ClusterKingdomOutcome;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.GridShape;
import io.opencab.ui.games.clusterkingdom.CkSteps.BonusEnd;
import io.opencab.ui.games.clusterkingdom.CkSteps.BonusStart;
import io.opencab.ui.games.clusterkingdom.CkSteps.Cells;
import io.opencab.ui.games.clusterkingdom.CkSteps.Change;
import io.opencab.ui.games.clusterkingdom.CkSteps.Hud;
import io.opencab.ui.games.clusterkingdom.CkSteps.Kind;
import io.opencab.ui.games.clusterkingdom.CkSteps.Total;
import io.opencab.ui.games.clusterkingdom.CkSteps.Wins;
import io.opencab.ui.present.Step;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Turns a {@link ClusterKingdomOutcome} into its steps in the engine's order of play
 * (docs/par/cluster-kingdom.md): the drop lands, Sticky Redrops, the royals act (King, Princess,
 * Queen), Multiplier Wilds merge, the wins pay, the same-type removal (increasing multipliers
 * grow), the Princess and Queen advance toward the King, the reload; then the bonus games drop by
 * drop with their retriggers, and the total. The outcome records no board after a removal or a
 * move, so those are derived here from the board before (removed cells emptied, grown Multiplier
 * Wilds +1, a move swaps two cells); every amount is read from the outcome.
 */
final class CkScripter {
    private static final GridShape SHAPE = ClusterKingdom.shape();

    private final ClusterKingdomOutcome o;
    private final long capX;
    private final int firstDrops;
    private final List<Step> steps = new ArrayList<>();
    private long running;
    private byte[] sym;
    private int[] mult;
    private Hud hud;

    private CkScripter(ClusterKingdomOutcome o, long capX, int firstDrops) {
        this.o = o;
        this.capX = capX;
        this.firstDrops = firstDrops;
    }

    /** {@code firstDrops}: the free drops of the bonus the base drop triggered (0 without one). */
    static List<Step> steps(ClusterKingdomOutcome o, long capX, int firstDrops) {
        CkScripter s = new CkScripter(o, capX, firstDrops);
        s.build();
        return s.steps;
    }

    private void build() {
        hud = new Hud(o.betLevel(), o.bet(), null, 0, 0, 0, -1);
        drop(o.base(), "Bet " + o.bet() + " (level " + o.betLevel() + ")");
        List<CkDrop> free = o.freeDrops();
        if (!free.isEmpty()) {
            int drops = firstDrops;
            CkBonusType type = o.bonus();
            hud = new Hud(o.betLevel(), o.bet(), type, 0, drops, 0, -1);
            steps.add(new BonusStart(type, drops, false, cells(), hud, shown(), title(type) + ": " + drops + " FREE DROPS"
                    + (type.increasing() ? " with increasing Multiplier Wilds" : "") + " - multipliers kept"));
            List<CkRetrigger> retriggers = o.retriggers();
            int next = 0;
            for (int i = 0; i < free.size(); i++) {
                CkDrop d = free.get(i);
                hud = new Hud(o.betLevel(), o.bet(), d.bonus(), i + 1, drops, 0, -1);
                drop(d, title(d.bonus()) + " - free drop " + (i + 1) + " of " + drops);
                while (next < retriggers.size() && retriggers.get(next).drop() == i) {
                    CkRetrigger r = retriggers.get(next++);
                    drops += r.awarded();
                    hud = new Hud(o.betLevel(), o.bet(), d.bonus(), i + 1, drops, 0, -1);
                    steps.add(new BonusStart(r.type(), r.awarded(), true, cells(), hud, shown(),
                            "RETRIGGER: " + title(r.type()) + " adds " + r.awarded() + " free drops"));
                }
            }
            long paid = o.sourceWin(ClusterKingdomOutcome.Source.MINI_BONUS.ordinal())
                    + o.sourceWin(ClusterKingdomOutcome.Source.BONUS.ordinal())
                    + o.sourceWin(ClusterKingdomOutcome.Source.SUPER_BONUS.ordinal());
            steps.add(new BonusEnd(paid, cells(), hud, shown(), title(type) + " WIN " + paid));
        }
        String caption = o.totalWin() == 0 ? "No win" : "TOTAL WIN " + o.totalWin();
        if (o.capped()) {
            caption += " - maximum win of x" + capX + " bets reached";
        }
        steps.add(new Total(o.totalWin(), o.bet(), o.capped(), capX, cells(), hud, shown(), caption));
    }

    static String title(CkBonusType t) {
        return switch (t) {
            case MINI -> "MINI BONUS";
            case BONUS -> "BONUS GAME";
            case SUPER -> "SUPER BONUS";
        };
    }

    private void drop(CkDrop d, String landCaption) {
        set(d.drawn());
        steps.add(new Change(Kind.LAND, cells(), d.royalCell() >= 0 ? 1L << d.royalCell() : 0, d.royalCell(), -1, cells(),
                hud, shown(), landCaption + (d.royal() >= 0 ? " - the " + CkArt.SYMBOLS.name(d.royal()) + " arrives" : "")));
        int redrops = 0;
        for (CkEvent e : d.events()) {
            Cells before = cells();
            switch (e) {
                case CkRedrop r -> {
                    redrops++;
                    hud = new Hud(hud.level(), hud.bet(), hud.bonus(), hud.drop(), hud.drops(), redrops, r.symbol());
                    set(r.after());
                    steps.add(new Change(Kind.REDROP, before, r.redrawn(), r.royalCell(), -1, cells(), hud, shown(),
                            "STICKY REDROP " + redrops + ": " + CkArt.SYMBOLS.name(r.symbol()) + " held - " + (r.newMatches() > 0
                                    ? r.newMatches() + " new, another redrop" : "no new " + CkArt.SYMBOLS.name(r.symbol()))));
                }
                case CkMerge m -> {
                    set(m.after());
                    steps.add(new Change(Kind.MERGE, before, 1L << m.survivor() | 1L << m.absorbed(), m.absorbed(),
                            m.survivor(), cells(), hud, shown(), "MULTIPLIER WILDS MERGE: x" + m.survivorBefore() + " * x"
                            + m.absorbedBefore() + " = x" + m.value()));
                }
                case CkKingUpgrade k -> {
                    set(k.after());
                    steps.add(new Change(Kind.KING, before, k.cells(), k.king(), -1, cells(), hud, shown(),
                            "KING: every " + CkArt.SYMBOLS.name(k.from()) + " becomes " + CkArt.SYMBOLS.name(k.to())));
                }
                case CkPrincessWilds p -> {
                    set(p.after());
                    int n = Long.bitCount(p.cells());
                    steps.add(new Change(Kind.PRINCESS, before, p.cells(), p.princess(), -1, cells(), hud, shown(),
                            "PRINCESS places " + n + " Wild" + (n > 1 ? "s" : "")));
                }
                case CkQueenSwap q -> {
                    set(q.after());
                    steps.add(new Change(Kind.QUEEN, before, 1L << q.from() | 1L << q.to(), q.from(), q.to(), cells(), hud,
                            shown(), "QUEEN swaps with the " + CkArt.SYMBOLS.name(q.symbol())));
                }
                case CkCascade c -> {
                    running += c.pay();
                    steps.add(new Wins(c.clusters(), c.pay(), before, hud, shown(), winsCaption(c)));
                    for (long m = c.removed(); m != 0; m &= m - 1) {
                        int cell = Long.numberOfTrailingZeros(m);
                        sym[cell] = Board.NONE;
                    }
                    for (long m = c.grown(); m != 0; m &= m - 1) {
                        mult[Long.numberOfTrailingZeros(m)]++;
                    }
                    int grown = Long.bitCount(c.grown());
                    steps.add(new Change(Kind.REMOVE, before, c.removed() | c.grown(), -1, -1, cells(), hud, shown(),
                            Long.bitCount(c.removed()) + " removed: the winners and every symbol of their type"
                                    + (grown > 0 ? " - " + grown + " Multiplier Wild" + (grown > 1 ? "s" : "") + " +1" : "")));
                }
                case CkRoyalMove m -> {
                    byte s = sym[m.from()];
                    sym[m.from()] = sym[m.to()];
                    sym[m.to()] = s;
                    int v = mult[m.from()];
                    mult[m.from()] = mult[m.to()];
                    mult[m.to()] = v;
                    steps.add(new Change(Kind.MOVE, before, 1L << m.from() | 1L << m.to(), m.from(), m.to(), cells(), hud,
                            shown(), "The " + CkArt.SYMBOLS.name(m.royal()) + " moves toward the King"));
                }
                case CkRefill f -> {
                    set(f.after());
                    steps.add(new Change(Kind.REFILL, before, f.filled(), f.royalCell(), -1, cells(), hud, shown(),
                            f.royal() >= 0 ? "Reload - the " + CkArt.SYMBOLS.name(f.royal()) + " arrives" : "Reload"));
                }
            }
        }
        if (redrops > 0) {
            hud = new Hud(hud.level(), hud.bet(), hud.bonus(), hud.drop(), hud.drops(), 0, -1);
        }
    }

    private void set(CkBoard b) {
        sym = b.symbols().toArray();
        mult = new int[SHAPE.arraySize()];
        for (int cell : SHAPE.cells()) {
            mult[cell] = b.multiplier(cell);
        }
    }

    private Cells cells() {
        return new Cells(Board.of(SHAPE, sym), mult.clone());
    }

    private long shown() {
        return Math.min(running, o.totalWin());
    }

    /** "5 Wheat x3 150 + 6 Wild (as Castle) 80 = 230": each paid cluster, then the sum when there are several. */
    private static String winsCaption(CkCascade c) {
        String wins = c.clusters().stream().map(CkScripter::winCaption).collect(Collectors.joining(" + "));
        return c.clusters().size() > 1 ? wins + " = " + c.pay() : wins;
    }

    private static String winCaption(CkClusterWin w) {
        String name = CkArt.SYMBOLS.name(w.symbol());
        return w.size() + " " + (w.wildOnly() ? "Wild (as " + name + ")" : name)
                + (w.multiplier() > 1 ? " x" + w.multiplier() : "") + " " + w.pay();
    }
}

package io.opencab.ui.games.christmastree;

import io.opencab.engine.game.Game;
import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.games.christmastree.CtMath;
import io.opencab.engine.games.christmastree.CtSymbols;
import io.opencab.ui.present.DedicatedRenderer;
import io.opencab.ui.present.HelpPage;
import io.opencab.ui.present.HelpWords;
import io.opencab.ui.present.RoundScript;
import io.opencab.ui.present.UiException;
import java.util.List;

/** Christmas Tree's dedicated presentation (issue 11; rules: docs/par/christmas-tree.md, "Rules"). */
public final class CtRenderer extends DedicatedRenderer<ChristmasTree, ChristmasTreeOutcome> {
    /** Under the paytable: the two symbols that pay nothing themselves. */
    private static final HelpPage.SymbolNote[] SYMBOL_NOTES = {
        new HelpPage.SymbolNote(CtSymbols.WILD, "Wild snow globe", "Stands in for every regular symbol, never for the"
                + " Mystery gift. A cluster of Wilds only does not pay."),
        new HelpPage.SymbolNote(CtSymbols.MYSTERY, "Mystery gift", "Dropped by the Blizzard. All gifts then open as the"
                + " same regular symbol, or all as Wilds."),
    };

    public CtRenderer(Game game) {
        super(game, ChristmasTree.class, ChristmasTreeOutcome.class, "Christmas Tree", CtArt.SYMBOLS::symbol,
                g -> new CtBoardView(miracleRanges(g.math())));
    }

    @Override
    protected RoundScript present(ChristmasTreeOutcome o) {
        return new RoundScript(o, CtScripter.steps(o, info.capX(), game.math()::freeMultiplier));
    }

    @Override
    public List<HelpPage> help() {
        return List.of(paytable(), features(), rules());
    }

    /** The paytable from the game's math: pays in coins per bet level, grouped by equal-pay size ranges. */
    HelpPage paytable() {
        String clusters = "Clusters of " + minCluster(game.math()) + " or more identical symbols that touch side by side"
                + " (never corner to corner) pay. Every cluster of a spin pays; only its highest win counts. The wins"
                + " below are at your bet: each cluster pays its coins per bet level times your bet level, one coin a"
                + " credit.";
        return HelpPage.paytable(clusters, CtSymbols.REGULAR, CtMath.TREE.cellCount(), game.math()::pay, CtArt.SYMBOLS::name,
                SYMBOL_NOTES);
    }

    private static int minCluster(CtMath math) {
        for (int size = 1; size <= CtMath.TREE.cellCount(); size++) {
            if (math.pay(CtSymbols.PURPLE_BAUBLE, size) > 0) {
                return size;
            }
        }
        throw new UiException("Christmas Tree math pays no cluster size");
    }

    private HelpPage features() {
        CtMath math = game.math();
        int[] bet = math.miracleBetWinRange();
        int[] mult = math.miracleMultiplierRange();
        return new HelpPage("Features", List.of(
                "CASCADES - Winning clusters are removed and new symbols drop down to fill the empty spaces; cascades"
                        + " go on until no winning cluster is left.",
                "SNOWMAN - At the start of some spins the Snowman throws a snowball at a low or medium symbol. That symbol"
                        + " and every copy of it, now and later in the spin, turn Wild. It can happen in every Free Spin.",
                "BLIZZARD - When no winning cluster is left, the Blizzard may drop 3 to 9 Mystery gifts, which all open"
                        + " as the same regular symbol or as Wilds. At most once per cascade; it can come back later in"
                        + " the spin.",
                "MIRACLE - After " + math.miracleMinCascades() + " or more cascades in a regular spin, one of 3 Miracles"
                        + " may happen: a win of x" + bet[0] + " to x" + bet[1] + " your bet, a total win multiplier of x"
                        + mult[0] + " to x" + mult[1] + ", or " + math.freeSpins() + " Free Spins. At most one Miracle a"
                        + " spin, in the regular game only.",
                "FREE SPINS - " + math.freeSpins() + " spins at the same bet. A multiplier starts at x"
                        + math.freeMultiplier(0) + " and rises after the pay of each cascade: " + ladder() + "; it is kept"
                        + " from spin to spin. Wilds are not kept between spins. Free Spins can't be retriggered."),
                List.of());
    }

    private HelpPage rules() {
        return new HelpPage("Rules", List.of(
                "Choose your bet with BET+ and BET-; MAX BET chooses the largest bet your credits cover. Press SPIN to"
                        + " play.",
                HelpWords.bets(info, "credits"),
                "All cluster wins of a spin are added and paid. Only the highest win of each cluster is paid.",
                "Theoretical return to player: " + HelpWords.rtp(info.targetRtpPpm()) + ". Max win in a single game"
                        + " round is capped at x" + info.capX() + " bets.",
                "A spin plays at most " + game.math().maxStepsPerSpin() + " cascades and Blizzards; a win still on the board"
                        + " after the last of them is not paid.",
                "All outcomes are decided by a certified random number generator. Malfunction voids all pays and play."),
                List.of());
    }

    /** The Free Spins multiplier ladder as the player reads it: "x1, x2, x3, ... x750, then +250 each cascade". */
    private String ladder() {
        CtMath math = game.math();
        StringBuilder b = new StringBuilder();
        int i = 0;
        long last = 0;
        long step = 0;
        // The listed rungs, then the constant step the ladder keeps rising by (bounded: 64 rungs).
        for (; i < 64; i++) {
            long m = math.freeMultiplier(i);
            if (i >= 2 && m - last == step && math.freeMultiplier(i + 1) - m == step) {
                break;
            }
            b.append(i == 0 ? "x" : ", x").append(m);
            step = m - last;
            last = m;
        }
        return b.append(", then +").append(step).append(" each cascade").toString();
    }

    /** The Miracle cards' ranges as the game's math has them: bet win, total win multiplier, Free Spins. */
    String[] miracleRanges() {
        return miracleRanges(game.math());
    }

    private static String[] miracleRanges(CtMath math) {
        int[] bet = math.miracleBetWinRange();
        int[] mult = math.miracleMultiplierRange();
        return new String[] {"x" + bet[0] + " to x" + bet[1] + "\nyour bet", "x" + mult[0] + " to x" + mult[1],
            math.freeSpins() + " spins"};
    }

    static String rtp(int ppm) {
        return HelpWords.rtp(ppm);
    }

    /** The tree's grid under the paytable (a connected cluster) and the features (falls down the columns). */
    @Override
    public java.util.Optional<javafx.scene.Node> helpPicture(int page) {
        return switch (page) {
            case 0 -> java.util.Optional.of(CtHelpPicture.cluster());
            case 1 -> java.util.Optional.of(CtHelpPicture.falls());
            default -> java.util.Optional.empty();
        };
    }
}

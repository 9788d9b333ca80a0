package io.opencab.ui.games.christmastree;

import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.games.christmastree.CtMath;
import io.opencab.engine.games.christmastree.CtSymbols;
import io.opencab.ui.present.BoardView;
import io.opencab.ui.present.GameRenderer;
import io.opencab.ui.present.HelpPage;
import io.opencab.ui.present.HelpPage.PayRow;
import io.opencab.ui.present.HelpPage.SizePay;
import io.opencab.ui.present.RoundScript;
import io.opencab.ui.present.UiException;
import java.util.ArrayList;
import java.util.List;

/** Christmas Tree's dedicated presentation (issue 11; rules: docs/par/christmas-tree.md, "Rules"). */
public final class CtRenderer implements GameRenderer {
    public static final String GAME_ID = ChristmasTree.ID;

    private final ChristmasTree game;
    private final GameInfo info;

    public CtRenderer(Game game) {
        if (!(game instanceof ChristmasTree ct)) {
            throw new UiException("CtRenderer needs the Christmas Tree game, got " + game.info().id());
        }
        this.game = ct;
        this.info = game.info();
    }

    @Override
    public String gameId() {
        return GAME_ID;
    }

    @Override
    public boolean dedicated() {
        return true;
    }

    @Override
    public RoundScript script(RoundOutcome outcome) {
        if (!(outcome instanceof ChristmasTreeOutcome o)) {
            throw new UiException("Christmas Tree renderer got an outcome of game " + outcome.gameId());
        }
        return new RoundScript(o, CtScripter.steps(o, info.capX(), game.math()::freeMultiplier));
    }

    @Override
    public BoardView createView() {
        return new CtBoardView(miracleRanges());
    }

    @Override
    public List<HelpPage> help() {
        return List.of(paytable(), features(), rules());
    }

    /** The paytable from the game's math: pays in coins per bet level, grouped by equal-pay size ranges. */
    HelpPage paytable() {
        CtMath math = game.math();
        int cells = CtMath.TREE.cellCount();
        List<PayRow> rows = new ArrayList<>();
        for (int s = CtSymbols.REGULAR - 1; s >= 0; s--) {
            List<SizePay> pays = new ArrayList<>();
            int from = -1;
            long coins = 0;
            for (int size = 1; size <= cells + 1; size++) {
                long p = size <= cells ? math.pay(s, size) : -1;
                if (from >= 0 && p != coins) {
                    pays.add(new SizePay(from, size - 1, coins));
                    from = -1;
                }
                if (from < 0 && p > 0) {
                    from = size;
                    coins = p;
                }
            }
            rows.add(new PayRow(s, CtArt.name(s), pays));
        }
        return new HelpPage("Paytable", List.of(
                "Pays for clusters of " + minCluster(math) + " or more identical symbols connected by edges. One bet level bets "
                        + info.coinsPerLevel() + " coins; a cluster pays its coins per bet level x your bet level, shown below"
                        + " in credits and currency at your bet.",
                "The Wild snow globe substitutes for every regular symbol, never for the Mystery gift. Clusters can't contain Wilds only."),
                rows);
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
        return new HelpPage("Features", List.of(
                "CASCADING CLUSTERS - Winning clusters are removed, new symbols drop down to fill the empty positions;"
                        + " cascades continue until no more winning clusters appear.",
                "SNOWMAN - At the beginning of a random spin, Snowman throws a snowball into a random low or medium symbol."
                        + " This symbol and all its current and future copies become Wild in this spin. Active in each Free Spin.",
                "BLIZZARD - When no winning clusters are left, Blizzard may drop 3 to 9 Mystery gifts, which all turn into the same"
                        + " regular symbol or Wild. At most once per cascade; it can happen several times in a spin.",
                "MIRACLE - After 3 or more cascades in a regular spin, one of 3 Miracles happens: bet win x5 to x1000 bets,"
                        + " total win multiplier x2 to x30, or 5 Free Spins. One Miracle per spin; regular game only.",
                "FREE SPINS - 5 spins at the same bet. A progressive multiplier starts at x" + game.math().freeMultiplier(0)
                        + " and is increased after the payout of each cascade: " + ladder() + "; it is kept between spins."
                        + " Wilds are not kept between spins. Free Spins can't be retriggered."),
                List.of());
    }

    private HelpPage rules() {
        return new HelpPage("Rules", List.of(
                "Select your bet level with BET+ / BET- (MAX BET selects the largest bet your credits cover); press SPIN or the space bar to play.",
                "Bet levels: " + info.betLevels() + " x " + info.coinsPerLevel() + " coins.",
                "To calculate your total win, calculate all cluster wins and add them together. Simultaneous and coinciding"
                        + " wins are added and paid. Only the highest win on each possible win combination is paid.",
                "Theoretical return to player: " + rtp(info.targetRtpPpm()) + ". Max win in a single game round is capped at x"
                        + info.capX() + " bets.",
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
        CtMath math = game.math();
        int[] bet = math.miracleBetWinRange();
        int[] mult = math.miracleMultiplierRange();
        return new String[] {"x" + bet[0] + " to x" + bet[1] + "\nyour bet", "x" + mult[0] + " to x" + mult[1],
            math.freeSpins() + " spins"};
    }

    static String rtp(int ppm) {
        return String.format(java.util.Locale.ROOT, "%d.%02d%%", ppm / 10000, ppm / 100 % 100);
    }

    /** The tree's grid beside the paytable (a connected cluster) and the rules (falls down the columns). */
    @Override
    public java.util.Optional<javafx.scene.Node> helpPicture(int page) {
        return switch (page) {
            case 0 -> java.util.Optional.of(CtHelpPicture.cluster());
            case 2 -> java.util.Optional.of(CtHelpPicture.falls());
            default -> java.util.Optional.empty();
        };
    }

    @Override
    public javafx.scene.Node symbol(int symbol, double size) {
        return CtArt.symbol(symbol, size);
    }
}

package io.opencab.ui.games.lostrelics;

import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.games.lostrelics.LostRelics;
import io.opencab.engine.games.lostrelics.LostRelicsOutcome;
import io.opencab.engine.games.lostrelics.LrMath;
import io.opencab.engine.games.lostrelics.LrSymbols;
import io.opencab.ui.present.BoardView;
import io.opencab.ui.present.GameRenderer;
import io.opencab.ui.present.HelpPage;
import io.opencab.ui.present.HelpPage.PayRow;
import io.opencab.ui.present.HelpPage.SizePay;
import io.opencab.ui.present.RoundScript;
import io.opencab.ui.present.UiException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Lost Relics' dedicated presentation (issue 11; rules: docs/par/lost-relics.md, "Rules"). */
public final class LrRenderer implements GameRenderer {
    public static final String GAME_ID = LostRelics.ID;

    private final LostRelics game;
    private final GameInfo info;

    public LrRenderer(Game game) {
        if (!(game instanceof LostRelics lr)) {
            throw new UiException("LrRenderer needs the Lost Relics game, got " + game.info().id());
        }
        this.game = lr;
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
        if (!(outcome instanceof LostRelicsOutcome o)) {
            throw new UiException("Lost Relics renderer got an outcome of game " + outcome.gameId());
        }
        return new RoundScript(o, LrScripter.steps(o, info.capX()));
    }

    @Override
    public BoardView createView() {
        return new LrBoardView();
    }

    @Override
    public List<HelpPage> help() {
        return List.of(paytable(), features(), rules());
    }

    /** The paytable from the game's math: coins per bet level, grouped by equal-pay size ranges. */
    HelpPage paytable() {
        LrMath math = game.math();
        int cells = LrMath.GRID.cellCount();
        List<PayRow> rows = new ArrayList<>();
        for (int s = LrSymbols.PAYING - 1; s >= 0; s--) {
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
            rows.add(new PayRow(s, LrArt.name(s), pays));
        }
        return new HelpPage("Paytable", List.of(
                math.minCluster() + " or more symbols in a cluster award a win, in coins per bet level. A cluster win in coins"
                        + " is the value below x the bet level; in currency, the win in coins x the coin value.",
                "Wild substitutes for all symbols except Scatter and pays only with other symbols."), rows);
    }

    private HelpPage features() {
        return new HelpPage("Features", List.of(
                "RANDOM FEATURES - In the main game, when a spin wins, up to five instances of Coin Win, Extra Wild and"
                        + " Extra Scatter may be revealed from under winning symbols, before any wins are paid.",
                "COIN WIN awards 3 to 30 x the bet. EXTRA WILD places three Wilds off the winning cluster. EXTRA SCATTER"
                        + " awards one Scatter (at most 3 in all).",
                "FREE SPINS - 3 Scatters activate 10 Free Spins at the same bet level and coin value.",
                "HIDDEN CHEST - In Free Spins a chest hides behind the reels. Spaces under winning clusters are uncovered"
                        + " and stay uncovered until the chest is found. A found chest grants Extra Free Spins (at most 25),"
                        + " Sticky Wilds (at most 6 on the reels, kept until the end of Free Spins) and Coin Wins (1 to 30 x bet).",
                "Small chests (2x1) grant 3 to 5 features, medium (2x2) 6 to 10, large (3x2) 11 to 15."), List.of());
    }

    private HelpPage rules() {
        return new HelpPage("Rules", List.of(
                "Bet levels " + info.betLevels().getFirst() + " to " + info.betLevels().getLast() + ", "
                        + info.coinsPerLevel() + " coins per level. MAX BET plays at the highest level; from a lower level press it twice.",
                "Simultaneous wins from multiple clusters are added. Only the highest win per cluster is paid.",
                String.format(Locale.ROOT, "Theoretical return to player: %d.%02d%%.", info.targetRtpPpm() / 10000,
                        info.targetRtpPpm() / 100 % 100) + " Max win in a single game round is capped at x" + info.capX() + " bets.",
                "Malfunction voids all pays and plays."), List.of());
    }

    /**
     * Rule sheet: "MAX BET plays the game at the highest bet level ... When playing at any lower bet
     * level, MAX BET must be clicked twice to play the round".
     */
    @Override
    public boolean maxBetPlays() {
        return true;
    }

    @Override
    public javafx.scene.Node symbol(int symbol, double size) {
        return LrArt.symbol(symbol, size);
    }
}

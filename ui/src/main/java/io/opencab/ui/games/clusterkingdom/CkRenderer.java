package io.opencab.ui.games.clusterkingdom;

import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.games.clusterkingdom.CkBonusType;
import io.opencab.engine.games.clusterkingdom.CkMath;
import io.opencab.engine.games.clusterkingdom.CkSymbols;
import io.opencab.engine.games.clusterkingdom.ClusterKingdom;
import io.opencab.engine.games.clusterkingdom.ClusterKingdomOutcome;
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

/** Cluster Kingdom's dedicated presentation (issue 11; rules: docs/par/cluster-kingdom.md, "Rules"). */
public final class CkRenderer implements GameRenderer {
    public static final String GAME_ID = ClusterKingdom.ID;

    private final ClusterKingdom game;
    private final GameInfo info;

    public CkRenderer(Game game) {
        if (!(game instanceof ClusterKingdom ck)) {
            throw new UiException("CkRenderer needs the Cluster Kingdom game, got " + game.info().id());
        }
        this.game = ck;
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
        if (!(outcome instanceof ClusterKingdomOutcome o)) {
            throw new UiException("Cluster Kingdom renderer got an outcome of game " + outcome.gameId());
        }
        if (o.base() == null) {
            throw new UiException("Cluster Kingdom outcome without a base drop (a tuning aid's forced bonus) cannot be shown");
        }
        int first = o.bonus() == null ? 0 : game.math().drops(o.bonus());
        return new RoundScript(o, CkScripter.steps(o, info.capX(), first));
    }

    @Override
    public BoardView createView() {
        return new CkBoardView();
    }

    @Override
    public List<HelpPage> help() {
        return List.of(paytable(), features(), limits(), rules());
    }

    HelpPage paytable() {
        CkMath math = game.math();
        int cells = ClusterKingdom.shape().cellCount();
        List<PayRow> rows = new ArrayList<>();
        for (int s = CkSymbols.PAYING - 1; s >= 0; s--) {
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
            rows.add(new PayRow(s, CkArt.name(s), pays));
        }
        return new HelpPage("Paytable", List.of(
                "Winnings are paid for groups of 5 or more identical symbols connected vertically or horizontally."
                        + " All winning combinations are paid, each at its pay below (shown at your bet) times the sum of"
                        + " the Multiplier Wilds in it.",
                "Wild symbols substitute for any paying symbol. A winning combination consisting of only Wild symbols is"
                        + " paid as the highest paying symbol (" + CkArt.name(CkSymbols.HIGHEST) + ")."),
                rows);
    }

    private HelpPage features() {
        CkMath math = game.math();
        return new HelpPage("Features", List.of(
                "The winning symbols and all non-winning symbols of the same type are removed; new symbols fill the board.",
                "STICKY REDROPS - a paying symbol is chosen and held; each new one awards another redrop. Wilds stay in"
                        + " place; royals act when the redrops end.",
                "MULTIPLIER WILDS add their value to their group and stay until the round ends; adjacent ones multiply.",
                "KING upgrades the lowest adjacent symbol type to the highest. PRINCESS places 1 to 4 Wilds. QUEEN swaps with"
                        + " an adjacent symbol. With the King visible, Princess and Queen advance toward him after each win.",
                "BONUS GAMES - Princess and King adjacent: mini bonus, " + math.drops(CkBonusType.MINI) + " free drops;"
                        + " King and Queen: bonus game, " + math.drops(CkBonusType.BONUS) + " free drops; all three: super bonus, "
                        + math.drops(CkBonusType.SUPER) + " free drops. Multipliers are kept; in the mini and super bonus a"
                        + " Multiplier Wild in a win grows by +1. Bonus games can be retriggered."), List.of());
    }

    /**
     * Every limit the player can meet, one paragraph each; docs/par/cluster-kingdom.md, "Limits the
     * player can meet", quotes each sentence (CkHelpLimitsTest checks they match).
     */
    private HelpPage limits() {
        CkMath math = game.math();
        return new HelpPage("Limits", List.of(
                String.format(Locale.ROOT, "The maximum total win in a game round is capped at %,d times the bet placed.",
                        info.capX())
                        + " A game round will end immediately when the winning limit is reached; then the winnings"
                        + " accumulated up to that point will be paid out.",
                "The round continues until there are no more earnings: there is no limit on the number of cascades.",
                "A game round plays at most " + math.maxFreeDrops() + " free drops, retriggers included; a retrigger"
                        + " beyond that adds only the free drops that fit.",
                String.format(Locale.ROOT, "Multiplier Wild values have no ceiling of their own. A value above %,d counts"
                        + " as %,d; any win with a multiplier of 100,000 or more reaches the maximum win anyway.",
                        math.maxMultiplier(), math.maxMultiplier())), List.of());
    }

    private HelpPage rules() {
        return new HelpPage("Rules", List.of(
                "Bet " + info.coinsPerLevel() + " coins x the bet level (levels " + info.betLevels().getFirst() + " to "
                        + info.betLevels().getLast() + "). Bets cannot be changed during a game round.",
                String.format(Locale.ROOT, "Theoretical return to player: %d.%02d%%.", info.targetRtpPpm() / 10000,
                        info.targetRtpPpm() / 100 % 100),
                "Winnings will be paid at the conclusion of a game round.",
                "If a malfunction occurs, all bets and prizes are void."), List.of());
    }

    @Override
    public javafx.scene.Node symbol(int symbol, double size) {
        return CkArt.symbol(symbol, size);
    }
}

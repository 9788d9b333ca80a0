package io.opencab.ui.games.clusterkingdom;

import io.opencab.engine.game.Game;
import io.opencab.engine.games.clusterkingdom.CkBonusType;
import io.opencab.engine.games.clusterkingdom.CkMath;
import io.opencab.engine.games.clusterkingdom.CkSymbols;
import io.opencab.engine.games.clusterkingdom.ClusterKingdom;
import io.opencab.engine.games.clusterkingdom.ClusterKingdomOutcome;
import io.opencab.ui.present.DedicatedRenderer;
import io.opencab.ui.present.HelpPage;
import io.opencab.ui.present.RoundScript;
import io.opencab.ui.present.UiException;
import java.util.List;
import java.util.Locale;

/** Cluster Kingdom's dedicated presentation (issue 11; rules: docs/par/cluster-kingdom.md, "Rules"). */
public final class CkRenderer extends DedicatedRenderer<ClusterKingdom, ClusterKingdomOutcome> {
    public CkRenderer(Game game) {
        super(game, ClusterKingdom.class, ClusterKingdomOutcome.class, "Cluster Kingdom", CkArt.SYMBOLS::symbol,
                g -> new CkBoardView());
    }

    @Override
    protected RoundScript present(ClusterKingdomOutcome o) {
        if (o.base() == null) {
            throw new UiException("Cluster Kingdom outcome without a base drop (a tuning aid's forced bonus) cannot be shown");
        }
        int first = o.bonus() == null ? 0 : game.math().drops(o.bonus());
        return new RoundScript(o, CkScripter.steps(o, info.capX(), first));
    }

    @Override
    public List<HelpPage> help() {
        return List.of(paytable(), features(), limits(), rules());
    }

    HelpPage paytable() {
        return HelpPage.paytable(
                "Winnings are paid for groups of 5 or more identical symbols connected vertically or horizontally."
                        + " All winning groups are paid, each at its pay below (at your bet) times the sum of the"
                        + " Multiplier Wilds in it.",
                CkSymbols.PAYING, ClusterKingdom.shape().cellCount(), game.math()::pay, CkArt.SYMBOLS::name,
                new HelpPage.SymbolNote(CkSymbols.WILD, "Wild", "Substitutes for any paying symbol. A group of"
                        + " Wilds only pays as the highest paying symbol (" + CkArt.SYMBOLS.name(CkSymbols.HIGHEST) + ")."),
                new HelpPage.SymbolNote(CkSymbols.MULTIPLIER_WILD, "Knight (Multiplier Wild)", "A Wild with a"
                        + " value: it adds its value to its group's multiplier and stays until the round ends."
                        + " Knights side by side merge into one, multiplying their values."),
                new HelpPage.SymbolNote(CkSymbols.KING, "King", "Upgrades the lowest symbol type next to him to"
                        + " the highest."),
                new HelpPage.SymbolNote(CkSymbols.QUEEN, "Queen", "Swaps places with a symbol next to her."),
                new HelpPage.SymbolNote(CkSymbols.PRINCESS, "Princess", "Places 1 to 4 Wilds on the board."));
    }

    private HelpPage features() {
        CkMath math = game.math();
        return new HelpPage("Features", List.of(
                "After each win the winning symbols, and every other symbol of the same type, are removed and new"
                        + " symbols fill the board.",
                "STICKY REDROPS - a paying symbol is chosen and held; each new one of it awards another redrop. Wilds stay"
                        + " in place; the royals act when the redrops end.",
                "With the King on the board, the Princess and the Queen move one step toward him after each win.",
                "BONUS GAMES - Princess and King side by side: mini bonus, " + math.drops(CkBonusType.MINI)
                        + " free drops; King and Queen: bonus game, " + math.drops(CkBonusType.BONUS) + " free drops; all"
                        + " three: super bonus, " + math.drops(CkBonusType.SUPER) + " free drops. Knights keep their"
                        + " values; in the mini and super bonus a Knight in a win grows by 1. Bonus games can be"
                        + " retriggered."), List.of());
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
                // The engine stores a value up to math.maxMultiplier() (decision 10); above 100,000 every win
                // reaches the cap, so the player's limit is the cap, in the player's words.
                String.format(Locale.ROOT, "Multiplier Wild values have no ceiling of their own; any win with a"
                        + " multiplier of %,d or more reaches the maximum win.", 100_000L)), List.of());
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
}

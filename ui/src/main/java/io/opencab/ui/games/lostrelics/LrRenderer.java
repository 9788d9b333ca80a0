package io.opencab.ui.games.lostrelics;

import io.opencab.engine.game.Game;
import io.opencab.engine.games.lostrelics.LostRelics;
import io.opencab.engine.games.lostrelics.LostRelicsOutcome;
import io.opencab.engine.games.lostrelics.LrMath;
import io.opencab.engine.games.lostrelics.LrSymbols;
import io.opencab.ui.present.DedicatedRenderer;
import io.opencab.ui.present.HelpPage;
import io.opencab.ui.present.RoundScript;
import java.util.List;
import java.util.Locale;

/** Lost Relics' dedicated presentation (issue 11; rules: docs/par/lost-relics.md, "Rules"). */
public final class LrRenderer extends DedicatedRenderer<LostRelics, LostRelicsOutcome> {
    public LrRenderer(Game game) {
        super(game, LostRelics.class, LostRelicsOutcome.class, "Lost Relics", LrArt.SYMBOLS::symbol, g -> new LrBoardView());
    }

    @Override
    protected RoundScript present(LostRelicsOutcome o) {
        return new RoundScript(o, LrScripter.steps(o));
    }

    @Override
    public List<HelpPage> help() {
        return List.of(paytable(), features(), freeSpins(), rules());
    }

    /** The paytable from the game's math: coins per bet level, grouped by equal-pay size ranges. */
    HelpPage paytable() {
        LrMath math = game.math();
        return HelpPage.paytable(
                math.minCluster() + " or more symbols appearing in a cluster award a win according to the Paytable:"
                        + " its coins per bet level times your bet level, one coin a credit. The wins below are at your bet.",
                LrSymbols.PAYING, LrMath.GRID.cellCount(), math::pay, LrArt.SYMBOLS::name,
                new HelpPage.SymbolNote(LrSymbols.WILD, "Wild", "Wild substitutes for all symbols except Scatter"
                        + " and pays only with other symbols. Only the Extra Wild and Sticky Wild features place it."),
                new HelpPage.SymbolNote(LrSymbols.SCATTER, "Scatter", "Lands on reels 1, 3 and 5 of the main game."
                        + " 3 Scatters collected start 10 Free Spins."));
    }

    private HelpPage features() {
        return new HelpPage("Features", List.of(
                "In the main game, when a spin results in a winning combination, up to five instances of three random"
                        + " features in any combination may be activated after the reels stop, but before any wins are paid out."
                        + " They may be hidden under the symbols which are a part of a winning cluster.",
                "COIN WIN - One of the symbols in a winning combination awards a coin win of between 3 and 30 times the"
                        + " bet (60 to 600 coins per bet level). The symbol is still a part of the winning cluster.",
                "EXTRA WILD - Three extra Wild symbols are awarded and randomly placed on the reels in the positions that"
                        + " are not part of the winning cluster and not occupied by Scatter or Wild symbols."
                        + " Extra Wild activates only while at least three such positions are free."
                        + " Up to 15 Wild symbols may appear on the reels as a result of the Extra Wild feature.",
                "EXTRA SCATTER - One of the symbols in a winning combination awards an extra Scatter symbol."
                        + " No more than 3 Scatter symbols may be awarded in total from base game and the Extra Scatter feature.",
                "Wild symbols never land on the reels: only the Extra Wild and Sticky Wild features place them."),
                List.of());
    }

    private HelpPage freeSpins() {
        return new HelpPage("Free Spins", List.of(
                "3 Scatter symbols collected in the main game activate 10 Free Spins at the same bet level and coin value."
                        + " Scatter symbols can appear anywhere on reels 1, 3 and 5 in the main game, at most one per reel."
                        + " Free Spins can't be retriggered and have no random features.",
                "HIDDEN CHEST - In Free Spins, a chest is randomly hidden behind the reels. Spaces under the winning clusters"
                        + " become uncovered and carry over to the next spin until the chest is fully uncovered."
                        + " A chest is awarded at the end of the spin that uncovers its last space; the next chest can be"
                        + " uncovered from the next spin on.",
                "Small chests (2x1) grant 3 to 5 features, at least 1 Extra Free Spin and up to 1 Sticky Wild; medium"
                        + " (2x2) 6 to 10, at least 2, up to 2; large (3x2) 11 to 15, at least 3, up to 3."
                        + " The first two chests are always either small or medium.",
                "The maximum number of Extra Free Spins that can be awarded in a single Free Spins session is 25."
                        + " After awarding the total of 25 Extra Free Spins, the chests stop granting Extra Free Spins in the"
                        + " given Free Spins session; a chest then grants all its features as Sticky Wilds and Coin Wins.",
                "A Sticky Wild remains on the reels until the end of Free Spins. A Sticky Wild cannot replace another"
                        + " Sticky Wild. The maximum number of concurrent Sticky Wilds present on the reels is 6.",
                "A chest Coin Win is between 1 and 30 times the bet (20 to 600 coins per bet level)."), List.of());
    }

    private HelpPage rules() {
        return new HelpPage("Rules", List.of(
                "Bet levels " + info.betLevels().getFirst() + " to " + info.betLevels().getLast() + ", "
                        + info.coinsPerLevel() + " coins per level. One coin is one credit. MAX BET plays at the highest"
                        + " level; from a lower level, press it twice.",
                "Simultaneous wins from multiple clusters are added. Only the highest win per cluster is paid."
                        + " Coin Wins and the total win from Free Spins are added to the round's wins.",
                "There is no maximum win: every win of a game round is paid (Lost Relics has no win cap).",
                String.format(Locale.ROOT, "Theoretical return to player: %d.%02d%%.", info.targetRtpPpm() / 10000,
                        info.targetRtpPpm() / 100 % 100),
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
}

package io.opencab.ui.games.cooljewels;

import io.opencab.engine.game.Game;
import io.opencab.engine.games.cooljewels.CjMath;
import io.opencab.engine.games.cooljewels.CjMeter;
import io.opencab.engine.games.cooljewels.CjSymbols;
import io.opencab.engine.games.cooljewels.CoolJewels;
import io.opencab.engine.games.cooljewels.CoolJewelsOutcome;
import io.opencab.ui.present.DedicatedRenderer;
import io.opencab.ui.present.HelpPage;
import io.opencab.ui.present.RoundScript;
import io.opencab.ui.present.UiException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Cool Jewels' dedicated presentation (issue 11; rules: docs/par/cool-jewels.md, "Rules"). */
public final class CjRenderer extends DedicatedRenderer<CoolJewels, CoolJewelsOutcome> {
    private final long[] meterValues;

    public CjRenderer(Game game) {
        super(game, CoolJewels.class, CoolJewelsOutcome.class, "Cool Jewels", CjArt.SYMBOLS::symbol,
                g -> new CjBoardView(meterValues(g.math())));
        meterValues = meterValues(this.game.math());
    }

    /** The meter's section values in credits at bet level 1, by section (index 0 unused). */
    private static long[] meterValues(CjMath math) {
        long[] values = new long[CjMeter.SECTIONS + 1];
        for (int s = 1; s <= CjMeter.SECTIONS; s++) {
            values[s] = math.meterValue(s);
        }
        return values;
    }

    @Override
    protected RoundScript present(CoolJewelsOutcome o) {
        return new RoundScript(o, CjScripter.steps(o, info.capX()));
    }

    /**
     * The help pages: every rule and every limit the player can meet, in the rule sheet's words
     * where it has them, pays in credits. The sentences of the PAR sheet's "Limits the player can
     * meet" table appear here verbatim (CjHelpLimitsTest).
     */
    @Override
    public List<HelpPage> help() {
        return List.of(groups(), meter(), wilds(), pairs(), persisting(), freeGames(), rules());
    }

    private HelpPage groups() {
        CjMath math = game.math();
        return new HelpPage("Matching Groups and Cascades", List.of(
                "Matching Groups are classed as " + words(math.minGroup()) + " or more identical symbols that are"
                        + " horizontally and/or vertically adjacent.",
                "Whenever a Matching Group lands, all symbols involved will be destroyed - Unstable Wilds, Shattering"
                        + " Wilds and Shocking Wilds will not be destroyed however. Each destroyed symbol is added to the"
                        + " Pay Per Symbol Meter and pays.",
                "New symbols then fall from above and fill the empty positions, and any new wins pay out. This repeats"
                        + " until no more winning combinations are formed.",
                "A maximum of " + math.maxCascades() + " cascades can occur per game.",
                "Cascades end and the Pay Per Symbol Meter resets when there are no more symbols eligible for destruction"
                        + " with all of the symbol spaces occupied. Each destroyed symbol pays once."), List.of());
    }

    /** The Pay Per Symbol Meter's values from the game's math, in credits at bet level 1. */
    HelpPage meter() {
        List<String> lines = new ArrayList<>();
        lines.add("Each destroyed symbol lights the next slice of the Pay Per Symbol Meter, from the bottom, and pays the"
                + " value of that slice's section. Values are credits at bet level 1; the meter shows them multiplied by"
                + " your bet level.");
        StringBuilder sb = new StringBuilder();
        for (int s = 1; s <= CjMeter.SECTIONS; s++) {
            sb.append("Section ").append(s)
                    .append(s < CjMeter.SECTIONS ? " (" + CjMeter.SLICES.get(s - 1) + " slices)" : "")
                    .append(": ").append(meterValues[s]).append(s == 1 ? " credit" : "").append(s < CjMeter.SECTIONS ? "; " : ".");
        }
        lines.add(sb + " Section 12 has no slices, and is the highest value possible.");
        lines.add("Premium 10x pays 10x the awarded cash value - symbols that substitute for Premium 10x do not pay 10x.");
        lines.add("When multiple symbols are simultaneously destroyed, wins are calculated from top to bottom, then left to"
                + " right. Multiplied symbols, including Premium 10x, are evaluated once all other symbols have been"
                + " calculated. Premium 10x symbols that appear on a Watermark region are evaluated last.");
        return new HelpPage("Pay Per Symbol Meter", lines, List.of(), List.of(
                new HelpPage.SymbolNote(CjSymbols.PREMIUM, "Premium 10x", "A jewel that pays 10 times its slice of the"
                        + " meter when destroyed, and 100 times on a Blue Watermark.")));
    }

    private HelpPage wilds() {
        return new HelpPage("Wilds", List.of(
                "Persisting, Unstable, Shattering and Shocking Wilds are Wild for all symbols except each other.",
                "Unstable, Shattering and Shocking Wilds can only land on reels two to five. Persisting Wilds do not land:"
                        + " they arise from Wild Pairs.",
                "Unstable, Shattering or Shocking Wilds involved in Matching Groups are activated. Once all other symbols"
                        + " in the Matching Group have been destroyed, the activated Wilds are evaluated from top to"
                        + " bottom, left to right, and destroy remaining symbols: Unstable the spaces around it, Shattering"
                        + " all spaces in its row and column, Shocking all spaces diagonal from it. Each then destroys"
                        + " itself and pays like any destroyed symbol.",
                "Activated Wild symbols cannot be destroyed by other activated Wilds. Wilds that are not activated are"
                        + " destroyed like any symbol."), List.of(), List.of(
                new HelpPage.SymbolNote(CjSymbols.UNSTABLE, "Unstable Wild", "Activated, destroys the 8 spaces around it."),
                new HelpPage.SymbolNote(CjSymbols.SHATTERING, "Shattering Wild", "Activated, destroys every space in its"
                        + " row and column."),
                new HelpPage.SymbolNote(CjSymbols.SHOCKING, "Shocking Wild", "Activated, destroys every space on its"
                        + " diagonals."),
                new HelpPage.SymbolNote(CjSymbols.PERSISTING, "Persisting Wild", "Made by two of the same Wild side by"
                        + " side; destroys the spaces around it and stays until it reaches the bottom row.")));
    }

    private HelpPage pairs() {
        return new HelpPage("Wild Pairs", List.of(
                "A Wild Pair is two Unstable, Shattering or Shocking Wilds side by side in a row, activated in a Matching"
                        + " Group. Wild Pairs are formed from left to right; each triggers an Enhancement Feature.",
                "UNSTABLE + SHATTERING: the Unstable Wild's spaces get a Pink Watermark. During the next evaluation, all"
                        + " remaining symbols there, except activated Wilds, are destroyed once Matching Groups have been"
                        + " destroyed.",
                "UNSTABLE + SHOCKING: the Shocking Wild's spaces get a Green Watermark. During the next evaluation, all"
                        + " symbols there are Wild for all symbols apart from the four Wilds; substituting for Premium 10x"
                        + " they do not pay 10x.",
                "SHATTERING + SHOCKING: the Shattering Wild's spaces get a Blue Watermark. During the next evaluation,"
                        + " symbols destroyed there pay 10x the meter value, and Premium 10x pays 100x.",
                "Pink, Green and Blue Watermark spaces will be removed from the array after the evaluation sequence,"
                        + " immediately following their creation. A space under several watermarks does what each of"
                        + " them does."), List.of());
    }

    private HelpPage persisting() {
        return new HelpPage("Persisting Wilds", List.of(
                "During any combination of two of the same Wilds, both Wilds transform into a Persisting Wild.",
                "Persisting Wilds involved in a Matching Group are activated. They are independent of each other and"
                        + " destroy surrounding symbols following the Unstable Wild pattern.",
                "Persisting Wild symbols do not destroy themselves until they reach the bottom row or are no longer"
                        + " included in a winning combination. When one destroys itself, it pays like any destroyed"
                        + " symbol.",
                "Persisting Wilds are Wild for all symbols bar Unstable, Shattering and Shocking Wilds."), List.of());
    }

    private HelpPage freeGames() {
        CjMath math = game.math();
        return new HelpPage("Free Games Bonus", List.of(
                "Destroying four or more Bonus symbols in a game will trigger Free Games: 4 Bonus = " + math.award(4)
                        + " free games, 5 = " + math.award(5) + ", 6 = " + math.award(6) + ", 7 = " + math.award(7)
                        + ", and " + (math.award(8) - math.award(7)) + " more for every Bonus destroyed above seven."
                        + " Land four or more Bonus symbols during the feature to win even more free games - the"
                        + " amount awarded is the same: every Bonus that lands in a free game counts, on its reels and"
                        + " in its refills.",
                "Symbols that substitute for the Bonus symbol cannot trigger Free Games. The Free Games Bonus takes place"
                        + " on an alternate set of reels, but wins and Pay Per Symbol Meter values are the same as in the"
                        + " triggering game.",
                "A round plays at most " + math.maxFreeGames() + " free games; free games awarded beyond "
                        + math.maxFreeGames() + " are not played.",
                "Free Games Bonus guarantees to award a minimum of " + math.guaranteeX() + "x the total bet. Any bonus"
                        + " less than " + math.guaranteeX() + "x the total bet automatically increases to "
                        + math.guaranteeX() + "x the total bet at the end of the round.",
                "The Bonus Guarantee value includes the initiating scatter pay: the credits paid for the Bonus symbols"
                        + " destroyed in the game that triggered the Free Games. No other win of that game counts"
                        + " toward it."), List.of(), List.of(
                new HelpPage.SymbolNote(CjSymbols.BONUS, "Bonus", "Destroy " + minBonus(math)
                        + " or more in one game to win Free Games; it pays its slice of the meter like any symbol.")));
    }

    private HelpPage rules() {
        return new HelpPage("Rules", List.of(
                "Bet " + info.coinsPerLevel() + " credits x the bet level (levels " + info.betLevels().getFirst() + " to "
                        + info.betLevels().getLast() + ").",
                info.capX() > 0 ? "Max win in a single game round is capped at x" + info.capX() + " bets."
                        : "There is no maximum win: every win is paid in full.",
                String.format(Locale.ROOT, "Return To Player (RTP): %d.%02d%%.", info.targetRtpPpm() / 10000,
                        info.targetRtpPpm() / 100 % 100),
                "Malfunction voids all pays and plays throughout this game."), List.of());
    }

    /** The fewest Bonus symbols that win Free Games (the first count the award table pays). */
    private static int minBonus(CjMath math) {
        for (int n = 1; n < 64; n++) {
            if (math.award(n) > 0) {
                return n;
            }
        }
        throw new io.opencab.ui.present.UiException("Cool Jewels math awards no free games");
    }

    private static String words(int n) {
        return switch (n) {
            case 4 -> "four";
            case 5 -> "five";
            default -> Integer.toString(n);
        };
    }
}

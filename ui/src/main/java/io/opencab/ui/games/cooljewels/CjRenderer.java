package io.opencab.ui.games.cooljewels;

import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.games.cooljewels.CjMath;
import io.opencab.engine.games.cooljewels.CjMeter;
import io.opencab.engine.games.cooljewels.CoolJewels;
import io.opencab.engine.games.cooljewels.CoolJewelsOutcome;
import io.opencab.ui.present.BoardView;
import io.opencab.ui.present.GameRenderer;
import io.opencab.ui.present.HelpPage;
import io.opencab.ui.present.RoundScript;
import io.opencab.ui.present.UiException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Cool Jewels' dedicated presentation (issue 11; rules: docs/par/cool-jewels.md, "Rules"). */
public final class CjRenderer implements GameRenderer {
    public static final String GAME_ID = CoolJewels.ID;

    private final CoolJewels game;
    private final GameInfo info;
    private final long[] meterValues = new long[CjMeter.SECTIONS + 1];

    public CjRenderer(Game game) {
        if (!(game instanceof CoolJewels cj)) {
            throw new UiException("CjRenderer needs the Cool Jewels game, got " + game.info().id());
        }
        this.game = cj;
        this.info = game.info();
        for (int s = 1; s <= CjMeter.SECTIONS; s++) {
            meterValues[s] = cj.math().meterValue(s);
        }
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
        if (!(outcome instanceof CoolJewelsOutcome o)) {
            throw new UiException("Cool Jewels renderer got an outcome of game " + outcome.gameId());
        }
        return new RoundScript(o, CjScripter.steps(o, info.capX()));
    }

    @Override
    public BoardView createView() {
        return new CjBoardView(meterValues);
    }

    @Override
    public List<HelpPage> help() {
        return List.of(meter(), wilds(), rules());
    }

    /** The Pay Per Symbol Meter's values from the game's math, at bet level 1. */
    HelpPage meter() {
        List<String> lines = new ArrayList<>();
        lines.add("Matching Groups are 4 or more identical symbols adjacent horizontally and/or vertically. Every destroyed"
                + " symbol lights the next slice of the Pay Per Symbol Meter and pays the value of the section it lit;"
                + " Premium 10x pays 10x. Values below are credits at bet level 1; the meter shows them x your bet level.");
        StringBuilder sb = new StringBuilder();
        for (int s = 1; s <= CjMeter.SECTIONS; s++) {
            sb.append("Section ").append(s)
                    .append(s < CjMeter.SECTIONS ? " (" + CjMeter.SLICES.get(s - 1) + " slices)" : " (top)")
                    .append(": ").append(meterValues[s]).append(s < CjMeter.SECTIONS ? "; " : ".");
        }
        lines.add(sb.toString());
        lines.add("Cascades: destroyed symbols are replaced from above, up to 30 cascades per game; the meter resets when a"
                + " game's cascades end.");
        return new HelpPage("Pay Per Symbol Meter", lines, List.of());
    }

    private HelpPage wilds() {
        CjMath math = game.math();
        return new HelpPage("Wilds and Free Games", List.of(
                "Unstable, Shattering and Shocking Wilds land on reels 2 to 5; in a Matching Group they activate and destroy:"
                        + " Unstable the spaces around it, Shattering its row and column, Shocking its diagonals.",
                "WILD PAIRS - two activated Wilds side by side: Unstable + Shattering make a Pink Watermark (remaining symbols"
                        + " destroyed), Unstable + Shocking a Green Watermark (symbols there are Wild), Shattering + Shocking a"
                        + " Blue Watermark (destroyed symbols pay 10x, Premium 10x pays 100x), two of the same Wild become"
                        + " Persisting Wilds.",
                "FREE GAMES - destroy 4, 5, 6 or 7 Bonus symbols in a game for " + math.award(4) + ", " + math.award(5)
                        + ", " + math.award(6) + " or " + math.award(7) + " free games, " + (math.award(8) - math.award(7))
                        + " more for each Bonus above 7. The Free Games Bonus pays at least 10 x the bet, counting the"
                        + " initiating game's win."), List.of());
    }

    private HelpPage rules() {
        return new HelpPage("Rules", List.of(
                "Bet " + info.coinsPerLevel() + " x the bet level (levels " + info.betLevels().getFirst() + " to "
                        + info.betLevels().getLast() + ").",
                String.format(Locale.ROOT, "Theoretical return to player: %d.%02d%%.", info.targetRtpPpm() / 10000,
                        info.targetRtpPpm() / 100 % 100) + " Max win in a single game round is capped at x" + info.capX() + " bets.",
                "Malfunction voids all pays and plays throughout this game."), List.of());
    }

    @Override
    public javafx.scene.Node symbol(int symbol, double size) {
        return CjArt.symbol(symbol, size);
    }
}

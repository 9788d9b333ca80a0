package io.opencab.app.cabinet.round;

import io.opencab.app.cabinet.state.GameChoice;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The bet level of every game, kept per game (issue 24): a player who comes back to a game finds the
 * bet they left there, and moving to another game never raises the bet, even where that game's
 * levels are worth more credits. Only the cabinet thread touches it, like {@code Machine}.
 */
public final class BetSelection {
    private final Map<String, Integer> levels = new HashMap<>();

    /** The level last chosen in {@code c}, or its lowest level if it was never played. */
    public int level(GameChoice c) {
        Integer l = levels.get(c.gameId());
        return l != null && c.betLevels().contains(l) ? l : c.betLevels().getFirst();
    }

    /** Records {@code level} as the bet level of {@code c}. */
    public void choose(GameChoice c, int level) {
        if (!c.betLevels().contains(level)) {
            throw new IllegalArgumentException("bet level " + level + " is not offered for " + c.gameId()
                + " (levels " + c.betLevels() + ")");
        }
        levels.put(c.gameId(), level);
    }

    /**
     * The level to show on entering {@code c} from a game bet at {@code previousBet} credits: its own
     * level, lowered while its bet is above {@code previousBet} (never below its lowest level, which
     * is the one raise a game whose every level costs more cannot avoid).
     */
    public int entering(GameChoice c, long previousBet) {
        List<Integer> offered = c.betLevels();
        int i = offered.indexOf(level(c));
        while (i > 0 && c.bet(offered.get(i)) > previousBet) {
            i--;
        }
        levels.put(c.gameId(), offered.get(i));
        return offered.get(i);
    }

    /** MAX BET (issue 24): the largest level of {@code c} whose bet {@code credits} cover, if any. */
    public static OptionalInt largestAffordable(GameChoice c, long credits) {
        List<Integer> offered = c.betLevels();
        for (int i = offered.size() - 1; i >= 0; i--) {
            if (c.bet(offered.get(i)) <= credits) {
                return OptionalInt.of(offered.get(i));
            }
        }
        return OptionalInt.empty();
    }
}

package io.opencab.ui.present;

import io.opencab.engine.game.GameInfo;
import java.util.List;
import java.util.Locale;

/** Help sentences every game's help says alike, in the player's words (issue 39 item 4: no lists in brackets). */
public final class HelpWords {
    private HelpWords() {
    }

    /** The bets a game offers: "Bet 40 to 400 credits: 40 credits a bet level, levels 1 to 10." */
    public static String bets(GameInfo info, String unit) {
        List<Integer> levels = info.betLevels();
        return "Bet " + info.bet(levels.getFirst()) + " to " + info.bet(levels.getLast()) + " " + unit + ": "
                + info.coinsPerLevel() + " " + unit + " a bet level, levels " + levels(levels) + ".";
    }

    /** Bet levels as a person lists them: "1 to 10" when they run on, else "1, 2, 5 and 10". */
    public static String levels(List<Integer> levels) {
        boolean run = true;
        for (int i = 1; i < levels.size(); i++) {
            run &= levels.get(i) == levels.get(i - 1) + 1;
        }
        if (levels.size() == 1) {
            return Integer.toString(levels.getFirst());
        }
        if (run) {
            return levels.getFirst() + " to " + levels.getLast();
        }
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < levels.size(); i++) {
            b.append(i == 0 ? "" : i == levels.size() - 1 ? " and " : ", ").append(levels.get(i));
        }
        return b.toString();
    }

    /** A return to player given in parts per million as a percentage: "96.40%". */
    public static String rtp(int ppm) {
        return String.format(Locale.ROOT, "%d.%02d%%", ppm / 10000, ppm / 100 % 100);
    }
}

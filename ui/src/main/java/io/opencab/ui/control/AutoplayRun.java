package io.opencab.ui.control;

import io.opencab.engine.game.GameInfo;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.ui.port.AutoplaySettings;
import java.util.Locale;
import java.util.Optional;

/**
 * One autoplay session: counts rounds and checks the stop conditions of the rule sheets
 * ("Advanced Autoplay Options"). Pure: the controller asks it before each round.
 */
public final class AutoplayRun {
    private final AutoplaySettings settings;
    private final long startCredits;
    private int played;

    public AutoplayRun(AutoplaySettings settings, long startCredits) {
        this.settings = settings;
        this.startCredits = startCredits;
    }

    public AutoplaySettings settings() {
        return settings;
    }

    public int played() {
        return played;
    }

    public int left() {
        return settings.rounds() - played;
    }

    /** A round started by autoplay. */
    public void started() {
        played++;
    }

    /**
     * Why autoplay stops after {@code outcome} was paid, with {@code credits} now, or empty to go
     * on. Checked in the order the rule sheets list them.
     */
    public Optional<String> stopAfter(RoundOutcome outcome, GameInfo game, long credits) {
        long win = outcome.totalWin();
        if (settings.stopOnAnyWin() && win > 0) {
            return Optional.of("a win of " + win);
        }
        if (settings.stopOnFeature() && featureWon(outcome, game)) {
            return Optional.of("free spins won");
        }
        if (settings.singleWinAbove() > 0 && win >= settings.singleWinAbove()) {
            return Optional.of("a single win of " + win + " (limit " + settings.singleWinAbove() + ")");
        }
        if (settings.creditsUpBy() > 0 && credits - startCredits >= settings.creditsUpBy()) {
            return Optional.of("credits up by " + (credits - startCredits));
        }
        if (settings.creditsDownBy() > 0 && startCredits - credits >= settings.creditsDownBy()) {
            return Optional.of("credits down by " + (startCredits - credits));
        }
        if (played >= settings.rounds()) {
            return Optional.of(settings.rounds() + " rounds played");
        }
        return Optional.empty();
    }

    /** Why the next round at {@code bet} may not start with {@code credits}, or empty if it may. */
    public Optional<String> refuseNext(long bet, long credits) {
        if (credits < bet) {
            return Optional.of("not enough credits");
        }
        long loss = startCredits - credits;
        if (settings.lossLimit() > 0 && loss + bet > settings.lossLimit()) {
            return Optional.of("loss limit " + settings.lossLimit() + " reached");
        }
        return Optional.empty();
    }

    /**
     * True when the round won free spins or a bonus: a feature whose name says so
     * ({@link GameInfo#features()}: "miracleFreeSpins", "freeSpins", "bonus...").
     */
    static boolean featureWon(RoundOutcome outcome, GameInfo game) {
        for (int f = 0; f < game.features().size(); f++) {
            String name = game.features().get(f).toLowerCase(Locale.ROOT);
            if ((name.contains("free") || name.contains("bonus")) && outcome.featureCount(f) > 0) {
                return true;
            }
        }
        return false;
    }
}

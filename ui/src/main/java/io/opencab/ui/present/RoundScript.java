package io.opencab.ui.present;

import io.opencab.engine.game.RoundOutcome;
import java.util.List;
import java.util.Objects;

/**
 * A round's presentation: the ordered steps a renderer derived from one outcome. The last
 * step's {@link Step#winAfter()} is the outcome's total win; skipping jumps to it.
 */
public record RoundScript(RoundOutcome outcome, List<Step> steps) {
    public RoundScript {
        Objects.requireNonNull(outcome, "outcome");
        steps = List.copyOf(steps);
        if (steps.isEmpty()) {
            throw new UiException("a round script needs at least one step (game " + outcome.gameId() + ")");
        }
        long last = steps.getLast().winAfter();
        if (last != outcome.totalWin()) {
            throw new UiException("script of " + outcome.gameId() + " ends at win " + last
                    + " but the outcome pays " + outcome.totalWin());
        }
        long previous = 0;
        for (int i = 0; i < steps.size(); i++) {
            long w = steps.get(i).winAfter();
            if (w < previous || w > outcome.totalWin()) {
                throw new UiException("script of " + outcome.gameId() + ": step " + i + " shows win " + w
                        + " after " + previous + " (total " + outcome.totalWin() + ")");
            }
            previous = w;
        }
    }

    public Step last() {
        return steps.getLast();
    }
}

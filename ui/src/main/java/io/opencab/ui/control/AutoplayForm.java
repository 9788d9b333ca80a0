package io.opencab.ui.control;

import io.opencab.ui.port.AutoplaySettings;
import java.util.List;
import java.util.stream.IntStream;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleLongProperty;

/**
 * What the autoplay panel holds (issue 39): the rounds, picked from a list, and the stop limits in credits,
 * stepped by the bet or typed on the on-screen keypad, never on a keyboard. The deck starts it without the touch
 * screen: in the open panel BET+/BET- choose fewer or more rounds, MAX BET the most, SPIN starts (on a PC: A opens
 * the panel, S starts). JavaFX thread only.
 */
public final class AutoplayForm {
    /** The round counts offered, up to the cabinet's most. */
    static final List<Integer> ROUNDS = List.of(10, 25, 50, 100);
    /** The limits, in the order the panel lists them. */
    public static final List<String> LIMITS = List.of("single-win", "up", "down", "loss");
    private static final int MAX_DIGITS = 10;

    private final List<Integer> rounds;
    private final long step;
    private final IntegerProperty roundsIndex = new SimpleIntegerProperty(0);
    private final BooleanProperty anyWin = new SimpleBooleanProperty(false);
    private final BooleanProperty feature = new SimpleBooleanProperty(false);
    private final List<LongProperty> limits = IntStream.range(0, LIMITS.size())
            .mapToObj(i -> (LongProperty) new SimpleLongProperty(0)).toList();
    private final IntegerProperty selected = new SimpleIntegerProperty(0);

    /**
     * @param maxRounds the most rounds one autoplay may run here ({@code PlayerRules.maxAutoplayRounds})
     * @param bet       the bet now: the limits' stepper moves by one bet
     */
    AutoplayForm(int maxRounds, long bet) {
        List<Integer> offered = ROUNDS.stream().filter(n -> n <= maxRounds).toList();
        this.rounds = offered.isEmpty() ? List.of(Math.max(1, maxRounds)) : offered;
        this.step = Math.max(1, bet);
    }

    public List<Integer> roundChoices() {
        return rounds;
    }

    /** The index of the rounds chosen in {@link #roundChoices()}. */
    public IntegerProperty roundsIndex() {
        return roundsIndex;
    }

    public int rounds() {
        return rounds.get(roundsIndex.get());
    }

    public BooleanProperty anyWin() {
        return anyWin;
    }

    public BooleanProperty feature() {
        return feature;
    }

    /** Limit {@code i} of {@link #LIMITS} in credits, 0 = none. */
    public LongProperty limit(int i) {
        return limits.get(i);
    }

    /** The limit the keypad types into. */
    public IntegerProperty selected() {
        return selected;
    }

    /** A stepper press: one bet more or less, never below 0. */
    public long step() {
        return step;
    }

    public void stepLimit(int i, int direction) {
        LongProperty p = limits.get(i);
        selected.set(i);
        p.set(Math.max(0, p.get() + direction * step));
    }

    /** A keypad key for the selected limit: a digit, {@link ServiceForm#BACK} or {@link ServiceForm#CLEAR}. */
    public void key(String key) {
        LongProperty p = limits.get(selected.get());
        String now = p.get() == 0 ? "" : Long.toString(p.get());
        String next = switch (key) {
            case ServiceForm.BACK -> now.isEmpty() ? now : now.substring(0, now.length() - 1);
            case ServiceForm.CLEAR -> "";
            default -> key.length() == 1 && Character.isDigit(key.charAt(0)) && now.length() < MAX_DIGITS ? now + key : now;
        };
        p.set(next.isEmpty() ? 0 : Long.parseLong(next));
    }

    /** Fewer ({@code -1}) or more rounds. */
    public void moreRounds(int direction) {
        roundsIndex.set(Math.max(0, Math.min(rounds.size() - 1, roundsIndex.get() + direction)));
    }

    public AutoplaySettings settings() {
        return new AutoplaySettings(rounds(), anyWin.get(), feature.get(), limits.get(0).get(), limits.get(1).get(),
                limits.get(2).get(), limits.get(3).get());
    }

    /** The deck in the open panel; false for a button that means something else here (it closes the panel). */
    boolean input(Input input, Runnable start) {
        switch (input) {
            case BET_UP -> moreRounds(1);
            case BET_DOWN -> moreRounds(-1);
            case MAX_BET -> roundsIndex.set(rounds.size() - 1);
            case SPIN -> start.run();
            default -> {
                return false;
            }
        }
        return true;
    }
}

package io.opencab.ui.present;

import java.util.List;

/**
 * The steps every game's presentation has, and how long they last (milliseconds at normal speed): a board landing,
 * the wins highlighted, a free session's start and end banners, and the round's total. A game's step of one of these
 * kinds takes its timing from here; its features time themselves, so one game's feature can be slowed without
 * touching another game.
 */
public final class Pace {
    private Pace() {
    }

    /** The board lands. */
    public interface Landing extends Step {
        @Override
        default int millis() {
            return 900;
        }
    }

    /** The winning clusters highlighted: longer with more of them, up to four. */
    public interface Winning extends Step {
        List<?> clusters();

        @Override
        default int millis() {
            return 1100 + 250 * Math.min(clusters().size(), 4);
        }
    }

    /** A free session begins (Free Spins, free games). */
    public interface FreeStart extends Step {
        @Override
        default int millis() {
            return 1500;
        }
    }

    /** A free session is over: what it paid. */
    public interface FreeEnd extends Step {
        @Override
        default int millis() {
            return 1400;
        }
    }

    /** The round's total: a banner when it won, a glance when it did not. */
    public interface Totalling extends Step {
        long total();

        @Override
        default int millis() {
            return total() > 0 ? 1500 : 300;
        }
    }
}

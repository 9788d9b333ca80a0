package io.opencab.ui.present;

/**
 * One step of a round's presentation: pure data, decided entirely by the outcome. The game's
 * {@link BoardView} knows how to animate its own step types.
 */
public interface Step {

    /** The win meter after this step: the round's credits so far, never above the round's total. */
    long winAfter();

    /** The line the player reads during this step (amounts in credits). */
    String caption();

    /** How long the step lasts at normal speed, in milliseconds (quick speed shortens it). */
    int millis();

    /**
     * The part of the step (0 to 1) played before its result may show: until then the caption is
     * {@link #captionBefore()} and the win meter does not move. 0 (the default): the result shows from the start.
     * A step that picks a prize in front of the player (Christmas Tree's Miracle, issue 39 finding 7) keeps its
     * result until the pick has stopped.
     */
    default double revealAt() {
        return 0;
    }

    /** The caption while the result is still hidden ({@link #revealAt()}); by default the step's caption. */
    default String captionBefore() {
        return caption();
    }
}

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
}

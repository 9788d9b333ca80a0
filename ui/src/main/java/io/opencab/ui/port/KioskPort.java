package io.opencab.ui.port;

import java.util.function.Consumer;

/**
 * The player side of the cabinet as the kiosk sees it (docs/ui.md, "Ports"). firmware-app
 * implements it over its cabinet; the kiosk never decides an outcome or moves a credit itself.
 *
 * <p>Actions come in through {@link #submit}, one at a time and in order, from the kiosk's
 * single action queue ({@code KioskController}). State goes out as immutable {@link KioskState}
 * values: the port calls each listener, on any thread, with every new state.
 */
public interface KioskPort {

    /** The state now. */
    KioskState state();

    /** Calls {@code listener} with every later state (not with the current one). */
    void addListener(Consumer<? super KioskState> listener);

    void removeListener(Consumer<? super KioskState> listener);

    /**
     * Carries out one action. Called only from the kiosk's action queue, never concurrently.
     * An action the cabinet refuses in its current state (SPIN without enough credits, a bet
     * change during a round) is ignored and may set {@link KioskState#message()}; a fault is
     * thrown as an unchecked exception and shown by the kiosk as an error.
     */
    void submit(KioskAction action);

    /**
     * True when this power-up followed a power loss (the last shutdown was not orderly): the kiosk then goes
     * straight to the game with a "resumed after power loss" notice if there are credits or a round to finish
     * (issue 39 item 6). Default: false.
     */
    default boolean resumedAfterPowerLoss() {
        return false;
    }
}

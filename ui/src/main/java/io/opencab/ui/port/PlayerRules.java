package io.opencab.ui.port;

import java.util.List;

/**
 * Switches the jurisdiction and the cabinet's configuration set for the player screens.
 *
 * @param autoplayAllowed   false where the jurisdiction forbids autoplay (rule sheets: "Some
 *                          autoplay options are mandatory for some jurisdictions")
 * @param maxAutoplayRounds the most rounds one autoplay may run
 * @param lossLimitRequired true where autoplay must have a loss limit
 * @param quickSpinAllowed  false where quick spin is not allowed ("not available in all casinos")
 * @param historyEnabled    the player's recent game history is shown
 * @param simulatedDevices  the cabinet runs simulated devices: the PC keys may insert bills and turn the key
 * @param billValuesCents   the bills the simulated keys insert, ascending
 * @param machineRules      the cabinet's own limits a player can meet (credit limit, handpay, tickets), one
 *                          paragraph each, shown after the game's help pages; empty: no such page
 */
public record PlayerRules(boolean autoplayAllowed, int maxAutoplayRounds, boolean lossLimitRequired,
                          boolean quickSpinAllowed, boolean historyEnabled, boolean simulatedDevices,
                          List<Long> billValuesCents, List<String> machineRules) {

    /** Without a page of the machine's own rules. */
    public PlayerRules(boolean autoplayAllowed, int maxAutoplayRounds, boolean lossLimitRequired,
            boolean quickSpinAllowed, boolean historyEnabled, boolean simulatedDevices, List<Long> billValuesCents) {
        this(autoplayAllowed, maxAutoplayRounds, lossLimitRequired, quickSpinAllowed, historyEnabled, simulatedDevices,
                billValuesCents, List.of());
    }

    public PlayerRules {
        billValuesCents = List.copyOf(billValuesCents);
        machineRules = List.copyOf(machineRules);
        if (maxAutoplayRounds < 0) {
            throw new IllegalArgumentException("maxAutoplayRounds must not be negative: " + maxAutoplayRounds);
        }
    }
}

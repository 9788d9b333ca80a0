package io.opencab.ui.port;

import io.opencab.money.MoneyFormat;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

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
 * @param grouping          how amounts are grouped on every screen ({@code money.grouping}, issue 39 item 5)
 * @param attractIdle       the attract screen returns after this long idle at zero credits
 *                          ({@code kiosk.attract.idle.seconds}); zero: never
 */
public record PlayerRules(boolean autoplayAllowed, int maxAutoplayRounds, boolean lossLimitRequired,
                          boolean quickSpinAllowed, boolean historyEnabled, boolean simulatedDevices,
                          List<Long> billValuesCents, List<String> machineRules, MoneyFormat.Grouping grouping,
                          Duration attractIdle) {
    /** The attract screen's idle time when the cabinet does not say (docs/configuration.md). */
    public static final Duration DEFAULT_ATTRACT_IDLE = Duration.ofSeconds(120);

    /** Without a page of the machine's own rules. */
    public PlayerRules(boolean autoplayAllowed, int maxAutoplayRounds, boolean lossLimitRequired,
            boolean quickSpinAllowed, boolean historyEnabled, boolean simulatedDevices, List<Long> billValuesCents) {
        this(autoplayAllowed, maxAutoplayRounds, lossLimitRequired, quickSpinAllowed, historyEnabled, simulatedDevices,
                billValuesCents, List.of());
    }

    /** The default grouping (comma) and attract idle time. */
    public PlayerRules(boolean autoplayAllowed, int maxAutoplayRounds, boolean lossLimitRequired,
            boolean quickSpinAllowed, boolean historyEnabled, boolean simulatedDevices, List<Long> billValuesCents,
            List<String> machineRules) {
        this(autoplayAllowed, maxAutoplayRounds, lossLimitRequired, quickSpinAllowed, historyEnabled, simulatedDevices,
                billValuesCents, machineRules, MoneyFormat.Grouping.COMMA, DEFAULT_ATTRACT_IDLE);
    }

    public PlayerRules {
        billValuesCents = List.copyOf(billValuesCents);
        machineRules = List.copyOf(machineRules);
        Objects.requireNonNull(grouping, "grouping");
        Objects.requireNonNull(attractIdle, "attractIdle");
        if (maxAutoplayRounds < 0) {
            throw new IllegalArgumentException("maxAutoplayRounds must not be negative: " + maxAutoplayRounds);
        }
        if (attractIdle.isNegative()) {
            throw new IllegalArgumentException("attractIdle must not be negative: " + attractIdle);
        }
    }

    /** These rules with another grouping and attract idle time. */
    public PlayerRules with(MoneyFormat.Grouping g, Duration idle) {
        return new PlayerRules(autoplayAllowed, maxAutoplayRounds, lossLimitRequired, quickSpinAllowed, historyEnabled,
                simulatedDevices, billValuesCents, machineRules, g, idle);
    }
}

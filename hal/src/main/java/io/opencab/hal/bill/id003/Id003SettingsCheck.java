package io.opencab.hal.bill.id003;

import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.ValidatorFault;
import java.util.Set;
import java.util.TreeSet;

/**
 * Whether the validator runs with the settings the host chose. A setting (C0..C5) dropped without its
 * echo, or an inhibit state the validator keeps contradicting after {@link Id003CommandQueue#MAX_ATTEMPTS}
 * restatements, raises {@link ValidatorFault#SETTINGS_UNCONFIRMED}; it clears once every such setting has
 * been echoed as sent (a reset re-sends them all) and the idle state matches ours. Re-configurations after a
 * drop and restatements of the inhibit setting are each bounded by MAX_ATTEMPTS. Used under the host's lock.
 */
final class Id003SettingsCheck {
    private final Id003Events events;
    private final Set<Integer> unconfirmed = new TreeSet<>();
    private boolean inhibitIgnored;
    private int restatements;
    private int reconfigurations;
    private boolean raised;

    Id003SettingsCheck(Id003Events events) {
        this.events = events;
    }

    /** True while SETTINGS_UNCONFIRMED is raised: no note may be taken. */
    boolean faulted() {
        return raised;
    }

    /** A setting was dropped (retries spent, or refused) before the validator echoed it as sent. */
    void dropped(Id003Frame setting) {
        unconfirmed.add(setting.command());
        update();
    }

    /** The validator echoed this setting as sent. */
    void confirmed(Id003Frame setting) {
        unconfirmed.remove(setting.command());
        update();
    }

    /** Whether a reset and re-configuration may be tried for a dropped setting; counts the attempt. */
    boolean mayReconfigure() {
        if (reconfigurations >= Id003CommandQueue.MAX_ATTEMPTS) {
            return false;
        }
        reconfigurations++;
        return true;
    }

    /**
     * An idle status: {@code differs} when its inhibit state is not ours. Returns whether to restate the
     * inhibit setting (at most MAX_ATTEMPTS times in a row; then the fault is raised instead).
     */
    boolean idle(boolean differs) {
        if (!differs) {
            restatements = 0;
            inhibitIgnored = false;
            update();
            return false;
        }
        if (restatements < Id003CommandQueue.MAX_ATTEMPTS) {
            restatements++;
            return true;
        }
        inhibitIgnored = true;
        update();
        return false;
    }

    /** The host changed what it wants (or the validator started anew): count restatements afresh. */
    void restart() {
        restatements = 0;
    }

    /** The validator powered up: it gets a fresh set of re-configurations. */
    void onPowerUp() {
        restatements = 0;
        reconfigurations = 0;
    }

    private void update() {
        boolean now = !unconfirmed.isEmpty() || inhibitIgnored;
        if (now == raised) {
            return;
        }
        raised = now;
        if (now) {
            events.emit(new BillEvent.FaultRaised(ValidatorFault.SETTINGS_UNCONFIRMED, 0, events.now()));
        } else {
            reconfigurations = 0;
            events.emit(new BillEvent.FaultCleared(ValidatorFault.SETTINGS_UNCONFIRMED, events.now()));
        }
    }
}

package io.opencab.hal.bill.id003;

import static io.opencab.hal.bill.id003.Id003Codes.*;

import io.opencab.hal.HalException;
import io.opencab.hal.bill.DenominationTable;
import java.util.Set;
import java.util.TreeSet;

/**
 * The validator's reset and settings (docs/hal.md "Sequence" 1, 5): what the host wants (accepting, the enabled
 * escrow codes), whether a reset is due, whether the four settings went out since the last one and whether the
 * validator is ready; {@link Id003SettingsCheck} judges the echoes and keeps the retry back-off. Used under the
 * host's lock; {@link Id003Host} routes the answers and statuses here.
 */
final class Id003Setup {
    private final DenominationTable table;
    private final Id003CommandQueue queue;
    private final Id003SettingsCheck check;

    private boolean accepting;
    private Set<Integer> enabledCodes;
    private boolean needsReset = true;
    private boolean configured;
    private boolean ready;

    Id003Setup(DenominationTable table, Set<Integer> enabledCodes, Id003CommandQueue queue, Id003SettingsCheck check) {
        this.table = table;
        this.enabledCodes = Set.copyOf(enabledCodes);
        this.queue = queue;
        this.check = check;
    }

    // ---------------------------------------------------------------- what the host wants

    void setAccepting(boolean on) {
        accepting = on;
        check.restart();
        if (configured) {
            queue.queueSetting(inhibitCommand());
        }
    }

    void setEnabledCodes(Set<Integer> codes) {
        for (int c : codes) {
            if (table.valueCents(c).isEmpty()) {
                throw new HalException(String.format(
                        "escrow code 0x%02X has no value in the %s denomination table", c, table.currency()));
            }
        }
        enabledCodes = Set.copyOf(codes);
        if (configured) {
            queue.queueSetting(enableCommand());
        }
    }

    /** The attendant's retry: with SETTINGS_UNCONFIRMED standing, a reset and every setting at the next status. */
    void retrySettings() {
        if (check.retryNow()) {
            needsReset = true;
        }
    }

    boolean accepting() {
        return accepting;
    }

    Set<Integer> enabledCodes() {
        return new TreeSet<>(enabledCodes);
    }

    boolean ready() {
        return ready;
    }

    /** SETTINGS_UNCONFIRMED stands: no note or ticket may be taken. */
    boolean faulted() {
        return check.faulted();
    }

    // ---------------------------------------------------------------- what the validator says

    /** The line is back after COMMUNICATION_LOST: the validator may have been reconfigured; restate ours. */
    void onCommunicationRestored() {
        if (configured) {
            queue.queueSetting(enableCommand());
            queue.queueSetting(inhibitCommand());
        }
    }

    void onResetAcknowledged() {
        needsReset = false;
        configured = false;
        ready = false;
        queue.queueSetting(enableCommand());
        queue.queueSetting(Id003Frame.of(SET_SECURITY, 0x00, 0x00));
        queue.queueSetting(Id003Frame.of(SET_OPTIONAL_FUNCTION, POWER_RECOVERY, 0x00));
        queue.queueSetting(inhibitCommand());
    }

    void settingConfirmed(Id003Frame setting) {
        check.confirmed(setting);
        settingLeftQueue();
    }

    /** A setting left the queue unconfirmed: the fault; the back-off decides when the validator is reconfigured. */
    void settingDropped(Id003Frame setting) {
        check.dropped(setting);
        settingLeftQueue();
    }

    private void settingLeftQueue() {
        if (!queue.hasQueuedSetting()) {
            configured = true;
        }
    }

    /** The validator powered up: whatever was queued is void; it is reset and configured anew. */
    void onPowerUp() {
        ready = false;
        configured = false;
        check.onPowerUp();
        queue.clear();
        needsReset = true;
        queue.queueReset();
    }

    /** An idle status ({@code code} ENABLE or DISABLE), after the item in the path (if any) has been dealt with. */
    void onIdle(int code) {
        retryIfDue();
        if (needsReset) {
            queue.queueReset();
            return;
        }
        if (configured) {
            ready = true;
            boolean inhibitedNow = code == DISABLE;
            if (check.idle(inhibitedNow == accepting)) {
                queue.queueSetting(inhibitCommand()); // the validator's state differs from ours: restate it
            }
        }
    }

    /** An error status still proves the validator is alive; start-up may finish in a fault (it is shown). */
    void afterErrorStatus() {
        if (needsReset) {
            queue.queueReset();
        } else if (configured) {
            ready = true;
        }
    }

    /**
     * Idle: the validator answers and holds nothing in its path, so a settings retry the back-off has made due resets
     * it. (Not on an error status: a jammed item may still be in the path, and a reset could move it.)
     */
    private void retryIfDue() {
        if (!needsReset && check.retryDue()) {
            needsReset = true;
        }
    }

    // ---------------------------------------------------------------- settings

    private Id003Frame enableCommand() {
        int mask = 0;
        for (int c = DenominationTable.FIRST_CODE; c <= DenominationTable.LAST_CODE; c++) {
            if (!enabledCodes.contains(c)) {
                mask |= 1 << (c - DenominationTable.FIRST_CODE);
            }
        }
        return Id003Frame.of(SET_ENABLE, mask, 0x00);
    }

    private Id003Frame inhibitCommand() {
        return Id003Frame.of(SET_INHIBIT, accepting ? 0x00 : 0x01);
    }
}

package io.opencab.hal.bill.id003;

import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.ValidatorFault;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Whether the validator runs with the settings the host chose. A setting (C0..C5) dropped without its
 * echo, or an inhibit state the validator keeps contradicting after {@link Id003CommandQueue#MAX_ATTEMPTS}
 * restatements, raises {@link ValidatorFault#SETTINGS_UNCONFIRMED}; it clears once every such setting has
 * been echoed as sent (a reset re-sends them all) and the idle state matches ours.
 *
 * <p>While it stands, the settings are tried again (a reset and every setting) on a back-off measured on the
 * injected clock (issue 41: a half-second glitch must not need a service call): the first try one step after
 * the fault was raised, each next one the next step after the try before, the last step repeated (default 1 s,
 * 2 s, 5 s, then every 30 s). An attendant's {@link #retryNow} tries at once and starts the back-off over; if that
 * try fails too, the fault is reported again, for a cabinet that cleared its tilt. Each try is reported
 * ({@code SettingsRetried}). Used under the host's lock.
 */
final class Id003SettingsCheck {
    private final Id003Events events;
    private final List<Duration> backOff;
    private final Set<Integer> unconfirmed = new TreeSet<>();
    private boolean inhibitIgnored;
    private int restatements;
    private boolean raised;
    /** Tries since the fault was raised, and the back-off step the next one waits for. */
    private int attempts;
    private int step;
    private long nextRetryAtMillis;
    /** An attendant asked for a try: its failure is reported as the fault raised again. */
    private boolean reportAgain;

    Id003SettingsCheck(Id003Events events, List<Duration> backOff) {
        this.events = events;
        this.backOff = List.copyOf(backOff);
    }

    /** True while SETTINGS_UNCONFIRMED is raised: no note may be taken. */
    boolean faulted() {
        return raised;
    }

    /** A setting was dropped (retries spent, or refused) before the validator echoed it as sent. */
    void dropped(Id003Frame setting) {
        unconfirmed.add(setting.command());
        update(true);
    }

    /** The validator echoed this setting as sent. */
    void confirmed(Id003Frame setting) {
        unconfirmed.remove(setting.command());
        update(false);
    }

    /**
     * Whether the back-off says to reset and reconfigure now (called on the validator's idle statuses: it answers,
     * and nothing is in its path); counts and reports the try.
     */
    boolean retryDue() {
        if (!raised || events.now().toEpochMilli() < nextRetryAtMillis) {
            return false;
        }
        step = Math.min(step + 1, backOff.size() - 1);
        startTry(false);
        return true;
    }

    /**
     * The attendant asks for a try now (the host then resets and reconfigures at the next status). Returns false
     * when the fault does not stand (nothing to try).
     */
    boolean retryNow() {
        if (!raised) {
            return false;
        }
        step = 0;
        reportAgain = true;
        startTry(true);
        return true;
    }

    private void startTry(boolean byAttendant) {
        attempts++;
        restatements = 0;
        Duration next = backOff.get(step);
        nextRetryAtMillis = events.now().toEpochMilli() + next.toMillis();
        events.emit(new BillEvent.SettingsRetried(attempts, byAttendant, next, events.now()));
    }

    /**
     * An idle status: {@code differs} when its inhibit state is not ours. Returns whether to restate the
     * inhibit setting (at most MAX_ATTEMPTS times in a row; then the fault is raised instead).
     */
    boolean idle(boolean differs) {
        if (!differs) {
            restatements = 0;
            inhibitIgnored = false;
            update(false);
            return false;
        }
        if (restatements < Id003CommandQueue.MAX_ATTEMPTS) {
            restatements++;
            return true;
        }
        inhibitIgnored = true;
        update(true);
        return false;
    }

    /** The host changed what it wants (or the validator started anew): count restatements afresh. */
    void restart() {
        restatements = 0;
    }

    /** The validator powered up: the reset that follows restates everything. */
    void onPowerUp() {
        restatements = 0;
    }

    /** {@code failedNow}: a setting was just dropped or the inhibit state just found ignored (a try failed). */
    private void update(boolean failedNow) {
        boolean now = !unconfirmed.isEmpty() || inhibitIgnored;
        if (now && raised && failedNow && reportAgain) {
            reportAgain = false;
            events.emit(new BillEvent.FaultRaised(ValidatorFault.SETTINGS_UNCONFIRMED, 0, events.now()));
        }
        if (now == raised) {
            return;
        }
        raised = now;
        reportAgain = false;
        if (now) {
            attempts = 0;
            step = 0;
            nextRetryAtMillis = events.now().toEpochMilli() + backOff.getFirst().toMillis();
            events.emit(new BillEvent.FaultRaised(ValidatorFault.SETTINGS_UNCONFIRMED, 0, events.now()));
        } else {
            events.emit(new BillEvent.FaultCleared(ValidatorFault.SETTINGS_UNCONFIRMED, events.now()));
        }
    }
}

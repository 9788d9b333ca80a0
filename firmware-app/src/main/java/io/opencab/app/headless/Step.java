package io.opencab.app.headless;

import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.hal.gpio.Door;

/** One command of a headless script (docs/headless.md), with the line it came from. */
public sealed interface Step {
    int line();

    /** Insert a bill of {@code cents} in the simulated validator. */
    record Bill(int line, long cents) implements Step {
    }

    record Select(int line, String gameId) implements Step {
    }

    record Bet(int line, int level) implements Step {
    }

    /** Play {@code rounds} rounds of the selected game at the selected bet. */
    record Spin(int line, long rounds) implements Step {
    }

    /**
     * Select a game (null: every enabled game in turn), optionally a bet level (0: keep), and play
     * {@code rounds} rounds; with {@code refillCents} &gt; 0, insert such a bill whenever credits fall below the bet.
     */
    record Play(int line, String gameId, long rounds, int level, long refillCents) implements Step {
    }

    record CashOut(int line) implements Step {
    }

    record Key(int line, boolean on) implements Step {
    }

    record Pin(int line, String pin) implements Step {
        @Override
        public String toString() {
            return "Pin[line=" + line + "]";
        }
    }

    /** Key off the pending handpay (an attendant session must be open). */
    record Handpay(int line) implements Step {
    }

    /** Key on, PIN, key off the pending handpay if any, key off. */
    record Attendant(int line, String pin) implements Step {
    }

    /** From now on a jackpot lockup during play is keyed off with this PIN (null: stop the script instead). */
    record AutoHandpay(int line, String pin) implements Step {
    }

    record DoorStep(int line, Door door, boolean open) implements Step {
    }

    record ClearTilt(int line, String code) implements Step {
    }

    record ResolveBill(int line, boolean stacked) implements Step {
    }

    record ClearPeriod(int line) implements Step {
    }

    record ExpectState(int line, StateKind kind) implements Step {
    }

    record ExpectCredits(int line, long credits) implements Step {
    }

    record ExpectTilt(int line, TiltReason reason) implements Step {
    }

    /** Print the meters now. */
    record Meters(int line) implements Step {
    }

    /** Check the audit identity now. */
    record Audit(int line) implements Step {
    }

    /** During play, check the audit identity every {@code rounds} rounds (0: only at the end of each play). */
    record AuditEvery(int line, long rounds) implements Step {
    }
}

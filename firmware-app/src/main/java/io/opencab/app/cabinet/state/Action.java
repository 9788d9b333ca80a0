package io.opencab.app.cabinet.state;

import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.gpio.Button;
import io.opencab.hal.gpio.Door;
import io.opencab.hal.printer.PrinterEvent;
import java.util.Objects;

/**
 * Everything that can happen to the cabinet, as one ordered queue ({@code Cabinet#submit}): the
 * player's buttons (deck or touch screen alike), the screen's reports, devices, and the attendant.
 * Which action is allowed in which state: {@link Rules} and docs/cabinet.md.
 */
public sealed interface Action {

    // ------------------------------------------------------------------ player

    /** Choose a game (game-select screen). */
    record SelectGame(String gameId) implements Action {
        public SelectGame {
            Objects.requireNonNull(gameId, "gameId");
        }
    }

    /** Open the game-select screen (GAME_SELECT button). */
    record ShowGameSelect() implements Action {
    }

    /** Choose a bet level of the selected game. */
    record SetBetLevel(int level) implements Action {
    }

    /** Next bet level up (BET_UP). */
    record BetUp() implements Action {
    }

    /** Next bet level down (BET_DOWN). */
    record BetDown() implements Action {
    }

    /** The highest bet level of the selected game (MAX_BET); does not spin. */
    record MaxBet() implements Action {
    }

    /** Start a round (SPIN); while a round is presented, skip to its end (slam stop). */
    record Spin() implements Action {
    }

    /** The screen has shown round {@code roundId} to its end: the round is paid. */
    record PresentationDone(long roundId) implements Action {
    }

    /** Cash out every credit (CASH_OUT): a ticket where one can be printed (docs/tito.md), else a handpay. */
    record CashOut() implements Action {
    }

    /** Open help, or close it when open (HELP). */
    record Help() implements Action {
    }

    /** Leave help or game select. */
    record Back() implements Action {
    }

    /** Ask for an attendant, or cancel the call (SERVICE): the tower light. */
    record ServiceCall() implements Action {
    }

    /** Simulated validator only: a bill of this face value is inserted. */
    record InsertBill(long valueCents) implements Action {
    }

    // ------------------------------------------------------------------ devices

    /** A deck button was pressed (mapped to the player action of that button) or released. */
    record ButtonPressed(Button button, boolean pressed) implements Action {
        public ButtonPressed {
            Objects.requireNonNull(button, "button");
        }
    }

    /** A door opened or closed. */
    record DoorChanged(Door door, boolean open) implements Action {
        public DoorChanged {
            Objects.requireNonNull(door, "door");
        }
    }

    /** The attendant key was turned on or off. */
    record KeyTurned(boolean on) implements Action {
    }

    /** The bill validator reported something (the ledger has already recorded any money). */
    record BillReported(BillEvent event) implements Action {
        public BillReported {
            Objects.requireNonNull(event, "event");
        }
    }

    /** The ticket printer reported something (a job's outcome, a fault); docs/tito.md. */
    record PrinterReported(PrinterEvent event) implements Action {
        public PrinterReported {
            Objects.requireNonNull(event, "event");
        }
    }

    // ------------------------------------------------------------------ attendant (key turned)

    /** A PIN typed at the key-switch prompt; chooses the role. */
    record EnterPin(String pin) implements Action {
        public EnterPin {
            Objects.requireNonNull(pin, "pin");
        }

        @Override
        public String toString() {
            return "EnterPin[****]";
        }
    }

    /** The attendant paid the pending handpay by hand. */
    record KeyOffHandpay() implements Action {
    }

    /** Clear a tilt that needs an attendant (a note in doubt without a note, a ledger fault, a store or software fault). */
    record ClearTilt(String code) implements Action {
        public ClearTilt {
            Objects.requireNonNull(code, "code");
        }
    }

    /** Resolve the bill in doubt: {@code stacked} true when it was found in the cash box (credited), false if not. */
    record ResolveBill(boolean stacked) implements Action {
    }

    /**
     * Resolve the ticket in doubt: {@code printed} true when the attendant found it printed (the credits leave
     * with it), false when not (the credits are hand-paid; no second ticket is ever printed for them).
     */
    record ResolveTicket(boolean printed) implements Action {
    }

    /**
     * Resolve the redeemed ticket in doubt (docs/tito.md "Ticket in"): {@code inStacker} true when the attendant
     * found it in the stacker (its authorised amount is credited), false when it was given back (nothing is).
     */
    record ResolveRedeem(boolean inStacker) implements Action {
    }

    /** Set the period meters to zero (logged with their values). */
    record ClearPeriodMeters() implements Action {
    }

    /** Technician: ask for a RAM clear (then two confirmations). */
    record RequestRamClear() implements Action {
    }

    /** Confirm the requested RAM clear; the second confirmation performs it. */
    record ConfirmRamClear() implements Action {
    }

    /** Abandon a requested RAM clear. */
    record CancelRamClear() implements Action {
    }

    /**
     * Check the installed software against its manifest now (issue 9: at every boot and on demand
     * from the attendant menu); a mismatch locks the cabinet up like a failure at boot.
     */
    record VerifySoftware(String seedHex) implements Action {
        /** Without a seed: the SHA-256 check. */
        public VerifySoftware() {
            this(null);
        }
    }

    /** Light every lamp (lamp test), or back to normal. */
    record LampTest(boolean on) implements Action {
    }

    /** Technician: change a configuration value in the configuration file (effective at the next start). */
    record SetConfig(String key, String value) implements Action {
        public SetConfig {
            Objects.requireNonNull(key, "key");
            Objects.requireNonNull(value, "value");
        }
    }
}

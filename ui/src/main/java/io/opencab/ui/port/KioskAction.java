package io.opencab.ui.port;

/**
 * Everything the kiosk asks of the cabinet. On-screen buttons, the PC keyboard and the
 * cabinet's button deck produce the same actions (docs/ui.md, "Key map").
 */
public sealed interface KioskAction {

    /** Start a round at the current game and bet level (the cabinet checks credits). */
    record Spin() implements KioskAction {
    }

    /** One bet level up (+1) or down (-1) among the game's offered levels. */
    record ChangeBet(int direction) implements KioskAction {
        public ChangeBet {
            if (direction != 1 && direction != -1) {
                throw new IllegalArgumentException("bet direction must be +1 or -1, got " + direction);
            }
        }
    }

    /** Select the highest bet level the game offers (Christmas Tree: "Max Bet – Sets the bet value to the largest available"). */
    record MaxBet() implements KioskAction {
    }

    /** The player asks for an attendant (the deck's SERVICE button): the cabinet lights the tower light. */
    record CallAttendant() implements KioskAction {
    }

    /** Cash out the credit meter (a handpay on a cabinet without a printer or hopper). */
    record CashOut() implements KioskAction {
    }

    /** Play {@code gameId}, or {@code null} to go back to game select. */
    record SelectGame(String gameId) implements KioskAction {
    }

    /**
     * The round {@code roundId} of {@link KioskState#round()} has been shown to the end (or
     * skipped to its end): the cabinet may mark it presented and pay it.
     */
    record RoundPresented(long roundId) implements KioskAction {
    }

    /** Simulated devices only: a bill of {@code valueCents} inserted (the PC key map's bill keys). */
    record InsertBill(long valueCents) implements KioskAction {
    }

    /** Simulated devices only: the attendant key turned on or off (the real key is read by the cabinet). */
    record KeyTurn(boolean on) implements KioskAction {
    }

    /**
     * Simulated devices only: the cabinet door {@code door} (MAIN, CASH_BOX, LOGIC or BILL_VALIDATOR)
     * opened if closed, closed if open (the PC keys F5-F8, so door tilts can be tried; docs/ui.md).
     */
    record DoorToggle(String door) implements KioskAction {
        public DoorToggle {
            java.util.Objects.requireNonNull(door, "door");
        }
    }

    /** The PIN typed on the attendant keypad after a key turn. */
    record EnterPin(String pin) implements KioskAction {
    }

    /** Autoplay started or stopped with these settings (the cabinet may log it; the kiosk runs it). */
    record Autoplay(AutoplaySettings settings, boolean running) implements KioskAction {
    }

    /** An attendant or technician request (authorised by the cabinet from the key and PIN). */
    record Attendant(AttendantRequest request) implements KioskAction {
    }
}

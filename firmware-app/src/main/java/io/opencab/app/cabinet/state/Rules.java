package io.opencab.app.cabinet.state;

import io.opencab.hal.gpio.Button;
import java.util.EnumSet;
import java.util.Set;

import static io.opencab.app.cabinet.state.StateKind.ATTENDANT_MENU;
import static io.opencab.app.cabinet.state.StateKind.GAME_SELECT;
import static io.opencab.app.cabinet.state.StateKind.HELP;
import static io.opencab.app.cabinet.state.StateKind.IDLE;
import static io.opencab.app.cabinet.state.StateKind.PAID;
import static io.opencab.app.cabinet.state.StateKind.PRESENTING;

/**
 * Which action is allowed in which state: the first check of every action, before its own
 * conditions (enough credits, a role's permission, ...). Device reports are always taken in;
 * everything else is refused in the passing states PLAYING and CASH_OUT. No play and no bill
 * acceptance in TILT, HANDPAY_PENDING or ATTENDANT_MENU (regulations.md 1.5, 1.9; 25 CFR
 * 547.8(b)(3)). The table is in docs/cabinet.md and tested cell by cell.
 */
public final class Rules {
    /** Device reports and the service call: taken in whatever the state. */
    private static final Set<StateKind> ALWAYS = EnumSet.allOf(StateKind.class);
    private static final Set<StateKind> BETTING = EnumSet.of(IDLE, PAID);
    private static final Set<StateKind> ATTENDANT = EnumSet.of(ATTENDANT_MENU);
    private static final Set<StateKind> BILLS = EnumSet.of(IDLE, GAME_SELECT, PRESENTING, PAID, HELP);

    private Rules() {
    }

    /** Why {@code action} is refused in {@code kind}, or null when the state allows it. */
    public static String refusal(StateKind kind, Action action) {
        Set<StateKind> allowed = switch (action) {
            case Action.ButtonPressed _, Action.DoorChanged _, Action.KeyTurned _, Action.BillReported _,
                 Action.PrinterReported _, Action.ServiceCall _ -> ALWAYS;
            case Action.SelectGame _ -> EnumSet.of(IDLE, GAME_SELECT, PAID);
            case Action.ShowGameSelect _, Action.SetBetLevel _, Action.BetUp _, Action.BetDown _, Action.MaxBet _ -> BETTING;
            case Action.Spin _ -> EnumSet.of(IDLE, PAID, PRESENTING);
            case Action.PresentationDone _ -> EnumSet.of(PRESENTING);
            case Action.CashOut _ -> EnumSet.of(IDLE, GAME_SELECT, PAID, HELP);
            case Action.Help _ -> EnumSet.of(IDLE, PAID, HELP);
            case Action.Back _ -> EnumSet.of(GAME_SELECT, HELP);
            case Action.InsertBill _ -> BILLS;
            case Action.EnterPin _, Action.KeyOffHandpay _, Action.ClearTilt _, Action.ResolveBill _,
                 Action.ResolveTicket _, Action.ResolveRedeem _, Action.ClearPeriodMeters _, Action.RequestRamClear _,
                 Action.ConfirmRamClear _, Action.CancelRamClear _, Action.LampTest _, Action.VerifySoftware _,
                 Action.SetConfig _ -> ATTENDANT;
        };
        if (allowed.contains(kind)) {
            return null;
        }
        if (allowed == ATTENDANT) {
            // An attendant's action outside the menu: what is missing is the attendant, whatever the state (an
            // outside tester read "key off handpay is not allowed while ... locked up for a handpay" as a contradiction).
            return name(action) + " is not allowed while no attendant is logged in: turn the attendant key and enter the PIN"
                + " first";
        }
        return name(action) + " is not allowed while the cabinet is " + describe(kind);
    }

    /** True when the state lets the validator take bills (the credit limit and tilts aside). */
    public static boolean acceptsBills(StateKind kind) {
        return BILLS.contains(kind);
    }

    /** The player action a deck button stands for. */
    public static Action actionOf(Button button) {
        return switch (button) {
            case SPIN -> new Action.Spin();
            case BET_UP -> new Action.BetUp();
            case BET_DOWN -> new Action.BetDown();
            case MAX_BET -> new Action.MaxBet();
            case CASH_OUT -> new Action.CashOut();
            case HELP -> new Action.Help();
            case SERVICE -> new Action.ServiceCall();
            case GAME_SELECT -> new Action.ShowGameSelect();
        };
    }

    public static String name(Action a) {
        String n = a.getClass().getSimpleName();
        return n.replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase(java.util.Locale.ROOT);
    }

    public static String describe(StateKind kind) {
        return switch (kind) {
            case IDLE -> "idle";
            case GAME_SELECT -> "in game select";
            case PLAYING -> "deciding a round";
            case PRESENTING -> "presenting a round";
            case PAID -> "showing a paid round";
            case HELP -> "showing help";
            case CASH_OUT -> "cashing out (printing a ticket)";
            case HANDPAY_PENDING -> "locked up for a handpay";
            case ATTENDANT_MENU -> "in the attendant menu";
            case TILT -> "locked up (tilt)";
        };
    }
}

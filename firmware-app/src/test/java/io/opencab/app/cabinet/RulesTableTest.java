package io.opencab.app.cabinet;

import io.opencab.app.cabinet.state.Action;
import io.opencab.app.cabinet.state.Rules;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.hal.bill.BillEvent;
import io.opencab.hal.bill.ValidatorFault;
import io.opencab.hal.gpio.Button;
import io.opencab.hal.gpio.Door;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every action in every state, allowed (Y) or refused (-), cell by cell, as docs/cabinet.md states
 * it. Columns: IDLE, GAME_SELECT, PLAYING, PRESENTING, PAID, HELP, CASH_OUT, HANDPAY_PENDING,
 * ATTENDANT_MENU, TILT.
 */
class RulesTableTest {
    /** The specification, written out independently of {@link Rules}. */
    static final Map<Class<? extends Action>, String> TABLE = new LinkedHashMap<>();

    static {
        //                                          I G P R D H C J A T
        TABLE.put(Action.ButtonPressed.class,       "Y Y Y Y Y Y Y Y Y Y");
        TABLE.put(Action.DoorChanged.class,         "Y Y Y Y Y Y Y Y Y Y");
        TABLE.put(Action.KeyTurned.class,           "Y Y Y Y Y Y Y Y Y Y");
        TABLE.put(Action.BillReported.class,        "Y Y Y Y Y Y Y Y Y Y");
        TABLE.put(Action.PrinterReported.class,     "Y Y Y Y Y Y Y Y Y Y");
        TABLE.put(Action.ServiceCall.class,         "Y Y Y Y Y Y Y Y Y Y");
        TABLE.put(Action.SelectGame.class,          "Y Y - - Y - - - - -");
        TABLE.put(Action.ShowGameSelect.class,      "Y - - - Y - - - - -");
        TABLE.put(Action.SetBetLevel.class,         "Y - - - Y - - - - -");
        TABLE.put(Action.BetUp.class,               "Y - - - Y - - - - -");
        TABLE.put(Action.BetDown.class,             "Y - - - Y - - - - -");
        TABLE.put(Action.MaxBet.class,              "Y - - - Y - - - - -");
        TABLE.put(Action.Spin.class,                "Y - - Y Y - - - - -");
        TABLE.put(Action.PresentationDone.class,    "- - - Y - - - - - -");
        TABLE.put(Action.CashOut.class,             "Y Y - - Y Y - - - -");
        TABLE.put(Action.Help.class,                "Y - - - Y Y - - - -");
        TABLE.put(Action.Back.class,                "- Y - - - Y - - - -");
        TABLE.put(Action.InsertBill.class,          "Y Y - Y Y Y - - - -");
        TABLE.put(Action.EnterPin.class,            "- - - - - - - - Y -");
        TABLE.put(Action.KeyOffHandpay.class,       "- - - - - - - - Y -");
        TABLE.put(Action.ClearTilt.class,           "- - - - - - - - Y -");
        TABLE.put(Action.ResolveBill.class,         "- - - - - - - - Y -");
        TABLE.put(Action.ResolveTicket.class,       "- - - - - - - - Y -");
        TABLE.put(Action.ResolveRedeem.class,       "- - - - - - - - Y -");
        TABLE.put(Action.ClearPeriodMeters.class,   "- - - - - - - - Y -");
        TABLE.put(Action.RequestRamClear.class,     "- - - - - - - - Y -");
        TABLE.put(Action.ConfirmRamClear.class,     "- - - - - - - - Y -");
        TABLE.put(Action.CancelRamClear.class,      "- - - - - - - - Y -");
        TABLE.put(Action.LampTest.class,            "- - - - - - - - Y -");
        TABLE.put(Action.VerifySoftware.class,      "- - - - - - - - Y -");
        TABLE.put(Action.SetConfig.class,           "- - - - - - - - Y -");
    }

    static final StateKind[] COLUMNS = {StateKind.IDLE, StateKind.GAME_SELECT, StateKind.PLAYING, StateKind.PRESENTING,
        StateKind.PAID, StateKind.HELP, StateKind.CASH_OUT, StateKind.HANDPAY_PENDING, StateKind.ATTENDANT_MENU,
        StateKind.TILT};

    /** True when the table allows {@code type} in {@code kind}. */
    static boolean allowed(Class<? extends Action> type, StateKind kind) {
        String[] cells = TABLE.get(type).split(" ");
        return cells[Arrays.asList(COLUMNS).indexOf(kind)].equals("Y");
    }

    /** One instance of each action type. */
    static Action sample(Class<? extends Action> type, long roundId) {
        Instant t = Instant.EPOCH;
        Map<Class<?>, Action> m = new LinkedHashMap<>();
        m.put(Action.ButtonPressed.class, new Action.ButtonPressed(Button.SERVICE, true));
        m.put(Action.DoorChanged.class, new Action.DoorChanged(Door.LOGIC, true));
        m.put(Action.KeyTurned.class, new Action.KeyTurned(true));
        m.put(Action.BillReported.class, new Action.BillReported(new BillEvent.FaultCleared(ValidatorFault.PAUSE, t)));
        m.put(Action.ServiceCall.class, new Action.ServiceCall());
        m.put(Action.SelectGame.class, new Action.SelectGame(TestGame.ID));
        m.put(Action.ShowGameSelect.class, new Action.ShowGameSelect());
        m.put(Action.SetBetLevel.class, new Action.SetBetLevel(2));
        m.put(Action.BetUp.class, new Action.BetUp());
        m.put(Action.BetDown.class, new Action.BetDown());
        m.put(Action.MaxBet.class, new Action.MaxBet());
        m.put(Action.Spin.class, new Action.Spin());
        m.put(Action.PresentationDone.class, new Action.PresentationDone(roundId));
        m.put(Action.CashOut.class, new Action.CashOut());
        m.put(Action.Help.class, new Action.Help());
        m.put(Action.Back.class, new Action.Back());
        m.put(Action.InsertBill.class, new Action.InsertBill(500));
        m.put(Action.EnterPin.class, new Action.EnterPin(Fixture.ATTENDANT_PIN));
        m.put(Action.KeyOffHandpay.class, new Action.KeyOffHandpay());
        m.put(Action.ClearTilt.class, new Action.ClearTilt("DOOR_OPEN.MAIN"));
        m.put(Action.ResolveBill.class, new Action.ResolveBill(false));
        m.put(Action.ResolveTicket.class, new Action.ResolveTicket(false));
        m.put(Action.ResolveRedeem.class, new Action.ResolveRedeem(false));
        m.put(Action.PrinterReported.class, new Action.PrinterReported(new io.opencab.hal.printer.PrinterEvent.FaultCleared(
            io.opencab.hal.printer.PrinterFault.PAPER_LOW, t)));
        m.put(Action.ClearPeriodMeters.class, new Action.ClearPeriodMeters());
        m.put(Action.RequestRamClear.class, new Action.RequestRamClear());
        m.put(Action.ConfirmRamClear.class, new Action.ConfirmRamClear());
        m.put(Action.CancelRamClear.class, new Action.CancelRamClear());
        m.put(Action.LampTest.class, new Action.LampTest(true));
        m.put(Action.VerifySoftware.class, new Action.VerifySoftware());
        m.put(Action.SetConfig.class, new Action.SetConfig("rng.cycle.ms", "20"));
        return m.get(type);
    }

    @Test
    void theTableCoversEveryActionTypeAndEveryState() {
        Set<Class<?>> permitted = Arrays.stream(Action.class.getPermittedSubclasses()).collect(Collectors.toSet());

        assertEquals(permitted, TABLE.keySet());
        assertEquals(Set.of(StateKind.values()), Set.of(COLUMNS));
        TABLE.values().forEach(row -> assertEquals(COLUMNS.length, row.split(" ").length, row));
    }

    @Test
    void everyActionInEveryStateIsAllowedOrRefusedAsTheTableSays() {
        for (Class<? extends Action> type : TABLE.keySet()) {
            for (StateKind kind : COLUMNS) {
                String refusal = Rules.refusal(kind, sample(type, 1));
                if (allowed(type, kind)) {
                    assertNull(refusal, type.getSimpleName() + " in " + kind);
                } else {
                    assertNotNull(refusal, type.getSimpleName() + " in " + kind);
                    assertTrue(refusal.contains("is not allowed while"), refusal);
                }
            }
        }
    }

    @Test
    void billsAreAcceptedOnlyInThePlayersStates() {
        for (StateKind kind : StateKind.values()) {
            assertEquals(allowed(Action.InsertBill.class, kind), Rules.acceptsBills(kind), kind.name());
        }
    }

    @Test
    void eachDeckButtonStandsForItsPlayerAction() {
        assertEquals(new Action.Spin(), Rules.actionOf(Button.SPIN));
        assertEquals(new Action.BetUp(), Rules.actionOf(Button.BET_UP));
        assertEquals(new Action.BetDown(), Rules.actionOf(Button.BET_DOWN));
        assertEquals(new Action.MaxBet(), Rules.actionOf(Button.MAX_BET));
        assertEquals(new Action.CashOut(), Rules.actionOf(Button.CASH_OUT));
        assertEquals(new Action.Help(), Rules.actionOf(Button.HELP));
        assertEquals(new Action.ServiceCall(), Rules.actionOf(Button.SERVICE));
        assertEquals(new Action.ShowGameSelect(), Rules.actionOf(Button.GAME_SELECT));
    }
}

package io.opencab.app.headless;

import io.opencab.app.AppException;
import io.opencab.app.cabinet.state.StateKind;
import io.opencab.app.cabinet.state.TiltReason;
import io.opencab.hal.gpio.Door;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The headless script format (docs/headless.md): every command, and bad lines named by number. */
class ScriptTest {

    @Test
    void everyCommandParses() {
        Script s = Script.parse("""
            # a comment line
            bill 20            # a trailing comment
            bill 5.50
            select christmas-tree
            bet 2
            spin
            spin 1_000
            play christmas-tree 100 level 3 refill 20
            play-all 10
            cashout
            key on
            pin 1111
            handpay
            key off
            attendant 2222
            auto-handpay 1111
            auto-handpay off
            door open cash_box
            door close MAIN
            clear-tilt VALIDATOR.STACKER_FULL
            resolve-bill stacked
            clear-period
            expect state idle
            expect credits 0
            expect tilt door_open
            meters
            audit
            audit-every 500
            """);

        assertEquals(List.of(
            new Step.Bill(2, 2000), new Step.Bill(3, 550), new Step.Select(4, "christmas-tree"), new Step.Bet(5, 2),
            new Step.Spin(6, 1), new Step.Spin(7, 1000), new Step.Play(8, "christmas-tree", 100, 3, 2000),
            new Step.Play(9, null, 10, 0, 0), new Step.CashOut(10), new Step.Key(11, true), new Step.Pin(12, "1111"),
            new Step.Handpay(13), new Step.Key(14, false), new Step.Attendant(15, "2222"),
            new Step.AutoHandpay(16, "1111"), new Step.AutoHandpay(17, null), new Step.DoorStep(18, Door.CASH_BOX, true),
            new Step.DoorStep(19, Door.MAIN, false), new Step.ClearTilt(20, "VALIDATOR.STACKER_FULL"),
            new Step.ResolveBill(21, true), new Step.ClearPeriod(22), new Step.ExpectState(23, StateKind.IDLE),
            new Step.ExpectCredits(24, 0), new Step.ExpectTilt(25, TiltReason.DOOR_OPEN), new Step.Meters(26),
            new Step.Audit(27), new Step.AuditEvery(28, 500)), s.steps());
    }

    @Test
    void theBuiltInDemoParses() {
        assertTrue(Script.demo().steps().size() > 5);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "dance", "bill", "bill twenty", "bill 0", "bill -5", "bill 1.005", "select", "bet zero", "bet 0",
        "spin 0", "spin 2000000000", "play christmas-tree", "play christmas-tree 10 level", "play christmas-tree 10 speed 3",
        "play-all", "cashout now", "key sideways", "pin 12", "pin abcd", "attendant", "door open", "door open roof",
        "door ajar main", "resolve-bill maybe", "expect", "expect state NAPPING", "expect credits lots",
        "expect tilt COFFEE", "expect mood happy", "audit-every -1", "meters please"})
    void aBadLineIsRefusedWithItsNumber(String bad) {
        AppException e = assertThrows(AppException.class, () -> Script.parse("bill 20\n\n" + bad + "\nspin\n"));

        assertTrue(e.getMessage().startsWith("script line 3: "), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "bill 1e1", "bill \uFF12\uFF10", "bill +20", "bill 20.", "bill .50", "bill 2_0", "bill 20,00",
        "bill 99999999999999999999", "spin _1", "spin 1__0", "spin 1_", "spin +5", "spin \u0663", "bet \uFF12",
        "expect credits 1e3", "audit-every 99999999999999999999", "play christmas-tree 1e3",
        "play christmas-tree 10 refill 1e1"})
    void aNumberNotWrittenAsTheDocsSayIsRefusedWithItsLine(String bad) {
        // docs/headless.md: ASCII digits (groups joined by one '_'); amounts with a point and at most two decimals.
        AppException e = assertThrows(AppException.class, () -> Script.parse("bill 20\n" + bad + "\n"));

        assertTrue(e.getMessage().startsWith("script line 2: "), e.getMessage());
    }

    @Test
    void numbersAsTheDocsWriteThemAreRead() {
        Script s = Script.parse("bill 20\nbill 5.50\nbill 0.05\nspin 100_000\nspin 007\nexpect credits 1_234_567\n");

        assertEquals(List.of(new Step.Bill(1, 2000), new Step.Bill(2, 550), new Step.Bill(3, 5), new Step.Spin(4, 100_000),
            new Step.Spin(5, 7), new Step.ExpectCredits(6, 1_234_567)), s.steps());
    }

    @Test
    void nothingRunsWhenAnyLineIsBad() {
        // Parsing is all or nothing: a typo at the end of a soak script is found before the first round.
        assertThrows(AppException.class, () -> Script.parse("play-all 100000\nmetres\n"));
    }
}

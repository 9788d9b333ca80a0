package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.control.AttendantPage;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.Screen;
import io.opencab.ui.port.AutoplaySettings;
import io.opencab.ui.port.PlayerRules;
import io.opencab.ui.port.RecallEntry;
import java.util.List;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The kiosk's flows (issue 10), headless: touch with the robot, keys as a PC keyboard would send them. */
@ExtendWith(ApplicationExtension.class)
class KioskFlowTest {
    private static final io.opencab.money.MoneyFormat EUR = io.opencab.money.MoneyFormat.of(1, "EUR");
    private KioskFixture k;

    @Start
    void start(Stage stage) {
        k = new KioskFixture(stage, 42);
    }

    @Test
    void insertingABillShowsTheCreditsInCreditsAndCurrency(FxRobot robot) {
        k.enterChristmasTree(robot);
        assertEquals("INSERT BILL", k.text(robot, "#message"));
        robot.type(KeyCode.DIGIT2); // simulated validator: the second bill value, 10.00 EUR
        waitUntil("credits", () -> k.cabinet.credits() == 1000);
        waitUntil("credits shown", () -> "1,000".equals(k.text(robot, "#credits")));
        assertEquals("10.00 EUR", k.text(robot, "#credits-cash"));
        assertEquals("PRESS SPIN TO PLAY", k.text(robot, "#message"));
    }

    @Test
    void aSpinIsPresentedAndPaidWithTheOutcomesAmounts(FxRobot robot) {
        k.enterChristmasTree(robot);
        robot.type(KeyCode.DIGIT2);
        waitUntil("credits", () -> k.cabinet.credits() == 1000);
        for (int i = 0; i < 3; i++) {
            long before = k.cabinet.credits();
            k.spinAndSkip(robot);
            RoundOutcome o = k.cabinet.journal().getLast().outcome();
            assertEquals(before - o.bet() + o.totalWin(), k.cabinet.credits(), "credit meter after round " + i);
            waitUntil("credits shown", () -> EUR.credits(k.cabinet.credits()).equals(k.text(robot, "#credits")));
            assertEquals(EUR.credits(o.totalWin()), k.text(robot, "#win"), "win meter shows the outcome's win");
            waitUntil("last win", () -> k.text(robot, "#last-win").startsWith(EUR.credits(o.totalWin()) + " "));
        }
    }

    @Test
    void spaceSpinsOnlyWhenTheOptionIsOn(FxRobot robot) {
        k.enterChristmasTree(robot);
        robot.type(KeyCode.DIGIT2);
        waitUntil("credits", () -> k.cabinet.credits() == 1000);
        k.controller.settings().spaceToSpin(false);
        robot.type(KeyCode.SPACE);
        org.testfx.util.WaitForAsyncUtils.sleep(300, java.util.concurrent.TimeUnit.MILLISECONDS);
        assertEquals(1000, k.cabinet.credits(), "space does not spin when switched off");
        k.controller.settings().spaceToSpin(true);
        robot.type(KeyCode.SPACE);
        waitUntil("a round", () -> k.cabinet.credits() < 1000 || !k.cabinet.journal().isEmpty());
    }

    @Test
    void cashOutShowsTheHandpayOverlayUntilTheAttendantPays(FxRobot robot) {
        k.enterChristmasTree(robot);
        robot.type(KeyCode.DIGIT3); // 20.00 EUR
        waitUntil("credits", () -> k.cabinet.credits() == 2000);
        robot.clickOn("#cash-out");
        waitUntil("handpay overlay", () -> robot.lookup("#lockup").query().getParent().isVisible());
        assertEquals("CASH OUT - HANDPAY", k.text(robot, "#lockup-title"));
        assertEquals("2,000 CREDITS", k.text(robot, "#lockup-amount"));
        assertEquals("20.00 EUR", k.text(robot, "#lockup-cash"));
        assertTrue(k.text(robot, "#lockup-todo").contains("attendant"));
        // Locked: SPIN does nothing.
        robot.type(KeyCode.S);
        // The attendant keys it off.
        k.login(robot, "1234");
        robot.clickOn("#menu-handpay");
        waitUntil("handpay page", () -> robot.lookup("#handpay-paid").tryQuery().isPresent());
        assertEquals("Pay 2,000 credits = 20.00 EUR", k.text(robot, "#handpay-amount"));
        robot.clickOn("#handpay-paid");
        waitUntil("handpay cleared", () -> k.cabinet.state().lockup() == null);
        robot.type(KeyCode.K);
        waitUntil("back to the game", () -> k.screen() == Screen.GAME);
        assertFalse(robot.lookup("#lockup").query().getParent().isVisible());
    }

    @Test
    void aJackpotAboveTheHandpayLimitLocksWithItsAmount(FxRobot robot) {
        ChristmasTree game = ChristmasTree.standard();
        GameRng rng = SeededStreams.single(3);
        RoundOutcome win;
        do {
            win = game.play(1, rng);
        } while (win.totalWin() < 400);
        k.cabinet.handpayLimit(400);
        k.cabinet.force(win);
        k.enterChristmasTree(robot);
        robot.type(KeyCode.DIGIT1);
        waitUntil("credits", () -> k.cabinet.credits() == 500);
        k.spinAndSkip(robot);
        long amount = win.totalWin();
        waitUntil("jackpot overlay", () -> robot.lookup("#lockup").query().getParent().isVisible());
        assertEquals("JACKPOT - HANDPAY", k.text(robot, "#lockup-title"));
        assertEquals(EUR.credits(amount) + " CREDITS", k.text(robot, "#lockup-amount"));
        assertEquals(460, k.cabinet.credits(), "a handpaid jackpot does not go on the credit meter");
    }

    @Test
    void keyTurnThenPinOpensTheMetersWithTheCabinetsValues(FxRobot robot) {
        k.enterChristmasTree(robot);
        robot.type(KeyCode.DIGIT2);
        waitUntil("credits", () -> k.cabinet.credits() == 1000);
        k.spinAndSkip(robot);
        robot.type(KeyCode.K);
        waitUntil("pin", () -> k.screen() == Screen.PIN);
        robot.type(KeyCode.DIGIT5, KeyCode.ENTER);
        waitUntil("wrong pin refused", () -> "Wrong PIN".equals(k.text(robot, "#pin-message")));
        assertEquals(Screen.PIN, k.screen());
        robot.clickOn("#pin-1").clickOn("#pin-2").clickOn("#pin-3").clickOn("#pin-4").clickOn("#pin-ok");
        waitUntil("attendant menu", () -> k.screen() == Screen.ATTENDANT);
        robot.clickOn("#menu-meters");
        waitUntil("meters", () -> robot.lookup("#meter-master-0000").tryQuery().isPresent());
        assertEquals("40", k.text(robot, "#meter-master-0000"), "coin in");
        assertEquals("1,000", k.text(robot, "#meter-master-000B"), "bills in");
        assertEquals("1", k.text(robot, "#meter-master-0005"), "games played");
        assertEquals(EUR.credits(k.cabinet.credits()), k.text(robot, "#meter-master-000C"), "current credits");
        // Technician pages are not offered to an attendant.
        assertTrue(robot.lookup("#menu-ram_clear").tryQuery().isEmpty());
    }

    @Test
    void recallReplaysTheLastRoundsStepByStepWithTheLiveRenderer(FxRobot robot) {
        k.enterChristmasTree(robot);
        robot.type(KeyCode.DIGIT4);
        waitUntil("credits", () -> k.cabinet.credits() == 5000);
        for (int i = 0; i < 3; i++) {
            k.spinAndSkip(robot);
        }
        k.login(robot, "1234");
        // Deck navigation: BET- twice from Meters reaches... Recall is the second page: one BET- then SPIN.
        k.controller.press(Input.BET_DOWN, Input.Source.DECK);
        k.controller.press(Input.SPIN, Input.Source.DECK);
        waitUntil("recall page", () -> k.controller.model().attendantPage().get() == AttendantPage.RECALL
                && k.controller.model().recallPresenter().get() != null);
        List<RecallEntry> journal = k.cabinet.journal();
        RecallEntry newest = journal.getLast();
        waitUntil("newest round", () -> k.text(robot, "#recall-round").startsWith("Round " + newest.roundId() + " "));
        int steps = k.controller.renderer(newest.outcome().gameId()).script(newest.outcome()).steps().size();
        for (int i = 1; i < steps; i++) {
            robot.clickOn("#recall-step");
        }
        waitUntil("last step", () -> k.controller.model().recallStep().get() == steps - 1);
        waitUntil("win shown", () -> ("Win shown " + EUR.credits(newest.outcome().totalWin())).equals(k.text(robot, "#recall-win")));
        // The board shown is the same class live play uses.
        assertEquals(k.presenter().view().getClass(), k.controller.model().recallPresenter().get().view().getClass());
        // The next (older) round with the deck's BET-.
        k.controller.press(Input.BET_DOWN, Input.Source.DECK);
        RecallEntry older = journal.get(journal.size() - 2);
        waitUntil("older round", () -> k.text(robot, "#recall-round").startsWith("Round " + older.roundId() + " "));
        // The oldest round shows the bill that paid for it, in currency, and its amounts in currency.
        k.controller.press(Input.BET_DOWN, Input.Source.DECK);
        waitUntil("oldest round", () -> k.text(robot, "#recall-round").startsWith("Round " + journal.getFirst().roundId() + " "));
        assertTrue(k.text(robot, "#recall-around").contains("bill 50.00 EUR"), k.text(robot, "#recall-around"));
        assertTrue(k.text(robot, "#recall-amounts").matches("Bet \\d+ \\(\\d+\\.\\d\\d EUR\\).*"), k.text(robot, "#recall-amounts"));
    }

    @Test
    void diagnosticsSwitchesALampOnTheCabinetAndShowsTheLastDeckButton(FxRobot robot) {
        k.enterChristmasTree(robot);
        k.login(robot, "1234");
        robot.clickOn("#menu-diagnostics");
        waitUntil("diagnostics", () -> robot.lookup("#lamp-on-TOWER").tryQuery().isPresent());
        assertEquals("off", lamp("TOWER"));
        robot.clickOn("#lamp-on-TOWER");
        waitUntil("tower lamp on", () -> "ON".equals(lamp("TOWER")));
        robot.clickOn("#lamp-off-TOWER");
        waitUntil("tower lamp off", () -> "off".equals(lamp("TOWER")));
        // SERVICE: a button with no meaning on this page (MAX BET opens the seed's form here, issue 39).
        k.controller.press(Input.SERVICE, Input.Source.DECK);
        waitUntil("button test", () -> k.textNow(robot, "#button-test").endsWith("SERVICE"));
    }

    @Test
    void periodClearAndRamClearWithItsDoubleConfirmation(FxRobot robot) throws Exception {
        k.enterChristmasTree(robot);
        robot.type(KeyCode.DIGIT2);
        waitUntil("credits", () -> k.cabinet.credits() == 1000);
        k.spinAndSkip(robot);
        k.login(robot, "9999");
        waitUntil("technician menu", () -> k.controller.attendant().attendantPages().contains(AttendantPage.RAM_CLEAR));
        // Period clear: SPIN on its page asks, a second SPIN clears the period meters, the master meters stay.
        k.controller.attendant().openAttendantPage(AttendantPage.PERIOD_CLEAR);
        waitUntil("period page", () -> k.controller.model().attendantPage().get() == AttendantPage.PERIOD_CLEAR);
        k.controller.press(Input.SPIN, Input.Source.DECK);
        waitUntil("asks", () -> k.textNow(robot, "#period-clear-text").startsWith("CLEAR THE PERIOD METERS?"));
        k.controller.drain(5000);
        assertEquals(1, k.cabinet.meters().period().stream().filter(r -> r.code().equals("0005")).findFirst()
                .orElseThrow().value(), "nothing cleared before the confirmation");
        k.controller.press(Input.SPIN, Input.Source.DECK);
        waitUntil("period cleared", () -> k.cabinet.meters().period().stream().allMatch(r -> r.value() == 0));
        assertEquals(1, k.cabinet.master("0005"), "games played (master) survives a period clear");
        // RAM clear: two confirmations, nothing is cleared before the third press.
        k.controller.attendant().openAttendantPage(AttendantPage.RAM_CLEAR);
        waitUntil("ram clear page", () -> k.controller.model().attendantPage().get() == AttendantPage.RAM_CLEAR);
        for (int press = 1; press <= 2; press++) {
            k.controller.press(Input.SPIN, Input.Source.DECK);
            int stage = press;
            waitUntil("confirmation " + press, () -> k.controller.model().ramClearStage().get() == stage);
            k.controller.drain(5000);
            assertEquals(1, k.cabinet.journal().size(), "not cleared after press " + press);
        }
        k.controller.press(Input.SPIN, Input.Source.DECK);
        waitUntil("ram cleared", () -> k.cabinet.journal().isEmpty() && k.cabinet.master("0005") == 0);
    }

    private String lamp(String name) {
        return k.cabinet.diagnostics().devices().stream().filter(d -> d.name().equals("Lamp " + name))
                .findFirst().orElseThrow().status();
    }

    @Test
    void autoplayPlaysItsRoundsAndStopsWithTheReason(FxRobot robot) {
        k.enterChristmasTree(robot);
        robot.type(KeyCode.DIGIT4);
        waitUntil("credits", () -> k.cabinet.credits() == 5000);
        k.controller.player().startAutoplay(AutoplaySettings.rounds(4));
        waitUntil("autoplay started", () -> k.controller.model().autoplay().get() != null || !k.cabinet.journal().isEmpty());
        waitUntil("autoplay done", () -> {
            if (k.presenter() != null && k.presenter().running().get()) {
                k.controller.press(Input.SPIN, Input.Source.DECK); // skip each round's animation
            }
            return k.controller.model().autoplay().get() == null;
        });
        assertEquals(4, k.cabinet.journal().size());
        assertEquals("Autoplay stopped: 4 rounds played", k.controller.model().note().get());
    }

    @Test
    void autoplayIsRefusedWhereTheJurisdictionSwitchesItOff(FxRobot robot) {
        k.cabinet.rules(new PlayerRules(false, 0, false, true, true, true, List.of(500L, 1000L)));
        k.enterChristmasTree(robot);
        robot.type(KeyCode.DIGIT2);
        waitUntil("credits", () -> k.cabinet.credits() == 1000);
        assertTrue(robot.lookup("#autoplay").query().isDisabled());
        robot.type(KeyCode.A);
        waitUntil("note", () -> k.text(robot, "#note").contains("not available"));
        k.controller.player().startAutoplay(AutoplaySettings.rounds(3));
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        assertEquals(null, k.controller.model().autoplay().get());
        assertTrue(k.cabinet.journal().isEmpty());
    }

    @Test
    void helpShowsThePaytableFromTheGamesMath(FxRobot robot) {
        k.enterChristmasTree(robot);
        robot.clickOn("#help");
        waitUntil("paytable", () -> robot.lookup("#paytable").tryQuery().isPresent());
        ChristmasTree game = ChristmasTree.standard();
        int level = k.cabinet.state().betLevel();
        // Pays are shown at the current bet: coins per bet level x the level, in credits over currency.
        // Santa (symbol 7) and the Purple Bauble (symbol 0), clusters of 5, on the first page.
        long santaFive = game.math().pay(7, 5) * level;
        assertEquals("5: " + EUR.credits(santaFive) + "\n" + EUR.currency(santaFive), k.text(robot, "#pay-7-5"));
        long five = game.math().pay(0, 5) * level;
        assertEquals("5: " + EUR.credits(five) + "\n" + EUR.currency(five), k.text(robot, "#pay-0-5"));
        robot.clickOn("#help-next");
        waitUntil("paytable continued", () -> robot.lookup("#pay-7-20").tryQuery().isPresent());
        // Santa, clusters of 20 to 27 cells.
        long santa = game.math().pay(7, 20) * level;
        assertEquals("20-27: " + EUR.credits(santa) + "\n" + EUR.currency(santa), k.text(robot, "#pay-7-20"));
        robot.clickOn("#help-next");
        waitUntil("features page", () -> k.text(robot, "#help-title").contains("(3/"));
        robot.type(KeyCode.ESCAPE);
        waitUntil("closed", () -> robot.lookup("#paytable").tryQuery().isEmpty()
                && k.controller.model().panel().get() == Screen.Panel.NONE);
    }
}

package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.opencab.testkit.StepClock;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.Screen;
import io.opencab.ui.demo.DemoCabinet;
import io.opencab.ui.port.PlayerRules;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 39 item 6: the attract screen cycles through the games, and the kiosk returns to it after the configured
 * idle time at zero credits, never with credits on the meter. The idle time is read from a clock the test moves.
 */
@ExtendWith(ApplicationExtension.class)
class AttractTest {
    private final StepClock clock = new StepClock(Instant.parse("2026-12-01T18:30:00Z"));
    private KioskFixture k;

    @Start
    void start(Stage stage) {
        DemoCabinet c = DemoCabinet.seeded(6);
        c.rules(new PlayerRules(true, 100, false, true, true, true, List.of(500L, 1000L))
                .with(io.opencab.money.MoneyFormat.Grouping.COMMA, Duration.ofSeconds(30)));
        k = KioskFixture.on(stage, c, clock);
    }

    private void idle(Duration d) {
        clock.advance(d);
        k.controller.checkIdle();
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theAttractScreenCyclesThroughTheGames(FxRobot robot) throws Exception {
        waitUntil("attract", () -> k.screen() == Screen.INTRO);
        IntroView intro = robot.lookup("#intro-view").queryAs(IntroView.class);
        String first = WaitForAsyncUtils.asyncFx(intro::currentGame).get(5, TimeUnit.SECONDS);

        WaitForAsyncUtils.asyncFx(intro::next).get(5, TimeUnit.SECONDS);

        assertNotEquals(first, WaitForAsyncUtils.asyncFx(intro::currentGame).get(5, TimeUnit.SECONDS));
    }

    @Test
    void idleAtZeroCreditsItReturnsToTheAttractScreen(FxRobot robot) {
        k.enterChristmasTree(robot);

        idle(Duration.ofSeconds(29));
        assertEquals(Screen.GAME, k.screen(), "not before the idle time");
        idle(Duration.ofSeconds(1));

        waitUntil("attract", () -> k.screen() == Screen.INTRO);
        k.controller.press(Input.SPIN, Input.Source.DECK);
        waitUntil("a touch leaves it for game select", () -> k.screen() == Screen.GAME_SELECT);
    }

    @Test
    void withCreditsItStaysOnTheGame(FxRobot robot) {
        k.enterChristmasTree(robot);
        k.controller.devices().insertBill(0);
        waitUntil("credits", () -> k.cabinet.credits() > 0);

        idle(Duration.ofMinutes(10));

        assertEquals(Screen.GAME, k.screen());
    }

    /**
     * Credits put on the meter from the cabinet's side, with no press: as the casino system's transfer (AFT) reaches
     * the kiosk, only through the state its port sends (docs/cleanroom-aft-bonus-2026-11-28.md D3).
     */
    private void creditsFromTheCabinet(long cents) {
        k.cabinet.submit(new io.opencab.ui.port.KioskAction.InsertBill(cents));
    }

    @Test
    void creditsArrivingWithNoPressLeaveTheAttractScreen() {
        waitUntil("attract", () -> k.screen() == Screen.INTRO);

        creditsFromTheCabinet(1000);

        waitUntil("the credits shown on game select", () -> k.screen() == Screen.GAME_SELECT);
    }

    @Test
    void afterCreditsArriveOnTheAttractScreenTheFirstCashOutCashesOut() {
        waitUntil("attract", () -> k.screen() == Screen.INTRO);
        creditsFromTheCabinet(1000);
        k.settle();

        k.press(Input.CASH_OUT);

        waitUntil("the cash-out's handpay", () -> k.cabinet.state().lockup() != null);
        assertEquals(io.opencab.ui.port.Lockup.Kind.HANDPAY_CASHOUT, k.cabinet.state().lockup().kind());
    }

    @Test
    void aBillInsertedOnTheAttractScreenLeavesIt(FxRobot robot) {
        waitUntil("attract", () -> k.screen() == Screen.INTRO);

        robot.type(javafx.scene.input.KeyCode.DIGIT1); // the simulated validator's first bill: no deck press

        waitUntil("the credits shown on game select", () -> k.screen() == Screen.GAME_SELECT);
        assertEquals(500, k.cabinet.credits());
    }

    @Test
    void atZeroCreditsCashOutOnTheAttractScreenOnlyWakesIt() {
        waitUntil("attract", () -> k.screen() == Screen.INTRO);

        k.press(Input.CASH_OUT);

        assertEquals(Screen.GAME_SELECT, k.screen());
        assertEquals(null, k.cabinet.state().lockup(), "nothing to cash out, nothing asked");
    }

    @Test
    void aPressRestartsTheIdleTime(FxRobot robot) {
        k.enterChristmasTree(robot);
        idle(Duration.ofSeconds(20));

        k.controller.press(Input.BET_UP, Input.Source.DECK);
        idle(Duration.ofSeconds(20));

        assertEquals(Screen.GAME, k.screen(), "20 s since the last press");
    }
}

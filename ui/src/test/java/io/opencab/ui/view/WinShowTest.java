package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.WinShow;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import javafx.scene.Node;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 39 item 3: a big win is celebrated by its tier on an opaque plate rolling the win up in credits and
 * currency, SPIN ends it, and the round is paid after it; a win below the bet has no plate; after a win the board
 * cycles through the round's wins until the next round.
 */
@ExtendWith(ApplicationExtension.class)
class WinShowTest {
    private static final ChristmasTree GAME = ChristmasTree.standard();
    private KioskFixture k;

    @Start
    void start(Stage stage) {
        k = new KioskFixture(stage, 3);
    }

    private static ChristmasTreeOutcome round(long seed, Predicate<ChristmasTreeOutcome> wanted) {
        GameRng rng = SeededStreams.single(seed);
        for (int i = 0; i < 200_000; i++) {
            ChristmasTreeOutcome o = GAME.play(1, rng);
            if (wanted.test(o)) {
                return o;
            }
        }
        throw new AssertionError("no such round");
    }

    private void play(FxRobot robot, ChristmasTreeOutcome o) {
        k.enterChristmasTree(robot);
        k.controller.devices().insertBill(3);
        waitUntil("credits", () -> k.cabinet.credits() > 0);
        k.cabinet.force(o);
        k.controller.press(Input.SPIN, Input.Source.DECK);
        waitUntil("presenting", () -> k.presenter() != null && k.presenter().running().get());
    }

    @Test
    void theTiersAreTenTwentyFiveAndFiftyBets() {
        assertEquals(WinShow.Tier.NONE, WinShow.Tier.of(399, 40));
        assertEquals(WinShow.Tier.BIG, WinShow.Tier.of(400, 40));
        assertEquals(WinShow.Tier.MEGA, WinShow.Tier.of(1_000, 40));
        assertEquals(WinShow.Tier.EPIC, WinShow.Tier.of(2_000, 40));
        assertEquals(WinShow.Tier.NONE, WinShow.Tier.of(0, 40));
    }

    @Test
    void aBigWinIsCelebratedOnAnOpaquePlateAndPaidWhenSpinEndsIt(FxRobot robot) throws Exception {
        ChristmasTreeOutcome o = round(10, r -> r.totalWin() >= 10 * r.bet() && r.totalWin() < 25 * r.bet());
        play(robot, o);
        int rounds = k.cabinet.journal().size();

        k.controller.skipToEnd(); // the round's steps to their end: the celebration starts
        waitUntil("celebration", () -> k.controller.winShow().running());

        Node plate = robot.lookup("#winshow").query();
        assertTrue(plate.isVisible());
        assertEquals("BIG WIN!", k.text(robot, "#winshow-title"));
        assertEquals(rounds, k.cabinet.journal().size(), "not paid while it is celebrated");
        assertTrue(WaitForAsyncUtils.asyncFx(() -> LayoutCheck.problems("big win", k.view.logicalStage())).get(10,
                TimeUnit.SECONDS).isEmpty());
        assertTrue(((Region) plate).getChildrenUnmodifiable().getFirst() instanceof javafx.scene.shape.Rectangle r
                && r.getFill().isOpaque(), "an opaque plate");

        k.controller.press(Input.SPIN, Input.Source.DECK);

        waitUntil("paid", () -> k.cabinet.journal().size() > rounds && k.cabinet.state().round() == null);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(k.controller.winShow().running());
        assertFalse(plate.isVisible());
        assertEquals(io.opencab.money.MoneyFormat.of(1, "EUR").credits(o.totalWin()) + " CREDITS",
                k.text(robot, "#winshow-credits"), "the roll-up ended on the whole win");
        assertEquals(io.opencab.money.MoneyFormat.of(1, "EUR").currency(o.totalWin()), k.text(robot, "#winshow-cash"));
    }

    @Test
    void aWinBelowTheBetHasNoPlateAndNoCelebration(FxRobot robot) {
        ChristmasTreeOutcome o = round(11, r -> r.totalWin() > 0 && r.totalWin() < r.bet());
        play(robot, o);
        int rounds = k.cabinet.journal().size();

        k.controller.skipToEnd();

        waitUntil("paid", () -> k.cabinet.journal().size() > rounds && k.cabinet.state().round() == null);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(k.controller.winShow().running());
        assertTrue(robot.lookup("#ct-banner-amount").tryQuery().isEmpty(), "no TOTAL WIN plate for a win below the bet");
        assertEquals(Long.toString(o.totalWin()), k.text(robot, "#win"), "the win meter shows it");
    }

    @Test
    void afterAWinTheBoardCyclesThroughItsWinsUntilTheNextRound(FxRobot robot) {
        ChristmasTreeOutcome o = round(12, r -> r.totalWin() >= r.bet() && r.totalWin() < 10 * r.bet()
                && r.regular().cascades() >= 2 && r.miracle() == null && r.freeSpins().isEmpty());
        play(robot, o);
        int rounds = k.cabinet.journal().size();
        k.controller.skipToEnd();
        waitUntil("paid", () -> k.cabinet.journal().size() > rounds && k.cabinet.state().round() == null);

        waitUntil("win cycle", () -> k.presenter().cycling().get());
        List<String> captions = new java.util.concurrent.CopyOnWriteArrayList<>();
        WaitForAsyncUtils.waitForFxEvents();
        javafx.application.Platform.runLater(() -> k.presenter().caption().addListener((x, a, b) -> captions.add(b)));
        waitUntil("the cycle shows a winning cascade", () -> captions.stream().anyMatch(c -> !c.startsWith("TOTAL WIN")));

        k.controller.press(Input.SPIN, Input.Source.DECK);
        waitUntil("the next round", () -> k.presenter().running().get());
        assertFalse(k.presenter().cycling().get(), "the next round ends the cycle");
    }
}

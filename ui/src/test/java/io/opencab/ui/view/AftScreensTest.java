package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.ui.control.AttendantPage;
import io.opencab.ui.control.Input;
import io.opencab.ui.demo.DemoCabinet;
import io.opencab.ui.port.Lockup;
import io.opencab.ui.port.PromoCredits;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 40 items 1 and 6, what people see of AFT: the promotional credits under the credit meter (restricted played
 * first and never paid out, their expiry), on the game screen and through a cash-out's handpay plate; the attendant's
 * AFT page with its registration, lock and last 35 transfers, a page at a time. Every screen fits ({@link LayoutCheck})
 * and writes its numbers the one way ({@link NumberScan}).
 */
@ExtendWith(ApplicationExtension.class)
class AftScreensTest {
    private static final PromoCredits PROMO = new PromoCredits(500, 200, LocalDate.of(2026, 12, 31), false);
    private KioskFixture k;
    private AftDemo aft;

    @Start
    void start(Stage stage) {
        aft = new AftDemo(DemoCabinet.seeded(40));
        k = KioskFixture.withAft(stage, aft);
    }

    /** What does not fit; on a player's screen also every amount not written the one way. */
    private List<String> problems(String screen) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            List<String> out = new java.util.ArrayList<>(LayoutCheck.problems(screen, k.view.logicalStage()));
            if (!screen.startsWith("AFT")) { // the AFT page's asset number and ids are not amounts
                out.addAll(NumberScan.problems(screen, k.view.logicalStage(), k.controller.model().state().get().money()));
            }
            return out;
        }).get(10, TimeUnit.SECONDS);
    }

    private void gameWithPromo(FxRobot robot) {
        k.enterChristmasTree(robot);
        k.controller.devices().insertBill(1);
        waitUntil("credits", () -> k.cabinet.credits() == 1000);
        aft.promo(PROMO);
        waitUntil("promo shown", () -> !k.textNow(robot, "#promo").isEmpty());
    }

    @Test
    void theGameScreenShowsThePromotionalCreditsAndTheirRulesUnderTheMeter(FxRobot robot) throws Exception {
        gameWithPromo(robot);

        assertEquals("1,700", k.text(robot, "#credits"), "the meter keeps the total");
        assertEquals("of which PROMO 700", k.text(robot, "#promo"));
        assertEquals("Restricted 500: played first, never paid out; expire after 2026-12-31",
                k.text(robot, "#promo-restricted"));
        assertEquals("Non-restricted 200: paid at cash-out", k.text(robot, "#promo-nonrestricted"));
        assertEquals(List.of(), problems("game with promo"));
    }

    @Test
    void aBonusAwardIsShownWithTheWinAndTheScreenFits(FxRobot robot) throws Exception {
        gameWithPromo(robot);

        aft.bonus(500);
        waitUntil("bonus shown", () -> !k.textNow(robot, "#bonus-award").isEmpty());

        assertEquals("BONUS AWARD " + k.controller.model().state().get().money().cents(500),
                k.text(robot, "#bonus-award"));
        assertEquals(List.of(), problems("game with a bonus award"));
        WaitForAsyncUtils.asyncFx(() -> ScreenshotTest.write("aft-bonus-award", k.view.logicalStage().snapshot(null, null)))
                .get(10, TimeUnit.SECONDS);
    }

    @Test
    void withoutABonusAwardNoBonusLineTakesRoom(FxRobot robot) {
        k.enterChristmasTree(robot);

        Node n = robot.lookup("#bonus-award").query();
        assertFalse(n.isVisible() || n.isManaged(), "#bonus-award takes room");
    }

    @Test
    void withoutPromotionalCreditsNoPromoLineTakesRoom(FxRobot robot) {
        k.enterChristmasTree(robot);

        for (String id : List.of("#promo", "#promo-restricted", "#promo-nonrestricted")) {
            Node n = robot.lookup(id).query();
            assertFalse(n.isVisible() || n.isManaged(), id);
        }
    }

    @Test
    void aCashOutsHandpaySaysTheRestrictedCreditsStayAndTheyStayInView(FxRobot robot) throws Exception {
        gameWithPromo(robot);

        k.controller.press(Input.CASH_OUT, Input.Source.DECK);
        waitUntil("handpay", () -> robot.lookup("#lockup").tryQuery().map(n -> n.getParent().isVisible()).orElse(false)
                && k.controller.model().state().get().lockup().kind() == Lockup.Kind.HANDPAY_CASHOUT);

        assertEquals("500 restricted promotional credits are not paid out: they stay on the credit meter for play.",
                k.text(robot, "#lockup-promo"));
        assertEquals("500", k.text(robot, "#credits"));
        Bounds plate = robot.lookup("#lockup").query().localToScene(robot.lookup("#lockup").query().getLayoutBounds());
        Bounds rule = robot.lookup("#promo-restricted").query().localToScene(
                robot.lookup("#promo-restricted").query().getLayoutBounds());
        assertFalse(plate.intersects(rule), "the rule stays in view beside the plate");
        assertEquals(List.of(), problems("cash-out handpay with restricted credits"));
    }

    @Test
    void withForfeitTheCashOutsHandpayNamesTheRestrictedCreditsForfeited(FxRobot robot) throws Exception {
        k.enterChristmasTree(robot);
        k.controller.devices().insertBill(1);
        waitUntil("credits", () -> k.cabinet.credits() == 1000);
        aft.promo(new PromoCredits(500, 200, LocalDate.of(2026, 12, 31), true));
        waitUntil("promo shown", () -> !k.textNow(robot, "#promo").isEmpty());

        k.controller.press(Input.CASH_OUT, Input.Source.DECK);
        waitUntil("handpay", () -> robot.lookup("#lockup").tryQuery().map(n -> n.getParent().isVisible()).orElse(false)
                && k.controller.model().state().get().lockup().kind() == Lockup.Kind.HANDPAY_CASHOUT);

        assertEquals("500 restricted promotional credits were forfeited at this cash-out: they are never paid out.",
                k.text(robot, "#lockup-promo"));
        assertEquals(List.of(), problems("cash-out handpay with restricted credits forfeited"));
    }

    private void openAftPage(FxRobot robot) {
        k.enterChristmasTree(robot);
        k.login(robot, DemoCabinet.ATTENDANT_PIN);
        int target = k.controller.attendant().attendantPages().indexOf(AttendantPage.AFT);
        for (int i = 0; i < target; i++) {
            k.controller.press(Input.BET_DOWN, Input.Source.DECK);
        }
        k.controller.press(Input.SPIN, Input.Source.DECK);
        waitUntil("AFT page", () -> robot.lookup("#aft-page").tryQuery().isPresent());
    }

    @Test
    void theAftPageShowsTheRegistrationTheLockAndTheNewestTransfersFirst(FxRobot robot) throws Exception {
        openAftPage(robot);

        assertEquals("REGISTERED (01), since " + io.opencab.ui.control.LogTime.of(AftDemo.T0.minusSeconds(3_600)),
                k.text(robot, "#aft-registration"));
        assertEquals("1234 / 56", k.text(robot, "#aft-asset"));
        assertEquals("1011...2223  (shown in part)", k.text(robot, "#aft-key"));
        assertEquals("LOCKED, ends by itself in 12.5 s", k.text(robot, "#aft-lock"));
        assertTrue(k.text(robot, "#aft-transfer-0").startsWith(" 135 "), k.text(robot, "#aft-transfer-0"));
        assertTrue(k.text(robot, "#aft-transfer-0").contains("HOST-2026-004035"), k.text(robot, "#aft-transfer-0"));
        assertTrue(robot.lookup("#aft-transfer-" + (AftPage.LINES_PER_PAGE - 1)).tryQuery().isPresent());
        assertTrue(robot.lookup("#aft-transfer-" + AftPage.LINES_PER_PAGE).tryQuery().isEmpty(), "one page at a time");
        assertEquals("Page 1 of 3  (BET+/BET- turn the pages)", k.text(robot, "#aft-page-no"));
        assertEquals(List.of(), problems("AFT page"));
    }

    @Test
    void theOlderTransfersAreOnTheNextPagesToTheThirtyFifth(FxRobot robot) throws Exception {
        openAftPage(robot);

        robot.clickOn("#aft-older");
        waitUntil("page 2", () -> k.textNow(robot, "#aft-page-no").startsWith("Page 2 of 3"));
        k.controller.press(Input.BET_DOWN, Input.Source.DECK);
        waitUntil("page 3", () -> k.textNow(robot, "#aft-page-no").startsWith("Page 3 of 3"));
        k.controller.press(Input.BET_DOWN, Input.Source.DECK);

        waitUntil("still page 3", () -> k.textNow(robot, "#aft-page-no").startsWith("Page 3 of 3"));
        assertTrue(k.text(robot, "#aft-transfer-34").startsWith(" 101 "), k.text(robot, "#aft-transfer-34"));
        assertTrue(robot.lookup("#aft-older").query().isDisabled(), "no page after the last");
        assertEquals(List.of(), problems("AFT page 3"));
    }

    @Test
    void anEmptyJournalSaysSo(FxRobot robot) {
        aft.transfers(0);
        openAftPage(robot);

        assertEquals("No transfers yet", k.text(robot, "#aft-transfer-none"));
        assertEquals("Page 1 of 1  (BET+/BET- turn the pages)", k.text(robot, "#aft-page-no"));
    }
}

package io.opencab.ui.view;

import static io.opencab.ui.view.KioskFixture.waitUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.testkit.StepClock;
import io.opencab.ui.control.AttendantPage;
import io.opencab.ui.control.Input;
import io.opencab.ui.demo.DemoCabinet;
import io.opencab.ui.demo.ForwardingKioskPort;
import io.opencab.ui.port.AttendantRequest;
import io.opencab.ui.port.KioskAction;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The Handpay and tilts page from the button deck (docs/cleanroom-aft-bonus-2026-11-28.md D2: CLEAR TILT had no key,
 * only a touch at its place): SPIN presses the page's one answer (pays the handpay, clears the tilt); where the
 * attendant has two answers BET+/BET- choose and SPIN presses the lit one; a line on the page says which key does it.
 * The requests are read where they leave the kiosk, at its port.
 */
@ExtendWith(ApplicationExtension.class)
class HandpayPageDeckTest {
    private DemoCabinet cabinet;
    private Recording port;
    private KioskFixture k;

    @Start
    void start(Stage stage) {
        cabinet = DemoCabinet.seeded(40);
        port = new Recording(cabinet);
        k = KioskFixture.on(stage, cabinet, port, new StepClock(Instant.parse("2026-12-01T18:30:00Z")));
    }

    /** The demo cabinet's port, keeping every attendant request the kiosk sends. */
    private record Recording(DemoCabinet kiosk, List<AttendantRequest> requests) implements ForwardingKioskPort {
        Recording(DemoCabinet kiosk) {
            this(kiosk, new CopyOnWriteArrayList<>());
        }

        @Override
        public void submit(KioskAction action) {
            if (action instanceof KioskAction.Attendant a) {
                requests.add(a.request());
            }
            kiosk.submit(action);
        }
    }

    /** Given a tilt {@code code} and the key turned with the attendant's PIN: the page the key opens. */
    private void tiltAndKey(FxRobot robot, String code) {
        tiltAndKey(robot, code, "Bill validator jammed");
    }

    private void tiltAndKey(FxRobot robot, String code, String reason) {
        k.enterChristmasTree(robot);
        cabinet.tilt(code, reason);
        waitUntil("lockup", () -> k.controller.model().state().get().lockup() != null);
        k.login(robot, DemoCabinet.ATTENDANT_PIN);
        waitUntil("handpay page", () -> k.controller.model().attendantPage().get() == AttendantPage.HANDPAY);
    }

    private List<AttendantRequest> sent() {
        return port.requests().stream().filter(r -> !(r instanceof AttendantRequest.Logout)).toList();
    }

    @Test
    void spinClearsATilt(FxRobot robot) {
        tiltAndKey(robot, "BV-JAM");

        k.press(Input.SPIN);

        assertEquals(List.of(new AttendantRequest.ClearTilt("BV-JAM")), sent());
    }

    @Test
    void theKeyboardsEnterClearsATiltAsSpinDoes(FxRobot robot) {
        tiltAndKey(robot, "HOST_CASHOUT");

        robot.type(KeyCode.ENTER);
        k.settle();

        assertEquals(List.of(new AttendantRequest.ClearTilt("HOST_CASHOUT")), sent());
    }

    @Test
    void spinStillPaysAHandpay(FxRobot robot) {
        k.enterChristmasTree(robot);
        robot.type(KeyCode.DIGIT2);
        waitUntil("credits", () -> cabinet.credits() == 1000);
        k.press(Input.CASH_OUT);
        waitUntil("handpay", () -> k.controller.model().state().get().lockup() != null);
        k.login(robot, DemoCabinet.ATTENDANT_PIN);
        waitUntil("handpay page", () -> robot.lookup("#handpay-paid").tryQuery().isPresent());

        k.press(Input.SPIN);

        assertEquals(List.of(new AttendantRequest.HandpayPaid()), sent());
    }

    @Test
    void spinGivesTheFirstOfTwoAnswers(FxRobot robot) {
        tiltAndKey(robot, "REDEEM_IN_DOUBT");

        k.press(Input.SPIN);

        assertEquals(List.of(new AttendantRequest.ResolveRedeem(true)), sent());
    }

    @Test
    void betMinusChoosesTheSecondAnswerAndSpinGivesIt(FxRobot robot) {
        tiltAndKey(robot, "TICKET_IN_DOUBT");

        k.press(Input.BET_DOWN);
        k.press(Input.BET_DOWN); // stops at the last answer
        k.press(Input.SPIN);

        assertEquals(List.of(new AttendantRequest.ResolveTicket(false)), sent());
    }

    @Test
    void betPlusChoosesTheFirstAnswerAgain(FxRobot robot) {
        tiltAndKey(robot, "TICKET_IN_DOUBT");

        k.press(Input.BET_DOWN);
        k.press(Input.BET_UP);
        k.press(Input.SPIN);

        assertEquals(List.of(new AttendantRequest.ResolveTicket(true)), sent());
    }

    @Test
    void thePageSaysSpinClearsTheTilt(FxRobot robot) {
        tiltAndKey(robot, "BV-JAM");

        waitUntil("hint", () -> robot.lookup("#handpay-deck-hint").tryQuery().isPresent());

        assertEquals("Deck: SPIN presses CLEAR TILT.", k.text(robot, "#handpay-deck-hint"));
    }

    @Test
    void withTwoAnswersThePageSaysWhichIsLitAndHowToChoose(FxRobot robot) throws Exception {
        tiltAndKey(robot, "REDEEM_IN_DOUBT", "Ticket 000123 for 2000 credits was authorised by the casino system but"
                + " not proven stacked: look in the stacker.");

        k.press(Input.BET_DOWN);

        waitUntil("hint", () -> robot.lookup("#handpay-deck-hint").tryQuery().isPresent());
        assertEquals("Deck: BET+ / BET- choose (the lit one: NOT IN THE STACKER: GIVEN BACK), SPIN presses it.",
                k.text(robot, "#handpay-deck-hint"));
        assertTrue(robot.lookup("#redeem-returned").query().getStyleClass().contains("choice-cursor"), "lit");
        assertTrue(!robot.lookup("#redeem-stacked").query().getStyleClass().contains("choice-cursor"), "not lit");
        new ServiceDeck(k).shot("25c-redeem-in-doubt-deck");
    }

    @Test
    void thePageWithItsDeckLineFits(FxRobot robot) throws Exception {
        tiltAndKey(robot, "BV-JAM");
        waitUntil("hint", () -> robot.lookup("#handpay-deck-hint").tryQuery().isPresent());

        new ServiceDeck(k).shot("25b-tilt-page-deck");
    }
}

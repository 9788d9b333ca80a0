package io.opencab.ui.view;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.game.GameCatalog;
import io.opencab.ui.control.KioskController;
import io.opencab.ui.control.Screen;
import io.opencab.ui.demo.DemoCabinet;
import io.opencab.ui.demo.DemoTickets;
import io.opencab.ui.present.Presenter;
import io.opencab.ui.present.Renderers;
import io.opencab.ui.sound.Sound;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** A kiosk on a headless stage over the demo cabinet, with waits for the flows. */
final class KioskFixture {
    final DemoCabinet cabinet;
    final KioskController controller;
    final KioskView view;
    /** The SAS link in front of the demo cabinet, or null. */
    final SasDemo sas;

    KioskFixture(Stage stage, long seed) {
        this(stage, seed, Renderers.standard(GameCatalog.standard()));
    }

    KioskFixture(Stage stage, long seed, Renderers renderers) {
        this(stage, DemoCabinet.seeded(seed), null, renderers);
    }

    /** A kiosk on {@code cabinet} as it stands (a power-up with credits or a round), its idle time read from {@code clock}. */
    static KioskFixture on(Stage stage, DemoCabinet cabinet, java.time.Clock clock) {
        return on(stage, cabinet, cabinet, clock);
    }

    /** As {@link #on(Stage, DemoCabinet, java.time.Clock)}, the kiosk's port {@code port} in front of the cabinet. */
    static KioskFixture on(Stage stage, DemoCabinet cabinet, io.opencab.ui.port.KioskPort port, java.time.Clock clock) {
        return new KioskFixture(stage, cabinet, new KioskController(port, cabinet,
                Renderers.standard(GameCatalog.standard()), Sound.silent(), clock));
    }

    /** The demo cabinet behind a SAS link ({@link SasDemo}): the SAS page and the host-disabled screen. */
    static KioskFixture withSas(Stage stage, long seed) {
        DemoCabinet c = DemoCabinet.seeded(seed);
        return new KioskFixture(stage, c, new SasDemo(c), Renderers.standard(GameCatalog.standard()));
    }

    /** The demo cabinet behind AFT ({@link AftDemo}): promotional credits on the meter and the AFT page (issue 40). */
    static KioskFixture withAft(Stage stage, AftDemo a) {
        return new KioskFixture(stage, a.cabinet, new KioskController(a, a, Renderers.standard(GameCatalog.standard()),
                Sound.silent()));
    }

    /** The demo cabinet with {@code tickets} cash-out tickets in its journal ({@link DemoTickets}): the ticket log. */
    static KioskFixture withTickets(Stage stage, long seed, int tickets) {
        DemoCabinet c = DemoCabinet.seeded(seed);
        return new KioskFixture(stage, c, new KioskController(c, new DemoTickets(c, tickets),
                Renderers.standard(GameCatalog.standard()), Sound.silent()));
    }

    private KioskFixture(Stage stage, DemoCabinet cabinet, SasDemo sas, Renderers renderers) {
        this(stage, cabinet, sas, sas == null ? new KioskController(cabinet, cabinet, renderers, Sound.silent())
                : new KioskController(sas, sas, renderers, Sound.silent()));
    }

    private KioskFixture(Stage stage, DemoCabinet cabinet, KioskController controller) {
        this(stage, cabinet, null, controller);
    }

    private KioskFixture(Stage stage, DemoCabinet cabinet, SasDemo sas, KioskController controller) {
        this.cabinet = cabinet;
        this.sas = sas;
        this.controller = controller;
        view = Kiosk.show(stage, controller, Kiosk.Options.windowed(KioskView.WIDTH, KioskView.HEIGHT));
    }

    /**
     * Waits for {@code condition}, asked on the FX thread. Asked from the test thread, a node lookup can
     * catch the scene graph mid-change: TestFX's lookup then threw IndexOutOfBoundsException, or a
     * NullPointerException from a parent being replaced (CI, stop 50). On the FX thread the graph is
     * always whole between two pulses, so a condition's answer is never a torn read.
     */
    static void waitUntil(String what, BooleanSupplier condition) {
        try {
            WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS,
                    () -> WaitForAsyncUtils.asyncFx(condition::getAsBoolean).get(15, TimeUnit.SECONDS));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("timed out waiting for: " + what, e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    String text(FxRobot robot, String id) {
        Node n = robot.lookup(id).query();
        assertTrue(n instanceof Label, id + " is not a label: " + n);
        return ((Label) n).getText();
    }

    /** The label's text, or "" while the page is being rebuilt (for waits). */
    String textNow(FxRobot robot, String id) {
        return robot.lookup(id).tryQuery().filter(n -> n instanceof Label).map(n -> ((Label) n).getText()).orElse("");
    }

    Screen screen() {
        return controller.model().screen().get();
    }

    Presenter presenter() {
        return controller.model().presenter().get();
    }

    /** From the intro into Christmas Tree's game screen. */
    void enterChristmasTree(FxRobot robot) {
        waitUntil("intro", () -> screen() == Screen.INTRO);
        // A touch on the attract screen (its animation changes the scene graph under a robot lookup).
        controller.press(io.opencab.ui.control.Input.BACK, io.opencab.ui.control.Input.Source.TOUCH);
        waitUntil("game select", () -> screen() == Screen.GAME_SELECT);
        robot.clickOn("#tile-christmas-tree");
        waitUntil("game screen", () -> screen() == Screen.GAME);
    }

    /** Turns the simulated key (PC key K) and types {@code pin} on the keyboard: the attendant menu. */
    void login(FxRobot robot, String pin) {
        robot.type(javafx.scene.input.KeyCode.K);
        waitUntil("pin", () -> screen() == Screen.PIN);
        for (char c : pin.toCharArray()) {
            robot.type(javafx.scene.input.KeyCode.getKeyCode(String.valueOf(c)));
        }
        robot.type(javafx.scene.input.KeyCode.ENTER);
        waitUntil("attendant menu", () -> screen() == Screen.ATTENDANT);
    }

    /** Waits until every queued action has reached the cabinet and the screen has shown what came back. */
    void settle() {
        try {
            controller.drain(5000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** A deck button pressed, and its effect settled ({@link #settle()}). */
    void press(io.opencab.ui.control.Input input) {
        controller.press(input, io.opencab.ui.control.Input.Source.DECK);
        settle();
    }

    /** Presses SPIN, skips the animation with SPIN, and waits until the cabinet paid the round. */
    void spinAndSkip(FxRobot robot) {
        int rounds = cabinet.journal().size();
        robot.clickOn("#spin");
        waitUntil("round presenting", () -> (presenter() != null && presenter().running().get())
                || cabinet.journal().size() > rounds);
        // SPIN skips the round's presentation, then its big-win celebration if it has one.
        waitUntil("round paid", () -> {
            if (cabinet.journal().size() > rounds && cabinet.state().round() == null) {
                return true;
            }
            controller.skipToEnd();
            return false;
        });
    }
}

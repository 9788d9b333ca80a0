package io.opencab.app.kiosk;

import io.opencab.app.AppException;
import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.round.GameLibrary;
import io.opencab.app.sas.SasService;
import io.opencab.engine.game.GameCatalog;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.KioskController;
import io.opencab.ui.present.Renderers;
import io.opencab.ui.sound.LineSound;
import io.opencab.ui.view.Kiosk;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * Shows the JavaFX kiosk over a running cabinet and waits until its window is closed. Without a
 * display this fails with a message that names {@code --headless}: the cabinet never falls back
 * to running without its screen by itself (developers' guide: explicit, never silent).
 */
public final class KioskLauncher {
    private final Map<String, String> env;

    public KioskLauncher(Map<String, String> env) {
        this.env = env;
    }

    /** Fails unless a display is there to show the kiosk on (X11, Wayland, or JavaFX's Monocle set explicitly). */
    public void requireDisplay() {
        boolean monocle = "Monocle".equalsIgnoreCase(System.getProperty("glass.platform"));
        boolean linux = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).contains("linux");
        if (linux && !monocle && blank(env.get("DISPLAY")) && blank(env.get("WAYLAND_DISPLAY"))) {
            throw noDisplay("neither DISPLAY nor WAYLAND_DISPLAY is set", null);
        }
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }

    static AppException noDisplay(String why, Throwable cause) {
        return new AppException("no display for the kiosk screen (" + why + "): start a display, or run the cabinet"
            + " without a screen with 'cabinet run --headless' (docs/headless.md)", cause);
    }

    /**
     * Starts JavaFX before the cabinet exists: a screen that cannot come up stops the start before
     * the meter store is opened, so it is never counted as a power cycle. The failure names what is
     * missing (docs/ui.md): no display, or the system libraries JavaFX needs.
     */
    public void startToolkit() {
        requireDisplay();
        CountDownLatch up = new CountDownLatch(1);
        try {
            Platform.startup(up::countDown);
            up.await();
        } catch (RuntimeException | LinkageError e) {
            List<String> missing = KioskLibraries.missing();
            if (missing.isEmpty()) {
                throw noDisplay("JavaFX could not start: " + rootMessage(e), e);
            }
            throw new AppException("the kiosk screen cannot start: JavaFX needs " + String.join(", ", missing)
                + ", not installed here: run 'bin/system-deps kiosk' as root, or 'sudo apt-get install "
                + String.join(" ", KioskLibraries.packages(missing)) + "'; or run the cabinet without a screen with"
                + " 'cabinet run --headless'", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AppException("interrupted while the kiosk screen started", e);
        }
        Platform.setImplicitExit(false);
        Platform.runLater(() -> {
            Thread fx = Thread.currentThread();
            fx.setUncaughtExceptionHandler(new RendererTeardown(fx.getUncaughtExceptionHandler()));
        });
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }

    /**
     * Shows the kiosk (full screen with {@code kioskMode}, else a 1280 x 720 window) on the toolkit
     * that {@link #startToolkit} started; returns when it is closed. {@code sas}: the running SAS link for the
     * attendant's SAS page, or null without one.
     */
    public void show(Cabinet cabinet, GameLibrary library, GameCatalog catalog, boolean kioskMode, SasService sas) {
        CabinetKiosk port = new CabinetKiosk(cabinet, library);
        CabinetAttendantPort attendant = new CabinetAttendantPort(cabinet.attendant(),
            cabinet.state().games().stream().map(g -> g.gameId()).toList(),
            io.opencab.app.config.DisplayKeys.money(cabinet.config()),
            List.copyOf(cabinet.config().hal().bill().denominations().valueCentsByCode().values()), sas);
        CountDownLatch closed = new CountDownLatch(1);
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Platform.runLater(() -> {
            try {
                KioskController c = new KioskController(port, attendant, Renderers.standard(catalog), LineSound.open(60));
                Stage stage = new Stage();
                Kiosk.show(stage, c, kioskMode ? Kiosk.Options.kiosk() : Kiosk.Options.windowed(1280, 720));
                // Deck buttons are the kiosk's inputs like its touch buttons (docs/ui.md); it submits the actions.
                cabinet.routeButtonsTo(e -> {
                    if (e.pressed()) {
                        c.press(Input.valueOf(e.button().name()), Input.Source.DECK);
                    }
                });
                stage.setOnHidden(e -> {
                    cabinet.routeButtonsTo(null);
                    c.close();
                    closed.countDown();
                });
            } catch (RuntimeException e) {
                failed.set(e);
                closed.countDown();
            }
        });
        try {
            closed.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            Platform.exit();
        }
        if (failed.get() != null) {
            throw new AppException("the kiosk screen failed to start: " + failed.get(), failed.get());
        }
    }
}

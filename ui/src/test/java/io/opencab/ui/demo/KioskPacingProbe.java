package io.opencab.ui.demo;

import io.opencab.engine.game.Game;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.game.RoundOutcome;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.KioskController;
import io.opencab.ui.present.GameRenderer;
import io.opencab.ui.present.Presenter;
import io.opencab.ui.present.Renderers;
import io.opencab.ui.present.RoundScript;
import io.opencab.ui.present.Step;
import io.opencab.ui.sound.Sound;
import io.opencab.ui.view.Kiosk;
import io.opencab.ui.view.KioskView;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * TOOL (not a test; issue 24 item 3): frame pacing of the whole kiosk, in a real window, while it
 * presents a long cascading round of every game at normal speed. For each game it picks, among
 * seeded rounds, the one whose presentation has the most steps and lasts at most a given time
 * (long cascades, no hour-long bonus), shows it once unmeasured (JIT warm-up, as on a cabinet that
 * has been running), then shows it again between the markers {@code PACING BEGIN game} and
 * {@code PACING END game} on standard error. Run it with {@code -Djavafx.pulseLogger=true}, which
 * writes every pulse to standard error too; {@link PulseLogStats} reads the intervals between the
 * markers, and each step's caption after {@code PACING STEP} so slow frames can be told apart by step.
 * {@code tests/kiosk/pacing.sh} runs both (docs/performance.md, "Kiosk frame pacing").
 *
 * <p>Arguments: rounds searched per game (default 20000), longest presentation in seconds (default
 * 20), the games (ids, comma-separated; default all).
 */
public final class KioskPacingProbe {
    private KioskPacingProbe() {
    }

    public static void main(String[] args) throws Exception {
        int search = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
        int maxMillis = (args.length > 1 ? Integer.parseInt(args[1]) : 20) * 1000;
        GameCatalog catalog = GameCatalog.standard();
        Renderers renderers = Renderers.standard(catalog);
        List<String> ids = args.length > 2 ? List.of(args[2].split(",")) : catalog.ids();
        List<RoundOutcome> rounds = new ArrayList<>();
        for (String id : ids) {
            rounds.add(longest(catalog.create(id), renderers.forGame(id), search, maxMillis));
        }
        DemoCabinet cabinet = DemoCabinet.seeded(1);
        CountDownLatch done = new CountDownLatch(1);
        Platform.startup(() -> {
            KioskController c = new KioskController(cabinet, cabinet, Renderers.standard(catalog), Sound.silent());
            c.settings().intro(false);
            Kiosk.show(new Stage(), c, Kiosk.Options.windowed(KioskView.WIDTH, KioskView.HEIGHT));
            Thread driver = new Thread(() -> drive(c, cabinet, ids, rounds, done), "pacing-driver");
            driver.setDaemon(true);
            driver.start();
        });
        if (!done.await(20, TimeUnit.MINUTES)) {
            throw new IllegalStateException("the presentations did not end in 20 minutes");
        }
        System.out.println("prism.order=" + System.getProperty("prism.order") + " glass.platform="
                + System.getProperty("glass.platform", "(default)"));
        Platform.exit();
        System.exit(0);
    }

    /** Among {@code search} seeded rounds, the one with the most steps lasting at most {@code maxMillis}. */
    private static RoundOutcome longest(Game game, GameRenderer renderer, int search, int maxMillis) {
        GameRng rng = SeededStreams.single(77);
        RoundOutcome best = null;
        int bestSteps = 0;
        int bestMillis = 0;
        int level = game.info().betLevels().getFirst();
        for (int i = 0; i < search; i++) {
            RoundOutcome o = game.play(level, rng);
            RoundScript s = renderer.script(o);
            int millis = s.steps().stream().mapToInt(Step::millis).sum();
            if (millis <= maxMillis && s.steps().size() > bestSteps) {
                best = o;
                bestSteps = s.steps().size();
                bestMillis = millis;
            }
        }
        System.out.printf(Locale.ROOT, "%s: round with %d steps, %.1f s (most steps of %d seeded rounds, seed 77)%n",
                game.info().id(), bestSteps, bestMillis / 1000.0, search);
        return best;
    }

    private static void drive(KioskController c, DemoCabinet cabinet, List<String> ids, List<RoundOutcome> rounds,
            CountDownLatch done) {
        try {
            for (int b = 0; b < 4; b++) {
                c.devices().insertBill(5);
            }
            while (cabinet.credits() == 0) {
                Thread.sleep(20);
            }
            for (int g = 0; g < ids.size(); g++) {
                String id = ids.get(g);
                c.selectGame(id);
                while (!id.equals(cabinet.state().gameId())) {
                    Thread.sleep(20);
                }
                Thread.sleep(1500); // the game screen settles
                for (int pass = 0; pass < 2; pass++) {
                    play(c, cabinet, rounds.get(g), pass == 1 ? id : null);
                    Thread.sleep(1000);
                }
                c.selectGame(null);
                Thread.sleep(1000);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            done.countDown();
        }
    }

    /** Presents {@code round}; with a {@code measured} game id, between the markers. */
    private static void play(KioskController c, DemoCabinet cabinet, RoundOutcome round, String measured)
            throws InterruptedException {
        long rounds = cabinet.journal().size();
        cabinet.force(round);
        c.press(Input.SPIN, Input.Source.TOUCH);
        while (cabinet.state().round() == null && cabinet.journal().size() == rounds) {
            Thread.sleep(5);
        }
        CountDownLatch ended = new CountDownLatch(1);
        Platform.runLater(() -> {
            Presenter p = c.model().presenter().get();
            if (measured != null) {
                System.err.println("\nPACING BEGIN " + measured);
                System.err.println("\nPACING STEP " + p.caption().get().replace('\n', ' '));
                p.caption().addListener((o, was, now) -> System.err.println("\nPACING STEP " + now.replace('\n', ' ')));
            }
            // The round's steps, then its big-win celebration if it has one (issue 39): both are measured.
            java.util.concurrent.atomic.AtomicBoolean over = new java.util.concurrent.atomic.AtomicBoolean();
            Runnable end = () -> {
                if (over.getAndSet(true)) {
                    return; // this round's listeners stay on the presenter: they end it once
                }
                if (measured != null) {
                    System.err.println("\nPACING END " + measured);
                }
                ended.countDown();
            };
            c.winShow().tier().addListener((o, was, tier) -> {
                if (tier == io.opencab.ui.control.WinShow.Tier.NONE && !p.running().get()) {
                    end.run();
                }
            });
            p.running().addListener((o, was, running) -> {
                if (!running && !c.winShow().running()) {
                    Platform.runLater(() -> {
                        if (!c.winShow().running()) {
                            end.run();
                        }
                    });
                }
            });
            if (!p.running().get()) {
                throw new IllegalStateException("the round is not being presented");
            }
        });
        if (!ended.await(5, TimeUnit.MINUTES)) {
            throw new IllegalStateException("the presentation did not end");
        }
        while (cabinet.state().round() != null) {
            Thread.sleep(20);
        }
    }
}

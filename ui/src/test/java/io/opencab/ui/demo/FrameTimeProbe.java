package io.opencab.ui.demo;

import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.control.Input;
import io.opencab.ui.control.KioskController;
import io.opencab.ui.present.Presenter;
import io.opencab.ui.present.Renderers;
import io.opencab.ui.sound.Sound;
import io.opencab.ui.view.Kiosk;
import io.opencab.ui.view.KioskView;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * TOOL (not a test): frame times of the whole kiosk while it presents the longest Christmas Tree
 * cascade of a seeded run at normal speed (after one
 * unmeasured warm-up presentation of the same round). Prints the distribution of the intervals between
 * pulses; run it with the software renderer (docs/performance.md, "Kiosk", has the command).
 */
public final class FrameTimeProbe {
    private FrameTimeProbe() {
    }

    public static void main(String[] args) throws Exception {
        int search = args.length > 0 ? Integer.parseInt(args[0]) : 200_000;
        ChristmasTree game = ChristmasTree.standard();
        GameRng rng = SeededStreams.single(77);
        ChristmasTreeOutcome longest = null;
        for (int i = 0; i < search; i++) {
            ChristmasTreeOutcome o = game.play(1, rng);
            if (o.freeSpins().isEmpty() && (longest == null || o.regular().steps().size() > longest.regular().steps().size())) {
                longest = o;
            }
        }
        ChristmasTreeOutcome round = longest;
        DemoCabinet cabinet = DemoCabinet.seeded(1);
        List<Long> intervals = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch done = new CountDownLatch(1);
        long[] wall = new long[2];
        Platform.startup(() -> {
            KioskController c = new KioskController(cabinet, cabinet, Renderers.standard(GameCatalog.standard()), Sound.silent());
            c.settings().intro(false);
            Stage stage = new Stage();
            Kiosk.show(stage, c, Kiosk.Options.windowed(KioskView.WIDTH, KioskView.HEIGHT));
            c.selectGame(ChristmasTree.ID);
            c.devices().insertBill(5); // 200.00 EUR: enough for both presentations
            new Thread(() -> {
                try {
                    while (cabinet.credits() == 0 || cabinet.state().gameId() == null) {
                        Thread.sleep(20);
                    }
                    // A first, unmeasured presentation of the same round warms up the JIT and the
                    // caches, as on a cabinet that has been running; the second is measured.
                    for (int pass = 0; pass < 2; pass++) {
                        long rounds = cabinet.journal().size();
                        cabinet.force(round);
                        c.press(Input.SPIN, Input.Source.TOUCH);
                        while (cabinet.state().round() == null) {
                            Thread.sleep(5);
                        }
                        if (pass == 1) {
                            Platform.runLater(() -> watch(c, intervals, done, wall));
                        } else {
                            while (cabinet.journal().size() == rounds || cabinet.state().round() != null) {
                                Thread.sleep(20);
                            }
                        }
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }).start();
        });
        if (!done.await(10, TimeUnit.MINUTES)) {
            throw new IllegalStateException("presentation did not end");
        }
        List<Long> sorted = new ArrayList<>(intervals);
        Collections.sort(sorted);
        int n = sorted.size();
        double seconds = (wall[1] - wall[0]) / 1e9;
        System.out.printf(Locale.ROOT, "round: %d cascades, %d steps (longest regular spin of %d seeded rounds)%n",
                round.regular().cascades(), round.regular().steps().size(), search);
        System.out.printf(Locale.ROOT, "frames: %d in %.1f s = %.1f fps%n", n, seconds, n / seconds);
        System.out.printf(Locale.ROOT, "frame interval ms: mean %.2f  p50 %.2f  p95 %.2f  p99 %.2f  max %.2f%n",
                sorted.stream().mapToLong(Long::longValue).average().orElse(0) / 1e6, pct(sorted, 50), pct(sorted, 95),
                pct(sorted, 99), sorted.get(n - 1) / 1e6);
        System.out.printf(Locale.ROOT, "frames over 33.3 ms: %d%n", sorted.stream().filter(v -> v > 33_333_333L).count());
        System.out.println("prism.order=" + System.getProperty("prism.order") + " glass.platform="
                + System.getProperty("glass.platform") + " fullspeed=" + System.getProperty("javafx.animation.fullspeed"));
        Platform.exit();
        System.exit(0);
    }

    private static void watch(KioskController c, List<Long> intervals, CountDownLatch done, long[] wall) {
        Presenter p = c.model().presenter().get();
        if (!p.running().get()) {
            throw new IllegalStateException("the round is not being presented");
        }
        long[] last = {0};
        AnimationTimer timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                if (last[0] != 0) {
                    intervals.add(now - last[0]);
                }
                last[0] = now;
            }
        };
        wall[0] = System.nanoTime();
        timer.start();
        p.running().addListener((o, was, running) -> {
            if (!running) {
                timer.stop();
                wall[1] = System.nanoTime();
                done.countDown();
            }
        });
    }

    private static double pct(List<Long> sorted, int p) {
        return sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p / 100.0 * sorted.size()) - 1)) / 1e6;
    }
}

package io.opencab.ui.games;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.ui.present.BoardView;
import io.opencab.ui.present.GameRenderer;
import io.opencab.ui.present.RoundScript;
import io.opencab.ui.present.Step;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.VBox;
import javax.imageio.ImageIO;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Screenshots of a game's board in the middle of a feature: the board view shows the chosen step
 * of a real round (as {@code Presenter.pauseAt} does), with the step's caption and win meter
 * under it, snapshotted by JavaFX into {@code target/screens} or the directory named by
 * {@code -Dopencab.ui.screens} (docs/ui.md says how docs/screens is refreshed).
 */
public final class BoardShots {
    private BoardShots() {
    }

    /** Index of the first step of {@code script} matching {@code step}, or -1. */
    public static int find(RoundScript script, Predicate<Step> step) {
        List<Step> steps = script.steps();
        for (int i = 0; i < steps.size(); i++) {
            if (step.test(steps.get(i))) {
                return i;
            }
        }
        return -1;
    }

    /** Shows step {@code at} of {@code script} on a new board view and writes the picture {@code name}.png. */
    public static void shoot(GameRenderer renderer, RoundScript script, int at, String name) throws Exception {
        Step step = script.steps().get(at);
        WaitForAsyncUtils.asyncFx(() -> {
            BoardView view = renderer.createView();
            view.show(step);
            Label caption = new Label(step.caption() + "     WIN " + step.winAfter());
            caption.setWrapText(true);
            caption.setMaxWidth(800);
            caption.setStyle("-fx-text-fill: white; -fx-font-size: 20px; -fx-font-weight: bold;");
            VBox box = new VBox(8, view.node(), caption);
            box.setPadding(new Insets(10));
            box.setStyle("-fx-background-color: #101010;");
            new Scene(box);
            box.applyCss();
            box.layout();
            write(name, box.snapshot(null, null));
        }).get(20, TimeUnit.SECONDS);
    }

    static void write(String name, WritableImage img) {
        int w = (int) img.getWidth();
        int h = (int) img.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        PixelReader px = img.getPixelReader();
        int[] row = new int[w];
        int distinct = 0;
        int first = px.getArgb(0, 0);
        for (int y = 0; y < h; y++) {
            px.getPixels(0, y, w, 1, javafx.scene.image.PixelFormat.getIntArgbInstance(), row, 0, w);
            out.setRGB(0, y, w, 1, row, 0, w);
            for (int v : row) {
                if (v != first) {
                    distinct++;
                }
            }
        }
        assertTrue(distinct > w * h / 20, name + " looks blank");
        Path dir = Path.of(System.getProperty("opencab.ui.screens", "target/screens"));
        try {
            Files.createDirectories(dir);
            ImageIO.write(out, "png", dir.resolve(name + ".png").toFile());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("cannot write screenshot " + name, e);
        }
    }
}

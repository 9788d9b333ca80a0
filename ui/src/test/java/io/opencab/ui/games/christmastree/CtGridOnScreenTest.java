package io.opencab.ui.games.christmastree;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.engine.games.christmastree.ChristmasTree;
import io.opencab.engine.games.christmastree.ChristmasTreeOutcome;
import io.opencab.engine.grid.GridShape;
import io.opencab.engine.rng.GameRng;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.ui.games.christmastree.CtSteps.Cascade;
import io.opencab.ui.present.Speed;
import io.opencab.ui.present.Step;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.animation.Animation;
import javafx.animation.ParallelTransition;
import javafx.animation.SequentialTransition;
import javafx.animation.TranslateTransition;
import javafx.geometry.Bounds;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * One geometry (issue 23; docs/par/christmas-tree.md, "Grid"): the cells the real renderer draws
 * share an edge exactly when the engine connects them (rule sheet: "connected to each other via
 * edges"), and every fall on screen follows the engine's columns ("new symbols drop down").
 * Everything is read back from the drawn scene graph, not from the geometry class.
 */
@ExtendWith(ApplicationExtension.class)
class CtGridOnScreenTest {
    private static final ChristmasTree GAME = ChristmasTree.standard();
    private static final GridShape SHAPE = ChristmasTree.shape();
    private static final double EPS = 0.01;
    private CtBoardView view;
    private CtRenderer renderer;

    @Start
    void start(Stage stage) {
        renderer = new CtRenderer(GAME);
        view = (CtBoardView) renderer.createView();
        view.idle();
        stage.setScene(new Scene(new Group(view.node()), CtBoardView.W, CtBoardView.H));
        stage.show();
    }

    @Test
    void boardCellsShareADrawnEdgeExactlyWhenTheEngineConnectsThem() throws Exception {
        Map<Integer, Bounds> drawn = WaitForAsyncUtils.asyncFx(() -> cells(view.node(), "ct-cell-")).get(10, TimeUnit.SECONDS);
        assertAdjacencyIsTheEngines(drawn);
    }

    @Test
    void helpPictureCellsShareADrawnEdgeExactlyWhenTheEngineConnectsThem() throws Exception {
        for (int page : new int[] {0, 1}) {
            Map<Integer, Bounds> drawn = WaitForAsyncUtils.asyncFx(
                    () -> cells((Parent) renderer.helpPicture(page).orElseThrow(), "ct-help-cell-")).get(10, TimeUnit.SECONDS);
            assertAdjacencyIsTheEngines(drawn);
        }
    }

    @Test
    void everyFallOnScreenStaysInItsEngineColumnAndEndsOnTheEnginesCell() throws Exception {
        // given real cascades from seeded rounds
        GameRng rng = SeededStreams.single(23);
        List<Cascade> cascades = new ArrayList<>();
        while (cascades.size() < 300) {
            ChristmasTreeOutcome o = GAME.play(1, rng);
            for (Step s : renderer.script(o).steps()) {
                if (s instanceof Cascade c) {
                    cascades.add(c);
                }
            }
        }
        Map<Integer, Bounds> drawn = WaitForAsyncUtils.asyncFx(() -> cells(view.node(), "ct-cell-")).get(10, TimeUnit.SECONDS);
        int falls = WaitForAsyncUtils.asyncFx(() -> {
            int n = 0;
            for (Cascade c : cascades) {
                n += assertFallsFollowTheColumns(c, drawn);
            }
            return n;
        }).get(60, TimeUnit.SECONDS);
        assertTrue(falls > 1000, "falls checked: " + falls);
    }

    /** Checks one cascade's fall animation; returns how many moving symbols it checked. */
    private int assertFallsFollowTheColumns(Cascade c, Map<Integer, Bounds> drawn) {
        Animation a = view.animate(c, Speed.QUICK);
        List<TranslateTransition> moves = new ArrayList<>();
        collect(a, moves);
        long landed = 0;
        for (TranslateTransition t : moves) {
            Node n = t.getNode();
            double x0 = n.getLayoutX() + n.getTranslateX();
            double x1 = n.getLayoutX() + (Double.isNaN(t.getToX()) ? n.getTranslateX() : t.getToX());
            double y1 = n.getLayoutY() + (Double.isNaN(t.getToY()) ? n.getTranslateY() : t.getToY());
            double y0 = n.getLayoutY() + (Double.isNaN(t.getFromY()) ? n.getTranslateY() : t.getFromY());
            // straight down: no sideways move, never upwards
            assertEquals(x0, x1, EPS, "a symbol moved sideways");
            assertTrue(y1 >= y0 - EPS, "a symbol moved up");
            int cell = cellAt(drawn, x1, y1);
            assertTrue(cell >= 0, "a fall ends outside the tree at " + x1 + "," + y1);
            // it lands on the engine's cell: the symbol the engine's board holds there after the cascade
            assertEquals(c.board().at(cell), (int) (Integer) n.getProperties().get("symbol"), "symbol landing on cell " + cell);
            landed |= 1L << cell;
        }
        // every cell at or above the lowest removed cell of its column receives a falling symbol
        long expected = 0;
        for (int col = 0; col < SHAPE.columnCount(); col++) {
            long removed = c.removed() & SHAPE.columnMask(col);
            if (removed != 0) {
                expected |= SHAPE.columnMask(col) & ~((1L << Long.numberOfTrailingZeros(removed)) - 1);
            }
        }
        assertEquals(expected, landed, "exactly the cells at or above a removed cell get a falling symbol");
        return moves.size();
    }

    private static void collect(Animation a, List<TranslateTransition> out) {
        if (a instanceof TranslateTransition t) {
            out.add(t);
        } else if (a instanceof ParallelTransition p) {
            p.getChildren().forEach(x -> collect(x, out));
        } else if (a instanceof SequentialTransition s) {
            s.getChildren().forEach(x -> collect(x, out));
        }
    }

    private static int cellAt(Map<Integer, Bounds> drawn, double x, double y) {
        for (Map.Entry<Integer, Bounds> e : drawn.entrySet()) {
            Bounds b = e.getValue();
            if (x > b.getMinX() + EPS && x < b.getMaxX() - EPS && y > b.getMinY() + EPS && y < b.getMaxY() - EPS) {
                return e.getKey();
            }
        }
        return -1;
    }

    private static void assertAdjacencyIsTheEngines(Map<Integer, Bounds> drawn) {
        List<Integer> engineCells = new ArrayList<>();
        for (int cell : SHAPE.cells()) {
            engineCells.add(cell);
        }
        assertEquals(engineCells.stream().sorted().toList(), drawn.keySet().stream().sorted().toList(), "one drawn cell per engine cell");
        for (int a : engineCells) {
            for (int b : engineCells) {
                if (a == b) {
                    continue;
                }
                boolean engine = (SHAPE.neighbours(1L << a) & (1L << b)) != 0;
                Bounds ra = drawn.get(a);
                Bounds rb = drawn.get(b);
                assertFalse(overlap(ra, rb), "cells " + a + " and " + b + " overlap on screen");
                assertEquals(engine, sharedEdge(ra, rb), "cells " + a + " and " + b + ": engine connects them " + engine);
            }
        }
    }

    /** Interiors intersect. */
    private static boolean overlap(Bounds a, Bounds b) {
        return a.getMinX() < b.getMaxX() - EPS && b.getMinX() < a.getMaxX() - EPS
                && a.getMinY() < b.getMaxY() - EPS && b.getMinY() < a.getMaxY() - EPS;
    }

    /** The two rectangles touch along a segment of positive length (a corner is not an edge). */
    private static boolean sharedEdge(Bounds a, Bounds b) {
        boolean sideBySide = Math.abs(a.getMaxX() - b.getMinX()) < EPS || Math.abs(b.getMaxX() - a.getMinX()) < EPS;
        boolean stacked = Math.abs(a.getMaxY() - b.getMinY()) < EPS || Math.abs(b.getMaxY() - a.getMinY()) < EPS;
        double yOverlap = Math.min(a.getMaxY(), b.getMaxY()) - Math.max(a.getMinY(), b.getMinY());
        double xOverlap = Math.min(a.getMaxX(), b.getMaxX()) - Math.max(a.getMinX(), b.getMinX());
        return sideBySide && yOverlap > 1 || stacked && xOverlap > 1;
    }

    /** The drawn rectangles whose id starts with {@code prefix}, by engine cell, in scene coordinates. */
    private static Map<Integer, Bounds> cells(Parent root, String prefix) {
        Map<Integer, Bounds> out = new HashMap<>();
        walk(root, prefix, out);
        return out;
    }

    private static void walk(Node n, String prefix, Map<Integer, Bounds> out) {
        if (n.getId() != null && n.getId().startsWith(prefix)) {
            out.put(Integer.parseInt(n.getId().substring(prefix.length())), n.localToScene(n.getBoundsInLocal()));
        }
        if (n instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> walk(c, prefix, out));
        }
    }
}

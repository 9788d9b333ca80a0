package io.opencab.ui.games.cooljewels;

import io.opencab.ui.games.board.CellGrid;
import io.opencab.ui.games.cooljewels.CjSteps.Marks;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Paint;
import javafx.scene.paint.Stop;
import javafx.scene.shape.Rectangle;

/**
 * The watermarks under the jewels (rule sheet: pink, green and blue watermarks; a space several
 * act on is striped in all their colours), in a layer of their own under the symbols.
 */
final class CjWatermarks {
    static final Color PINK = Color.web("#ff4fa8");
    static final Color GREEN = Color.web("#3fdc6a");
    static final Color BLUE = Color.web("#2f8cff");

    private final CellGrid grid;
    private final Pane layer = new Pane();

    CjWatermarks(CellGrid grid) {
        this.grid = grid;
    }

    Pane layer() {
        return layer;
    }

    /** Draws {@code w} anew. */
    void show(Marks w) {
        layer.getChildren().clear();
        for (int cell : grid.shape().cells()) {
            long colours = (w.pink() >>> cell & 1L) | (w.green() >>> cell & 1L) << 1 | (w.blue() >>> cell & 1L) << 2;
            if (colours == 0) {
                continue;
            }
            Rectangle r = grid.square(cell, 1, 12);
            r.setFill(paint(colours));
            r.getProperties().put("cell", cell);
            r.getProperties().put("colours", colours);
            layer.getChildren().add(r);
        }
    }

    /** The watermarks drawn now, Pink, Green, Blue (tests). */
    Marks shown() {
        long[] m = new long[3];
        for (Node n : layer.getChildren()) {
            int cell = (Integer) n.getProperties().get("cell");
            long colours = (Long) n.getProperties().get("colours");
            for (int k = 0; k < 3; k++) {
                if ((colours >>> k & 1L) != 0) {
                    m[k] |= 1L << cell;
                }
            }
        }
        return new Marks(m[0], m[1], m[2]);
    }

    /** One colour, or diagonal stripes of every colour acting on the space (rule sheet: a striped space). */
    private static Paint paint(long colours) {
        List<Color> cs = new ArrayList<>();
        if ((colours & 1) != 0) {
            cs.add(PINK);
        }
        if ((colours & 2) != 0) {
            cs.add(GREEN);
        }
        if ((colours & 4) != 0) {
            cs.add(BLUE);
        }
        if (cs.size() == 1) {
            return cs.getFirst().deriveColor(0, 1, 1, 0.6);
        }
        List<Stop> stops = new ArrayList<>();
        for (int i = 0; i < cs.size(); i++) {
            Color c = cs.get(i).deriveColor(0, 1, 1, 0.65);
            stops.add(new Stop((double) i / cs.size(), c));
            stops.add(new Stop((i + 1.0) / cs.size() - 0.001, c));
        }
        return new LinearGradient(0, 0, 16, 16, false, CycleMethod.REPEAT, stops);
    }
}

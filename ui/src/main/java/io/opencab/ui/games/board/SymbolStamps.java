package io.opencab.ui.games.board;

import java.util.HashMap;
import java.util.Map;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.paint.Color;

/**
 * A game's symbols drawn once each into a picture and shown as that picture (issue 39 item 9, frame pacing): on the
 * software renderer a symbol of shapes and gradients is rasterised again in every frame it moves in, and a landing or a
 * cascade moves most of the board at once; a picture is only copied. The art must not depend on the cell (every cell
 * shows the same picture of a symbol), and the pictures are made on the JavaFX thread, where every board is drawn.
 */
public final class SymbolStamps implements CellGrid.Art {
    private final CellGrid.Art art;
    private final Map<Integer, Stamp> stamps = new HashMap<>();

    private record Stamp(Image image, double x, double y) {
    }

    public SymbolStamps(CellGrid.Art art) {
        this.art = art;
    }

    @Override
    public Node symbol(int symbol, int cell) {
        if (!Platform.isFxApplicationThread()) {
            // A board built off the JavaFX thread (a unit test's) cannot take a snapshot: the shapes themselves.
            return art.symbol(symbol, cell);
        }
        Stamp s = stamps.computeIfAbsent(symbol, k -> stamp(art.symbol(k, cell)));
        ImageView view = new ImageView(s.image());
        view.setX(s.x());
        view.setY(s.y());
        return new Group(view);
    }

    private static Stamp stamp(Node drawn) {
        SnapshotParameters p = new SnapshotParameters();
        p.setFill(Color.TRANSPARENT);
        Bounds b = drawn.getBoundsInParent();
        Image image = drawn.snapshot(p, null);
        return new Stamp(image, b.getMinX(), b.getMinY());
    }
}

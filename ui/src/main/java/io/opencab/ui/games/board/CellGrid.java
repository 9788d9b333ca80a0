package io.opencab.ui.games.board;

import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.GridShape;
import java.util.Arrays;
import java.util.function.IntToDoubleFunction;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;

/**
 * The cells of a board on screen: where each engine cell is drawn (its centre and square), and
 * the symbol node standing on it in the symbols layer. A symbol node is centred on its cell by its
 * layout position and remembers its symbol (property {@code "symbol"}), so tests read the board
 * from the screen.
 */
public final class CellGrid {
    /** Draws symbol {@code symbol} for cell {@code cell}, centred on (0, 0). */
    @FunctionalInterface
    public interface Art {
        Node symbol(int symbol, int cell);
    }

    private final GridShape shape;
    private final double size;
    private final double[] cx;
    private final double[] cy;
    private final Node[] nodes;
    private final Pane layer = new Pane();
    private final Art art;

    private CellGrid(GridShape shape, double size, IntToDoubleFunction centreX, IntToDoubleFunction centreY, Art art) {
        this.shape = shape;
        this.size = size;
        this.art = art;
        cx = new double[shape.arraySize()];
        cy = new double[shape.arraySize()];
        nodes = new Node[shape.arraySize()];
        for (int cell : shape.cells()) {
            cx[cell] = centreX.applyAsDouble(cell);
            cy[cell] = centreY.applyAsDouble(cell);
        }
    }

    /** Square cells, column 0 at {@code x0}, the top row at {@code y0}, row 0 at the bottom. */
    public static CellGrid columns(GridShape shape, double x0, double y0, double size, Art art) {
        return new CellGrid(shape, size, cell -> x0 + shape.column(cell) * size + size / 2,
                cell -> y0 + (shape.rowsPerColumn() - 1 - shape.row(cell)) * size + size / 2, art);
    }

    /** Cells centred where the game's own geometry says. */
    public static CellGrid placed(GridShape shape, double size, IntToDoubleFunction centreX, IntToDoubleFunction centreY,
            Art art) {
        return new CellGrid(shape, size, centreX, centreY, art);
    }

    public GridShape shape() {
        return shape;
    }

    public double size() {
        return size;
    }

    public double x(int cell) {
        return cx[cell];
    }

    public double y(int cell) {
        return cy[cell];
    }

    /** The layer the symbols stand in. */
    public Pane layer() {
        return layer;
    }

    /**
     * Clips the symbols' layer to the rectangle of the board's cells, widened by {@code pad} on every side (a bouncing
     * win still shows whole): a symbol falling in from above appears at the top of the reels and is never drawn over
     * the board's title or heads-up display (issue 39 finding 7). A rectangle, so the software renderer clips it
     * cheaply each frame (a shaped clip is drawn through a mask).
     */
    public void clipToCells(double pad) {
        double minX = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (int cell : shape.cells()) {
            minX = Math.min(minX, cx[cell] - size / 2);
            maxX = Math.max(maxX, cx[cell] + size / 2);
            minY = Math.min(minY, cy[cell] - size / 2);
            maxY = Math.max(maxY, cy[cell] + size / 2);
        }
        layer.setClip(new Rectangle(minX - pad, minY - pad, maxX - minX + 2 * pad, maxY - minY + 2 * pad));
    }

    /** The symbols' clip (tests: nothing falls over the title), or null. */
    public Node clip() {
        return layer.getClip();
    }

    /** Cell {@code cell}'s square shrunk by {@code inset} on every side, with rounded corners {@code arc}. */
    public Rectangle square(int cell, double inset, double arc) {
        Rectangle r = new Rectangle(cx[cell] - size / 2 + inset, cy[cell] - size / 2 + inset, size - 2 * inset,
                size - 2 * inset);
        r.setArcWidth(arc);
        r.setArcHeight(arc);
        return r;
    }

    /** One frame per cell, its square shrunk by {@code inset}, in the game's colours: a still picture. */
    public Group frames(double inset, double arc, Color fill, Color stroke) {
        Group frames = new Group();
        for (int cell : shape.cells()) {
            Rectangle frame = square(cell, inset, arc);
            frame.setFill(fill);
            frame.setStroke(stroke);
            frames.getChildren().add(frame);
        }
        return BoardLayers.still(frames);
    }

    /** The symbol node on {@code cell} now, or null. */
    public Node at(int cell) {
        return nodes[cell];
    }

    /** A new symbol node centred on {@code cell}, not yet on the board. */
    public Node make(int symbol, int cell) {
        return make(symbol, cell, art);
    }

    public Node make(int symbol, int cell, Art with) {
        Node n = with.symbol(symbol, cell);
        n.setLayoutX(cx[cell]);
        n.setLayoutY(cy[cell]);
        n.getProperties().put("symbol", symbol);
        return n;
    }

    /** Puts a new {@code symbol} on {@code cell}, in place of the one there. */
    public Node place(int symbol, int cell) {
        return place(symbol, cell, art);
    }

    private Node place(int symbol, int cell, Art with) {
        Node n = make(symbol, cell, with);
        if (nodes[cell] != null) {
            layer.getChildren().remove(nodes[cell]);
        }
        nodes[cell] = n;
        layer.getChildren().add(n);
        return n;
    }

    /** Adds {@code n} to the symbols layer without standing it on a cell (a symbol on its way in). */
    public void addLoose(Node n) {
        layer.getChildren().add(n);
    }

    /** Draws {@code board} anew: one symbol node per filled cell. */
    public void draw(Board board) {
        draw(board, art);
    }

    public void draw(Board board, Art with) {
        layer.getChildren().clear();
        Arrays.fill(nodes, null);
        for (int cell : shape.cells()) {
            int sym = board.at(cell);
            if (sym >= 0) {
                place(sym, cell, with);
            }
        }
    }

    /** The symbol drawn at {@code cell} now, -1 for an empty cell (tests read the board from the screen). */
    public int shownSymbol(int cell) {
        Node n = nodes[cell];
        return n == null ? -1 : (Integer) n.getProperties().get("symbol");
    }

    /** The property {@code key} of the symbol node on {@code cell}, or {@code none} (tests). */
    public Object shown(int cell, String key, Object none) {
        Node n = nodes[cell];
        return n == null ? none : n.getProperties().getOrDefault(key, none);
    }
}

package io.opencab.ui.present;

import io.opencab.engine.game.GameInfo;
import io.opencab.engine.grid.Board;
import io.opencab.engine.grid.GridShape;
import javafx.animation.Animation;
import javafx.animation.FadeTransition;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.util.Duration;

/** The generic fallback's board: the outcome's boards as coloured numbered tiles, and the round's lines. */
final class GenericBoardView implements BoardView {
    private final BorderPane root = new BorderPane();
    private final Pane board = new Pane();
    private final VBox lines = new VBox(4);

    GenericBoardView(GameInfo info) {
        Label label = new Label(info.name() + " - " + GenericRenderer.LABEL);
        label.setId("generic-label");
        label.setWrapText(true);
        label.setStyle("-fx-text-fill: #ffd54f; -fx-font-size: 18px; -fx-font-weight: bold;");
        root.setTop(label);
        root.setCenter(board);
        root.setRight(lines);
        lines.setPrefWidth(300);
        lines.setPadding(new Insets(10));
        BorderPane.setMargin(label, new Insets(8));
        root.setPrefSize(820, 600);
        root.setMaxSize(820, 600);
        root.setStyle("-fx-background-color: linear-gradient(#1d2733, #0d1117);");
    }

    @Override
    public Region node() {
        return root;
    }

    @Override
    public void idle() {
        board.getChildren().clear();
        lines.getChildren().clear();
    }

    @Override
    public Animation animate(Step step, Speed speed) {
        show(step);
        FadeTransition f = new FadeTransition(Duration.millis(speed.millis(step.millis())), board);
        f.setFromValue(0.3);
        f.setToValue(1);
        return f;
    }

    @Override
    public void show(Step step) {
        GenericRenderer.BoardStep s = (GenericRenderer.BoardStep) step;
        board.getChildren().clear();
        if (s.board() != null) {
            draw(s.board());
        }
        lines.getChildren().clear();
        for (String line : s.lines()) {
            Label l = new Label(line);
            l.setWrapText(true);
            l.setStyle("-fx-text-fill: white; -fx-font-size: 15px;");
            lines.getChildren().add(l);
        }
    }

    private void draw(Board b) {
        GridShape shape = b.shape();
        double size = Math.min(480.0 / shape.columnCount(), 480.0 / shape.rowsPerColumn());
        for (int cell : shape.cells()) {
            int c = shape.column(cell);
            int r = shape.row(cell);
            Node t = tile(b.at(cell), size * 0.9);
            t.setLayoutX(20 + c * size + size / 2);
            t.setLayoutY(20 + (shape.rowsPerColumn() - 1 - r) * size + size / 2);
            board.getChildren().add(t);
        }
    }

    /** A tile for a symbol id: a colour by id and the id itself. */
    static Node tile(int symbol, double size) {
        Rectangle r = new Rectangle(-size / 2, -size / 2, size, size);
        r.setArcWidth(size / 4);
        r.setArcHeight(size / 4);
        r.setFill(symbol < 0 ? Color.web("#222") : Color.hsb((symbol * 47) % 360, 0.6, 0.85));
        r.setStroke(Color.web("#ffffff", 0.5));
        Text t = new Text(symbol < 0 ? "" : Integer.toString(symbol));
        t.setFont(Font.font("SansSerif", FontWeight.BOLD, size * 0.4));
        t.setFill(Color.WHITE);
        t.setX(-t.getLayoutBounds().getWidth() / 2);
        t.setY(size * 0.14);
        Group g = new Group(r, t);
        return g;
    }

    static Pos centre() {
        return Pos.CENTER;
    }
}

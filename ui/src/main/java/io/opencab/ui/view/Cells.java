package io.opencab.ui.view;

import java.util.List;
import java.util.function.Consumer;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The attendant pages' table cells, small buttons and scroll panes. */
final class Cells {
    private Cells() {
    }

    /** A table cell that never truncates (the page scrolls instead). */
    static Label cell(String text) {
        Label l = Ui.label(text, "table-line");
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }

    static Label cell(String id, String text) {
        Label l = cell(text);
        l.setId(id);
        return l;
    }

    static Button small(Button b) {
        b.getStyleClass().add("small-button");
        return b;
    }

    static Node lines(List<String> text) {
        VBox box = new VBox(6);
        for (String t : text) {
            box.getChildren().add(Ui.label(t, "table-line"));
        }
        return box;
    }

    /**
     * A scroll pane on the attendant's dark background, scrolled down {@code step} times four fifths of
     * its visible height: BET+/BET- on the deck move it (issue 24: no page needs a mouse wheel), and
     * each step keeps a fifth of the last view, so no line is ever stepped over however long the page.
     */
    static ScrollPane scrolled(Node content, int step) {
        return placed(content, p -> {
            double hidden = content.getLayoutBounds().getHeight() - p.getViewportBounds().getHeight();
            p.setVvalue(hidden <= 0 ? 0 : Math.min(1.0, Math.max(0, step) * 0.8 * p.getViewportBounds().getHeight() / hidden));
        }, List.of());
    }

    /**
     * A scroll pane that keeps {@code selected} in view (a third down from the top where the page allows): the
     * deck moves a selection one entry at a time, and the page follows it, so no entry is ever stepped over.
     */
    static ScrollPane scrolledTo(Node content, Node selected) {
        return placed(content, p -> {
            double view = p.getViewportBounds().getHeight();
            double hidden = content.getLayoutBounds().getHeight() - view;
            if (selected == null || hidden <= 0) {
                p.setVvalue(0);
                return;
            }
            double y = selected.getBoundsInParent().getMinY();
            p.setVvalue(Math.max(0, Math.min(1.0, (y - view / 3) / hidden)));
        }, selected == null ? List.of() : List.of(selected.boundsInParentProperty()));
    }

    /**
     * A scroll pane on the attendant's dark background, scrolled by {@code place} now and again whenever the
     * content, the visible area or one of {@code alsoOn} changes size.
     */
    private static ScrollPane placed(Node content, Consumer<ScrollPane> place, List<ObservableValue<?>> alsoOn) {
        ScrollPane p = new ScrollPane(content);
        p.setFitToWidth(true);
        p.getStyleClass().add("attendant-scroll");
        content.layoutBoundsProperty().addListener((o, a, b) -> place.accept(p));
        p.viewportBoundsProperty().addListener((o, a, b) -> place.accept(p));
        for (ObservableValue<?> v : alsoOn) {
            v.addListener((o, a, b) -> place.accept(p));
        }
        place.accept(p);
        return p;
    }
}

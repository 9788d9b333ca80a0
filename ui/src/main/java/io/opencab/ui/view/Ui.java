package io.opencab.ui.view;

import javafx.scene.control.Button;
import javafx.scene.control.Label;

/** Small factories for the kiosk's labels and buttons. */
final class Ui {
    private Ui() {
    }

    static Label label(String text, String styleClass) {
        Label l = new Label(text);
        l.getStyleClass().add(styleClass);
        return l;
    }

    static Label label(String id, String text, String styleClass) {
        Label l = label(text, styleClass);
        l.setId(id);
        return l;
    }

    /**
     * A paragraph that wraps within {@code width} and is always as tall as its text: a wrapped label
     * squeezed by its parent would otherwise end in an ellipsis mid-sentence (issue 24).
     */
    static Label wrapped(String text, String styleClass, double width) {
        Label l = label(text, styleClass);
        l.setWrapText(true);
        l.setMaxWidth(width);
        l.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        return l;
    }

    static Button button(String id, String text, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.getStyleClass().add("deck-button");
        b.setFocusTraversable(false);
        b.setOnAction(e -> action.run());
        return b;
    }
}

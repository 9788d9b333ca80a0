package io.opencab.ui.view;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;

/**
 * Issue 24's layout check: walks a screen's scene graph and names every visible text displayed
 * truncated (an ellipsis or clipped by its own bounds), every visible control reaching outside the
 * logical 1280 x 720 stage, every panel or lockup drawn see-through over the screen behind it, and (issue 39) every
 * text or button of the screen behind a panel or lockup that shows round its edges.
 * Call on the JavaFX thread; it applies CSS and lays the scene out first, so it judges what the next frame shows
 * (a page built just now has no background and no size until then: on a loaded machine a check that waited for a
 * pulse instead saw a see-through panel and 0 x 0 buttons that the screen never showed).
 */
final class LayoutCheck {
    private LayoutCheck() {
    }

    static List<String> problems(String screen, Node root) {
        List<String> out = new ArrayList<>();
        Parent top = root.getScene() != null ? root.getScene().getRoot() : root instanceof Parent p ? p : null;
        if (top != null) {
            top.applyCss();
            top.layout();
        }
        Bounds stage = root.localToScene(root.getLayoutBounds());
        walk(screen, root, stage, false, out);
        peeking(screen, root, out);
        return out;
    }

    /**
     * Issue 39: nothing of the screen behind a panel or a lockup shows round its edges. A visible text or button
     * outside the panel that the panel covers in part (half a label hidden, half showing) is named; one wholly
     * covered or wholly clear of it is fine.
     */
    private static void peeking(String screen, Node root, List<String> out) {
        List<Region> covers = new ArrayList<>();
        collect(root, covers);
        for (Region cover : covers) {
            Bounds c = cover.localToScene(cover.getLayoutBounds());
            List<Node> behind = new ArrayList<>();
            texts(root, cover, behind);
            for (Node n : behind) {
                Bounds b = n.localToScene(n.getLayoutBounds());
                boolean overlaps = b.getMaxX() > c.getMinX() + 0.5 && b.getMinX() < c.getMaxX() - 0.5
                        && b.getMaxY() > c.getMinY() + 0.5 && b.getMinY() < c.getMaxY() - 0.5;
                boolean inside = b.getMinX() >= c.getMinX() - 0.5 && b.getMaxX() <= c.getMaxX() + 0.5
                        && b.getMinY() >= c.getMinY() - 0.5 && b.getMaxY() <= c.getMaxY() + 0.5;
                if (overlaps && !inside) {
                    out.add(screen + ": " + describe(n) + (n instanceof Labeled l ? " \"" + l.getText() + "\"" : "")
                            + " peeks out from behind " + describe(cover));
                }
            }
        }
    }

    private static void collect(Node n, List<Region> covers) {
        if (!n.isVisible() || n.getOpacity() == 0) {
            return;
        }
        if (n instanceof Region r && (r.getStyleClass().contains("panel") || r.getStyleClass().contains("lockup"))) {
            covers.add(r);
            return;
        }
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                collect(c, covers);
            }
        }
    }

    /** The visible texts and buttons not inside {@code cover}. */
    private static void texts(Node n, Node cover, List<Node> out) {
        if (n == cover || !n.isVisible() || n.getOpacity() == 0) {
            return;
        }
        if (n instanceof Labeled l && l.getText() != null && !l.getText().isBlank()) {
            out.add(n);
            return;
        }
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                texts(c, cover, out);
            }
        }
    }

    /**
     * {@code scrolled}: inside an attendant page's scroll pane, which BET+/BET- scroll up and down: text
     * below or above its viewport is scrolled away, not cut off, but it must still fit across it
     * (there is no deck button for a sideways scroll).
     */
    private static void walk(String screen, Node n, Bounds stage, boolean scrolled, List<String> out) {
        if (!n.isVisible() || n.getOpacity() == 0) {
            return;
        }
        if (n instanceof Labeled l && l.getText() != null && !l.getText().isBlank()) {
            if (l.isTextTruncated()) {
                out.add(screen + ": text cut off in " + describe(n) + ": \"" + l.getText() + "\"");
            } else if (l.getHeight() + 1 < l.prefHeight(l.getWidth())) {
                // Squeezed below its text's height: lines overlap the next node or are clipped.
                out.add(screen + ": text squeezed in " + describe(n) + " (" + Math.round(l.getHeight()) + " of "
                        + Math.round(l.prefHeight(l.getWidth())) + " px): \"" + l.getText() + "\"");
            }
            Bounds b = n.localToScene(n.getLayoutBounds());
            boolean outY = !scrolled && (b.getMinY() < stage.getMinY() - 0.5 || b.getMaxY() > stage.getMaxY() + 0.5);
            if (b.getWidth() > 0 && (b.getMinX() < stage.getMinX() - 0.5 || b.getMaxX() > stage.getMaxX() + 0.5 || outY)) {
                out.add(screen + ": " + describe(n) + " \"" + l.getText() + "\" reaches outside the screen: " + b);
            }
        }
        if (n instanceof Region r && (r.getStyleClass().contains("panel") || r.getStyleClass().contains("lockup"))
                && !opaque(r)) {
            out.add(screen + ": " + describe(n) + " is see-through over the screen behind it");
        }
        if (n instanceof ScrollPane sp) {
            Bounds b = sp.localToScene(sp.getLayoutBounds());
            if (b.getMaxY() > stage.getMaxY() + 0.5 || b.getMaxX() > stage.getMaxX() + 0.5) {
                out.add(screen + ": " + describe(n) + " reaches outside the screen: " + b);
            }
            // Its viewport's bounds: the content may run past them only downwards and upwards.
            Node viewport = sp.lookup(".viewport");
            Bounds view = viewport == null ? b : viewport.localToScene(viewport.getLayoutBounds());
            if (sp.getContent() != null) {
                walk(screen, sp.getContent(), new javafx.geometry.BoundingBox(view.getMinX(), stage.getMinY(),
                        view.getWidth(), stage.getHeight()), true, out);
            }
            return;
        }
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                walk(screen, c, stage, scrolled, out);
            }
        }
    }

    /** A region is opaque when one of its background fills is a fully opaque colour. */
    private static boolean opaque(Region r) {
        if (r.getBackground() == null) {
            return false;
        }
        for (BackgroundFill f : r.getBackground().getFills()) {
            if (f.getFill() instanceof Color c && c.getOpacity() >= 1.0) {
                return true;
            }
        }
        return false;
    }

    private static String describe(Node n) {
        String id = n.getId();
        return n.getClass().getSimpleName() + (id == null ? "" : " #" + id);
    }
}

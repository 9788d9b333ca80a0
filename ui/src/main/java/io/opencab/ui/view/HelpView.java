package io.opencab.ui.view;

import io.opencab.ui.control.HelpBook;
import io.opencab.ui.control.KioskController;
import io.opencab.ui.port.KioskState;
import io.opencab.ui.present.GameRenderer;
import io.opencab.ui.present.HelpPage;
import io.opencab.ui.present.HelpSheet;
import io.opencab.ui.present.HelpSheet.Block;
import javafx.application.Platform;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The help screen's pages drawn (issue 39 item 4): each block of a {@link HelpSheet} as a node of fixed width,
 * symbols drawn by the game's renderer as on its reels beside their names, rules and pays. The same nodes measure
 * the blocks for {@link HelpBook} (in a scene of their own with the kiosk's style sheet), so a page is laid out
 * exactly as tall as it is drawn.
 */
final class HelpView implements HelpBook.Layout {
    /** The width of a page's content (the full-screen panel less its border and padding). */
    static final double WIDTH = 1220;
    /** The height of a page's content: the stage less the panel's title row, page buttons, padding and border. */
    static final double HEIGHT = 528;
    private static final double GAP = 8;
    /** How much closer than {@link #GAP} a paytable's rows stand. */
    private static final double ROW_CLOSER = 6;
    private static final double NOTE_ICON = 64;
    private static final double NOTE_W = (WIDTH - 24) / 2;
    private static final double NAME_W = 190;
    private static final double CELL_W = 168;

    private final KioskController controller;
    private final Pane measuring = new Pane();

    HelpView(KioskController controller) {
        this.controller = controller;
        measuring.getStyleClass().add("panel");
        new Scene(measuring).getStylesheets().add(KioskView.class.getResource("kiosk.css").toExternalForm());
    }

    @Override
    public double pageHeight() {
        return HEIGHT;
    }

    @Override
    public double gap() {
        return GAP;
    }

    @Override
    public double height(Block b, String gameId) {
        if (!Platform.isFxApplicationThread()) {
            throw new IllegalStateException("help pages are measured on the JavaFX thread");
        }
        Node n = node(b, controller.renderer(gameId), controller.model().state().get());
        measuring.getChildren().setAll(n);
        measuring.applyCss();
        measuring.layout();
        double h = n instanceof Region r ? r.prefHeight(WIDTH) : n.prefHeight(-1);
        measuring.getChildren().clear();
        // A paytable's rows stand closer than the page's other blocks (page(): their margin takes the gap back).
        return Math.ceil(h) - (b instanceof HelpSheet.Pays ? ROW_CLOSER : 0);
    }

    @Override
    public boolean hasPicture(String gameId, int section) {
        return controller.renderer(gameId).helpPicture(section).isPresent();
    }

    /** The page {@code sheet}'s content, top to bottom. */
    VBox page(HelpSheet sheet, KioskState s) {
        GameRenderer r = controller.renderer(s.gameId());
        VBox box = new VBox(GAP);
        box.setId("help-content");
        box.setPrefSize(WIDTH, HEIGHT);
        box.setMinSize(WIDTH, HEIGHT);
        box.setMaxSize(WIDTH, HEIGHT);
        boolean first = true;
        for (Block b : sheet.blocks()) {
            // The page's first title is the panel's own title line.
            if (!(first && b instanceof HelpSheet.Heading)) {
                Node n = node(b, r, s);
                if (b instanceof HelpSheet.Pays) {
                    VBox.setMargin(n, new javafx.geometry.Insets(-ROW_CLOSER, 0, 0, 0));
                }
                box.getChildren().add(n);
            }
            first = false;
        }
        return box;
    }

    /** The node of one block, {@link #WIDTH} wide. */
    private Node node(Block b, GameRenderer r, KioskState s) {
        return switch (b) {
            case HelpSheet.Heading h -> fixed(Ui.label(h.title(), "help-heading"), WIDTH);
            case HelpSheet.Para p -> wrapped(s.rules().grouping().inText(p.text()), "panel-text", WIDTH);
            case HelpSheet.Symbols row -> symbols(row, r, s);
            case HelpSheet.PayHeader h -> {
                Label l = wrapped(PayText.atBet(s), "panel-text", WIDTH);
                l.setId("paytable");
                yield l;
            }
            case HelpSheet.Pays p -> pays(p.row(), r, s);
            case HelpSheet.Picture p -> {
                StackPane holder = new StackPane(r.helpPicture(p.section()).orElseThrow());
                holder.setAlignment(Pos.CENTER_LEFT);
                yield holder;
            }
        };
    }

    private static HBox symbols(HelpSheet.Symbols row, GameRenderer r, KioskState s) {
        HBox box = new HBox(24);
        for (HelpPage.SymbolNote n : row.notes()) {
            StackPane icon = new StackPane(r.symbol(n.symbol(), NOTE_ICON - 6));
            icon.getStyleClass().add("help-symbol-icon");
            icon.setMinSize(NOTE_ICON, NOTE_ICON);
            icon.setMaxSize(NOTE_ICON, NOTE_ICON);
            Label name = Ui.label(n.name(), "help-symbol-name");
            VBox words = new VBox(2, name, wrapped(s.rules().grouping().inText(n.text()), "help-symbol-text",
                    NOTE_W - NOTE_ICON - 14));
            HBox note = new HBox(14, icon, words);
            note.setId("help-symbol-" + n.symbol());
            note.setPrefWidth(NOTE_W);
            note.setMinWidth(NOTE_W);
            box.getChildren().add(note);
        }
        return box;
    }

    private static HBox pays(HelpPage.PayRow row, GameRenderer r, KioskState s) {
        StackPane icon = new StackPane(r.symbol(row.symbol(), 36));
        icon.setMinSize(42, 42);
        icon.setMaxSize(42, 42);
        Label name = fixed(Ui.label(row.name(), "panel-text"), NAME_W);
        HBox line = new HBox(10, icon, name);
        line.setAlignment(Pos.CENTER_LEFT);
        for (HelpPage.SizePay sp : row.pays()) {
            Label l = fixed(Ui.label(PayText.cell(sp, s), "pay-cell"), CELL_W);
            l.setId("pay-" + row.symbol() + "-" + sp.fromSize());
            l.setMinHeight(Region.USE_PREF_SIZE);
            line.getChildren().add(l);
        }
        return line;
    }

    /** A paragraph wrapped at {@code width} and exactly that wide, so its measured height is its drawn one. */
    private static Label wrapped(String text, String styleClass, double width) {
        Label l = Ui.wrapped(text, styleClass, width);
        return fixed(l, width);
    }

    private static Label fixed(Label l, double width) {
        l.setPrefWidth(width);
        l.setMinWidth(width);
        l.setMaxWidth(width);
        l.setMinHeight(Region.USE_PREF_SIZE);
        return l;
    }
}

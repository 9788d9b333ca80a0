package io.opencab.ui.games.board;

import java.util.Optional;
import javafx.geometry.Pos;
import javafx.scene.effect.DropShadow;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/**
 * The banner a board shows over its cells (free spins awarded, bonus win, total win): a title, an
 * amount under it, on an opaque rounded plate with a glow, in the game's own colours.
 */
public final class Banner {
    /**
     * A game's banner: title font and colours, amount size and CSS id (tests read the amount by
     * it), plate size and colours, and the colour of the glow around it.
     */
    public record Look(Font titleFont, Color titleFill, Color titleStroke, double titleStrokeWidth, double amountSize,
            String amountId, double width, double height, Color plate, Color rim, Color glow) {
    }

    private final Look look;

    public Banner(Look look) {
        this.look = look;
    }

    public StackPane of(String title, String amount) {
        Text t = new Text(title);
        t.setFont(look.titleFont());
        t.setFill(look.titleFill());
        t.setStroke(look.titleStroke());
        t.setStrokeWidth(look.titleStrokeWidth());
        Text a = BoardText.bold(look.amountSize(), "#ffffff");
        a.setText(amount);
        a.setTextAlignment(TextAlignment.CENTER);
        a.setStroke(Color.BLACK);
        a.setId(look.amountId());
        VBox box = new VBox(8, t, a);
        box.setAlignment(Pos.CENTER);
        Rectangle plate = new Rectangle(look.width(), look.height());
        plate.setArcWidth(40);
        plate.setArcHeight(40);
        plate.setFill(look.plate());
        plate.setStroke(look.rim());
        plate.setStrokeWidth(4);
        StackPane p = new StackPane(plate, box);
        p.setMaxSize(look.width(), look.height());
        p.setEffect(new DropShadow(30, look.glow()));
        return BoardLayers.still(p);
    }

    /**
     * The round's TOTAL WIN banner, none for a round that won nothing; a capped round says that
     * its maximum win was reached (rule sheets: "Maximum win").
     */
    public Optional<StackPane> total(long total, boolean capped, long capX) {
        if (total <= 0 && !capped) {
            return Optional.empty();
        }
        return Optional.of(of("TOTAL WIN", total + (capped ? "\nMaximum win of x" + capX + " bets reached" : "")));
    }
}
